// The life of one order, from the confirm click to 'sent' (issue 7), as pure functions over plain
// data. The page keeps this record in local storage before every request, so a reload, a closed tab
// or a lost answer never turns into a lost order or an unmarked second one.
//
// Rules decided here and nowhere else:
// - the shop mail goes first; the customer copy only after EmailJS accepted the shop mail;
// - a mail that may already have arrived (accepted before, or an attempt whose outcome is unknown:
//   5xx, network error, time-out, page gone mid-request) is only ever sent again with the resend mark;
//   only an answer that proves nothing was accepted (400, 403, 429, 451) leaves it unmarked;
// - an attempt that failed in a way worth trying again is retried twice in the same round;
// - what the customer is told follows from what is known.
import type { MailKind } from './emailjs';

export type { MailKind };

/** What one attempt's answer proves. */
export type MailAnswer =
  | { kind: 'accepted' }
  // 400, 403, 429, 451: EmailJS took nothing. `retry`: worth another try now (429).
  | { kind: 'refused'; status?: number; retry: boolean }
  // 5xx, network error, time-out, page gone: it may have arrived. `retry`: worth another try now.
  | { kind: 'unknown'; retry: boolean };

export type MailStatus = 'not-sent' | 'in-flight' | 'accepted' | 'failed-known' | 'outcome-unknown';

export type MailState = {
  status: MailStatus;
  /** Whether some earlier attempt of this mail may have reached its recipient. */
  mayHaveArrived: boolean;
  /** Attempts in the current round (one confirm click); retries stop at MAX_ATTEMPTS_PER_ROUND. */
  roundAttempts: number;
  /** Whether the last attempt's answer was worth trying again at once. */
  retry: boolean;
};

/** The order's content as the mails carry it: lines, contact and pick-up (compared to spot a change). */
export type OrderContent<Line, Contact> = {
  lines: readonly Line[];
  contact: Contact;
  dag: string;
  uur: string;
};

export type OrderRecord<Line = unknown, Contact = unknown> = OrderContent<Line, Contact> & {
  reference: string;
  mails: Record<MailKind, MailState>;
};

export const MAIL_ORDER: readonly MailKind[] = ['shop', 'customer'];
export const MAX_ATTEMPTS_PER_ROUND = 3;

const fresh = (): MailState => ({
  status: 'not-sent',
  mayHaveArrived: false,
  roundAttempts: 0,
  retry: false,
});

function sameContent(a: OrderContent<unknown, unknown>, b: OrderContent<unknown, unknown>): boolean {
  return (
    a.dag === b.dag &&
    a.uur === b.uur &&
    JSON.stringify(a.lines) === JSON.stringify(b.lines) &&
    JSON.stringify(a.contact) === JSON.stringify(b.contact)
  );
}

/**
 * Confirm clicked (the day was checked against the clock before). A new order gets its reference;
 * an order that is being completed keeps it. When its content changed, a mail that already went out
 * goes again (as a resend: it may have arrived); when it did not, only what is missing goes.
 */
export function confirmOrder<Line, Contact>(
  previous: OrderRecord<Line, Contact> | null,
  content: OrderContent<Line, Contact>,
  newReference: () => string,
): OrderRecord<Line, Contact> {
  if (!previous)
    return { ...content, reference: newReference(), mails: { shop: fresh(), customer: fresh() } };
  const changed = !sameContent(previous, content);
  const mails = {} as Record<MailKind, MailState>;
  for (const kind of MAIL_ORDER) {
    const mail = previous.mails[kind];
    const done = mail.status === 'accepted' && !changed;
    mails[kind] = {
      status: done ? 'accepted' : 'not-sent',
      mayHaveArrived: mail.mayHaveArrived || mail.status === 'in-flight' || mail.status === 'accepted',
      roundAttempts: 0,
      retry: false,
    };
  }
  return { ...content, reference: previous.reference, mails };
}

export type NextStep =
  { kind: 'send'; mail: MailKind; resend: boolean; retryNumber: number } | { kind: 'done'; outcome: Outcome };

