import fc from 'fast-check';
import {
  answerForError,
  attemptAnswered,
  attemptStarted,
  confirmOrder,
  nextStep,
  outcomeOf,
  pageRestored,
  type MailAnswer,
  type MailKind,
  type OrderRecord,
} from '@/lib/order/lifecycle';

const content = {
  lines: [{ id: 1, gewicht: '0,5' }],
  contact: { naam: 'Jan' },
  dag: '2026-11-27',
  uur: '10:30',
};
const accepted: MailAnswer = { kind: 'accepted' };
const refused = (status: number, retry = false): MailAnswer => ({ kind: 'refused', status, retry });
const unknown = (retry = true): MailAnswer => ({ kind: 'unknown', retry });

function answer<R extends OrderRecord>(order: R, kind: MailKind, reply: MailAnswer): R {
  return attemptAnswered(attemptStarted(order, kind), kind, reply);
}

describe('order lifecycle', () => {
  const order = confirmOrder(null, content, () => 'DL-AAAAA');

  it('sends the shop mail first, unmarked', () => {
    expect(order.reference).toBe('DL-AAAAA');
    expect(nextStep(order)).toEqual({ kind: 'send', mail: 'shop', resend: false, retryNumber: 0 });
  });

  it('sends the customer copy only after the shop mail was accepted', () => {
    const inFlight = attemptStarted(order, 'shop');
    expect(nextStep(inFlight)).toEqual({ kind: 'done', outcome: 'sending' });
    const shopDone = attemptAnswered(inFlight, 'shop', accepted);
    expect(nextStep(shopDone)).toEqual({ kind: 'send', mail: 'customer', resend: false, retryNumber: 0 });
    expect(outcomeOf(answer(shopDone, 'customer', accepted))).toBe('sent');
  });

  it('never sends the customer copy when the shop mail failed', () => {
    const failed = answer(order, 'shop', refused(400));
    expect(nextStep(failed)).toEqual({ kind: 'done', outcome: 'not-arrived' });
    expect(failed.mails.customer.status).toBe('not-sent');
  });

  it('retries a 429 unmarked: it proves nothing was accepted', () => {
    const once = answer(order, 'shop', refused(429, true));
    expect(nextStep(once)).toEqual({ kind: 'send', mail: 'shop', resend: false, retryNumber: 1 });
  });

  it('retries a 5xx or network error marked, with the same reference', () => {
    const once = answer(order, 'shop', unknown());
    expect(nextStep(once)).toEqual({ kind: 'send', mail: 'shop', resend: true, retryNumber: 1 });
    expect(once.reference).toBe('DL-AAAAA');
  });

  it('stops after three attempts in one round and says what is known', () => {
    let state = order;
    for (let i = 0; i < 3; i++) state = answer(state, 'shop', unknown());
    expect(nextStep(state)).toEqual({ kind: 'done', outcome: 'maybe' });
  });

  it('does not retry a time-out at once; the next round sends it marked', () => {
    const timedOut = answer(order, 'shop', unknown(false));
    expect(nextStep(timedOut)).toEqual({ kind: 'done', outcome: 'maybe' });
    const again = confirmOrder(timedOut, content, () => 'DL-NEW22');
    expect(again.reference).toBe('DL-AAAAA');
    expect(nextStep(again)).toEqual({ kind: 'send', mail: 'shop', resend: true, retryNumber: 0 });
  });

  it('after a reload mid-request treats the mail as maybe arrived', () => {
    const restored = pageRestored(attemptStarted(order, 'shop'));
    expect(restored.mails.shop.status).toBe('outcome-unknown');
    expect(outcomeOf(restored)).toBe('maybe');
    expect(nextStep(confirmOrder(restored, content, () => 'x'))).toMatchObject({
      mail: 'shop',
      resend: true,
    });
  });

  it('completing a partly sent order sends only what is missing; a changed one sends both, marked where needed', () => {
    const shopOnly = answer(answer(order, 'shop', accepted), 'customer', refused(400));
    expect(outcomeOf(shopOnly)).toBe('shop-only');
    const same = confirmOrder(shopOnly, content, () => 'x');
    expect(nextStep(same)).toEqual({ kind: 'send', mail: 'customer', resend: false, retryNumber: 0 });
    const changed = confirmOrder(shopOnly, { ...content, uur: '11:00' }, () => 'x');
    expect(nextStep(changed)).toEqual({ kind: 'send', mail: 'shop', resend: true, retryNumber: 0 });
    expect(changed.reference).toBe('DL-AAAAA');
  });

  it.each([
    [new TypeError('Failed to fetch'), unknown()],
    [{ status: 0 }, unknown()],
    [{ status: 502 }, unknown()],
    [{ status: 429 }, refused(429, true)],
    [{ status: 400 }, refused(400)],
    [{ status: 403 }, refused(403)],
    [{ status: 451 }, refused(451)],
    ['odd', unknown()],
  ])('classifies %p', (error, expected) => {
    expect(answerForError(error)).toEqual(expected);
  });
});

