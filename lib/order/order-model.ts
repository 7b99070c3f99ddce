// The page's one model: a pure reducer deciding each rule of docs/bestellingen.md; order-runtime.ts acts.
import { keptPrices } from './catalogue-prices';
import { addToHistory, quantitiesOf } from './history';
import {
  attemptAnswered,
  attemptStarted,
  beforePickupDay,
  contentKey,
  mayCancel,
  newOrder,
  nextRound,
  pageRestored,
  recordOutcome,
  replaceOrder,
  settled,
  shopHasIt,
  shopMayHaveIt,
  untouched,
  withCancel,
} from './order-record';
import {
  initialModel,
  isSending,
  momentChanged,
  pickupCheck,
  sentJustBefore,
  stillAtShop,
} from './order-state';
import type { DialogState, ModelEvent, ModelState } from './order-state';
import { productsOf } from './catalogue';
import { dayStillOffered, defaultPickupHour, pickupHoursFor, pickupProblem } from './pickup';
import type { OrderRecord, PastOrder } from './stored';
import { pickupLabel } from '@/lib/shop/day-text';
import { shop } from '@/lib/shop';

export const CHUNK_FAILURE_MESSAGE =
  'Een deel van de pagina kon niet geladen worden (zwak netwerk?). Uw bestelling staat er nog: probeer het zo opnieuw.';
const FORGOTTEN_NOTE = 'Uw gegevens en vorige bestellingen zijn van dit toestel gewist.';
const forgottenExcept = (references: readonly string[]) =>
  references.length === 1
    ? `Uw gegevens zijn van dit toestel gewist, behalve bestelling ${references[0]}: die is nog niet volledig verzonden. Ze wordt gewist zodra ze verzonden is of u ze niet meer nodig hebt.`
    : `Uw gegevens zijn van dit toestel gewist, behalve de bestellingen ${references.join(' en ')}: die zijn nog niet volledig verzonden. Ze worden gewist zodra ze verzonden zijn of u ze niet meer nodig hebt.`;
const CHOICE_MESSAGE = 'Zeg eerst of dit dezelfde bestelling is of een nieuwe.';
const receivedMeanwhile = (reference: string) =>
  `De slagerij heeft bestelling ${reference} intussen ontvangen: die verandert niet meer. Zeg opnieuw of dit een nieuwe bestelling is.`;
// The question was answered on a view another tab made false meanwhile: asked again, with what is true now.
const endedElsewhere = (reference: string, cancelled: boolean) =>
  `Bestelling ${reference} werd intussen in een ander venster ${cancelled ? 'geannuleerd: ze vertrekt nooit meer' : 'afgerond (verzonden, geannuleerd of weggehaald): ze vertrekt hier niet opnieuw'}. Er is niets verzonden. Bevestigt u opnieuw, dan wordt dit een nieuwe bestelling met een eigen referentie.`;
const heldElsewhere = (reference: string) =>
  `Bestelling ${reference} wordt in een ander venster van deze browser verstuurd. Rond ze daar af, of kies ‘nieuwe bestelling’.`;
const appearedElsewhere = (reference: string) =>
  `Intussen werd in een ander venster van deze browser bestelling ${reference} geplaatst, en die is nog niet volledig verzonden. Er is niets verzonden. Zeg of dit dezelfde bestelling is of een nieuwe.`;
const amendEnded = (reference: string) =>
  `De slagerij heeft bestelling ${reference} intussen toch ontvangen: ze verandert niet meer. Wat u nu bestelt, wordt een nieuwe bestelling (de pagina vraagt het u).`;
const ordersClosed = (dag: string, meanwhile = true) =>
  `${pickupLabel(dag)} kan niet meer: de bestellingen voor die dag zijn ${meanwhile ? 'intussen ' : ''}afgesloten.`;
const dayGone = (dag: string, now: boolean) =>
  `${ordersClosed(dag, now)}${now ? ' Er is niets verzonden.' : ''} Kies een andere dag.`;
