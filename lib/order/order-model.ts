// The order page's one model (issues 7, 17, 20, 21): a pure reducer over one state. It holds the
// order of this tab (its record: lines, contact, pick-up, reference, and what is known of each mail)
// and the dialog; mail attempts, answers, reloads, edits and tab take-overs are events. What the page
// shows ('sending', the outcome) is selected from it, never kept beside it. The page (components/
// order/order-runtime.ts) dispatches, writes storage on every change and runs the mails; it decides
// nothing itself.
//
// Rules decided here and nowhere else:
// - the shop mail goes first; the customer copy only after EmailJS accepted the shop mail;
// - a mail that may already have arrived (accepted, or an attempt whose outcome is unknown) is only
//   ever sent again with the resend mark; an answer proving nothing was taken (400, 403, 429, 451, or
//   the device offline before the request) leaves it unmarked;
// - an order whose shop mail was accepted is settled for the shop: its content never changes and only
//   the customer's copy may still go; a new order always gets a new reference; the same reference
//   with new content ('geldt deze laatste versie') only for the same order the shop may not have;
// - a retry-worthy failure is tried three times in one round; a late answer still counts.
import { keptPrices } from './catalogue-prices';
import { NO_PRODUCT_MESSAGE } from './form-rules';
import { addToHistory, quantitiesOf } from './history';
import type { UnknownCause } from './mail-cause';
import { DEFAULT_PICKUP_HOUR, pickupLabel, type PickupOption } from './pickup';
import type { Contact, MailState, OrderLine, OrderRecord, PastOrder } from './stored';

export type MailKind = 'shop' | 'customer';
const MAIL_ORDER: readonly MailKind[] = ['shop', 'customer'];
const MAX_ATTEMPTS_PER_ROUND = 3;

/** What one attempt's answer proves. */
export type MailAnswer =
  | { kind: 'accepted' }
  // EmailJS took nothing (400, 403, 429, 451). `retry`: worth another try now (429).
  | { kind: 'refused'; retry: boolean; reason?: string }
  // 5xx, network error, time-out, an answer that is not EmailJS's: it may have arrived. `cause`: which.
  | { kind: 'unknown'; retry: boolean; cause?: UnknownCause };

/** No answer within the time limit: it may still arrive (a late answer is still recorded). */
export const TIMED_OUT: MailAnswer = { kind: 'unknown', retry: false, cause: 'timeout' };

const fresh = (): MailState => ({ status: 'not-sent', mayHaveArrived: false, attempts: 0, retry: false });

type OrderContent = Pick<OrderRecord, 'lines' | 'contact' | 'dag' | 'uur'>;

/** A new order: its own reference, nothing sent. */
function newOrder(content: OrderContent, reference: string, placedAt: string): OrderRecord {
  return { ...content, reference, placedAt, mails: { shop: fresh(), customer: fresh() } };
}

/** Never attempted: nothing of it can have left this device. */
export const untouched = (order: OrderRecord) =>
  Object.values(order.mails).every((mail) => mail.status === 'not-sent' && !mail.mayHaveArrived);

/** Whether the shop has the order: from then on it is settled for the shop. */
export const shopHasIt = (order: OrderRecord) => order.mails.shop.status === 'accepted';

/**
 * The same order sent again with (possibly) new content: only while the shop may not have it. Both
 * mails go again; a mail that may have arrived goes with the mark.
 */
function replaceOrder(previous: OrderRecord, content: OrderContent, placedAt: string): OrderRecord {
  if (shopHasIt(previous)) throw new Error('Een bestelling die de slagerij heeft, verandert niet meer.');
  const again = (mail: MailState): MailState => ({
    ...fresh(),
    mayHaveArrived: mail.mayHaveArrived || mail.status === 'in-flight' || mail.status === 'unknown',
  });
  return {
    ...content,
    reference: previous.reference,
    placedAt,
    mails: { shop: again(previous.mails.shop), customer: again(previous.mails.customer) },
  };
}

/** 'Verstuur opnieuw' / 'Verstuur de rest': the same content; only what was not accepted goes. */
function nextRound(order: OrderRecord): OrderRecord {
  const again = (mail: MailState): MailState =>
    mail.status === 'accepted' ? { ...mail, attempts: 0 } : { ...mail, status: 'not-sent', attempts: 0 };
  return { ...order, mails: { shop: again(order.mails.shop), customer: again(order.mails.customer) } };
}

export type NextStep =
  { kind: 'send'; mail: MailKind; resend: boolean; retryNumber: number } | { kind: 'done' };