/** What to do now: which mail to send (with or without the mark), or that this round is over. */
export function nextStep(order: OrderRecord): NextStep {
  for (const kind of MAIL_ORDER) {
    const mail = order.mails[kind];
    if (mail.status === 'accepted') continue;
    const mayTry =
      mail.status === 'not-sent' ||
      ((mail.status === 'failed-known' || mail.status === 'outcome-unknown') &&
        mail.retry &&
        mail.roundAttempts < MAX_ATTEMPTS_PER_ROUND);
    // The customer copy waits for the shop mail: without it the customer would hold a confirmation
    // of an order the shop never got.
    if (!mayTry || mail.status === 'in-flight') return { kind: 'done', outcome: outcomeOf(order) };
    return { kind: 'send', mail: kind, resend: mail.mayHaveArrived, retryNumber: mail.roundAttempts };
  }
  return { kind: 'done', outcome: outcomeOf(order) };
}

/** Recorded (and stored) before the request leaves: from here the mail may arrive. */
export function attemptStarted<R extends OrderRecord>(order: R, kind: MailKind): R {
  const mail = order.mails[kind];
  return {
    ...order,
    mails: {
      ...order.mails,
      [kind]: { ...mail, status: 'in-flight', roundAttempts: mail.roundAttempts + 1 },
    },
  };
}

export function attemptAnswered<R extends OrderRecord>(order: R, kind: MailKind, answer: MailAnswer): R {
  const mail = order.mails[kind];
  const next: MailState =
    answer.kind === 'accepted'
      ? { ...mail, status: 'accepted', mayHaveArrived: true, retry: false }
      : answer.kind === 'refused'
        ? { ...mail, status: 'failed-known', retry: answer.retry }
        : { ...mail, status: 'outcome-unknown', mayHaveArrived: true, retry: answer.retry };
  return { ...order, mails: { ...order.mails, [kind]: next } };
}

/** The page came back (reload, tab reopened): a request that was under way may have arrived. */
export function pageRestored<R extends OrderRecord>(order: R): R {
  const mails = {} as Record<MailKind, MailState>;
  for (const kind of MAIL_ORDER) {
    const mail = order.mails[kind];
    mails[kind] =
      mail.status === 'in-flight'
        ? { ...mail, status: 'outcome-unknown', mayHaveArrived: true, retry: false, roundAttempts: 0 }
        : { ...mail, roundAttempts: 0 };
  }
  return { ...order, mails };
}

/**
 * What the customer is told:
 * - sent: both mails accepted;
 * - shop-only: the shop has the order, the copy to the customer did not go;
 * - maybe: the shop mail may have arrived, nobody knows (misschien toch aangekomen);
 * - not-arrived: the shop mail provably did not arrive;
 * - sending: a mail is under way.
 */
export type Outcome = 'sent' | 'shop-only' | 'maybe' | 'not-arrived' | 'sending';

export function outcomeOf(order: OrderRecord): Outcome {
  const { shop, customer } = order.mails;
  if (shop.status === 'in-flight' || customer.status === 'in-flight') return 'sending';
  if (shop.status === 'accepted') return customer.status === 'accepted' ? 'sent' : 'shop-only';
  return shop.mayHaveArrived ? 'maybe' : 'not-arrived';
}

/** Classifies a transport failure: only a refusal that proves nothing was accepted is 'refused'. */
export function answerForError(error: unknown): MailAnswer {
  if (error instanceof TypeError) return { kind: 'unknown', retry: true };
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (typeof status !== 'number' || status === 0) return { kind: 'unknown', retry: true };
  if (status >= 500) return { kind: 'unknown', retry: true };
  if (status === 429) return { kind: 'refused', status, retry: true };
  return { kind: 'refused', status, retry: false };
}

/** No answer within the time limit: it may still arrive; the customer decides to resend. */
export const TIMED_OUT: MailAnswer = { kind: 'unknown', retry: false };
