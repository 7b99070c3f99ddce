// The order page's flow (issue 7) as one pure reducer over plain data: composing, the confirm dialog,
// sending, the outcome, a failed order the visitor may put back, 'Bestel opnieuw' and its notes.
// The page owns one such state (components/order/use-order-flow.ts) and performs the effects it
// implies (sending, storage); what the page shows and when the draft may be stored is decided here.
import type { OrderDraft, StoredOrder } from './draft';
import { NO_PRODUCT_MESSAGE } from './form-rules';
import { addToHistory, type PastOrder } from './history';
import { outcomeOf, type Outcome } from './lifecycle';
import type { OrderLine } from './lines';
import { buildTemplateParams, type OrderTemplateParams } from './payload';
import { DEFAULT_PICKUP_HOUR, pickupLabel, type PickupOption } from './pickup';
import type { OrderForm } from './schema';

export const CHUNK_FAILURE_MESSAGE =
  'Een deel van de pagina kon niet geladen worden (zwak netwerk?). Uw bestelling staat er nog: probeer het zo opnieuw.';
export const INVALID_AMOUNT_MESSAGE = 'Verbeter eerst de hoeveelheid bij';
export const FORGOTTEN_NOTE = 'Uw vorige bestellingen en gegevens zijn van dit toestel gewist.';

export type Pickup = { dag: string; uur: string };
type Kept = Pick<OrderDraft, 'quantities' | 'contact'>;

/** An order as the result shows it: its lines, pick-up and the mail's text (for mailto and .ics). */
export type SentOrder = {
  reference: string;
  dag: string;
  uur: string;
  dayLabel: string;
  lines: readonly OrderLine[];
  params: OrderTemplateParams;
};

export type OrderOutcome =
  | { kind: 'sent'; order: SentOrder | null }
  | { kind: 'failed'; order: SentOrder; state: Exclude<Outcome, 'sent' | 'sending'> };

export type DialogState = Pickup & {
  lines: readonly OrderLine[];
  form: OrderForm;
  days: readonly PickupOption[];
  /** Why the dialog asks again (the chosen day passed while it was open, a part failed to load). */
  notice: string | null;
};

export type FlowState = {
  /** The stored draft was read (or found absent): from now on edits may be stored. */
  loaded: boolean;
  /** The visitor edited before the stored draft was read: the edit wins over it. */
  editedEarly: boolean;
  dialog: DialogState | null;
  sending: boolean;
  outcome: OrderOutcome | null;
  /** The failed order the visitor may put back ('Herstel mijn bestelling'). */
  failed: OrderDraft | null;
  /** After a failure the form is empty while storage keeps the failed order, until the visitor edits. */
  held: boolean;
  /** The pick-up last chosen in the dialog, offered again when it reopens. */
  lastPickup: Pickup | null;
  productError: string | null;
  note: string | null;
  history: readonly PastOrder[];
};

export type FlowEvent =
  | { type: 'history-read'; history: readonly PastOrder[] }
  /** The stored draft was read at mount; `order` already passed through pageRestored. */
  | { type: 'draft-read'; draft: OrderDraft | null; order: StoredOrder | null }
  | { type: 'edited' }
  | { type: 'submitted' }
  | { type: 'honeypot' }
  | { type: 'refused'; error: string | null }
  /** Form valid, lines chosen: the days on offer now, and the order in flight if any. */
  | {
      type: 'opened';
      lines: readonly OrderLine[];
      form: OrderForm;
      days: readonly PickupOption[];
      order: StoredOrder | null;
    }
  | { type: 'closed'; pickup: Pickup }
  /** Confirm clicked: the days valid at that moment decide whether it is sent. */
  | { type: 'confirmed'; pickup: Pickup; daysNow: readonly PickupOption[] }
  | { type: 'send-unavailable'; pickup: Pickup }
  | { type: 'send-finished'; order: StoredOrder; draft: OrderDraft }
  | { type: 'restored' }
  | { type: 'reordered' }
  | { type: 'noted'; note: string | null }
  | { type: 'forgotten' };

export const initialFlow: FlowState = {
  loaded: false,
  editedEarly: false,
  dialog: null,
  sending: false,
  outcome: null,
  failed: null,
  held: false,
  lastPickup: null,
  productError: null,
  note: null,
  history: [],
};

export function sentOrder(order: StoredOrder): SentOrder {
  return {
    reference: order.reference,
    dag: order.dag,
    uur: order.uur,
    dayLabel: pickupLabel(order.dag),
    lines: order.lines,
    params: buildTemplateParams({
      lines: order.lines,
      form: order.contact,
      dag: order.dag,
      uur: order.uur,
      reference: order.reference,
    }),
  };
}

/** What the stored draft read at mount means: a sent order to report, one to resume, or nothing. */
export function restoreKind(state: FlowState, draft: OrderDraft | null, order: StoredOrder | null) {
  if (order && outcomeOf(order) === 'sent') return state.editedEarly ? 'none' : 'sent';
  return draft && !state.editedEarly ? 'resume' : 'none';
}

const remember = (history: readonly PastOrder[], order: StoredOrder, kept: Kept) =>
  addToHistory(history, {
    reference: order.reference,
    dag: order.dag,
    quantities: kept.quantities,
    contact: kept.contact,
  });

