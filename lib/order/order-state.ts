// The page's state and its selectors (views and runtime ask these, not order-record.ts); order-model.ts changes it.
import { productsOf } from './catalogue';
import { recordOutcome, settled, shopHasIt, shopMayHaveIt, untouched } from './order-record';
import type { MailAnswer, MailKind } from './order-record';
import { dayStillOffered, type DayCheck, type PickupOption } from './pickup';
import { shop } from '@/lib/shop';
import type { Concept, Contact, KeptOrder, OrderLine, OrderRecord, PastOrder } from './stored';

export type PageOrder = {
  record: OrderRecord;
  /** A round (one confirm, one 'Verstuur opnieuw') is under way in this tab. */
  running: boolean;
  /** The last round stopped before anything left: the device was offline. */
  offline: boolean;
  /** Taken over from a tab that is gone: maybe another person's, so their details are not shown. */
  foreign?: boolean;
};

type Pickup = { dag: string; uur: string };
export type SameOrNew = 'same' | 'new';

export type DialogState = Pickup & {
  lines: readonly OrderLine[];
  contact: Contact;
  days: readonly PickupOption[];
  /** Why the dialog asks again (the chosen day passed, a part failed to load). */
  notice: string | null;
  dayError: string | null;
  /** Another unfinished order of this device: the dialog asks whether this is that one or a new one. */
  unsettled: OrderRecord | null;
  choice: SameOrNew | null;
  choiceError: string | null;
  /** 'Nog een bestelling?': this device sent one less than a minute ago; nothing leaves until answered. */
  again?: boolean;
};

export const initialModel = {
  /** The stored state was read (or found absent): from now on edits may be stored. */
  loaded: false,
  /** The visitor edited before the stored state was read: the edit wins over a stored concept. */
  editedEarly: false,
  order: null as PageOrder | null,
  dialog: null as DialogState | null,
  /** The reference of the unfinished order the form is changing ('Bestelling aanpassen'). */
  amends: null as string | null,
  /** 'Niet meer nodig' on an order the shop may have: the page asks first. */
  dismissing: false,
  /** An order the shop may have, dismissed or received while amended: the next confirm asks about it. */
  askAbout: null as OrderRecord | null,
  /** The pick-up chosen when the dialog was last closed, offered again when it reopens. */
  lastPickup: null as Pickup | null,
  history: [] as readonly PastOrder[],
  /** 'Onthoud mijn gegevens op dit toestel': only then are sent orders kept for 'Bestel opnieuw'. */
  remember: false,
  /** This device could not keep the order (storage blocked or full): the page must stay open. */
  storageFailed: false,
  /** A bot filled the honeypot: it sees success, nothing is sent. */
  fakeSuccess: false,
  productError: null as string | null,
  note: null as string | null,
  /** Counts 'Vergeet mijn gegevens' (here or in another tab): the form on screen clears each time. */
  forgets: 0,
  /** The unfinished orders the last 'Vergeet mijn gegevens' kept on the device. */
  keptAfterForget: [] as readonly string[],
};
export type ModelState = typeof initialModel;

