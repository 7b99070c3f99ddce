import type { OrderLine } from './stored';

// Prices (issue 19): whole cents from the model's numbers, never from displayed text; a line is rounded
// to the cent once and the total sums the rounded lines, so what the customer reads adds up.

/** A product's prices as the content has them (euro); '' is what /admin writes for a cleared field. */
export type ProductPrice = {
  pricePerKg?: number | '';
  pricePerPiece?: number | '';
  /** Average weight of one piece, for a piece sold at the kg price (a chicken at €/kg, ± 1,6 kg). */
  pieceWeightKg?: number | '';
};

export type PriceOf = (id: number) => ProductPrice | undefined;

export type PricedLine = Pick<OrderLine, 'id' | 'isPerPiece' | 'kg' | 'aantalStuks'>;

/** One line's amount; `cents: null` = it cannot be computed ('prijs in de winkel'). */
type LineAmount = { id: number; cents: number | null };

export type OrderPrice = {
  lines: LineAmount[];
  /** The sum of the lines that have an amount. */
  totalCents: number;
  /** Every line has an amount. */
  complete: boolean;
};

export const PRICE_IN_SHOP = 'prijs in de winkel';
export const PAY_BY_WEIGHT = 'u betaalt in de winkel volgens het werkelijke gewicht';

/** Euro → whole cents, or null for anything that is not a positive amount. */
function toCents(euro: unknown): number | null {
  if (typeof euro !== 'number' || !Number.isFinite(euro) || euro <= 0) return null;
  return Math.round(euro * 100);
}

const toGrams = (kg: unknown): number | null =>
  typeof kg === 'number' && Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : null;

/** Whole cents for grams at a price per kg, rounded half up (grams × cents is an exact integer). */
const centsForGrams = (grams: number, centsPerKg: number) => Math.round((grams * centsPerKg) / 1000);

/**
 * The amount of one line in cents: weight × €/kg, pieces × €/st., or pieces × average weight × €/kg
 * when only a kg price is set; null when the line has nothing to price by.
 */
export function lineCents(line: PricedLine, price: ProductPrice | undefined): number | null {
  const perKg = toCents(price?.pricePerKg);
  const perPiece = toCents(price?.pricePerPiece);
  const pieceGrams = toGrams(price?.pieceWeightKg);
  const grams = line.kg > 0 ? Math.round(line.kg * 1000) : 0;
  const pieces = line.aantalStuks > 0 ? Math.floor(line.aantalStuks) : 0;
  let cents = 0;
  if (grams > 0) {
    if (perKg === null) return null;
    cents += centsForGrams(grams, perKg);
  }
  if (pieces > 0) {
    if (perPiece !== null) cents += pieces * perPiece;
    else if (perKg !== null && pieceGrams !== null) cents += centsForGrams(pieces * pieceGrams, perKg);
    else return null;
  }
  return cents;
}

/** Every line's amount and the indicative total. */
export function orderPrice(lines: readonly PricedLine[], priceOf: PriceOf): OrderPrice {
  const amounts = lines.map((line) => ({ id: line.id, cents: lineCents(line, priceOf(line.id)) }));
  return {
    lines: amounts,
    totalCents: amounts.reduce((sum, line) => sum + (line.cents ?? 0), 0),
    complete: amounts.every((line) => line.cents !== null),
  };
}

/** Whether any product has a price: without any, nothing about prices is shown anywhere. */
export function hasPrices(products: readonly ProductPrice[]): boolean {
  return products.some(
    (product) => toCents(product.pricePerKg) !== null || toCents(product.pricePerPiece) !== null,
  );
}

// Made at the first price shown, not when the page loads: the first Intl object of a page loads the
// browser's locale data (~20 ms, ~80 ms on a slow phone), which a shop without prices never needs.
let euro: Intl.NumberFormat | undefined;

/** 2490 → '€ 24,90' (nl-BE, with a non-breaking space after the sign). */
function formatEuro(cents: number): string {
  euro ??= new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
  return euro.format(cents / 100);
}

const kgText = (kg: number) => String(Math.round(kg * 1000) / 1000).replace('.', ',');