// A shop mail stopped as it would leave: the real cause, never "nothing sent" when an earlier try may have arrived.
function stoppedAt(record: OrderRecord, at: string): string {
  const check = pickupCheck(record, new Date(at));
  const cause = check.offered ? ordersClosed(record.dag) : check.message;
  const sent = record.mails.shop.mayHaveArrived
    ? 'Er is nu niets verzonden, maar een eerdere poging is misschien wel bij de slagerij aangekomen: bel ons als u twijfelt.'
    : 'Er is niets verzonden.';
  return `${cause} ${sent} Kies een ander moment.`;
}
const arrivedAfterDismiss = (reference: string) =>
  `De slagerij heeft bestelling ${reference} toch ontvangen, nadat u ze van dit toestel haalde. Komt u ze niet halen, bel ons dan op ${shop.phone.display} om te annuleren.`;
const CAPTCHA_REFUSED =
  'De controle tegen misbruik (Google reCAPTCHA) lukte niet, dus de e-maildienst weigerde de mail: er is niets verstuurd en uw bestelling staat nog klaar. Laat uw browser of adblocker Google reCAPTCHA toe en klik op ‘Verstuur opnieuw’.';
const COPY_WITHHELD = `De slagerij heeft haar afhaalmomenten gewijzigd: uw bevestiging is niet verstuurd, want ze zou een moment bevestigen dat niet meer kan. Bel ons op ${shop.phone.display} om een ander moment af te spreken.`;
const CANCEL_TOO_LATE = `Annuleren per mail kan niet meer op de afhaaldag zelf: bel ons op ${shop.phone.display}.`;

type EventOf<T extends ModelEvent['type']> = Extract<ModelEvent, { type: T }>;

/** The unfinished order the dialog asks about: this tab's own, a dismissed one, or another tab's. */
function unsettledFor(state: ModelState, other: OrderRecord | null): OrderRecord | null {
  const own = state.order && !state.order.running ? state.order.record : null;
  const candidate = own && !settled(own) ? own : (state.askAbout ?? other);
  // A sent order is asked about only if it arrived while amended; a cancelled one never (not sent again).
  if (!candidate || candidate.mails.cancel) return null;
  if (recordOutcome(candidate) === 'sent' && candidate !== state.askAbout) return null;
  return candidate;
}

function hourFor(dag: string, uur: string): string {
  const hours = dag ? pickupHoursFor(dag) : [];
  return hours.length === 0 || hours.includes(uur) ? uur : (hours[0] ?? uur);
}

function confirm(state: ModelState, event: EventOf<'confirmed'>): ModelState {
  const { dialog } = state;
  if (!dialog || isSending(state)) return state;
  const { dag, uur } = dialog;
  const ask = (change: Partial<DialogState>): ModelState => ({ ...state, dialog: { ...dialog, ...change } });
  // The dialog may have been open for a while: a day no longer possible sends nothing.
  const problem = pickupProblem({ dag, uur }, event.daysNow);
  if (problem?.kind === 'gone') return ask({ days: event.daysNow, dag: '', notice: dayGone(dag, true) });
  if (problem) return ask({ dayError: problem.message });
  // The order asked about as it is now (own or as the device keeps it): gone or cancelled, never sent again.
  const asked = dialog.unsettled;
  const own = asked && state.order?.record.reference === asked.reference ? state.order.record : null;
  const stored = event.askedNow === undefined ? asked : event.askedNow && pageRestored(event.askedNow.order);
  const unsettled = own ?? stored;
  if (asked && (!unsettled || unsettled.mails.cancel)) {
    const notice = endedElsewhere(asked.reference, Boolean(unsettled));
    return ask({ unsettled: null, choice: null, choiceError: null, notice });
  }
  if (asked && unsettled && shopHasIt(unsettled) && !shopHasIt(asked)) {
    const choiceError = receivedMeanwhile(unsettled.reference);
    return { ...ask({ unsettled, choice: null, choiceError }), amends: null };
  }
  // Another tab's order placed while the dialog was open (read as it is confirmed): asked about now.
  const appeared = !asked && event.otherNow ? unsettledFor(state, event.otherNow) : null;
  if (appeared)
    return ask({ unsettled: appeared, choice: null, choiceError: appearedElsewhere(appeared.reference) });
  const { choice } = dialog;
  if (unsettled && !choice) return ask({ choiceError: CHOICE_MESSAGE });
  if (unsettled && choice === 'same' && event.heldElsewhere && !own)
    return ask({ choiceError: heldElsewhere(unsettled.reference) });
  const isNew = !unsettled || choice === 'new';
  if (isNew && !event.again && sentJustBefore(event.lastSentAt, event.placedAt)) return ask({ again: true });
  const content = { lines: [...dialog.lines], contact: dialog.contact, dag, uur };
  // The same order: replaced while the shop may not have it; once it does, only its copy still goes.
  const record = isNew
    ? newOrder(content, event.reference, event.placedAt)
    : shopHasIt(unsettled)
      ? nextRound(unsettled)
      : replaceOrder(unsettled, content, event.placedAt);
  const order = { record, running: true, offline: false };
  return { ...state, order, amends: null, lastPickup: null, askAbout: null };
}

