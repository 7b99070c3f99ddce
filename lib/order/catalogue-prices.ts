import { catalogue, productById } from './catalogue';
import type { OrderLine, PastOrder } from './stored';
import { PRICE_IN_SHOP, samePrice, unitPriceText, type PriceOf, type ProductPrice } from './price';

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
    if (shownFor !== catalogue())
      [shownFor, shown] = [catalogue(), catalogue().some((product) => unitPriceText(product) !== null)];
    return shown;
  },
  priceOf: (id) => productById(id),
  nameOf: (id) => productById(id)?.naam,
};

/**
 * 'Bestel opnieuw' after the owner changed a price: the chosen lines of a past order whose price
 * differs from today's (the order is then made at today's price), both as the row shows them. Nothing
 * for an order kept without prices, or while the shop shows none.
 */
export function pastOrderPriceChanges(order: PastOrder, prices: PriceList = cataloguePrices) {
  const kept = order.prices;
  if (!prices.shown || !kept) return [];
  return Object.entries(order.quantities).flatMap(([key, line]) => {
    const id = Number(key);
    const naam = prices.nameOf?.(id) ?? '';
    const [before, now] = [kept[key] ?? {}, prices.priceOf(id)];
    if (!(line.aantalStuks > 0 || line.kg > 0) || naam === '' || samePrice(before, now)) return [];
    return [
      { id, naam, before: unitPriceText(before) ?? PRICE_IN_SHOP, now: unitPriceText(now) ?? PRICE_IN_SHOP },
    ];
  });
}

/** The prices kept with a sent order for 'Bestel opnieuw' (`PastOrder.prices`); undefined while none show. */
export function keptPrices(lines: readonly Pick<OrderLine, 'id'>[], prices: PriceList = cataloguePrices) {
  if (!prices.shown) return undefined;
  return Object.fromEntries(
    lines.flatMap(({ id }): [number, ProductPrice][] => {
      const price = prices.priceOf(id);
      const { pricePerKg, pricePerPiece, pieceWeightKg } = price ?? {};
      return price ? [[id, { pricePerKg, pricePerPiece, pieceWeightKg }]] : [];
    }),
  );
}
