'use client';

import { createContext, useContext } from 'react';
import { cataloguePrices, type PriceList } from '@/lib/order/catalogue-prices';
import type { OrderLine } from '@/lib/order/stored';
import * as price from '@/lib/order/price';
import styles from './price-tag.module.css';

// Each piece renders nothing without prices in the content. The list is the catalogue's, or a test's.

export const PriceListContext = createContext<PriceList>(cataloguePrices);

export function PriceTag({ product }: { product: price.ProductPrice }) {
  const text = price.unitPriceText(product);
  return text && <span className={styles.tag}>{text}</span>;
}

export function LineAmount({ line }: { line: OrderLine }) {
  const { shown, priceOf } = useContext(PriceListContext);
  if (!shown) return null;
  const cents = price.lineCents(line, priceOf(line.id));
  const text = price.lineAmountText(cents);
  return <span className={cents === null ? styles.inShop : styles.amount}>{text}</span>;
}

export function PriceTotal({ lines }: { lines: readonly OrderLine[] }) {
  const { shown, priceOf } = useContext(PriceListContext);
  if (!shown || lines.length === 0) return null;
  const { total, incomplete } = price.orderPrice(lines, priceOf);
  return (
    <div className={styles.total}>
      <p className={styles.totalLine}>
        <span className={styles.totalLabel}>Totaal:</span>{' '}
        {total === null ? (
          price.PRICE_IN_SHOP
        ) : (
          <>
            <strong className={styles.totalAmount}>{total}</strong> — {price.PAY_BY_WEIGHT}
          </>
        )}
      </p>
      {incomplete && <p className={styles.incomplete}>{incomplete}</p>}
    </div>
  );
}
