// One order and what is known of its mails (resend mark, retries, cancellation): pure rules for order-model.ts.
import type { UnknownCause } from './mail-cause';
import type { MailState, OrderRecord } from './stored';
import { shop } from '@/lib/shop';
import { shopDayOf } from '@/lib/shop/day';

export type MailKind = 'shop' | 'customer' | 'cancel';
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

/** One mail's state; a cancellation never asked for is simply not sent. */
const mailOf = (order: OrderRecord, kind: MailKind): MailState => order.mails[kind] ?? fresh();

type Mails = OrderRecord['mails'];
const eachMail = (mails: Mails, change: (mail: MailState) => MailState): Mails => ({
  shop: change(mails.shop),
  customer: change(mails.customer),
  ...(mails.cancel ? { cancel: change(mails.cancel) } : {}),
});

export type OrderContent = Pick<OrderRecord, 'lines' | 'contact' | 'dag' | 'uur'>;

export function newOrder(content: OrderContent, reference: string, placedAt: string): OrderRecord {
  return { ...content, reference, placedAt, mails: { shop: fresh(), customer: fresh() } };
}

/** Never attempted: nothing of it can have left this device. */
export const untouched = (order: OrderRecord) =>
  Object.values(order.mails).every((mail) => mail.status === 'not-sent' && !mail.mayHaveArrived);

/** Whether the shop has the order: from then on it is settled for the shop. */
export const shopHasIt = (order: OrderRecord) => order.mails.shop.status === 'accepted';

/** Whether the shop may have it (or has it): a second copy must be marked, a cancel must be asked. */
export const shopMayHaveIt = (order: OrderRecord) =>
  shopHasIt(order) || order.mails.shop.mayHaveArrived || order.mails.shop.status === 'in-flight';

/** The same order with (possibly) new content, while the shop may not have it: both mails go again. */
export function replaceOrder(previous: OrderRecord, content: OrderContent, placedAt: string): OrderRecord {
  if (shopHasIt(previous)) throw new Error('Een bestelling die de slagerij heeft, verandert niet meer.');
  const again = (mail: MailState): MailState => ({
    ...fresh(),
    mayHaveArrived: mail.mayHaveArrived || mail.status === 'in-flight' || mail.status === 'unknown',
  });
  return { ...previous, ...content, placedAt, mails: eachMail(previous.mails, again) };
}

/** 'Verstuur opnieuw' / 'Verstuur de rest': the same content; only what was not accepted goes. */
export function nextRound(order: OrderRecord): OrderRecord {
  const again = (mail: MailState): MailState =>
    mail.status === 'accepted' ? { ...mail, attempts: 0 } : { ...mail, status: 'not-sent', attempts: 0 };
  return { ...order, mails: eachMail(order.mails, again) };
}

/** Whether `now` (the page clock, the host's time) is before the pick-up day, in the shop's zone. */
export const beforePickupDay = (order: OrderRecord, now: Date) => shopDayOf(now, shop.timeZone) < order.dag;

/** Cancel by mail: the shop has it, none asked yet, before the pick-up day (then only by phone). */
export const mayCancel = (order: OrderRecord, now: Date) =>
  shopHasIt(order) && !order.mails.cancel && beforePickupDay(order, now);

/** What to do now in this round: which mail to send (with or without the mark), or nothing more. */
export function nextStep(order: OrderRecord) {
  for (const kind of order.mails.cancel ? (['cancel'] as const) : (['shop', 'customer'] as const)) {
    const mail = mailOf(order, kind);
    if (mail.status === 'accepted') continue;
    const again = mail.retry && mail.attempts < MAX_ATTEMPTS_PER_ROUND;
    // Refused or unknown: tried again while worth it; never one under way.
    const mayTry = mail.status === 'not-sent' || (mail.status !== 'in-flight' && again);
    // The customer copy waits for the shop mail: else the customer holds a confirmation of nothing.
    if (!mayTry) break;
    return { kind: 'send', mail: kind, resend: mail.mayHaveArrived, retryNumber: mail.attempts } as const;
  }
  return { kind: 'done' } as const;
}

const withMail = (order: OrderRecord, kind: MailKind, mail: MailState): OrderRecord => ({
  ...order,
  mails: { ...order.mails, [kind]: mail },
});

/** The cancellation asked: from now on it is the only mail of this order that goes. */
export const withCancel = (order: OrderRecord) => withMail(order, 'cancel', fresh());

/** Recorded (and stored) before the request leaves; the shop mail's departure is 'besteld op'. */
export function attemptStarted(order: OrderRecord, kind: MailKind, at: string): OrderRecord {
  const mail = mailOf(order, kind);
  const started = withMail(order, kind, { ...mail, status: 'in-flight', attempts: mail.attempts + 1 });
  if (kind !== 'shop') return started;
  return { ...started, placedAt: at, firstSentAt: order.firstSentAt ?? at };
}

// A refusal keeps an earlier unknown fate's cause (that attempt may have arrived); accepted stays accepted.
export function attemptAnswered(order: OrderRecord, kind: MailKind, answer: MailAnswer): OrderRecord {
  const { reason: _reason, cause, ...kept } = mailOf(order, kind);
  if (kept.status === 'accepted') return order;
  const { kind: status, ...told } = answer;
  const mayHaveArrived = kept.mayHaveArrived || status !== 'refused';
  const earlier = status === 'refused' && cause ? { cause } : {};
  return withMail(order, kind, { ...kept, status, mayHaveArrived, retry: false, ...earlier, ...told });
}

/** What a mail of this order says: a late answer counts only for the content it was sent with. */
export const contentKey = ({ lines, contact, dag, uur }: OrderRecord) =>
  JSON.stringify([lines, contact, dag, uur]);

const withoutCause = ({ cause: _cause, ...mail }: MailState): MailState => mail;

/** The page came back (reload, tab taken over): a request that was under way may have arrived. */
export function pageRestored(order: OrderRecord): OrderRecord {
  const back = (mail: MailState): MailState =>
    mail.status === 'in-flight'
      ? { ...withoutCause(mail), status: 'unknown', mayHaveArrived: true, retry: false, attempts: 0 }
      : { ...mail, attempts: 0 };
  return { ...order, mails: eachMail(order.mails, back) };
}

// What the customer is told; 'shop-only' and the '…not-arrived' ones: that mail provably did not go.
export function recordOutcome(order: OrderRecord) {
  const { shop, customer, cancel } = order.mails;
  if (cancel) {
    if (cancel.status === 'accepted') return 'cancelled';
    return cancel.mayHaveArrived ? 'cancel-maybe' : 'cancel-not-arrived';
  }
  if (shop.status === 'accepted') {
    if (customer.status === 'accepted') return 'sent';
    return customer.mayHaveArrived ? 'copy-unknown' : 'shop-only';
  }
  return shop.mayHaveArrived ? 'maybe' : 'not-arrived';
}

/** Nothing more to do for this order on this device: sent in full, or its cancellation accepted. */
export const settled = (order: OrderRecord) => ['sent', 'cancelled'].includes(recordOutcome(order));

/** EmailJS refused for a reason the customer should hear (its quota, the site's address). */
export const refusalOf = (order: OrderRecord): string | undefined => {
  if (order.mails.cancel) return order.mails.cancel.reason;
  return order.mails.shop.status === 'refused' ? order.mails.shop.reason : order.mails.customer.reason;
};
