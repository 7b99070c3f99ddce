import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Product } from '@/lib/order/catalogue';
import { initialLine, isChosen } from '@/lib/order/lines';
import type { OrderLine, Quantities } from '@/lib/order/stored';
import { formatKg, nextAmount, readAmount, snappedWeight, type Amount } from '@/lib/order/quantity';

// The order lines live outside React so that a keystroke re-renders its row and the summary only: each row
// reads its own entry (useSyncExternalStore), replaced only when that line changes.

type Note = string | null;

// `text`: the field as typed ('0,' stays '0,') until left; the line holds its number. A refused value stays
// visible with its message and the line orders nothing, so field, summary and mail agree.
export type RowState = { readonly line: OrderLine; readonly error: Note; readonly text: Note };

// A patch that changes nothing keeps the line object: the store then knows nothing that shows it changed.
function withLine(row: RowState, patch: Partial<OrderLine>, error: Note = null, text: Note = null) {
  const same = Object.entries(patch).every(([key, value]) => row.line[key as keyof OrderLine] === value);
  return { line: same ? row.line : { ...row.line, ...patch }, error, text };
}

// The amount (and why it was refused) in the field of the line's mode (pieces or kg).
const withAmount = (row: RowState, { amount, error }: Amount, text: Note = null) =>
  withLine(row, row.line.isPerPiece ? { aantalStuks: amount } : { kg: amount }, error, text);

function stepped(row: RowState, product: Product, direction: 1 | -1): RowState | null {
  const { line } = row;
  const amount = line.isPerPiece ? line.aantalStuks : line.kg;
  const next = nextAmount(amount, line.isPerPiece, product.allowedWeightsKg ?? [], direction);
  return next === null ? null : withAmount(row, { amount: next, error: null });
}

// On leaving: the text gives way to its number ('1,' shows '1'), a fixed weight snaps; a refused value stays.
function tidied(row: RowState, product: Product): RowState | null {
  if (row.error && row.text !== null) return null;
  const snapped = row.line.isPerPiece ? null : snappedWeight(product, row.line.kg);
  if (snapped) return withAmount(row, snapped);
  return row.text === null ? null : { ...row, text: null };
}

/** Names of the kept lines that can no longer be ordered ('' for a product that no longer exists). */
const droppedProducts = (quantities: Quantities, productById: ReadonlyMap<number, Product>) =>
  Object.entries(quantities).flatMap(([key, saved]) => {
    const product = productById.get(Number(key));
    if (saved.aantalStuks <= 0 && saved.kg <= 0) return [];
    return !product ? [''] : product.available === false ? [product.naam] : [];
  });

// A product's row on a fresh page, or with its `saved` amounts put back.
function restoredRow(product: Product, saved?: Quantities[number]): RowState {
  const row: RowState = { line: initialLine(product), error: null, text: null };
  if (!saved || product.available === false) return row;
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

function savedQuantities(products: readonly Product[], rows: ReadonlyMap<number, RowState>): Quantities {
  const result: Quantities = {};
  for (const product of products) {
    const { line } = rows.get(product.id)!;
    if (!isChosen(line) && line.isPerPiece === initialLine(product).isPerPiece) continue;
    result[product.id] = { isPerPiece: line.isPerPiece, kg: line.kg, aantalStuks: line.aantalStuks };
  }
  return result;
}

const listenTo = (set: Set<() => void>) => (listener: () => void) => {
  set.add(listener);
  return () => void set.delete(listener);
};

export function createOrderStore(products: readonly Product[]) {
  const productById = new Map(products.map((product) => [product.id, product]));
  const rows = new Map(products.map((product) => [product.id, restoredRow(product)]));
  let chosen: readonly OrderLine[] = [];
  const listeners = new Set<() => void>();
  const editListeners = new Set<() => void>();

  const chosenLines = () => products.map((product) => rows.get(product.id)!.line).filter(isChosen);
  const notify = () => listeners.forEach((listener) => listener());
  /** Puts a stored order's amounts back (none: a fresh page); returns the names of the lines left out. */
  function load(quantities: Quantities): string[] {
    for (const product of products) rows.set(product.id, restoredRow(product, quantities[product.id]));
    chosen = chosenLines();
    notify();
    return droppedProducts(quantities, productById);
  }

  function update(id: number, next: (row: RowState, product: Product) => RowState | null) {
    const row = rows.get(id);
    const product = productById.get(id);
    // Shown but not orderable (product data: available: false).
    if (!row || !product || product.available === false) return;
    const result = next(row, product);
    if (!result || (result.line === row.line && result.error === row.error && result.text === row.text))
      return;
    rows.set(id, result);
    // A new chosen array only when a chosen line changed, came or went: no summary render for a mode switch.
    if (result.line !== row.line && (isChosen(row.line) || isChosen(result.line))) chosen = chosenLines();
    notify();
    editListeners.forEach((listener) => listener());
  }

  return {
    subscribe: listenTo(listeners),
    /** Tells of the visitor's own changes (typing, steps, modes), never of the page's `load` or `reset`. */
    subscribeEdits: listenTo(editListeners),
    getRow(id: number): RowState {
      const row = rows.get(id);
      if (!row) throw new Error(`Onbekend product ${id}`);
      return row;
    },
    getChosen: () => chosen,
    /** Products whose field holds a refused value. */
    invalidRows: () =>
      products.filter((product) => rows.get(product.id)?.error && rows.get(product.id)?.text !== null),
    product: (id: number) => productById.get(id),

    /** What the visitor typed, read in the line's mode (kg or pieces). */
    type: (id: number, raw: string) =>
      update(id, (row) => withAmount(row, readAmount(raw, row.line.isPerPiece), raw)),
    step: (id: number, direction: 1 | -1) => update(id, (row, product) => stepped(row, product, direction)),
    tidyWeight: (id: number) => update(id, tidied),
    // Per piece clears the weight, back to kg clears the pieces (§4); a fixed line stays as it is.
    setMode: (id: number, toPerPiece: boolean) =>
      update(id, (row) =>
        row.line.toggleDisabled
          ? null
          : withLine(row, toPerPiece ? { isPerPiece: true, kg: 0 } : { isPerPiece: false, aantalStuks: 0 }),
      ),
    remove: (id: number) => update(id, (row) => withLine(row, { kg: 0, aantalStuks: 0 })),
    reset: () => void load({}),
    load,
    // Lines that differ from a fresh page, for the saved draft.
    quantities: () => savedQuantities(products, rows),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export const OrderStoreContext = createContext<OrderStore | null>(null);

export function useOrderStore(): OrderStore {
  const store = useContext(OrderStoreContext);
  if (!store) throw new Error('useOrderStore buiten OrderStoreContext');
  return store;
}

export function useOrderRow(store: OrderStore, id: number): RowState {
  const row = () => store.getRow(id);
  return useSyncExternalStore(store.subscribe, row, row);
}

export function useChosenLines(store: OrderStore): readonly OrderLine[] {
  return useSyncExternalStore(store.subscribe, store.getChosen, store.getChosen);
}