/** What to do now in this round: which mail to send (with or without the mark), or nothing more. */
export function nextStep(order: OrderRecord): NextStep {
  for (const kind of MAIL_ORDER) {
    const mail = order.mails[kind];
    if (mail.status === 'accepted') continue;
    const mayTry =
      mail.status === 'not-sent' ||
      ((mail.status === 'refused' || mail.status === 'unknown') &&
        mail.retry &&
        mail.attempts < MAX_ATTEMPTS_PER_ROUND);
    // The customer copy waits for the shop mail: else the customer holds a confirmation of nothing.
    if (!mayTry) return { kind: 'done' };
    return { kind: 'send', mail: kind, resend: mail.mayHaveArrived, retryNumber: mail.attempts };
  }
  return { kind: 'done' };
}

const withMail = (order: OrderRecord, kind: MailKind, mail: MailState): OrderRecord => ({
  ...order,
  mails: { ...order.mails, [kind]: mail },
});

/** Recorded (and stored) before the request leaves: from here the mail may arrive. */
function attemptStarted(order: OrderRecord, kind: MailKind): OrderRecord {
  const mail = order.mails[kind];
  return withMail(order, kind, { ...mail, status: 'in-flight', attempts: mail.attempts + 1 });
}

function attemptAnswered(order: OrderRecord, kind: MailKind, answer: MailAnswer): OrderRecord {
  const { cause: _cause, ...mail } = order.mails[kind];
  if (answer.kind === 'accepted')
    return withMail(order, kind, { ...mail, status: 'accepted', mayHaveArrived: true, retry: false });
  if (answer.kind === 'refused') {
    const { status: _status, reason: _reason, ...kept } = mail;
    const reason = answer.reason ? { reason: answer.reason } : {};
    return withMail(order, kind, { ...kept, status: 'refused', retry: answer.retry, ...reason });
  }
  const cause = answer.cause ? { cause: answer.cause } : {};
  return withMail(order, kind, {
    ...mail,
    status: 'unknown',
    mayHaveArrived: true,
    retry: answer.retry,
    ...cause,
  });
}

const withoutCause = ({ cause: _cause, ...mail }: MailState): MailState => mail;

/** The page came back (reload, tab taken over): a request that was under way may have arrived. */
export function pageRestored(order: OrderRecord): OrderRecord {
  const back = (mail: MailState): MailState =>
    mail.status === 'in-flight'
      ? { ...withoutCause(mail), status: 'unknown', mayHaveArrived: true, retry: false, attempts: 0 }
      : { ...mail, attempts: 0 };
  return { ...order, mails: { shop: back(order.mails.shop), customer: back(order.mails.customer) } };
}

/**
 * What the customer is told:
 * - sent: both mails accepted;
 * - shop-only: the shop has it, the copy provably did not go; copy-unknown: nobody knows about the copy;
 * - maybe: the shop mail may have arrived, nobody knows; not-arrived: it provably did not.
 */
export type RecordOutcome = 'sent' | 'shop-only' | 'copy-unknown' | 'maybe' | 'not-arrived';

export function recordOutcome(order: OrderRecord): RecordOutcome {
  const { shop, customer } = order.mails;
  if (shop.status === 'accepted') {
    if (customer.status === 'accepted') return 'sent';
    return customer.mayHaveArrived ? 'copy-unknown' : 'shop-only';
  }
  return shop.mayHaveArrived ? 'maybe' : 'not-arrived';
}

/** EmailJS refused for a reason the customer should hear (its quota, the site's address). */
export const refusalOf = (order: OrderRecord): string | undefined =>
  order.mails.shop.status === 'refused' ? order.mails.shop.reason : order.mails.customer.reason;

// ---------------------------------------------------------------------------------------------
// The page's state

/** This tab's order: the record and what the page is doing with it. */
export type PageOrder = {
  record: OrderRecord;
  /** A round (one confirm, one 'Verstuur opnieuw') is under way in this tab. */
  running: boolean;
  /** The last round stopped before anything left: the device was offline. */
  offline: boolean;
};

export type Pickup = { dag: string; uur: string };
export type SameOrNew = 'same' | 'new';

type DialogState = Pickup & {
  lines: readonly OrderLine[];
  contact: Contact;
  days: readonly PickupOption[];
  /** Why the dialog asks again (the chosen day passed while it was open, a part failed to load). */
  notice: string | null;
  /** Another unfinished order of this device: the dialog asks whether this is that one or a new one. */
  unsettled: OrderRecord | null;
  choice: SameOrNew | null;
  choiceError: string | null;
};

