import { decemberSchedule, todaysSchedule } from '@/__tests__/fixtures/schedules';
import { attemptAnswered, attemptStarted, type MailAnswer } from '@/lib/order/order-record';
import {
  conceptToKeep,
  conceptToRestore,
  effectsOf,
  initialModel,
  leavingLosesOrder,
  shareable,
} from '@/lib/order/order-state';
import { keptDayNotice } from '@/lib/order/result-state';
import type { OrderRecord } from '@/lib/order/stored';
import { CONTACT, DAYS, WEDNESDAY, anOrder, attempt, loadedWith, reduce } from '@/__tests__/fixtures/orders';

// Issue 31.2: a kept order whose day's rules changed says so, and an unfinished one never leaves for it.

// Placed in November for Saturday 9/1/2027 at 12:30, when Saturdays ran until 18:00.
const order = (uur = '12:30', dag = '2027-01-09'): OrderRecord => anOrder('DL-EEEEE', dag, uur);
const accepted: MailAnswer = { kind: 'accepted' };
const refused: MailAnswer = { kind: 'refused', retry: false };
const unfinished = (record = order()) => ({ record, running: false, offline: false });
const received = (record = order()) =>
  unfinished(attemptAnswered(attemptStarted(record, 'shop', record.placedAt), 'shop', accepted));
// The customer returns on Friday 18/12.
const RETURN = new Date('2026-12-18T09:00:00Z');
const december = { schedule: decemberSchedule, closedDays: [] };

it("a kept order says nothing of its pick-up while the rules still hold, nor (the shop has it) when only its order deadline passed; one whose moment the new rules rule out says so: unfinished (its hour fell outside the new hours), offering another day; the shop has it (a day closed since), offering the phone; each mail re-checks its moment as it leaves: the shop mail for an hour the day no longer offers sends nothing and asks for another moment; a copy is never sent for a moment the shop no longer has: 'Verstuur de rest' stops and says to call", () => {
  expect(keptDayNotice(unfinished(), RETURN, { schedule: todaysSchedule, closedDays: [] })).toBeNull();
  expect(keptDayNotice(unfinished(order('11:30')), RETURN, december)).toBeNull();
  expect(keptDayNotice(unfinished(), RETURN, december)).toBe(
    'De slagerij heeft haar afhaalmomenten gewijzigd. Zaterdag 09/01/2027 om 12:30 kan niet meer: afhalen kan die dag van 08:00 tot 12:00. Uw bestelling vertrekt niet voor dat moment: kies een andere dag.',
  );
  const closed = { schedule: todaysSchedule, closedDays: [{ date: '2027-01-09', reason: 'verlof' }] };
  expect(keptDayNotice(received(), RETURN, closed)).toBe(
    'De slagerij heeft haar afhaalmomenten gewijzigd. Zaterdag 09/01/2027: de winkel is gesloten (verlof). De slagerij heeft uw bestelling wel: bel ons op 050 36 12 34 om een ander moment af te spreken.',
  );
  // Thursday 7/1: Saturday 9/1's deadline (Wednesday 6/1) is past, its hours are as they were.
  const late = new Date('2027-01-07T09:00:00Z');
  expect(keptDayNotice(received(order('11:30')), late, december)).toBeNull();
  // The same for an order the shop does not have: it cannot go for that day any more.
  expect(keptDayNotice(unfinished(order('11:30')), late, december)).toBe(
    'Bestellen voor zaterdag 09/01/2027 kan niet meer. Uw bestelling vertrekt niet voor dat moment: kies een andere dag.',
  );
  // Friday 27/11 is on offer; its pick-up ends at 18:00 (the test content), so 18:30 is outside.
  const loaded = loadedWith(order('18:30', '2026-11-27'));
  const state = reduce(loaded, { type: 'resend' }, attempt('shop', WEDNESDAY, DAYS.slice(0, 1)));
  expect(state.order).toMatchObject({ running: false, record: { mails: { shop: { status: 'not-sent' } } } });
  expect(state.dialog).toMatchObject({ dag: '', unsettled: { reference: 'DL-EEEEE' } });
  expect(state.dialog?.notice).toBe(
    'Vrijdag 27/11/2026 om 18:30 kan niet meer: afhalen kan die dag van 09:00 tot 18:00. Er is niets verzonden. Kies een ander moment.',
  );
  // Issue 51.7: the shop has the order, its copy did not go, and the shop changed that moment since.
  const copyRefused = attemptAnswered(received(order('18:30', '2026-11-27')).record, 'customer', refused);
  const copy = reduce(loadedWith(copyRefused), { type: 'resend' }, attempt('customer'));
  expect(copy.order).toMatchObject({
    running: false,
    record: { mails: { customer: { status: 'not-sent' } } },
  });
  expect(copy.note).toBe(
    'De slagerij heeft haar afhaalmomenten gewijzigd: uw bevestiging is niet verstuurd, want ze zou een moment bevestigen dat niet meer kan. Bel ons op 050 36 12 34 om een ander moment af te spreken.',
  );
});

