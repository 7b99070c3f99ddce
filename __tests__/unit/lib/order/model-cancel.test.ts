import { nextStep, pageRestored, type MailAnswer } from '@/lib/order/order-record';
import { effectsOf, forgetQuestion, initialModel, type ModelState } from '@/lib/order/order-state';
import { cancelOffered, cancelResendOffered, outcomeOf } from '@/lib/order/result-state';
import { buildTemplateParams } from '@/lib/order/payload';
import type { KeptOrder, OrderRecord } from '@/lib/order/stored';
import {
  CONTACT,
  DAYS,
  WEDNESDAY,
  answered,
  attempt,
  confirmEvents,
  keptBy,
  kgLine,
  loadedWith,
  openedEvent,
  reduce,
} from '@/__tests__/fixtures/orders';

// Issue 31.6: one marked mail to the shop cancels an order it has, through the order's record and rounds.

const line = kgLine(1, 0.5);
const refused: MailAnswer = { kind: 'refused', retry: false };
const unknown: MailAnswer = { kind: 'unknown', retry: false };
const ROUND_OVER = { type: 'round-over' } as const;

/** An order for Saturday 28/11 11:00, its shop mail (and copy) answered as given. */
function placed(options: { shop?: MailAnswer; copy?: MailAnswer | null; remember?: boolean } = {}) {
  const { shop = { kind: 'accepted' }, copy = { kind: 'accepted' }, remember = false } = options;
  const content = { lines: [line], contact: CONTACT, dag: '2026-11-28', uur: '11:00' };
  const at = '2026-11-23T09:00:00.000Z';
  const sent = [...confirmEvents(content, 'DL-CCCCC', at, DAYS), attempt('shop', at), answered('shop', shop)];
  const copied = copy ? [attempt('customer', at), answered('customer', copy)] : [];
  return reduce(loadedWith(null, remember), ...sent, ...copied, ROUND_OVER);
}
const cancelAt = (state: ModelState, at = WEDNESDAY) => reduce(state, { type: 'cancel', at });
const record = (state: ModelState): OrderRecord => state.order!.record;
const step = (state: ModelState) => nextStep(record(state));
/** Another tab, 'tab-b', takes over what a tab kept: its tab closed, or still alive. */
const takenOver = (kept: KeptOrder, ownerAlive: boolean) =>
  reduce(initialModel, { type: 'taken-over', kept, tabId: 'tab-b', ownerAlive });

it('cancelling is offered and allowed for an order the shop has, before its pick-up day, also while the customer copy is missing (shop-only); one mail, to the shop only, and nothing but the cancellation after it; cancelling is refused for an order the shop may not have, for one taken over from a closed tab, and on the pick-up day itself and after it, by the shop’s day in Brussels, also as the mail leaves: the phone instead', () => {
  const sent = placed();
  expect(cancelOffered(sent.order!, new Date(WEDNESDAY))).toBe(true);
  const cancelling = cancelAt(sent);
  expect(cancelling.order?.running).toBe(true);
  expect(record(cancelling).reference).toBe('DL-CCCCC');
  // Kept on the device before the request leaves: a reload finds it.
  expect(effectsOf(sent, cancelling).write).toBe(record(cancelling));
  expect(step(cancelling)).toEqual({ kind: 'send', mail: 'cancel', resend: false, retryNumber: 0 });
  const done = reduce(cancelling, attempt('cancel'), answered('cancel'));
  // Only the cancellation: never the shop mail or the copy again.
  expect(step(done)).toEqual({ kind: 'done' });
  const over = reduce(done, ROUND_OVER);
  expect(outcomeOf(over.order!)).toBe('cancelled');
  expect(effectsOf(done, over).remove).toEqual(['DL-CCCCC']);
  expect(cancelOffered(over.order!, new Date(WEDNESDAY))).toBe(false);
  const shopOnly = placed({ copy: refused });
  expect(outcomeOf(shopOnly.order!)).toBe('shop-only');
  expect(step(cancelAt(shopOnly))).toMatchObject({ kind: 'send', mail: 'cancel' });
  // 'Verstuur opnieuw' after a failed cancellation sends the cancellation, not the copy.
  const failed = reduce(cancelAt(shopOnly), attempt('cancel'), answered('cancel', refused), ROUND_OVER);
  expect(outcomeOf(failed.order!)).toBe('cancel-not-arrived');
  // Offline before it left: said as such, never as a mail that did not arrive.
  expect(outcomeOf(reduce(cancelAt(shopOnly), { type: 'offline' }).order!)).toBe('cancel-offline');
  const again = reduce(failed, { type: 'resend' });
  expect(step(again)).toMatchObject({ kind: 'send', mail: 'cancel', resend: false });
  const maybe = placed({ shop: unknown, copy: null });
  expect(cancelOffered(maybe.order!, new Date(WEDNESDAY))).toBe(false);
  expect(cancelAt(maybe)).toBe(maybe);
  const notArrived = placed({ shop: refused, copy: null });
  expect(cancelAt(notArrived)).toBe(notArrived);
  const kept = keptBy(record(placed({ copy: refused })), 'tab-a');
  const foreign = takenOver(kept, false);
  expect(foreign.order?.foreign).toBe(true);
  // its tab is still alive (it wrote the order a moment before its lock was granted): not taken
  const alive = takenOver(kept, true);
  expect(alive.order).toBeNull();
  expect(cancelOffered(foreign.order!, new Date(WEDNESDAY))).toBe(false);
  expect(cancelAt(foreign)).toBe(foreign);
  // Friday 23:30 in Brussels: still the day before.
  expect(cancelOffered(sent.order!, new Date('2026-11-27T22:30:00Z'))).toBe(true);
  // Saturday 00:30 in Brussels (Friday 23:30 UTC): the pick-up day.
  expect(cancelOffered(sent.order!, new Date('2026-11-27T23:30:00Z'))).toBe(false);
  const onTheDay = cancelAt(sent, '2026-11-27T23:30:00Z');
  expect(onTheDay.order?.running).toBe(false);
  expect(record(onTheDay).mails.cancel).toBeUndefined();
  expect(onTheDay.note).toBe(
    'Annuleren per mail kan niet meer op de afhaaldag zelf: bel ons op 050 36 12 34.',
  );
  expect(cancelOffered(sent.order!, new Date('2026-11-30T09:00:00Z'))).toBe(false);
  // Re-checked as the mail leaves: a page left open past midnight sends nothing.
  const beforeMidnight = cancelAt(placed(), '2026-11-27T22:59:00Z');
  const stopped = reduce(beforeMidnight, attempt('cancel', '2026-11-27T23:01:00Z'));
  expect(stopped.order?.running).toBe(false);
  expect(record(stopped).mails.cancel).toBeUndefined();
  expect(stopped.note).toMatch(/^Annuleren per mail kan niet meer op de afhaaldag zelf/);
});

