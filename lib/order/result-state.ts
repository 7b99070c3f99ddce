// What the result panel (loaded on demand) asks of the order: its outcome, cancelling, a changed pick-up.
import { beforePickupDay, mayCancel, recordOutcome, settled, shopHasIt } from './order-record';
import { pickupCheck, shopChanged, type PageOrder, type Rules } from './order-state';
import { shop } from '@/lib/shop';
import type { OrderRecord } from './stored';

/** A cancellation of this order was asked: only it still goes (issue 31.6). */
export const isCancel = (record: OrderRecord) => record.mails.cancel !== undefined;

type RecordOutcome = ReturnType<typeof recordOutcome>;
export type Outcome = RecordOutcome | 'sending' | 'offline' | 'cancel-offline';
/** Nothing left: the device was offline before the mail (order or cancellation) went. */
const OFFLINE: Partial<Record<RecordOutcome, Outcome>> = {
  'not-arrived': 'offline',
  'cancel-not-arrived': 'cancel-offline',
};
export function outcomeOf(order: PageOrder): Outcome {
  if (order.running) return 'sending';
  const outcome = recordOutcome(order.record);
  return (order.offline && OFFLINE[outcome]) || outcome;
}

/** Offline at 'Verstuur opnieuw' after an earlier attempt: nothing left now, told beside what is known. */
export const offlineNow = (order: PageOrder) =>
  !order.running && order.offline && !OFFLINE[recordOutcome(order.record)];

/** Cancel by mail offered at `now` (the page clock); never for a closed tab's order: maybe another person's. */
export const cancelOffered = (order: PageOrder, now: Date) =>
  !order.running && !order.foreign && mayCancel(order.record, now);

// 'Verstuur de annulering opnieuw' only before the pick-up day (page clock): after midnight it is refused.
export const cancelResendOffered = (order: PageOrder, now: Date) =>
  !order.running && beforePickupDay(order.record, now);

// A kept order's pick-up that today's rules refuse (issue 31.2); if the shop has it, only its changes count.
export function keptDayNotice(order: PageOrder, now: Date, rules: Rules = {}): string | null {
  const { record } = order;
  if (order.running || settled(record) || record.mails.cancel) return null;
  const check = pickupCheck(record, now, rules);
  const [received, byShop] = [shopHasIt(record), shopChanged(check)];
  if (check.offered || (received && !byShop)) return null;
  const changed = byShop ? 'De slagerij heeft haar afhaalmomenten gewijzigd. ' : '';
  const then = received
    ? `De slagerij heeft uw bestelling wel: bel ons op ${shop.phone.display} om een ander moment af te spreken.`
    : 'Uw bestelling vertrekt niet voor dat moment: kies een andere dag.';
  return `${changed}${check.message} ${then}`;
}
