import { createModel } from '@/lib/order/order-model';
import type { MailAnswer } from '@/lib/order/order-record';
import { sentJustBefore, type ModelEvent, type ModelState } from '@/lib/order/order-state';
import { DAYS, answered, attempt, kgLine, openedEvent, reduce } from '@/__tests__/fixtures/orders';

// Issue 54: what one device may send without being asked, and what a refused reCAPTCHA tells.

const AT = '2026-11-23T09:00:30.000Z';
const opened = reduce(createModel().get(), openedEvent([kgLine(1, 0.5)]), {
  type: 'picked',
  dag: '2026-11-28',
  uur: '11:00',
});
const confirm = (state: ModelState, extra: Partial<Extract<ModelEvent, { type: 'confirmed' }>>) =>
  reduce(state, { type: 'confirmed', daysNow: DAYS, reference: 'DL-BBBBB', placedAt: AT, ...extra });

it("a second order within a minute of the last one this device sent is one, by the page clock: 'Nog een bestelling?' is asked, nothing leaves until yes; no closes it; a refused reCAPTCHA keeps the order and tells the customer why and what to do, until a mail is accepted", () => {
  expect(sentJustBefore('2026-11-23T09:00:00.000Z', AT)).toBe(true);
  expect(sentJustBefore('2026-11-23T08:59:30.001Z', AT)).toBe(true);
  expect(sentJustBefore('2026-11-23T08:59:30.000Z', AT)).toBe(false);
  // never sent, unreadable, or 'later' than now (a clock put back): not asked
  for (const last of [null, undefined, 'gisteren', '2026-11-23T09:01:00.000Z'])
    expect(sentJustBefore(last, AT)).toBe(false);
  const asked = confirm(opened, { lastSentAt: '2026-11-23T09:00:00.000Z' });
  expect(asked.order).toBeNull();
  expect(asked.dialog?.again).toBe(true);
  expect(reduce(asked, { type: 'closed' })).toMatchObject({ order: null, dialog: null });
  const yes = confirm(asked, { lastSentAt: '2026-11-23T09:00:00.000Z', again: true });
  expect(yes.order).toMatchObject({ running: true, record: { reference: 'DL-BBBBB' } });
  // a minute later nobody is asked
  expect(confirm(opened, { lastSentAt: '2026-11-23T08:59:00.000Z' }).order?.running).toBe(true);
  const sending = confirm(opened, {});
  const captcha: MailAnswer = { kind: 'refused', retry: false, reason: 'captcha' };
  const refused = reduce(sending, attempt('shop'), answered('shop', captcha));
  expect(refused.order?.record.mails.shop).toMatchObject({ status: 'refused', mayHaveArrived: false });
  expect(refused.note).toMatch(/reCAPTCHA.*niets verstuurd.*staat nog klaar.*Verstuur opnieuw/);
  const resent = reduce(
    refused,
    { type: 'round-over' },
    { type: 'resend' },
    attempt('shop'),
    answered('shop'),
  );
  expect(resent.note).toBeNull();
  const other = reduce(sending, attempt('shop'), answered('shop', { kind: 'refused', retry: false }));
  expect(other.note).toBeNull();
});