/** A mail about to leave: the shop mail only for a moment still on offer, a cancel only before the day. */
function attempt(state: ModelState, event: EventOf<'attempt'>): ModelState {
  const order = state.order;
  if (!order?.running) return state;
  const { record } = order;
  if (event.mail === 'cancel' && !beforePickupDay(record, new Date(event.at))) {
    const { cancel: asked, ...mails } = record.mails;
    const kept = asked?.mayHaveArrived ? record : { ...record, mails };
    return { ...state, note: CANCEL_TOO_LATE, order: { ...order, record: kept, running: false } };
  }
  // The copy confirms a moment: never one the shop no longer has.
  if (event.mail === 'customer' && momentChanged(record, new Date(event.at)))
    return { ...state, note: COPY_WITHHELD, order: { ...order, running: false } };
  const problem = event.mail === 'shop' && !shopHasIt(record) && pickupProblem(record, event.daysNow);
  if (problem) {
    const { lines, contact, uur } = record;
    const notice = stoppedAt(record, event.at);
    const asked = { unsettled: record, choice: 'same' as const, choiceError: null };
    const dialog = { lines, contact, uur, dag: '', days: event.daysNow, notice, dayError: null, ...asked };
    return { ...state, order: { ...order, running: false }, dialog };
  }
  return withRecord(state, (current) => attemptStarted(current, event.mail, event.at));
}

function withRecord(state: ModelState, change: (record: OrderRecord) => OrderRecord): ModelState {
  if (!state.order) return state;
  const before = state.order.record;
  const record = change(before);
  const arrived = shopHasIt(record) && !shopHasIt(before);
  const cancelled = recordOutcome(record) === 'cancelled' && recordOutcome(before) !== 'cancelled';
  const { reference, dag, lines, contact } = record;
  const past = { reference, dag, quantities: quantitiesOf(lines), contact, prices: keptPrices(lines) };
  const mark = (old: PastOrder) => (old.reference === reference ? { ...old, cancelled: true } : old);
  const added = state.remember && arrived && addToHistory(state.history, past);
  const history = added || (cancelled ? state.history.map(mark) : state.history);
  const amendEnds = arrived && state.amends === reference;
  const ended = amendEnds ? { amends: null, askAbout: record, note: amendEnded(reference) } : {};
  return { ...state, history, order: { ...state.order, record }, ...ended };
}

/** A late yes for an order taken off this page ('Niet meer nodig') while the shop might have it: told. */
function dismissedArrived(state: ModelState, { mail, answer, content }: EventOf<'answered'>): ModelState {
  const dismissed = state.askAbout;
  if (!dismissed || mail !== 'shop' || answer.kind !== 'accepted' || shopHasIt(dismissed)) return state;
  if (contentKey(dismissed) !== content) return state;
  const askAbout = attemptAnswered(dismissed, mail, answer);
  return { ...state, askAbout, note: arrivedAfterDismiss(dismissed.reference) };
}

