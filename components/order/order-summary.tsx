'use client';

import { memo, type RefObject } from 'react';
import { amountText, productCountText } from '@/lib/order/lines';
import { CloseIcon, Message } from './controls';
import { useChosenLines, useOrderStore } from './order-store';
import styles from './order-summary.module.css';
import { LineAmount, PriceTotal } from './price-tag';

type OrderSummaryProps = {
  error: string | null;
  searchId: string;
  ref: RefObject<HTMLElement | null>;
};

// Memo: the form around it renders at every change of the model; the summary follows the store and its error.
export const OrderSummary = memo(function OrderSummary({ error, searchId, ref }: OrderSummaryProps) {
  const store = useOrderStore();
  const lines = useChosenLines(store);

  return (
    <section ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby="uw-bestelling">
      <div className={styles.head}>
        <h2 id="uw-bestelling" className={styles.title}>
          Uw bestelling
        </h2>
        <p className={styles.count}>{productCountText(lines.length)}</p>
      </div>
      {lines.length === 0 ? (
        <p className={styles.empty}>
          Nog geen producten gekozen. Kies een categorie of <a href={`#${searchId}`}>zoek een product</a>.
        </p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.naam}>{line.naam}</span>
              <span className={styles.amount}>
                {amountText(line)}
                <LineAmount line={line} />
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Verwijder ${line.naam}`}
                onClick={() => {
                  store.remove(line.id);
                  // the button disappears with its line: keep the keyboard in the summary
                  ref.current?.focus();
                }}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PriceTotal lines={lines} />
      <Message role="alert" className={styles.error} text={error} />
    </section>
  );
});