it('a cancellation survives a lost answer and a reload: kept, marked as a resend, and still nothing but the cancellation; its mail is the order’s, the same reference, with the mark in the subject and the flag for the body; once cancelled, the order is never sent as an order again: no take-over, no "same order?" question', () => {
  const lost = reduce(cancelAt(placed()), attempt('cancel'));
  // The page is reloaded while the request is under way.
  const back = loadedWith(pageRestored(record(lost)));
  expect(outcomeOf(back.order!)).toBe('cancel-maybe');
  const again = reduce(back, { type: 'resend' });
  expect(step(again)).toEqual({ kind: 'send', mail: 'cancel', resend: true, retryNumber: 0 });
  const params = buildTemplateParams({ order: record(again), resend: true, cancel: true });
  expect(params.onderwerp).toMatch(/^GEANNULEERD – Bestelling DL-CCCCC \(herzending\) – /);
  const plain = buildTemplateParams({ order: record(again), resend: true });
  expect(params).toEqual({ ...plain, onderwerp: `GEANNULEERD – ${plain.onderwerp}`, annulering: true });
  expect(plain).not.toHaveProperty('annulering');
  const over = reduce(cancelAt(placed()), attempt('cancel'), answered('cancel'), ROUND_OVER);
  // Another tab finds it after its tab closed (it was kept while under way): refused.
  expect(takenOver(keptBy(record(over)), false).order).toBeNull();
  // A new confirm in this tab: a new order with its own reference, nothing asked.
  const opened = reduce(over, openedEvent([line], DAYS, record(over)));
  expect(opened.dialog?.unsettled).toBeNull();
  const next = reduce(
    opened,
    { type: 'picked', dag: '2026-11-28', uur: '11:00' },
    { type: 'confirmed', daysNow: DAYS, reference: 'DL-DDDDD', placedAt: WEDNESDAY },
  );
  expect(record(next).reference).toBe('DL-DDDDD');
  expect(record(next).mails.cancel).toBeUndefined();
  expect(reduce(over, { type: 'resend' })).toBe(over);
});

// Issue 51.9-10: after midnight only the phone is offered.
it('a cancellation that did not arrive stays on the device until the customer takes it off (after calling); forgetting says the order still stands at the shop; on the pick-up day no resend of the cancel; one the shop accepted marks the entry in ‘Bestel opnieuw’ as cancelled', () => {
  const failed = reduce(cancelAt(placed()), attempt('cancel'), answered('cancel', refused), ROUND_OVER);
  const gone = reduce(failed, { type: 'dismissed', sure: true });
  expect(gone.order).toBeNull();
  expect(gone.askAbout).toBeNull();
  expect(effectsOf(failed, gone).remove).toEqual(['DL-CCCCC']);
  const sent = placed({ remember: true });
  expect(sent.history.map((past) => past.reference)).toEqual(['DL-CCCCC']);
  const lost = reduce(cancelAt(sent), attempt('cancel'), answered('cancel', unknown));
  expect(lost.history[0]?.cancelled).toBeUndefined();
  const done = reduce(lost, { type: 'resend' }, attempt('cancel'), answered('cancel'));
  expect(done.history.map((past) => [past.reference, past.cancelled])).toEqual([['DL-CCCCC', true]]);
  expect(outcomeOf(failed.order!)).toBe('cancel-not-arrived');
  expect(forgetQuestion(record(failed))).toBe(
    'De annulering van bestelling DL-CCCCC is niet (zeker) aangekomen: uw bestelling staat misschien nog klaar bij de slagerij. Wist u alles, dan kan de annulering niet meer verstuurd worden: bel ons dan op 050 36 12 34 om te annuleren.',
  );
  const forgotten = reduce(failed, { type: 'forgotten', keepOwn: false, others: [] });
  expect(forgotten.order).toBeNull();
  expect(forgotten.note).toBe(
    'Uw gegevens en vorige bestellingen zijn van dit toestel gewist. Let op: bestelling DL-CCCCC staat nog bij de slagerij (niet geannuleerd). Bel ons op 050 36 12 34 als u ze niet komt halen.',
  );
  expect(cancelResendOffered(failed.order!, new Date('2026-11-27T22:59:00Z'))).toBe(true);
  expect(cancelResendOffered(failed.order!, new Date('2026-11-27T23:00:05Z'))).toBe(false);
  // an order the shop never got: nothing stands there
  const neverArrived = placed({ shop: refused, copy: null });
  expect(reduce(neverArrived, { type: 'forgotten', keepOwn: false, others: [] }).note).toBe(
    'Uw gegevens en vorige bestellingen zijn van dit toestel gewist.',
  );
});