/** A product's price as Belgian shops write it: '€ 24,90/kg', '€ 3,50/st.', both with ' · '; null without. */
export function unitPriceText(price: ProductPrice | undefined): string | null {
  const perKg = toCents(price?.pricePerKg);
  const perPiece = toCents(price?.pricePerPiece);
  const parts: string[] = [];
  if (perKg !== null) {
    const pieceKg = toGrams(price?.pieceWeightKg);
    parts.push(
      `${formatEuro(perKg)}/kg${pieceKg !== null && perPiece === null ? ` (± ${kgText(pieceKg / 1000)} kg/st.)` : ''}`,
    );
  }
  if (perPiece !== null) parts.push(`${formatEuro(perPiece)}/st.`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** '€ 12,45', or 'prijs in de winkel'. */
export function lineAmountText(cents: number | null): string {
  return cents === null ? PRICE_IN_SHOP : formatEuro(cents);
}

/** '± € 41,35', or null when no line has an amount. */
export function totalAmountText(price: OrderPrice): string | null {
  return price.lines.some((line) => line.cents !== null) ? `± ${formatEuro(price.totalCents)}` : null;
}

/** What an incomplete total says about itself; '' when it is complete. */
export function incompleteText(price: OrderPrice): string {
  if (price.complete) return '';
  return price.lines.some((line) => line.cents !== null)
    ? 'Onvolledig: zonder de producten met prijs in de winkel.'
    : 'De prijs krijgt u in de winkel.';
}

/** '± € 41,35 — u betaalt in de winkel volgens het werkelijke gewicht', or 'prijs in de winkel' (the mails). */
export function totalText(price: OrderPrice): string {
  const amount = totalAmountText(price);
  return amount === null ? PRICE_IN_SHOP : `${amount} — ${PAY_BY_WEIGHT}`;
}

/** The prices a restored order was made with, kept with it: id → price. */
export type PriceSnapshot = Record<string, ProductPrice>;

export function priceSnapshot(lines: readonly Pick<OrderLine, 'id'>[], priceOf: PriceOf): PriceSnapshot {
  const snapshot: PriceSnapshot = {};
  for (const line of lines) {
    const price = priceOf(line.id);
    if (price) {
      const { pricePerKg, pricePerPiece, pieceWeightKg } = price;
      snapshot[String(line.id)] = { pricePerKg, pricePerPiece, pieceWeightKg };
    }
  }
  return snapshot;
}

/** Compared in cents and grams, so 24.9 and 24.90 are the same price. */
function samePrice(a: ProductPrice | undefined, b: ProductPrice | undefined): boolean {
  return (
    toCents(a?.pricePerKg) === toCents(b?.pricePerKg) &&
    toCents(a?.pricePerPiece) === toCents(b?.pricePerPiece) &&
    toGrams(a?.pieceWeightKg) === toGrams(b?.pieceWeightKg)
  );
}

/** A price the customer saw before, and today's: both as the row shows them. */
export type PriceChange = { id: number; naam: string; before: string; now: string };

/**
 * The lines of a restored order (a draft, 'Bestel opnieuw') whose price changed since it was kept:
 * the order shows today's price, and says which ones changed. Lines without a kept price are skipped
 * (an order kept before prices existed has nothing to compare).
 */
export function priceChanged(
  oldLines: readonly { id: number; naam: string; price?: ProductPrice }[],
  priceOf: PriceOf,
): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const line of oldLines) {
    if (!line.price) continue;
    const today = priceOf(line.id);
    if (samePrice(line.price, today)) continue;
    changes.push({
      id: line.id,
      naam: line.naam,
      before: unitPriceText(line.price) ?? PRICE_IN_SHOP,
      now: unitPriceText(today) ?? PRICE_IN_SHOP,
    });
  }
  return changes;
}

/** 'De prijs van Biefstuk is gewijzigd: nu € 25,90/kg (was € 24,90/kg).' — one sentence per change. */
export function priceChangeText(change: PriceChange): string {
  return `De prijs van ${change.naam} is gewijzigd: nu ${change.now} (was ${change.before}).`;
}