export type ModelEvent =
  /** Storage was read at mount: `kept`, this tab's own order as stored (its lock held: ownKept). */
  | { type: 'loaded'; kept: KeptOrder | null; history: readonly PastOrder[]; remember: boolean }
  /** An unfinished order of a tab that is gone, read under its lock; `ownerAlive`: its tab id is held. */
  | { type: 'taken-over'; kept: KeptOrder; tabId: string; ownerAlive: boolean }
  | { type: 'edited' }
  | { type: 'submitted' }
  | { type: 'honeypot' }
  | { type: 'refused'; error: string | null }
  | (Pick<DialogState, 'lines' | 'contact' | 'days'> & {
      type: 'opened';
      /** When (the page clock): why a remembered day is no longer offered is told as of now. */
      now: Date;
      /** An unfinished order of another tab of this device, when this tab has none. */
      otherUnsettled: OrderRecord | null;
    })
  | { type: 'chose'; choice: SameOrNew }
  | { type: 'picked'; dag?: string; uur?: string }
  | { type: 'closed' }
  /** Confirm clicked: the days valid at that moment decide whether it is sent. */
  | {
      type: 'confirmed';
      daysNow: readonly PickupOption[];
      reference: string;
      placedAt: string;
      /** The unfinished order asked about is held by another live tab (it sends it there). */
      heldElsewhere?: boolean;
      /** Another tab's order asked about, read again as 'the same' is confirmed (null: no longer kept). */
      askedNow?: KeptOrder | null;
      /** Another tab's unfinished order, read as it is confirmed when the dialog asked about none. */
      otherNow?: OrderRecord | null;
      /** When this device last sent an order, read from it now (another tab may have sent one). */
      lastSentAt?: string | null;
      /** The customer answered 'Nog een bestelling?' with yes. */
      again?: boolean;
    }
  /** A mail is about to leave at `at`; `daysNow`: the days on offer at that moment. */
  | { type: 'attempt'; mail: MailKind; at: string; daysNow: readonly PickupOption[] }
  /** `reference`, `content` (contentKey): a late answer, after the time-out; it still tells what happened. */
  | { type: 'answered'; mail: MailKind; answer: MailAnswer; reference?: string; content?: string }
  /** The device was offline before the request left: nothing was sent. */
  | { type: 'offline' }
  | { type: 'round-over' }
  /** The sending part of the page could not load: nothing was sent. */
  | { type: 'send-unavailable' }
  | { type: 'resend' }
  /** 'Niet meer nodig'; `sure`: the customer answered the question that an order the shop may have asks. */
  | { type: 'dismissed'; sure?: boolean }
  | { type: 'dismiss-cancelled' }
  /** 'Annuleer deze bestelling' at `at` (the page clock): one mail to the shop, if the model allows it. */
  | { type: 'cancel'; at: string }
  /** 'Bestelling aanpassen'; `reference`: the order a composition read after a reload amends. */
  | { type: 'amend'; reference?: string }
  | { type: 'reordered' }
  | { type: 'remember'; on: boolean }
  /** 'Vergeet mijn gegevens'; `keepOwn`: finish this tab's order first; `others`: those other open tabs hold. */
  | { type: 'forgotten'; keepOwn: boolean; others: readonly string[] }
  | { type: 'storage-failed' }
  | { type: 'noted'; note: string | null };

/** A new order within a minute of the last one sent here is asked about first (a double tap, a flood). */
export const sentJustBefore = (lastSentAt: string | null | undefined, at: string) => {
  const since = Date.parse(at) - Date.parse(lastSentAt ?? '');
  return since >= 0 && since < 60_000;
};

export const isSending = (state: ModelState) => state.order?.running === true;

// Storage full or blocked: leaving the page loses the order. Said where the customer looks, and asked on leaving.
export const STORAGE_FAILED_WARNING =
  'Deze browser kan uw bestelling niet bewaren (opslag vol of geblokkeerd). Sluit of herlaad deze pagina niet tot uw bestelling verzonden is.';
export const leavingLosesOrder = (state: Pick<ModelState, 'storageFailed' | 'order'>) =>
  state.storageFailed && state.order !== null && !settled(state.order.record);

// Whether the shop has this order; whether a mail of it, by hand or again, carries the resend mark.
export { shopHasIt as receivedByShop, shopMayHaveIt as marksResend } from './order-record';

const NO_CONTACT: Contact = { naam: '', email: '', telefoon: '', bericht: '' };
/** The order as the form, a mail link or a file may show it: a taken-over one without its contact. */
export const shareable = (order: PageOrder): OrderRecord =>
  order.foreign ? { ...order.record, contact: NO_CONTACT } : order.record;