function cancel(state: ModelState, { at }: EventOf<'cancel'>): ModelState {
  const order = state.order;
  if (!order || order.running || order.foreign) return state;
  if (!mayCancel(order.record, new Date(at)))
    return shopHasIt(order.record) && !order.record.mails.cancel
      ? { ...state, note: CANCEL_TOO_LATE }
      : state;
  const record = withCancel(order.record);
  return { ...state, dismissing: false, order: { ...order, record, running: true, offline: false } };
}

/** Why the day chosen before is not offered now: closed, hours, a product (named), or its deadline. */
function dayNoLongerOffered(previous: { dag: string; uur: string }, event: EventOf<'opened'>): string {
  const products = productsOf(event.lines);
  const check = dayStillOffered({ ...previous, products, now: event.now });
  return check.offered || check.reason === 'deadline'
    ? dayGone(previous.dag, false)
    : `${check.message} Kies een andere dag.`;
}

function openedDialog(state: ModelState, event: EventOf<'opened'>): DialogState {
  const unsettled = unsettledFor(state, event.otherUnsettled);
  const amending = unsettled !== null && state.amends === unsettled.reference;
  const previous = amending ? unsettled : state.lastPickup;
  const { lines, contact, days } = event;
  const dag = previous && days.some((day) => day.value === previous.dag) ? previous.dag : '';
  const uur = hourFor(dag, previous?.uur ?? defaultPickupHour());
  const notice = previous?.dag && !dag ? dayNoLongerOffered(previous, event) : null;
  // Amending answers the question in advance; the customer may still change the answer.
  const choice = amending && !shopHasIt(unsettled) ? 'same' : null;
  return { lines, contact, days, dag, uur, notice, dayError: null, unsettled, choice, choiceError: null };
}

type Handlers = { [T in ModelEvent['type']]: (state: ModelState, event: EventOf<T>) => ModelState };

