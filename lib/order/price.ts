import type { ProductContent } from '@/lib/content/schemas';
import { formatKg } from './quantity';
import type { OrderLine } from './stored';

// Prices (issue 19) in whole cents from the model's numbers; the total sums the rounded lines: it adds up.

// Euro ('' when cleared in /admin); `pieceWeightKg`: a piece's mean weight, for one sold by kg (a chicken).
export type ProductPrice = Pick<ProductContent, 'pricePerKg' | 'pricePerPiece' | 'pieceWeightKg'>;

export const PRICE_IN_SHOP = 'prijs in de winkel';
export const PAY_BY_WEIGHT = 'u betaalt in de winkel volgens het werkelijke gewicht';

/** Euro → whole cents (×100), kg → grams (×1000), or null for anything that is not a positive amount. */
const whole = (value: unknown, factor: 100 | 1000): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * factor) : null;

/** Whole cents for grams at a price per kg, rounded half up (grams × cents is an exact integer). */
const centsForGrams = (grams: number, centsPerKg: number) => Math.round((grams * centsPerKg) / 1000);

/** A line in cents: kg × €/kg, pieces × €/st. (or × their weight × €/kg); null: nothing to price by. */
export function lineCents(line: OrderLine, price: ProductPrice | undefined): number | null {
  const perKg = whole(price?.pricePerKg, 100);
  const perPiece = whole(price?.pricePerPiece, 100);
  const pieceGrams = whole(price?.pieceWeightKg, 1000);
  const grams = line.kg > 0 ? Math.round(line.kg * 1000) : 0;
  const pieces = line.aantalStuks > 0 ? Math.floor(line.aantalStuks) : 0;
  if (grams > 0 && perKg === null) return null;
  let cents = perKg === null ? 0 : centsForGrams(grams, perKg);
  if (pieces > 0) {
    if (perPiece !== null) cents += pieces * perPiece;
    else if (perKg !== null && pieceGrams !== null) cents += centsForGrams(pieces * pieceGrams, perKg);
    else return null;
  }
  return cents;
}

// Made at the first price: a page's first Intl object loads locale data (~80 ms on a slow phone).
let euro: Intl.NumberFormat | undefined;

/** 2490 → '€ 24,90' (nl-BE, with a non-breaking space after the sign). */
const formatEuro = (cents: number) =>
  (euro ??= new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' })).format(cents / 100);

/** A product's price as Belgian shops write it: '€ 24,90/kg', '€ 3,50/st.', both with ' · '; null without. */
export function unitPriceText(price: ProductPrice | undefined): string | null {
  const perKg = whole(price?.pricePerKg, 100);
  const perPiece = whole(price?.pricePerPiece, 100);
  const pieceGrams = whole(price?.pieceWeightKg, 1000);
  const parts: string[] = [];
  if (perKg !== null) {
    const each = pieceGrams !== null && perPiece === null ? ` (± ${formatKg(pieceGrams / 1000)} kg/st.)` : '';
    parts.push(`${formatEuro(perKg)}/kg${each}`);
  }
  if (perPiece !== null) parts.push(`${formatEuro(perPiece)}/st.`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** '€ 12,45', or 'prijs in de winkel'. */
export const lineAmountText = (cents: number | null) => (cents === null ? PRICE_IN_SHOP : formatEuro(cents));

// Each line's cents (null: in the shop), the total of those priced ('± € 41,35'; null: none) and its caveat.
export function orderPrice(lines: readonly OrderLine[], priceOf: (id: number) => ProductPrice | undefined) {
  const cents = lines.map((line) => lineCents(line, priceOf(line.id)));
  const priced = cents.filter((each) => each !== null);
  const total = priced.length > 0 ? `± ${formatEuro(priced.reduce((sum, each) => sum + each, 0))}` : null;
  const incomplete =
    total === null
      ? 'De prijs krijgt u in de winkel.'
      : 'Onvolledig: zonder de producten met prijs in de winkel.';
  return { lines: cents, total, incomplete: priced.length === cents.length ? '' : incomplete };
}

/** '± € 41,35 — u betaalt in de winkel volgens het werkelijke gewicht', or 'prijs in de winkel' (the mails). */
export const totalText = (total: string | null) =>
  total === null ? PRICE_IN_SHOP : `${total} — ${PAY_BY_WEIGHT}`;

/** Compared in cents and grams, so 24.9 and 24.90 are the same price. */
export const samePrice = (a: ProductPrice | undefined, b: ProductPrice | undefined) =>
  whole(a?.pricePerKg, 100) === whole(b?.pricePerKg, 100) &&
  whole(a?.pricePerPiece, 100) === whole(b?.pricePerPiece, 100) &&
  whole(a?.pieceWeightKg, 1000) === whole(b?.pieceWeightKg, 1000);