// Issue 51.6: an order taken over from a closed tab may be another person's.
it("a taken-over order goes into the form, a mail link or a file without its owner's details; the shop's answer after the round makes the customer's copy due, once (within a round the round sends it); asks before leaving only while an order that could not be kept is not fully sent", () => {
  const record = order();
  expect(shareable({ ...unfinished(record), foreign: true })).toEqual({
    ...record,
    contact: { naam: '', email: '', telefoon: '', bericht: '' },
  });
  expect(shareable(unfinished(record))).toBe(record);
  const unknown: MailAnswer = { kind: 'unknown', retry: true };
  const before = loadedWith(attemptAnswered(attemptStarted(order(), 'shop', WEDNESDAY), 'shop', unknown));
  const after = reduce(before, { type: 'answered', mail: 'shop', answer: accepted, reference: 'DL-EEEEE' });
  expect(effectsOf(before, after).copyDue).toBe(true);
  expect(effectsOf(after, after).copyDue).toBe(false);
  const running = (state: typeof before) => ({ ...state, order: { ...state.order!, running: true } });
  expect(effectsOf(running(before), running(after)).copyDue).toBe(false);
  const copied = (answer: MailAnswer) => unfinished(attemptAnswered(received().record, 'customer', answer));
  const sending = unfinished(attemptStarted(order(), 'shop', WEDNESDAY));
  const lost = (order: typeof sending | null) => leavingLosesOrder({ storageFailed: true, order });
  expect(lost(sending)).toBe(true);
  expect(lost(copied({ kind: 'unknown', retry: false }))).toBe(true);
  expect(lost(copied(accepted))).toBe(false);
  expect(lost(null)).toBe(false);
  expect(leavingLosesOrder({ storageFailed: false, order: unfinished() })).toBe(false);
});

// The composition's keeping is the model's decision; the page and the device only carry it out.
it('the composition is kept once the stored one is read, never empty, with the order it amends (an edit made before the read wins); the sent orders are kept for "Bestel opnieuw" only while "Onthoud" is on', () => {
  const typed = { quantities: { 1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 } }, contact: CONTACT };
  const empty = { quantities: {}, contact: { naam: ' ', email: '', telefoon: '', bericht: '' } };
  expect(conceptToKeep(initialModel, typed, 1)).toBeUndefined();
  const loaded = loadedWith(order());
  expect(conceptToKeep(loaded, empty, 1)).toBeNull();
  expect(conceptToKeep(loaded, typed, 1)).toEqual({ ...typed, savedAt: 1 });
  const amending = reduce(loaded, { type: 'amend', reference: 'DL-EEEEE' });
  expect(conceptToKeep(amending, typed, 1)).toEqual({ ...typed, amends: 'DL-EEEEE', savedAt: 1 });
  // A kept composition amends only the order this tab keeps now.
  expect(reduce(loaded, { type: 'amend', reference: 'DL-FFFFF' }).amends).toBeNull();
  const kept = { ...typed, savedAt: 1 };
  expect(conceptToRestore(loaded, kept)).toBe(kept);
  expect(conceptToRestore(reduce(initialModel, { type: 'edited' }), kept)).toBeNull();
  const history = [{ reference: 'DL-EEEEE', dag: '2027-01-09', quantities: {}, contact: CONTACT }];
  const on = reduce(initialModel, { type: 'loaded', kept: null, history, remember: true });
  expect(effectsOf(initialModel, on).history).toBe(on.history);
  expect(effectsOf(on, reduce(on, { type: 'remember', on: false })).history).toBeUndefined();
  expect(effectsOf(initialModel, reduce(initialModel, { type: 'edited' })).history).toBeUndefined();
});