export type ModelState = {
  /** The stored state was read (or found absent): from now on edits may be stored. */
  loaded: boolean;
  /** The visitor edited before the stored state was read: the edit wins over a stored concept. */
  editedEarly: boolean;
  order: PageOrder | null;
  dialog: DialogState | null;
  /** The reference of the unfinished order the form is changing ('Bestelling aanpassen'). */
  amends: string | null;
  /** The pick-up chosen when the dialog was last closed, offered again when it reopens. */
  lastPickup: Pickup | null;
  history: readonly PastOrder[];
  /** 'Onthoud mijn gegevens op dit toestel': only then are sent orders kept for 'Bestel opnieuw'. */
  remember: boolean;
  /** This device could not keep the order (storage blocked or full): the page must stay open. */
  storageFailed: boolean;
  /** A bot filled the honeypot: it sees success, nothing is sent. */
  fakeSuccess: boolean;
  productError: string | null;
  note: string | null;
  /** Counts 'Vergeet mijn gegevens' (here or in another tab): the form on screen clears each time. */
  forgets: number;
};

const initialModel: ModelState = {
  loaded: false,
  editedEarly: false,
  order: null,
  dialog: null,
  amends: null,
  lastPickup: null,
  history: [],
  remember: false,
  storageFailed: false,
  fakeSuccess: false,
  productError: null,
  note: null,
  forgets: 0,
};

export type ModelEvent =
  /** Storage was read at mount; `order` already passed through pageRestored. */
  | { type: 'loaded'; order: OrderRecord | null; history: readonly PastOrder[]; remember: boolean }
  /** An unfinished order of a tab that is gone (closed, crashed) was taken over by this tab. */
  | { type: 'taken-over'; order: OrderRecord }
  /** Another tab took this tab's order (the customer chose it there): it is no longer ours. */
  | { type: 'taken-elsewhere' }
  | { type: 'edited' }
  | { type: 'submitted' }
  | { type: 'honeypot' }
  | { type: 'refused'; error: string | null }
  | {
      type: 'opened';
      lines: readonly OrderLine[];
      contact: Contact;
      days: readonly PickupOption[];
      /** An unfinished order of another tab of this device, when this tab has none. */
      otherUnsettled: OrderRecord | null;
    }
  | { type: 'chose'; choice: SameOrNew }
  | { type: 'closed'; pickup: Pickup }
  /** Confirm clicked: the days valid at that moment decide whether it is sent. */
  | {
      type: 'confirmed';
      pickup: Pickup;
      daysNow: readonly PickupOption[];
      reference: string;
      placedAt: string;
    }
  | { type: 'attempt'; mail: MailKind }
  | { type: 'answered'; mail: MailKind; answer: MailAnswer }
  /** An answer that came after the time-out: it still tells what happened. */
  | { type: 'late-answer'; reference: string; mail: MailKind; answer: MailAnswer }
  /** The device was offline before the request left: nothing was sent. */
  | { type: 'offline' }
  | { type: 'round-over' }
  /** The sending part of the page could not load: nothing was sent. */
  | { type: 'send-unavailable' }
  | { type: 'resend' }
  | { type: 'dismissed' }
  | { type: 'amend' }
  | { type: 'reordered' }
  | { type: 'remember'; on: boolean }
  /** `kept`: the unfinished order the customer chose to finish first (the rest is erased). */
  | { type: 'forgotten'; kept: string | null }
  | { type: 'storage-failed' }
  | { type: 'noted'; note: string | null };

export const CHUNK_FAILURE_MESSAGE =
  'Een deel van de pagina kon niet geladen worden (zwak netwerk?). Uw bestelling staat er nog: probeer het zo opnieuw.';
const INVALID_AMOUNT_MESSAGE = 'Verbeter eerst de hoeveelheid bij';
const FORGOTTEN_NOTE = 'Uw gegevens en vorige bestellingen zijn van dit toestel gewist.';
const forgottenExcept = (reference: string) =>
  `Uw gegevens zijn van dit toestel gewist, behalve bestelling ${reference}: die is nog niet volledig verzonden. Ze wordt gewist zodra ze verzonden is of u ze niet meer nodig hebt.`;
const CHOICE_MESSAGE = 'Zeg eerst of dit dezelfde bestelling is of een nieuwe.';
const TAKEN_ELSEWHERE_NOTE = 'Uw openstaande bestelling wordt nu in een ander venster verder verstuurd.';

// Selectors: what the page shows follows from the state.
const isSending = (state: ModelState) => state.order?.running === true;

export type Outcome = RecordOutcome | 'sending' | 'offline';
export function outcomeOf(order: PageOrder): Outcome {
  if (order.running) return 'sending';
  if (order.offline && !order.record.mails.shop.mayHaveArrived && !shopHasIt(order.record)) return 'offline';
  return recordOutcome(order.record);
}

