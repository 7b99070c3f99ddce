import { keptPrices, pastOrderPriceChanges } from '@/lib/order/catalogue-prices';
import {
  lineAmountText,
  lineCents,
  orderPrice,
  totalText,
  unitPriceText,
  type ProductPrice,
} from '@/lib/order/price';
import { CONTACT, kgLine as kg, pieceLine as pieces } from '@/__tests__/fixtures/orders';

// Fixture prices (never the owner's content).
const prices: Record<number, ProductPrice> = {
  1: { pricePerKg: 24.9 }, // per kg only
  2: { pricePerPiece: 3.5 }, // per piece only
  3: { pricePerKg: 12.5, pieceWeightKg: 1.6 }, // a chicken at €/kg, ± 1,6 kg
  4: { pricePerKg: 19.99, pricePerPiece: 4.25 }, // both
  5: {}, // no price
  6: { pricePerKg: '', pricePerPiece: '' }, // cleared in /admin
};
const priceOf = (id: number) => prices[id];
const nbsp = (text: string) => text.replaceAll('€ ', '€\u00a0');

it('lineCents prices a weight at the kg price, rounded to the cent, for every 0,25-kg step; pieces at the piece price, or pieces × average weight × kg price; it cannot price a line without the price it needs; orderPrice adds the lines into an indicative total, and names the lines without a price (mixed and missing prices)', () => {
  // 24,90 × 0,25 = 6,225 → 6,23 (half up); × 0,75 = 18,675 → 18,68; × 1,5 = 37,35
  expect(lineCents(kg(1, 0.25), prices[1])).toBe(623);
  expect(lineCents(kg(1, 0.5), prices[1])).toBe(1245);
  expect(lineCents(kg(1, 0.75), prices[1])).toBe(1868);
  expect(lineCents(kg(1, 1.5), prices[1])).toBe(3735);
  // 19,99 × 0,25 = 4,9975 → 5,00; a typed weight in grams: 19,99 × 0,333 = 6,65667 → 6,66
  expect(lineCents(kg(4, 0.25), prices[4])).toBe(500);
  expect(lineCents(kg(4, 0.333), prices[4])).toBe(666);
  expect(lineCents(pieces(2, 3), prices[2])).toBe(1050);
  // 2 × 1,6 kg × 12,50 = 40,00
  expect(lineCents(pieces(3, 2), prices[3])).toBe(4000);
  // 3 × 1,6 kg × 12,50 = 60,00; the piece price wins when both are set
  expect(lineCents(pieces(3, 3), prices[3])).toBe(6000);
  expect(lineCents(pieces(4, 2), prices[4])).toBe(850);
  // 3 × 0,333 kg × 19,99 = 19,97001 → 19,97: rounded once for the line (per piece: 3 × 6,66 = 19,98)
  expect(lineCents(pieces(7, 3), { pricePerKg: 19.99, pieceWeightKg: 0.333 })).toBe(1997);
  expect(lineCents(kg(2, 1), prices[2])).toBeNull(); // weight, only a piece price
  expect(lineCents(pieces(1, 2), prices[1])).toBeNull(); // pieces, kg price without a piece weight
  expect(lineCents(kg(5, 1), prices[5])).toBeNull();
  expect(lineCents(pieces(6, 1), prices[6])).toBeNull();
  expect(lineCents(kg(9, 1), undefined)).toBeNull();
  const price = orderPrice([kg(1, 1.5), pieces(2, 1), pieces(3, 2)], priceOf);
  expect(price).toEqual({ lines: [3735, 350, 4000], total: nbsp('± € 80,85'), incomplete: '' });
  expect(totalText(price.total)).toBe(
    nbsp('± € 80,85 — u betaalt in de winkel volgens het werkelijke gewicht'),
  );

  const mixed = orderPrice([kg(1, 0.5), kg(5, 1), pieces(1, 2)], priceOf);
  const incomplete = 'Onvolledig: zonder de producten met prijs in de winkel.';
  expect(mixed).toEqual({ lines: [1245, null, null], total: nbsp('± € 12,45'), incomplete });
  const none = orderPrice([kg(5, 1)], priceOf);
  expect(none).toEqual({ lines: [null], total: null, incomplete: 'De prijs krijgt u in de winkel.' });
  expect(totalText(none.total)).toBe('prijs in de winkel');
});

it('writes prices as Belgian shops do; a restored order after a price change keeps the prices of known products (none while none show), and names a price changed or taken away since (none while the shop shows no prices)', () => {
  expect(lineAmountText(2490)).toBe(nbsp('€ 24,90'));
  expect(lineAmountText(123450)).toBe(nbsp('€ 1.234,50'));
  expect(lineAmountText(null)).toBe('prijs in de winkel');
  expect(unitPriceText(prices[1])).toBe(nbsp('€ 24,90/kg'));
  expect(unitPriceText(prices[2])).toBe(nbsp('€ 3,50/st.'));
  expect(unitPriceText(prices[3])).toBe(nbsp('€ 12,50/kg (± 1,6 kg/st.)'));
  expect(unitPriceText(prices[4])).toBe(nbsp('€ 19,99/kg · € 4,25/st.'));
  expect(unitPriceText(prices[5])).toBeNull();
  expect(unitPriceText(prices[6])).toBeNull();
  // (no price, no price shown anywhere: a piece weight alone is no price)
  expect(unitPriceText({ pieceWeightKg: 1 })).toBeNull();
  // priceOf as the catalogue's (nothing without kept or shown prices: price-tag.test.tsx)
  const named = (table: Record<number, ProductPrice>) => (id: number) =>
    table[id] && { ...table[id], naam: `P${id}` };
  const list = { shown: true, priceOf: named(prices) };
  const kept = keptPrices([{ id: 1 }, { id: 2 }, { id: 8 }], list)!;
  expect(kept).toEqual({ '1': { pricePerKg: 24.9 }, '2': { pricePerPiece: 3.5 } });
  expect(keptPrices([{ id: 1 }], { ...list, shown: false })).toBeUndefined();
  const quantities = { '1': kg(1, 1), '2': pieces(2, 1) };
  const past = { reference: 'DL-4K7QX', dag: '2026-11-20', quantities, contact: CONTACT, prices: kept };
  const today = named({ 1: { pricePerKg: 25.9 }, 2: {} });
  expect(pastOrderPriceChanges(past, { shown: true, priceOf: today })).toEqual([
    { id: 1, text: nbsp('De prijs van P1 is gewijzigd: nu € 25,90/kg (was € 24,90/kg).') },
    { id: 2, text: nbsp('De prijs van P2 is gewijzigd: nu prijs in de winkel (was € 3,50/st.).') },
  ]);
  expect(pastOrderPriceChanges(past, { shown: false, priceOf: today })).toEqual([]);
});