const HANDLERS: Handlers = {
  // Every keystroke passes here: the state (and the page) stays the same unless something changes.
  edited: (state) => (state.editedEarly || state.loaded ? state : { ...state, editedEarly: true }),
  submitted: (state) => ({ ...state, productError: null, fakeSuccess: false }),
  honeypot: (state) => ({ ...state, fakeSuccess: true }),
  refused: (state, event) => ({ ...state, productError: event.error }),
  opened: (state, event) => ({ ...state, dialog: openedDialog(state, event) }),
  chose: (state, { choice }) =>
    state.dialog ? { ...state, dialog: { ...state.dialog, choice, choiceError: null } } : state,
  picked: (state, event) => {
    if (!state.dialog || isSending(state)) return state;
    const dag = event.dag ?? state.dialog.dag;
    const uur = hourFor(dag, event.uur ?? state.dialog.uur);
    return { ...state, dialog: { ...state.dialog, dag, uur, dayError: null } };
  },
  closed: (state) =>
    !state.dialog || isSending(state)
      ? state
      : { ...state, dialog: null, lastPickup: { dag: state.dialog.dag, uur: state.dialog.uur } },
  confirmed: confirm,
  amend: (state, { reference }) => {
    const record = state.order?.running === false ? state.order.record : null;
    const ours = record && !shopHasIt(record) && (reference ?? record.reference) === record.reference;
    return ours ? { ...state, amends: record.reference, dismissing: false } : state;
  },
  reordered: (state) => ({ ...state, amends: null }),

  attempt,
  answered: (state, event) => {
    const { mail, answer, reference, content } = event;
    const record = state.order?.record;
    // A late answer counts while the mail's fate is unknown; a yes always, for the content it was sent with.
    if (reference !== undefined) {
      if (record?.reference !== reference && state.askAbout?.reference === reference)
        return dismissedArrived(state, event);
      const unknown = record?.mails[mail]?.status === 'unknown';
      const yes = answer.kind === 'accepted' && record !== undefined && contentKey(record) === content;
      if (record?.reference !== reference || !(unknown || yes)) return state;
    }
    const next = withRecord(state, (current) => attemptAnswered(current, mail, answer));
    // Told while it holds: a mail accepted since ends it.
    const captcha = answer.kind === 'refused' && answer.reason === 'captcha';
    const gone = answer.kind === 'accepted' && next.note === CAPTCHA_REFUSED;
    return captcha || gone ? { ...next, note: captcha ? CAPTCHA_REFUSED : null } : next;
  },
  offline: (state) =>
    state.order
      ? { ...state, dialog: null, order: { ...state.order, running: false, offline: true } }
      : state,
  // Spec §4: whether sent or not, the dialog closes (the page clears the form).
  'round-over': (state) =>
    state.order?.running ? { ...state, dialog: null, order: { ...state.order, running: false } } : state,
  'send-unavailable': (state) => {
    if (!state.order) return state;
    // Nothing left: a new confirm is a new attempt at the same composition, not an unfinished order.
    if (state.dialog && untouched(state.order.record))
      return { ...state, order: null, dialog: { ...state.dialog, notice: CHUNK_FAILURE_MESSAGE } };
    return { ...state, order: { ...state.order, running: false }, note: CHUNK_FAILURE_MESSAGE };
  },
  resend: (state) => {
    if (!state.order || state.order.running || settled(state.order.record)) return state;
    const record = nextRound(state.order.record);
    return { ...state, dismissing: false, order: { ...state.order, record, running: true, offline: false } };
  },
  dismissed: (state, event) => {
    const order = state.order;
    if (!order || order.running) return state;
    const { record } = order;
    const mayHaveIt = shopMayHaveIt(record);
    if (mayHaveIt && !event.sure) return { ...state, dismissing: true };
    const askAbout = mayHaveIt && !settled(record) && !record.mails.cancel ? record : null;
    return { ...state, order: null, amends: null, dismissing: false, askAbout };
  },
  'dismiss-cancelled': (state) => ({ ...state, dismissing: false }),
  cancel,

  // What the device kept is read as the page left it: a mail then under way may have arrived.
  loaded: (state, { remember, history, kept }) => ({
    ...state,
    loaded: true,
    remember,
    history: remember ? history : [],
    order: state.order ?? (kept && { record: pageRestored(kept.order), running: false, offline: false }),
  }),
  // Only into a tab with none, a gone tab's (a live one writes before its lock is held); not ours: foreign.
  'taken-over': (state, { kept, tabId, ownerAlive }) => {
    const record = pageRestored(kept.order);
    if (state.order || settled(record) || (ownerAlive && kept.owner !== tabId)) return state;
    return { ...state, order: { record, running: false, offline: false, foreign: kept.owner !== tabId } };
  },
  remember: (state, { on }) =>
    on === state.remember && (on || state.history.length === 0)
      ? state
      : { ...state, remember: on, history: on ? state.history : [] },
  forgotten: (state, event) => {
    // An order on its way is never dropped: its mails cannot be called back.
    const own = state.order?.record.reference;
    const keepOwn = own !== undefined && (event.keepOwn || isSending(state));
    const kept = keepOwn ? [own, ...event.others.filter((other) => other !== own)] : [...event.others];
    const dropped = own && !keepOwn ? { order: null, amends: null, dismissing: false } : {};
    const standing = own && !keepOwn && state.order ? (stillAtShop(state.order.record) ?? '') : '';
    const note = (kept.length > 0 ? forgottenExcept(kept) : FORGOTTEN_NOTE) + standing;
    const cleared = { history: [], remember: false, askAbout: null, forgets: state.forgets + 1 };
    return { ...state, ...dropped, ...cleared, keptAfterForget: kept, note };
  },
  'storage-failed': (state) => (state.storageFailed ? state : { ...state, storageFailed: true }),
  noted: (state, { note }) => (note === state.note ? state : { ...state, note }),
};

const reduce = (state: ModelState, event: ModelEvent): ModelState =>
  (HANDLERS[event.type] as (state: ModelState, event: ModelEvent) => ModelState)(state, event);

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
      return () => void listeners.delete(listener);
    },
  };
}

export type OrderModel = ReturnType<typeof createModel>;
