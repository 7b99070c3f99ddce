import type { Product } from './catalogue';
import { initialLine, isChosen } from './lines';
import type { OrderLine, Quantities } from './stored';
import { formatKg, nextAmount, readAmount, snappedWeight, type Amount } from './quantity';

// A product row's rules: step, typing, kg/stuk, leaving, a kept order put back; order-store.ts holds rows.

type Note = string | null;

// Shown but not orderable (product data: available: false).
export const orderable = (product: Product) => product.available !== false;

// `text`: the field as typed ('0,') until left; the line holds the number, so field, summary and mail agree.
export type RowState = { readonly line: OrderLine; readonly error: Note; readonly text: Note };

/** The field holds a refused value, shown with its message: the line orders nothing. */
export const refused = (row: RowState) => row.error !== null && row.text !== null;

// A patch that changes nothing keeps the line object: the store then knows nothing that shows it changed.
function withLine(row: RowState, patch: Partial<OrderLine>, error: Note = null, text: Note = null) {
  const same = Object.entries(patch).every(([key, value]) => row.line[key as keyof OrderLine] === value);
  return { line: same ? row.line : { ...row.line, ...patch }, error, text };
}

const withAmount = (row: RowState, { amount, error }: Amount, text: Note = null) =>
  withLine(row, row.line.isPerPiece ? { aantalStuks: amount } : { kg: amount }, error, text);

export function stepped(row: RowState, product: Product, direction: 1 | -1): RowState | null {
  const { line } = row;
  const amount = line.isPerPiece ? line.aantalStuks : line.kg;
  const next = nextAmount(amount, line.isPerPiece, product.allowedWeightsKg ?? [], direction);
  return next === null ? null : withAmount(row, { amount: next, error: null });
}

// On leaving: the text gives way to its number ('1,' shows '1'), a fixed weight snaps; a refused value stays.
export function tidied(row: RowState, product: Product): RowState | null {
  if (refused(row)) return null;
  const snapped = row.line.isPerPiece ? null : snappedWeight(product, row.line.kg);
  if (snapped) return withAmount(row, snapped);
  return row.text === null ? null : { ...row, text: null };
}

/** Names of the kept lines that can no longer be ordered ('' for a product that no longer exists). */
export const droppedProducts = (quantities: Quantities, productById: ReadonlyMap<number, Product>) =>
  Object.entries(quantities).flatMap(([key, saved]) => {
    const product = productById.get(Number(key));
    if (saved.aantalStuks <= 0 && saved.kg <= 0) return [];
    return !product ? [''] : orderable(product) ? [] : [product.naam];
  });

export function restoredRow(product: Product, saved?: Quantities[number]): RowState {
  const row: RowState = { line: initialLine(product), error: null, text: null };
  if (!saved || !orderable(product)) return row;
  // A saved mode only counts where the product may switch; a piece-only product stays per piece.
  const isPerPiece = row.line.toggleDisabled ? row.line.isPerPiece : saved.isPerPiece;
  // A weight earlier rules allowed and today's refuse (0,05 kg): shown with its message, never dropped.
  const kept = !isPerPiece && saved.kg > 0 ? formatKg(saved.kg) : '';
  const read = readAmount(kept, false);
  if (read.error) return withAmount(withLine(row, { isPerPiece }), read, kept);
  return withLine(row, {
    isPerPiece,
    kg: isPerPiece ? 0 : saved.kg,
    aantalStuks: isPerPiece ? Math.max(0, Math.floor(saved.aantalStuks)) : 0,
  });
}

export function savedQuantities(
  products: readonly Product[],
  rows: ReadonlyMap<number, RowState>,
): Quantities {
  const result: Quantities = {};
  for (const product of products) {
    const { line } = rows.get(product.id)!;
    if (!isChosen(line) && line.isPerPiece === initialLine(product).isPerPiece) continue;
    result[product.id] = { isPerPiece: line.isPerPiece, kg: line.kg, aantalStuks: line.aantalStuks };
  }
  return result;
}

// Per piece clears the weight, back to kg clears the pieces (§4); a fixed line stays as it is.
export const switched = (row: RowState, toPerPiece: boolean): RowState | null =>
  row.line.toggleDisabled
    ? null
    : withLine(row, toPerPiece ? { isPerPiece: true, kg: 0 } : { isPerPiece: false, aantalStuks: 0 });

export const typed = (row: RowState, raw: string) =>
  withAmount(row, readAmount(raw, row.line.isPerPiece), raw);

export const cleared = (row: RowState) => withLine(row, { kg: 0, aantalStuks: 0 });