// For any mix of answers, reloads and new confirm clicks: the customer copy never goes before the
// shop accepted, at most one unmarked shop mail ever arrives, and every order ends sent or pending
// with its one reference.
describe('order lifecycle, property', () => {
  type Reply = 'accept' | 'refuse400' | 'refuse429' | 'lost-accepted' | 'lost' | 'timeout' | 'reload';
  const reply = fc.constantFrom<Reply>(
    'accept',
    'refuse400',
    'refuse429',
    'lost-accepted',
    'lost',
    'timeout',
    'reload',
  );

  it('holds for any sequence', () => {
    fc.assert(
      fc.property(
        fc.array(reply, { maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 20 }),
        (replies, edits) => {
          const arrived: Array<{ kind: MailKind; resend: boolean }> = [];
          let state = confirmOrder(null, content, () => 'DL-AAAAA');
          let queue = [...replies];
          let rounds = 0;
          let editIndex = 0;
          while (rounds < 25) {
            const step = nextStep(state);
            if (step.kind === 'done') {
              if (step.outcome === 'sent' || queue.length === 0) break;
              rounds++;
              const changed = edits[editIndex++] ?? false;
              state = confirmOrder(
                state,
                changed ? { ...content, uur: `1${rounds % 8}:00` } : state,
                () => 'DL-OTHER',
              );
              continue;
            }
            if (step.mail === 'customer') expect(state.mails.shop.status).toBe('accepted');
            state = attemptStarted(state, step.mail);
            const next = queue.shift() ?? 'accept';
            if (next === 'reload') {
              // the request may or may not have arrived before the page went
              arrived.push({ kind: step.mail, resend: step.resend });
              state = pageRestored(state);
              continue;
            }
            if (next === 'accept' || next === 'lost-accepted')
              arrived.push({ kind: step.mail, resend: step.resend });
            const answerFor: Record<Exclude<Reply, 'reload'>, MailAnswer> = {
              accept: accepted,
              refuse400: refused(400),
              refuse429: refused(429, true),
              'lost-accepted': unknown(),
              lost: unknown(),
              timeout: unknown(false),
            };
            state = attemptAnswered(state, step.mail, answerFor[next]);
          }
          queue = [];
          expect(state.reference).toBe('DL-AAAAA');
          expect(arrived.filter((mail) => mail.kind === 'shop' && !mail.resend).length).toBeLessThanOrEqual(
            1,
          );
          expect(
            arrived.filter((mail) => mail.kind === 'customer' && !mail.resend).length,
          ).toBeLessThanOrEqual(1);
          expect(['sent', 'shop-only', 'maybe', 'not-arrived']).toContain(outcomeOf(state));
        },
      ),
      { numRuns: 500 },
    );
  });
});
