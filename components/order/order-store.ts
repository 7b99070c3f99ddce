import { createContext, useContext, useSyncExternalStore } from 'react';
import { isChosen } from '@/lib/order/lines';
import * as rules from '@/lib/order/rows';
import type { Product } from '@/lib/order/catalogue';
import type { OrderLine, Quantities } from '@/lib/order/stored';

// Lines live outside React, each row reading its own entry: a keystroke re-renders its row and the summary.

const listenTo = (set: Set<() => void>) => (listener: () => void) => {
  set.add(listener);
  return () => void set.delete(listener);
};

export function createOrderStore(products: readonly Product[]) {
  const productById = new Map(products.map((product) => [product.id, product]));
  const rows = new Map(products.map((product) => [product.id, rules.restoredRow(product)]));
  let chosen: readonly OrderLine[] = [];
  const listeners = new Set<() => void>();
  const editListeners = new Set<() => void>();

  const chosenLines = () => products.map((product) => rows.get(product.id)!.line).filter(isChosen);
  const notify = () => listeners.forEach((listener) => listener());
  /** Puts a stored order's amounts back (none: a fresh page); returns the names of the lines left out. */
  function load(quantities: Quantities): string[] {
    for (const product of products) rows.set(product.id, rules.restoredRow(product, quantities[product.id]));
    chosen = chosenLines();
    notify();
    return rules.droppedProducts(quantities, productById);
  }

  function update(id: number, next: (row: rules.RowState, product: Product) => rules.RowState | null) {
    const row = rows.get(id);
    const product = productById.get(id);
    if (!row || !product || !rules.orderable(product)) return;
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
    getRow(id: number): rules.RowState {
      const row = rows.get(id);
      if (!row) throw new Error(`Onbekend product ${id}`);
      return row;
    },
    getChosen: () => chosen,
    invalidRows: () => products.filter((product) => rules.refused(rows.get(product.id)!)),
    product: (id: number) => productById.get(id),

    type: (id: number, raw: string) => update(id, (row) => rules.typed(row, raw)),
    step: (id: number, by: 1 | -1) => update(id, (row, product) => rules.stepped(row, product, by)),
    tidyWeight: (id: number) => update(id, rules.tidied),
    setMode: (id: number, toPerPiece: boolean) => update(id, (row) => rules.switched(row, toPerPiece)),
    remove: (id: number) => update(id, rules.cleared),
    reset: () => void load({}),
    load,
    quantities: () => rules.savedQuantities(products, rows),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

export const OrderStoreContext = createContext<OrderStore | null>(null);

export function useOrderStore(): OrderStore {
  const store = useContext(OrderStoreContext);
  if (!store) throw new Error('useOrderStore buiten OrderStoreContext');
  return store;
}

export function useOrderRow(store: OrderStore, id: number): rules.RowState {
  const row = () => store.getRow(id);
  return useSyncExternalStore(store.subscribe, row, row);
}

export function useChosenLines(store: OrderStore): readonly OrderLine[] {
  return useSyncExternalStore(store.subscribe, store.getChosen, store.getChosen);
}
