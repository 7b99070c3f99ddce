'use client';

import { useContext } from 'react';
import { pastOrderPriceChanges } from '@/lib/order/catalogue-prices';
import { lineCount } from '@/lib/order/history';
import { pickupLabel } from '@/lib/shop/day-text';
import type { PastOrder } from '@/lib/order/stored';
import { productCountText } from '@/lib/order/lines';
import { Button } from './controls';
import { PriceListContext } from './price-tag';
import styles from './reorder.module.css';

// 'Bestel opnieuw': the last orders of this device, kept only when the customer asked for it.
export function Reorder(props: { history: readonly PastOrder[]; onReorder: (order: PastOrder) => void }) {
  const { history, onReorder } = props;
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
              {order.cancelled && <strong className={styles.cancelled}> · geannuleerd</strong>}
            </span>
            <Button aria-label={`Bestel opnieuw: ${order.reference}`} onClick={() => onReorder(order)}>
              Bestel opnieuw
            </Button>
            <PriceChanges order={order} />
          </li>
        ))}
      </ul>
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
        <li key={change.id}>{change.text}</li>
      ))}
    </ul>
  );
}
