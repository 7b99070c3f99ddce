import { catalogue, productById } from './catalogue';
import type { OrderLine, PastOrder } from './stored';
import {
  hasPrices,
  priceChanged,
  priceSnapshot,
  type PriceChange,
  type PriceOf,
  type PriceSnapshot,
} from './price';

// The shop's price list (issue 19): shown only once some product has a price.

export type PriceList = {
  shown: boolean;
  priceOf: PriceOf;
  /** The product's name today, for a message about a kept order. */
  nameOf?: (id: number) => string | undefined;
};

// Asked per row: worked out once per catalogue.
let shownFor: readonly unknown[] | undefined;
let shown = false;

export const cataloguePrices: PriceList = {
  get shown() {
    if (shownFor !== catalogue()) [shownFor, shown] = [catalogue(), hasPrices(catalogue())];
    return shown;
  },
  priceOf: (id) => productById(id),
  nameOf: (id) => productById(id)?.naam,
};

/**
 * 'Bestel opnieuw' after the owner changed a price: the chosen lines of a past order whose price
 * differs from today's (the order is then made at today's price). Nothing for an order kept without
 * prices, or while the shop shows none.
 */
export function pastOrderPriceChanges(order: PastOrder, prices: PriceList = cataloguePrices): PriceChange[] {
  if (!prices.shown || !order.prices) return [];
  const kept = order.prices;
  const lines = Object.entries(order.quantities)
    .filter(([, line]) => line.aantalStuks > 0 || line.kg > 0)
    .map(([id]) => ({
      id: Number(id),
      naam: prices.nameOf?.(Number(id)) ?? '',
      price: kept[id] ?? {},
    }))
    .filter((line) => line.naam !== '');
  return priceChanged(lines, prices.priceOf);
}

/** The prices kept with a sent order for 'Bestel opnieuw' (`PastOrder.prices`); undefined while none show. */
export function keptPrices(
  lines: readonly Pick<OrderLine, 'id'>[],
  prices: PriceList = cataloguePrices,
): PriceSnapshot | undefined {
  return prices.shown ? priceSnapshot(lines, prices.priceOf) : undefined;
}
