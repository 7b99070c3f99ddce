import fc from 'fast-check';
import { createOrderStore, type RowState } from '@/components/order/order-store';
import { catalogue, type Product } from '@/lib/order/catalogue';
import { earlyStep } from '@/lib/early/early-amount';
import { formatKg, MAX_PIECES, MAX_WEIGHT_KG, MIN_WEIGHT_KG, WEIGHT_STEP_KG } from '@/lib/order/quantity';

// The early script previews a step before the framework runs; React then replays the step through the
// store. The preview must show what the store will show, for anything the customer may have typed.

const limits = { stepKg: WEIGHT_STEP_KG, maxKg: MAX_WEIGHT_KG, minKg: MIN_WEIGHT_KG, maxPieces: MAX_PIECES };
const orderable = catalogue.filter((product) => product.available !== false);
const weighed = orderable.find((product) => product.unit === 'kg' && !product.allowedWeightsKg?.length)!;
const fixed = orderable.find((product) => product.allowedWeightsKg?.length)!;
const pieces = orderable.find((product) => product.unit === 'stuk')!;
const switchable = orderable.find((product) => product.unit === 'kg-of-stuk')!;

const shown = (row: RowState) =>
  row.text ?? (row.line.isPerPiece ? String(row.line.aantalStuks) : formatKg(row.line.kg));

function storeAfter(product: Product, perPiece: boolean, typed: string, direction: 1 | -1) {
  const store = createOrderStore(catalogue);
  if (product.unit === 'kg-of-stuk') store.setMode(product.id, perPiece);
  if (perPiece) store.typePieces(product.id, typed);
  else store.typeWeight(product.id, typed);
  const before = shown(store.getRow(product.id));
  store.step(product.id, direction);
  const after = shown(store.getRow(product.id));
  return after === before && store.getRow(product.id).text !== null ? null : after;
}

const typedText = fc.oneof(
  fc.stringMatching(/^[0-9]{0,3}([,.][0-9]{0,4})?( ?kg| ?st| stuks)?$/),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-2',
    '1.000',
    '0,001',
    '50',
    '49,9',
    '51',
    '999',
    '1000',
    'abc',
    '3,5',
    ',5',
  ),
  fc
    .float({ min: 0, max: 60, noNaN: true })
    .map((kg) => String(Math.round(kg * 1000) / 1000).replace('.', ',')),
);
const direction = fc.constantFrom<1 | -1>(1, -1);

describe('earlyStep: the preview of a step before the framework runs', () => {
  it.each([
    ['a weighed product', weighed, false],
    ['a product in fixed weights', fixed, false],
    ['a product per piece', pieces, true],
    ['a switchable product per kg', switchable, false],
    ['a switchable product per piece', switchable, true],
  ])('shows what the store shows after the same step: %s', (_name, product, perPiece) => {
    fc.assert(
      fc.property(typedText, direction, (typed, dir) => {
        const expected = storeAfter(product, perPiece, typed, dir);
        const preview = earlyStep(typed, perPiece, product.allowedWeightsKg ?? [], dir, limits);
        expect(preview).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
