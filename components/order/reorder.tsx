'use client';

import { useContext } from 'react';
import { pastOrderPriceChanges } from '@/lib/order/catalogue-prices';
import { lineCount, type PastOrder } from '@/lib/order/history';
import { priceChangeText } from '@/lib/order/price';
import { pickupLabel } from '@/lib/order/pickup';
import { productCountText } from './amount';
import { PriceListContext } from './price-tag';
import styles from './reorder.module.css';

type ReorderProps = {
  history: readonly PastOrder[];
  onReorder: (order: PastOrder) => void;
  onForget: () => void;
};

// 'Bestel opnieuw': the last orders sent from this device, kept only here.
export function Reorder({ history, onReorder, onForget }: ReorderProps) {
  if (history.length === 0) return null;
  return (
    <section className={styles.reorder} aria-labelledby="bestel-opnieuw">
      <h2 id="bestel-opnieuw" className={styles.title}>
        Bestel opnieuw
      </h2>
      <p className={styles.intro}>
        Uw vorige bestellingen op dit toestel. U kiest daarna een nieuwe afhaaldag.
      </p>
      <ul className={styles.list}>
        {history.map((order) => (
          <li key={order.reference} className={styles.item}>
            <span>
              <strong>{order.reference}</strong> · {pickupLabel(order.dag)} ·{' '}
              {productCountText(lineCount(order))}
            </span>
            <button
              type="button"
              className="button button-ghost"
              aria-label={`Bestel opnieuw: ${order.reference}`}
              onClick={() => onReorder(order)}
            >
              Bestel opnieuw
            </button>
            <PriceChanges order={order} />
          </li>
        ))}
      </ul>
      <button type="button" className={styles.forget} onClick={onForget}>
        Vergeet mijn gegevens
      </button>
    </section>
  );
}

// The owner changed a price since this order: it is made again at today's price, and says so.
function PriceChanges({ order }: { order: PastOrder }) {
  const changes = pastOrderPriceChanges(order, useContext(PriceListContext));
  if (changes.length === 0) return null;
  return (
    <ul className={styles.priceChanges} aria-label={`Gewijzigde prijzen sinds ${order.reference}`}>
      {changes.map((change) => (
        <li key={change.id}>{priceChangeText(change)}</li>
      ))}
    </ul>
  );
}
