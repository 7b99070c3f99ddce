import type { Transport } from '@/lib/order/emailjs';
import { CONTACT, confirmEvents, reduce } from '@/__tests__/fixtures/orders';
import { createModel } from '@/lib/order/order-model';
import { contentKey } from '@/lib/order/order-record';
import { initialModel, type ModelEvent } from '@/lib/order/order-state';
import { outcomeOf } from '@/lib/order/result-state';
import { answerForError, runRound, type RoundDeps } from '@/lib/order/send';

// The real model, running: the round asks it what to do and tells it what happened.
function setup(transport: Transport, extra: Partial<RoundDeps> = {}) {
  // A new order just confirmed (running, nothing sent yet), as the page makes it.
  const content = { lines: [], contact: CONTACT, dag: '2026-11-27', uur: '10:30' };
  const model = createModel(reduce(initialModel, ...confirmEvents(content, 'DL-AAAAA', 'x')));
  const events: ModelEvent['type'][] = [];
  const sleeps: number[] = [];
  const deps: RoundDeps = {
    record: () => model.get().order?.record ?? null,
    dispatch: (event) => {
      events.push(event.type);
      model.dispatch(event);
    },
    transport,
    templates: { shop: 'template_winkel', customer: 'template_klant' },
    // Monday 23/11: Friday 27/11 is still on offer when each mail leaves.
    now: () => new Date('2026-11-23T09:00:00Z'),
    sleep: async (ms) => void sleeps.push(ms),
    ...extra,
  };
  return { model, events, sleeps, run: () => runRound(deps) };
}

it('announces every attempt to the model before the request leaves', async () => {
  const seen: string[] = [];
  const { model, run } = setup(async (template) => {
    const mail = template === 'template_winkel' ? 'shop' : 'customer';
    seen.push(`${template}:${model.get().order?.record.mails[mail].status}`);
  });
  await run();
  expect(seen).toEqual(['template_winkel:in-flight', 'template_klant:in-flight']);
  expect(model.get().order).toMatchObject({
    running: false,
    record: { mails: { customer: { status: 'accepted' } } },
  });
});

it('backs off between retries of a mail whose outcome is unknown', async () => {
  let calls = 0;
  const { sleeps, run } = setup(async () => {
    calls++;
    if (calls < 3) throw { status: 502, text: 'Bad Gateway' };
  });
  await run();
  expect(sleeps).toEqual([1000, 3000]);
});

it('does not send while the device is offline, and says so', async () => {
  const transport = jest.fn<Promise<void>, [string, Record<string, unknown>]>();
  const { events, run } = setup(transport, { online: () => false });
  await run();
  expect(transport).not.toHaveBeenCalled();
  expect(events).toEqual(['offline']);
});

it('sends a cancellation with the shop template, never the customer’s', async () => {
  const transport = jest.fn<Promise<void>, [string, Record<string, unknown>]>(async () => undefined);
  const { model, run } = setup(transport);
  await run();
  model.dispatch({ type: 'cancel', at: '2026-11-23T09:00:00.000Z' });
  transport.mockClear();
  await run();
  expect(
    transport.mock.calls.map(([template, params]) => [template, params.referentie, params.annulering]),
  ).toEqual([['template_winkel', 'DL-AAAAA', true]]);
  expect(outcomeOf(model.get().order!)).toBe('cancelled');
});

const refused = (retry: boolean, reason?: string) => ({ kind: 'refused', retry, ...(reason && { reason }) });
// Only an answer that proves nothing was taken is a refusal; the rest may have arrived (its resend marked).
it.each([
  [{ status: 426, text: 'The monthly limit of requests has been reached' }, refused(false, 'quota')],
  [{ status: 400, text: 'Email quota exceeded' }, refused(false, 'quota')],
  [{ status: 403, text: 'Please upgrade your plan to send more emails' }, refused(false, 'quota')],
  [{ status: 402, text: '' }, refused(false, 'quota')],
  // the SDK's own rate limit (es/errors/limitRateError): a moment, tried again
  [{ status: 429, text: 'Too Many Requests' }, refused(true)],
  // the SDK's block list and headless refusals
  [{ status: 403, text: 'Forbidden' }, refused(false)],
  [{ status: 451, text: 'Unavailable For Headless Browser' }, refused(false)],
  [{ status: 400, text: 'The Public Key is invalid' }, refused(false)],
  [{ status: 403, text: 'Origin not allowed' }, refused(false, 'origin')],
  // issue 54: a token missing or not accepted (any wording with 'captcha'), also the transport's own
  [{ status: 400, text: 'reCAPTCHA verification failed' }, refused(false, 'captcha')],
  [{ status: 400, text: 'reCAPTCHA: no token' }, refused(false, 'captcha')],
  [new TypeError('Failed to fetch'), { kind: 'unknown', retry: true, cause: 'network' }],
  [{ status: 0 }, { kind: 'unknown', retry: true, cause: 'network' }],
  [{ status: 502 }, { kind: 'unknown', retry: true, cause: 'error' }],
  // a 200 that is not EmailJS's own answer (a Wi-Fi sign-in page)
  [
    { status: 200, text: '<html>captive portal</html>' },
    { kind: 'unknown', retry: false, cause: 'error' },
  ],
  ['odd', { kind: 'unknown', retry: true }],
])('answerForError reads %p as %p', (error, expected) => {
  expect(answerForError(error)).toEqual(expected);
});

// A tester's find: a 200 after the time-out means the shop has the order, whatever the resend got.
it('an answer after the time-out names the order and the content it left with (the model counts it only for them)', async () => {
  let answer = () => {};
  const late: ModelEvent[] = [];
  const round = setup(() => new Promise<void>((resolve) => (answer = resolve)), {
    timing: { timeoutMs: 5 },
    dispatch: (event) => {
      if (event.type === 'answered') late.push(event);
      round.model.dispatch(event);
    },
  });
  const sent = contentKey(round.model.get().order!.record);
  await round.run();
  answer();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(late.at(-1)).toMatchObject({ mail: 'shop', reference: 'DL-AAAAA', content: sent });
});

it('a late yes counts though another attempt was refused since, or is still under way; a refusal after a time-out keeps saying the time-out', async () => {
  const late: Array<() => void> = [];
  const answers = [
    () => new Promise<void>((resolve) => late.push(resolve)),
    () => Promise.reject({ status: 400, text: 'Bad Request' }),
  ];
  const transport = jest.fn(async () => (answers.shift() ?? (async () => undefined))());
  const { model, run } = setup(transport, { timing: { timeoutMs: 5 } });
  await run();
  model.dispatch({ type: 'resend' });
  await run();
  const { shop } = model.get().order!.record.mails;
  expect(shop).toMatchObject({ status: 'refused', mayHaveArrived: true, cause: 'timeout' });
  late[0]!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(outcomeOf(model.get().order!)).toBe('shop-only');
  // still under way: the yes holds, whatever the attempt away answers
  const away = setup(async () => new Promise<void>((resolve) => late.push(resolve)), {
    timing: { timeoutMs: 5 },
  });
  await away.run();
  away.model.dispatch({ type: 'resend' });
  const round = away.run();
  await new Promise((resolve) => setTimeout(resolve, 0));
  late[1]!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(away.model.get().order?.record.mails.shop.status).toBe('accepted');
  await round;
});