/** What the device must do after a change of the model: the runtime carries it out, deciding nothing. */
export function effectsOf(previous: ModelState, state: ModelState) {
  const before = previous.order?.record;
  const after = state.order?.record;
  const remove: string[] = [];
  const changed = before?.reference !== after?.reference;
  // Replaced by another order: an unfinished one is let go (a later tab offers it), the rest goes.
  if (before && changed && !(after && !settled(before) && !untouched(before))) remove.push(before.reference);
  const roundEnded = previous.order?.running === true && state.order?.running === false;
  let write: OrderRecord | null = null;
  if (after && (after !== before || roundEnded)) {
    if (!settled(after)) write = after;
    else if (!state.order?.running) remove.push(after.reference);
  }
  return {
    /** Kept entries that go: the order was sent, dismissed or never left. */
    remove,
    /** The record to keep, written before the request it announces leaves. */
    write,
    /** This tab's order changed: the one whose lock it holds now (null: none; undefined: unchanged). */
    hold: changed ? (after && !settled(after) ? after.reference : null) : undefined,
    /** This tab keeps no order any more: it may take over one of a tab that is gone. */
    free: changed && !after,
    /** The shop's answer came after the round was over: the copy still has to go. */
    copyDue: Boolean(after && before && !shopHasIt(before) && shopHasIt(after) && !state.order?.running),
    /** The sent orders to keep for 'Bestel opnieuw' (only while 'Onthoud' is on). */
    history: state.history !== previous.history && state.remember ? state.history : undefined,
  };
}

/** A gone tab's composition, taken over: its amounts only (maybe another person's, on a shared computer). */
export const takenConcept = ({ quantities, savedAt }: Concept): Concept => ({
  quantities,
  contact: NO_CONTACT,
  savedAt,
});

/** This tab's own kept order (a reload keeps the tab's id): read first at mount, before any other tab's. */
export const ownKept = (kept: readonly KeptOrder[], tabId: string) =>
  kept.find((entry) => entry.owner === tabId) ?? null;

type Typed = Pick<Concept, 'quantities' | 'contact'>;
export const isEmptyConcept = ({ quantities, contact }: Typed) =>
  Object.keys(quantities).length === 0 && Object.values(contact).every((value) => value.trim() === '');

export function conceptToKeep(state: ModelState, typed: Typed, savedAt: number): Concept | null | undefined {
  if (!state.loaded) return undefined;
  if (isEmptyConcept(typed)) return null;
  return { ...typed, ...(state.amends ? { amends: state.amends } : {}), savedAt };
}

export const conceptToRestore = (state: ModelState, concept: Concept | null) =>
  concept && !state.editedEarly ? concept : null;

/** The reference of this tab's order while it is not fully sent (the device data's choice). */
export const unfinishedReference = (state: ModelState): string | null =>
  state.order && !settled(state.order.record) ? state.order.record.reference : null;

export function forgetQuestion(record: OrderRecord): string {
  const { reference } = record;
  if (record.mails.cancel)
    return `De annulering van bestelling ${reference} is niet (zeker) aangekomen: uw bestelling staat misschien nog klaar bij de slagerij. Wist u alles, dan kan de annulering niet meer verstuurd worden: bel ons dan op ${shop.phone.display} om te annuleren.`;
  if (shopHasIt(record))
    return `De slagerij heeft bestelling ${reference}, maar uw bevestiging is nog niet verstuurd. Wist u alles, dan komt die niet meer; de bestelling blijft staan bij de slagerij.`;
  return `Bestelling ${reference} is nog niet volledig verzonden. Wist u alles, dan kan ze niet meer verder verstuurd worden.`;
}

/** An order wiped from this device that may still stand at the shop: said once it is gone. */
export const stillAtShop = (record: OrderRecord): string | null =>
  shopMayHaveIt(record) && recordOutcome(record) !== 'cancelled'
    ? ` Let op: bestelling ${record.reference} staat ${shopHasIt(record) ? '' : 'misschien '}nog bij de slagerij (niet geannuleerd). Bel ons op ${shop.phone.display} als u ze niet komt halen.`
    : null;

export type Rules = Pick<Parameters<typeof dayStillOffered>[0], 'schedule' | 'closedDays'>;

/** Whether this order's pick-up still holds at `now` by today's rules, and if not why (its products named). */
export const pickupCheck = (record: OrderRecord, now: Date, rules: Rules = {}) =>
  dayStillOffered({ dag: record.dag, uur: record.uur, products: productsOf(record.lines), now, ...rules });

/** The moment no longer holds by the shop's doing (closed, its hours, no pick-up), not merely its deadline. */
export const shopChanged = (check: DayCheck) =>
  !check.offered && ['closed', 'no-pickup', 'hour'].includes(check.reason);

export const momentChanged = (record: OrderRecord, now: Date) => shopChanged(pickupCheck(record, now));
