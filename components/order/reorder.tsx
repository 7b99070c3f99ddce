'use client';

import { lineCount, type PastOrder } from '@/lib/order/history';
import { pickupLabel } from '@/lib/order/pickup';
import { productCountText } from './amount';
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
          </li>
        ))}
      </ul>
      <button type="button" className={styles.forget} onClick={onForget}>
        Vergeet mijn gegevens
      </button>
    </section>
  );
}