/** The unfinished order the dialog asks about: this tab's own, or another tab's. */
function unsettledFor(state: ModelState, other: OrderRecord | null): OrderRecord | null {
  const own = state.order && !state.order.running ? state.order.record : null;
  const candidate = own ?? other;
  if (!candidate || recordOutcome(candidate) === 'sent') return null;
  return candidate;
}

function dayGone(dag: string, now: boolean) {
  return `${pickupLabel(dag)} kan niet meer: de bestellingen voor die dag zijn ${now ? 'intussen ' : ''}afgesloten.${now ? ' Er is niets verzonden.' : ''} Kies een andere dag.`;
}

function confirm(state: ModelState, event: Extract<ModelEvent, { type: 'confirmed' }>): ModelState {
  const { dialog } = state;
  if (!dialog || isSending(state)) return state;
  const { dag, uur } = event.pickup;
  // The dialog may have been open for a while: if the day is no longer possible, nothing is sent.
  if (!event.daysNow.some((day) => day.value === dag))
    return {
      ...state,
      dialog: { ...dialog, days: event.daysNow, dag: '', uur, notice: dayGone(dag, true) },
    };
  const content = { lines: [...dialog.lines], contact: dialog.contact, dag, uur };
  const { unsettled } = dialog;
  const amending = unsettled !== null && state.amends === unsettled.reference;
  const choice = amending ? 'same' : dialog.choice;
  if (unsettled && !choice)
    return { ...state, dialog: { ...dialog, ...event.pickup, choiceError: CHOICE_MESSAGE } };
  // The same order: replaced while the shop may not have it; once it does, only its copy still goes.
  const record =
    !unsettled || choice === 'new'
      ? newOrder(content, event.reference, event.placedAt)
      : shopHasIt(unsettled)
        ? nextRound(unsettled)
        : replaceOrder(unsettled, content, event.placedAt);
  return {
    ...state,
    dialog: { ...dialog, ...event.pickup },
    order: { record, running: true, offline: false },
    amends: null,
    lastPickup: null,
  };
}

function withRecord(state: ModelState, change: (record: OrderRecord) => OrderRecord): ModelState {
  if (!state.order) return state;
  const record = change(state.order.record);
  const history =
    state.remember && shopHasIt(record) && !shopHasIt(state.order.record)
      ? addToHistory(state.history, {
          reference: record.reference,
          dag: record.dag,
          quantities: quantitiesOf(record.lines),
          contact: record.contact,
          prices: keptPrices(record.lines),
        })
      : state.history;
  return { ...state, history, order: { ...state.order, record } };
}

type EventOf<T extends ModelEvent['type']> = Extract<ModelEvent, { type: T }>;
type RoundEvent = EventOf<
  | 'attempt'
  | 'answered'
  | 'late-answer'
  | 'offline'
  | 'round-over'
  | 'send-unavailable'
  | 'resend'
  | 'dismissed'
>;
type DeviceEvent = EventOf<
  'loaded' | 'taken-over' | 'taken-elsewhere' | 'remember' | 'forgotten' | 'storage-failed' | 'noted'
>;
type ComposeEvent = Exclude<ModelEvent, RoundEvent | DeviceEvent>;

function reduce(state: ModelState, event: ModelEvent): ModelState {
  switch (event.type) {
    case 'attempt':
    case 'answered':
    case 'late-answer':
    case 'offline':
    case 'round-over':
    case 'send-unavailable':
    case 'resend':
    case 'dismissed':
      return reduceRound(state, event);
    case 'loaded':
    case 'taken-over':
    case 'taken-elsewhere':
    case 'remember':
    case 'forgotten':
    case 'storage-failed':
    case 'noted':
      return reduceDevice(state, event);
    default:
      return reduceCompose(state, event);
  }
}

/** The composition, the dialog and the confirm. */
function reduceCompose(state: ModelState, event: ComposeEvent): ModelState {
  switch (event.type) {
    case 'edited': {
      // Every keystroke passes here: the state (and the page) stays the same unless something changes.
      const editedEarly = state.editedEarly || !state.loaded;
      return editedEarly === state.editedEarly ? state : { ...state, editedEarly };
    }
    case 'submitted':
      return { ...state, productError: null, fakeSuccess: false };
    case 'honeypot':
      return { ...state, fakeSuccess: true };
    case 'refused':
      return { ...state, productError: event.error };
    case 'opened':
      return { ...state, dialog: openedDialog(state, event) };
    case 'chose':
      return state.dialog
        ? { ...state, dialog: { ...state.dialog, choice: event.choice, choiceError: null } }
        : state;
    case 'closed':
      return { ...state, dialog: null, lastPickup: event.pickup };
    case 'confirmed':
      return confirm(state, event);
    case 'amend':
      if (!state.order || state.order.running || shopHasIt(state.order.record)) return state;
      return { ...state, amends: state.order.record.reference };
    case 'reordered':
      return { ...state, amends: null };
  }
}

