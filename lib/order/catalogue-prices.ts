import { catalogue, productById } from './catalogue';
import { isChosen } from './lines';
import type { OrderLine, PastOrder } from './stored';
import { PRICE_IN_SHOP, samePrice, unitPriceText, type ProductPrice } from './price';

// The shop's price list (issue 19): shown only once some product has a price.

export type PriceList = {
  shown: boolean;
  /** A product's prices, and its name today (for a message about a kept order). */
  priceOf: (id: number) => (ProductPrice & { naam?: string }) | undefined;
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
};

// 'Bestel opnieuw': a sentence per chosen line whose price changed (the order is made at today's).
export function pastOrderPriceChanges(order: PastOrder, prices: PriceList = cataloguePrices) {
  const kept = order.prices;
  if (!prices.shown || !kept) return [];
  return Object.entries(order.quantities).flatMap(([key, line]) => {
    const id = Number(key);
    const [before, now] = [kept[key] ?? {}, prices.priceOf(id)];
    if (!isChosen(line) || !now?.naam || samePrice(before, now)) return [];
    const text = (price: ProductPrice) => unitPriceText(price) ?? PRICE_IN_SHOP;
    return [{ id, text: `De prijs van ${now.naam} is gewijzigd: nu ${text(now)} (was ${text(before)}).` }];
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