/** Whether an edit now may be written to storage (the draft was read and no failed order is held). */
export const mayStoreDraft = (state: FlowState) => state.loaded && !state.held;

export function reduce(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'history-read':
      return state.history.length > 0 || event.history.length === 0
        ? state
        : { ...state, history: event.history };
    case 'draft-read': {
      const kind = restoreKind(state, event.draft, event.order);
      const next = { ...state, loaded: true };
      if (kind === 'sent' && event.order && event.draft)
        // Both mails went out before the page went away: say so, never offer it again as new.
        return {
          ...next,
          history: remember(state.history, event.order, event.draft),
          outcome: { kind: 'sent', order: sentOrder(event.order) },
        };
      if (kind === 'resume' && event.order)
        return { ...next, lastPickup: { dag: event.order.dag, uur: event.order.uur } };
      return next;
    }
    case 'edited': {
      // Every keystroke passes here: the state (and the page) stays the same unless something changes.
      const editedEarly = state.editedEarly || !state.loaded;
      return !state.held && editedEarly === state.editedEarly
        ? state
        : { ...state, held: false, editedEarly };
    }
    case 'submitted':
      return { ...state, productError: null, outcome: null };
    case 'honeypot':
      // A bot gets the success it hopes for; nothing is sent.
      return { ...state, outcome: { kind: 'sent', order: null } };
    case 'refused':
      return { ...state, productError: event.error };
    case 'opened': {
      const previous = event.order ?? state.lastPickup;
      const dag = previous && event.days.some((day) => day.value === previous.dag) ? previous.dag : '';
      const notice =
        previous && previous.dag && !dag
          ? `${pickupLabel(previous.dag)} kan niet meer: de bestellingen voor die dag zijn afgesloten. Kies een andere dag.`
          : null;
      return {
        ...state,
        dialog: {
          lines: event.lines,
          form: event.form,
          days: event.days,
          dag,
          uur: previous?.uur ?? DEFAULT_PICKUP_HOUR,
          notice,
        },
      };
    }
    case 'closed':
      return { ...state, lastPickup: event.pickup, dialog: null };
    case 'confirmed': {
      if (!state.dialog || state.sending) return state;
      const { dag, uur } = event.pickup;
      // The dialog may have been open for a while: if the day is no longer possible, nothing is sent
      // and the days valid now are offered.
      if (!event.daysNow.some((day) => day.value === dag))
        return {
          ...state,
          dialog: {
            ...state.dialog,
            days: event.daysNow,
            dag: '',
            uur,
            notice: `${pickupLabel(dag)} kan niet meer: de bestellingen voor die dag zijn intussen afgesloten. Er is niets verzonden. Kies een andere dag.`,
          },
        };
      return { ...state, sending: true };
    }
    case 'send-unavailable':
      if (!state.dialog) return { ...state, sending: false };
      return {
        ...state,
        sending: false,
        dialog: { ...state.dialog, ...event.pickup, notice: CHUNK_FAILURE_MESSAGE },
      };
    case 'send-finished': {
      // Spec §4: whether sent or not, the form clears and the dialog closes.
      const done = { ...state, dialog: null, sending: false, lastPickup: null };
      const result = outcomeOf(event.order);
      if (result === 'sent')
        return {
          ...done,
          held: false,
          failed: null,
          history: remember(state.history, event.order, event.draft),
          outcome: { kind: 'sent', order: sentOrder(event.order) },
        };
      return {
        ...done,
        held: true,
        failed: event.draft,
        outcome: {
          kind: 'failed',
          order: sentOrder(event.order),
          state: result === 'sending' ? 'maybe' : result,
        },
      };
    }
    case 'restored': {
      const order = state.failed?.order;
      return {
        ...state,
        held: false,
        failed: null,
        outcome: null,
        lastPickup: order ? { dag: order.dag, uur: order.uur } : null,
      };
    }
    case 'reordered':
      // A new order: its own reference, and the customer picks a new day.
      return { ...state, held: false, failed: null, outcome: null, lastPickup: null };
    case 'noted':
      return event.note === state.note ? state : { ...state, note: event.note };
    case 'forgotten':
      return { ...state, history: [], note: FORGOTTEN_NOTE };
  }
}

/** Why the lines cannot be ordered yet: a refused amount (named), no product at all, or null. */
export function linesProblem(invalid: readonly string[], chosenCount: number): string | null {
  if (invalid.length > 0) return `${INVALID_AMOUNT_MESSAGE} ${invalid.join(', ')}.`;
  return chosenCount === 0 ? NO_PRODUCT_MESSAGE : null;
}

/** The note after putting an order back when some of its products can no longer be ordered. */
export function droppedNote(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  const named = dropped.filter(Boolean);
  const unnamed = dropped.length - named.length;
  const parts = [...named];
  if (unnamed > 0)
    parts.push(
      unnamed === 1 ? 'één product dat niet meer bestaat' : `${unnamed} producten die niet meer bestaan`,
    );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}` : parts[0];
  return `Niet meer te bestellen en daarom weggelaten: ${list}. De rest van uw bestelling staat klaar.`;
}

/** The one owner of a page's flow: plain state, changed only through `reduce`. */
export function createOrderFlow(initial: FlowState = initialFlow) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(event: FlowEvent) {
      const next = reduce(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type OrderFlow = ReturnType<typeof createOrderFlow>;