function openedDialog(state: ModelState, event: EventOf<'opened'>): DialogState {
  const unsettled = unsettledFor(state, event.otherUnsettled);
  const previous = unsettled && state.amends === unsettled.reference ? unsettled : state.lastPickup;
  const dag = previous && event.days.some((day) => day.value === previous.dag) ? previous.dag : '';
  return {
    lines: event.lines,
    contact: event.contact,
    days: event.days,
    dag,
    uur: previous?.uur ?? DEFAULT_PICKUP_HOUR,
    notice: previous?.dag && !dag ? dayGone(previous.dag, false) : null,
    unsettled,
    choice: null,
    choiceError: null,
  };
}

/** A round of mails: attempts, answers (also late ones), its end, and what the customer does after. */
function reduceRound(state: ModelState, event: RoundEvent): ModelState {
  switch (event.type) {
    case 'attempt':
      return withRecord(state, (record) => attemptStarted(record, event.mail));
    case 'answered':
      return withRecord(state, (record) => attemptAnswered(record, event.mail, event.answer));
    case 'late-answer': {
      const mail = state.order?.record.mails[event.mail];
      if (state.order?.record.reference !== event.reference || mail?.status !== 'unknown') return state;
      return withRecord(state, (record) => attemptAnswered(record, event.mail, event.answer));
    }
    case 'offline':
      return state.order
        ? { ...state, dialog: null, order: { ...state.order, running: false, offline: true } }
        : state;
    case 'round-over':
      // Spec §4: whether sent or not, the dialog closes (the page clears the form).
      return state.order ? { ...state, dialog: null, order: { ...state.order, running: false } } : state;
    case 'send-unavailable': {
      if (!state.order) return state;
      // Nothing left: a new confirm is a new attempt at the same composition, not an unfinished order.
      if (state.dialog && untouched(state.order.record))
        return { ...state, order: null, dialog: { ...state.dialog, notice: CHUNK_FAILURE_MESSAGE } };
      return { ...state, order: { ...state.order, running: false }, note: CHUNK_FAILURE_MESSAGE };
    }
    case 'resend':
      if (!state.order || state.order.running || recordOutcome(state.order.record) === 'sent') return state;
      return { ...state, order: { record: nextRound(state.order.record), running: true, offline: false } };
    case 'dismissed':
      return state.order?.running ? state : { ...state, order: null, amends: null };
  }
}

/** What this device keeps and what other tabs do: loading, take-over, history, forgetting, storage. */
function reduceDevice(state: ModelState, event: DeviceEvent): ModelState {
  switch (event.type) {
    case 'loaded':
      return {
        ...state,
        loaded: true,
        remember: event.remember,
        history: event.remember ? event.history : [],
        order: state.order ?? (event.order ? { record: event.order, running: false, offline: false } : null),
      };
    case 'taken-over':
      return state.order
        ? state
        : { ...state, order: { record: event.order, running: false, offline: false } };
    case 'taken-elsewhere':
      return state.order?.running
        ? state
        : { ...state, order: null, amends: null, note: TAKEN_ELSEWHERE_NOTE };
    case 'remember':
      return { ...state, remember: event.on, history: event.on ? state.history : [] };
    case 'forgotten':
      return {
        ...state,
        history: [],
        remember: false,
        forgets: state.forgets + 1,
        note: event.kept ? forgottenExcept(event.kept) : FORGOTTEN_NOTE,
      };
    case 'storage-failed':
      return state.storageFailed ? state : { ...state, storageFailed: true };
    case 'noted':
      return event.note === state.note ? state : { ...state, note: event.note };
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

/** The one owner of the page's order state: plain state, changed only through `reduce`. */
export function createModel(initial: ModelState = initialModel) {
  let state = initial;
  const listeners = new Set<(previous: ModelState) => void>();
  return {
    get: () => state,
    dispatch(event: ModelEvent) {
      const previous = state;
      const next = reduce(state, event);
      if (next === previous) return;
      state = next;
      for (const listener of listeners) listener(previous);
    },
    subscribe(listener: (previous: ModelState) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type OrderModel = ReturnType<typeof createModel>;
