import type { OrderDraft } from './draft';
import type { PriceSnapshot } from './price';

// 'Bestel opnieuw': the last few sent orders, kept on the customer's own device only (local storage,
// never sent anywhere), so a weekly order is two clicks. Pure list rules; storage in components/order.

export const HISTORY_STORAGE_KEY = 'bestelling-geschiedenis-v1';
export const HISTORY_SIZE = 3;

export type PastOrder = {
  reference: string;
  /** The pick-up day it was for (yyyy-MM-dd), to tell past orders apart. */
  dag: string;
  quantities: OrderDraft['quantities'];
  contact: OrderDraft['contact'];
  /** The prices it was ordered at (issue 19), to say which changed since; absent in older entries. */
  prices?: PriceSnapshot;
};

/** Newest first, one entry per reference, at most HISTORY_SIZE. */
export function addToHistory(history: readonly PastOrder[], order: PastOrder): PastOrder[] {
  return [order, ...history.filter((past) => past.reference !== order.reference)].slice(0, HISTORY_SIZE);
}

export function lineCount(order: PastOrder): number {
  return Object.values(order.quantities).filter((line) => line.aantalStuks > 0 || line.gewicht !== '0')
    .length;
}
