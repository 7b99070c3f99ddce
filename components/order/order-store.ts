import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Product } from '@/lib/order/catalogue';
import type { OrderDraft } from '@/lib/order/draft';
import { initialLine, isChosen, switchMode, type OrderLine } from '@/lib/order/lines';
import {
  formatKg,
  parsePiecesInput,
  parseWeightInput,
  stepPieces,
  stepWeight,
  weightKg,
} from '@/lib/order/quantity';

// The order lines live outside React so that a keystroke in one row re-renders that row and the
// summary only: every row reads its own entry through useSyncExternalStore, and an entry object is
// replaced only when that line changes.

export type RowState = { readonly line: OrderLine; readonly error: string | null };
export type DraftQuantities = OrderDraft['quantities'];
export type PendingOrder = NonNullable<OrderDraft['pending']>;

export function allowedWeightMessage(product: Product): string {
  const weights = (product.allowedWeightsKg ?? []).map((kg) => `${formatKg(kg)} kg`);
  const list = weights.length > 1 ? `${weights.slice(0, -1).join(', ')} of ${weights.at(-1)}` : weights[0];
  return `${product.naam} bestelt u per ${list}; we pasten het gewicht aan.`;
}

// For products sold in fixed weights only (gehaktbroodje): the allowed weight nearest to `kg`.
function nearestAllowed(allowed: readonly number[], kg: number): number {
  let best = allowed[0] ?? 0;
  for (const option of allowed) if (Math.abs(option - kg) < Math.abs(best - kg)) best = option;
  return best;
}

function stepAllowed(allowed: readonly number[], current: number, direction: 1 | -1): number {
  const options = [0, ...allowed].sort((a, b) => a - b);
  if (direction === 1) return options.find((kg) => kg > current + 1e-9) ?? options.at(-1) ?? 0;
  return [...options].reverse().find((kg) => kg < current - 1e-9) ?? 0;
}

export function createOrderStore(products: readonly Product[]) {
  const productById = new Map(products.map((product) => [product.id, product]));
  const rows = new Map<number, RowState>();
  for (const product of products) rows.set(product.id, { line: initialLine(product), error: null });
  let chosen: readonly OrderLine[] = [];
  const listeners = new Set<() => void>();
  // An order whose mails did not all go out, being completed: what was delivered is not sent again.
  let pending: PendingOrder | null = null;
  const pendingListeners = new Set<() => void>();

  function emit() {
    chosen = products.map((product) => rows.get(product.id)!.line).filter(isChosen);
    for (const listener of listeners) listener();
  }

  function update(id: number, next: (row: RowState, product: Product) => RowState | null) {
    const row = rows.get(id);
    const product = productById.get(id);
    if (!row || !product) return;
    const result = next(row, product);
    if (!result || (result.line === row.line && result.error === row.error)) return;
    rows.set(id, result);
    emit();
  }

  const withLine = (row: RowState, patch: Partial<OrderLine>, error: string | null = null): RowState => ({
    line: { ...row.line, ...patch },
    error,
  });

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getRow(id: number): RowState {
      const row = rows.get(id);
      if (!row) throw new Error(`Onbekend product ${id}`);
      return row;
    },
    getChosen: () => chosen,
    getPending: () => pending,
    setPending(next: PendingOrder | null) {
      pending = next;
      for (const listener of pendingListeners) listener();
    },
    subscribePending(listener: () => void) {
      pendingListeners.add(listener);
      return () => {
        pendingListeners.delete(listener);
      };
    },
    product: (id: number) => productById.get(id),

    typeWeight(id: number, raw: string) {
      update(id, (row) => {
        const input = parseWeightInput(raw);
        switch (input.kind) {
          case 'empty':
            return withLine(row, { gewicht: '0' });
          case 'value':
            return withLine(row, { gewicht: input.text });
          case 'too-heavy':
            return { line: row.line, error: input.message };
          case 'rejected':
            return null;
        }
      });
    },
    typePieces(id: number, raw: string) {
      update(id, (row) => {
        const input = parsePiecesInput(raw);
        if (input.kind === 'rejected') return null;
        return withLine(row, { aantalStuks: input.kind === 'empty' ? 0 : input.count });
      });
    },
    step(id: number, direction: 1 | -1) {
      update(id, (row, product) => {
        if (row.line.isPerPiece)
          return withLine(row, { aantalStuks: stepPieces(row.line.aantalStuks, direction) });
        if (product.allowedWeightsKg?.length) {
          const kg = stepAllowed(product.allowedWeightsKg, weightKg(row.line.gewicht), direction);
          return withLine(row, { gewicht: formatKg(kg) });
        }
        return withLine(row, { gewicht: stepWeight(row.line.gewicht, direction) });
      });
    },
    // On leaving the field: '1,' becomes '1', and fixed-weight products snap to an allowed weight.
    tidyWeight(id: number) {
      update(id, (row, product) => {
        if (row.line.isPerPiece) return null;
        const kg = weightKg(row.line.gewicht);
        const allowed = product.allowedWeightsKg;
        if (allowed?.length && kg > 0 && !allowed.some((option) => Math.abs(option - kg) < 1e-9)) {
          return withLine(
            row,
            { gewicht: formatKg(nearestAllowed(allowed, kg)) },
            allowedWeightMessage(product),
          );
        }
        const tidy = formatKg(kg);
        return tidy === row.line.gewicht ? null : { line: { ...row.line, gewicht: tidy }, error: row.error };
      });
    },
    setMode(id: number, toPerPiece: boolean) {
      update(id, (row) =>
        row.line.toggleDisabled ? null : { line: switchMode(row.line, toPerPiece), error: null },
      );
    },
    remove(id: number) {
      update(id, (row) => withLine(row, { gewicht: '0', aantalStuks: 0 }));
    },
    reset() {
      for (const product of products) rows.set(product.id, { line: initialLine(product), error: null });
      emit();
    },
    load(quantities: DraftQuantities) {
      for (const product of products) {
        const saved = quantities[product.id];
        const line = initialLine(product);
        if (!saved) {
          rows.set(product.id, { line, error: null });
          continue;
        }
        // A saved mode only counts where the product may switch; a piece-only product stays per piece.
        const isPerPiece = line.toggleDisabled ? line.isPerPiece : saved.isPerPiece;
        const restored: OrderLine = {
          ...line,
          isPerPiece,
          gewicht: isPerPiece ? '0' : formatKg(weightKg(saved.gewicht)),
          aantalStuks: isPerPiece ? Math.max(0, Math.floor(saved.aantalStuks)) : 0,
        };
        rows.set(product.id, { line: restored, error: null });
      }
      emit();
    },
    // Lines that differ from a fresh page, for the saved draft.
    quantities(): DraftQuantities {
      const result: DraftQuantities = {};
      for (const product of products) {
        const { line } = rows.get(product.id)!;
        if (!isChosen(line) && line.isPerPiece === initialLine(product).isPerPiece) continue;
        result[product.id] = {
          isPerPiece: line.isPerPiece,
          gewicht: formatKg(weightKg(line.gewicht)),
          aantalStuks: line.aantalStuks,
        };
      }
      return result;
    },
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
  return useSyncExternalStore(
    store.subscribe,
    () => store.getRow(id),
    () => store.getRow(id),
  );
}

export function useChosenLines(store: OrderStore): readonly OrderLine[] {
  return useSyncExternalStore(store.subscribe, store.getChosen, store.getChosen);
}

export function usePendingOrder(store: OrderStore): PendingOrder | null {
  return useSyncExternalStore(store.subscribePending, store.getPending, () => null);
}
