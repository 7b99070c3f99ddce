import { copyUnknownText, maybeArrivedText } from '@/lib/order/mail-cause';
import { TIMED_OUT, attemptAnswered, attemptStarted, type MailAnswer } from '@/lib/order/order-record';
import { parseKeptOrder } from '@/lib/order/stored';
import { anOrder } from '@/__tests__/fixtures/orders';

const AT = '2026-11-23T09:00:00.000Z';

/** An order whose shop mail was accepted and whose copy got `answers`, one attempt each. */
function copyAfter(...answers: MailAnswer[]) {
  let record = anOrder();
  record = attemptAnswered(attemptStarted(record, 'shop', AT), 'shop', { kind: 'accepted' });
  for (const answer of answers)
    record = attemptAnswered(attemptStarted(record, 'customer', AT), 'customer', answer);
  return record;
}

it('a copy of unknown fate keeps the cause of its last answer (an error answer is not a time-out), on the device too, and the page says why a mail’s fate is unknown', () => {
  const error: MailAnswer = { kind: 'unknown', retry: true, cause: 'error' };
  expect(copyAfter(error).mails.customer.cause).toBe('error');
  expect(copyAfter(TIMED_OUT).mails.customer.cause).toBe('timeout');
  expect(copyAfter(TIMED_OUT, error).mails.customer.cause).toBe('error');
  // an answer that proves something leaves no cause behind
  expect(copyAfter(error, { kind: 'accepted' }).mails.customer).not.toHaveProperty('cause');
  // and it is kept on the device with the order
  const record = copyAfter({ kind: 'unknown', retry: true, cause: 'network' });
  const kept = parseKeptOrder(JSON.stringify({ order: record, owner: 'tab', heartbeat: 1 }));
  expect(kept?.order.mails.customer.cause).toBe('network');
  expect(copyUnknownText('error')).toContain('de e-maildienst antwoordde met een fout.');
  expect(copyUnknownText('timeout')).toContain('de e-maildienst antwoordde niet op tijd.');
  expect(copyUnknownText('network')).toContain('de verbinding met de e-maildienst werd verbroken.');
  expect(maybeArrivedText('error')).toMatch(
    /^De e-maildienst antwoordde met een fout: misschien is uw bestelling toch aangekomen\./,
  );
  expect(maybeArrivedText(undefined)).toMatch(/^We kregen geen duidelijk antwoord van de e-maildienst:/);
});
