import type { Transport } from '@/lib/order/emailjs';
import { SEND_TIMEOUT_MS, classifyError, sendOrderMails, type SendResult } from '@/lib/order/send';

const templates = { shop: 'template_winkel', customer: 'template_klant' };
const shopParams = { naam: 'Jan Peeters', soort: 'winkel' };
const customerParams = { naam: 'Jan Peeters', soort: 'klant' };

class StatusError {
  constructor(
    public status: number,
    public text: string,
  ) {}
}

type Answer = 'ok' | number | 'network' | 'hang';

/** A fake transport answering each template from its own script of answers, recording every call. */
function scriptedTransport(script: { shop?: Answer[]; customer?: Answer[] }) {
  const calls: Array<{ templateId: string; params: Record<string, unknown> }> = [];
  const remaining = { shop: [...(script.shop ?? [])], customer: [...(script.customer ?? [])] };
  const transport: Transport = (templateId, params) => {
    calls.push({ templateId, params });
    const kind = templateId === templates.shop ? 'shop' : 'customer';
    const answer = remaining[kind].shift() ?? 'ok';
    if (answer === 'ok') return Promise.resolve();
    if (answer === 'hang') return new Promise<void>(() => {});
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.reject(new StatusError(answer, 'Refused'));
  };
  const callsFor = (kind: 'shop' | 'customer') => calls.filter((c) => c.templateId === templates[kind]);
  return { transport, calls, callsFor };
}

const noSleep = () => Promise.resolve();

describe('sendOrderMails', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends both mails once with their own template and parameters', async () => {
    const { transport, calls } = scriptedTransport({});
    const result = await sendOrderMails({ shopParams, customerParams, templates, transport });
    expect(result).toEqual<SendResult>({
      ok: true,
      delivered: { shop: true, customer: true },
      timedOut: { shop: false, customer: false },
      failures: [],
    });
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        { templateId: 'template_winkel', params: shopParams },
        { templateId: 'template_klant', params: customerParams },
      ]),
    );
  });

  it('starts the customer mail before the shop mail has answered (parallel)', async () => {
    const order: string[] = [];
    let answerShop: () => void = () => {};
    const transport: Transport = (templateId) => {
      order.push(`start ${templateId}`);
      if (templateId === templates.shop) {
        return new Promise<void>((resolve) => {
          answerShop = () => {
            order.push('shop answered');
            resolve();
          };
        });
      }
      return Promise.resolve();
    };
    const sending = sendOrderMails({ shopParams, customerParams, templates, transport });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['start template_winkel', 'start template_klant']);
    answerShop();
    await expect(sending).resolves.toMatchObject({ ok: true });
    expect(order).toEqual(['start template_winkel', 'start template_klant', 'shop answered']);
  });

  it('retries a 500 after the back-off and then succeeds (exactly two calls for that mail)', async () => {
    jest.useFakeTimers();
    const { transport, callsFor } = scriptedTransport({ shop: [500, 'ok'] });
    let settled = false;
    const sending = sendOrderMails({ shopParams, customerParams, templates, transport }).then((r) => {
      settled = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(callsFor('shop')).toHaveLength(1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(callsFor('shop')).toHaveLength(2);
    const result = await sending;
    expect(result.ok).toBe(true);
    expect(result.failures).toEqual([]);
    expect(callsFor('customer')).toHaveLength(1);
  });

  it.each([
    ['429', 429],
    ['500', 500],
    ['503', 503],
    ['status 0 (network)', 0],
    ['TypeError (network)', 'network' as const],
  ])('retries %s up to three attempts with 1 s and 3 s back-off, then gives up', async (_label, answer) => {
    jest.useFakeTimers();
    const { transport, callsFor } = scriptedTransport({ customer: [answer, answer, answer, 'ok'] });
    const sending = sendOrderMails({ shopParams, customerParams, templates, transport });
    await jest.advanceTimersByTimeAsync(0);
    expect(callsFor('customer')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(callsFor('customer')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2999);
    expect(callsFor('customer')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(callsFor('customer')).toHaveLength(3);
    const result = await sending;
    expect(callsFor('customer')).toHaveLength(3);
    expect(callsFor('shop')).toHaveLength(1);
    expect(result.ok).toBe(false);
    expect(result.delivered).toEqual({ shop: true, customer: false });
    expect(result.timedOut).toEqual({ shop: false, customer: false });
    const expected =
      answer === 'network'
        ? { kind: 'customer', reason: 'network' }
        : answer === 0
          ? { kind: 'customer', reason: 'network', status: 0 }
          : { kind: 'customer', reason: 'status', status: answer };
    expect(result.failures).toEqual([expected]);
  });

  it.each([400, 403, 404, 412, 422, 451])('does not retry status %i', async (status) => {
    const sleep = jest.fn(noSleep);
    const { transport, callsFor } = scriptedTransport({ shop: [status, 'ok'] });
    const result = await sendOrderMails({ shopParams, customerParams, templates, transport, sleep });
    expect(callsFor('shop')).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(result).toEqual<SendResult>({
      ok: false,
      delivered: { shop: false, customer: true },
      timedOut: { shop: false, customer: false },
      failures: [{ kind: 'shop', reason: 'status', status }],
    });
  });

  it('reports both failures when both mails are refused', async () => {
    const { transport } = scriptedTransport({ shop: [403], customer: [451] });
    const result = await sendOrderMails({ shopParams, customerParams, templates, transport });
    expect(result.ok).toBe(false);
    expect(result.delivered).toEqual({ shop: false, customer: false });
    expect(result.failures).toEqual([
      { kind: 'shop', reason: 'status', status: 403 },
      { kind: 'customer', reason: 'status', status: 451 },
    ]);
  });

  it('uses the injected sleep with the given back-off and attempt count', async () => {
    const sleep = jest.fn(noSleep);
    const { transport, callsFor } = scriptedTransport({ shop: [500, 500, 500, 500, 'ok'] });
    const result = await sendOrderMails({
      shopParams,
      customerParams,
      templates,
      transport,
      sleep,
      timing: { backoffMs: [10, 20, 30] },
    });
    expect(sleep.mock.calls).toEqual([[10], [20], [30]]);
    expect(callsFor('shop')).toHaveLength(4);
    expect(result.delivered.shop).toBe(false);
  });

  it('counts an attempt without an answer as failed at exactly 20 s, and does not retry it', async () => {
    jest.useFakeTimers();
    const { transport, callsFor } = scriptedTransport({ shop: ['hang', 'ok'] });
    let result: SendResult | undefined;
    void sendOrderMails({ shopParams, customerParams, templates, transport }).then((r) => {
      result = r;
    });
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(SEND_TIMEOUT_MS).toBe(20_000);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual<SendResult>({
      ok: false,
      delivered: { shop: false, customer: true },
      timedOut: { shop: true, customer: false },
      failures: [{ kind: 'shop', reason: 'timeout' }],
    });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(callsFor('shop')).toHaveLength(1);
  });

  it('applies the time-out to each attempt, also to a retry', async () => {
    jest.useFakeTimers();
    const { transport, callsFor } = scriptedTransport({ customer: [503, 'hang'] });
    let result: SendResult | undefined;
    void sendOrderMails({ shopParams, customerParams, templates, transport }).then((r) => {
      result = r;
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(callsFor('customer')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result?.timedOut).toEqual({ shop: false, customer: true });
    expect(result?.failures).toEqual([{ kind: 'customer', reason: 'timeout' }]);
  });

  it('honours a custom time-out', async () => {
    jest.useFakeTimers();
    const { transport } = scriptedTransport({ shop: ['hang'], customer: ['hang'] });
    let result: SendResult | undefined;
    void sendOrderMails({
      shopParams,
      customerParams,
      templates,
      transport,
      timing: { timeoutMs: 500 },
    }).then((r) => {
      result = r;
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result?.timedOut).toEqual({ shop: true, customer: true });
  });

  it('ignores a late answer after the time-out (no unhandled rejection, result unchanged)', async () => {
    jest.useFakeTimers();
    let rejectLate: (error: unknown) => void = () => {};
    const transport: Transport = (templateId) =>
      templateId === templates.shop
        ? new Promise<void>((_resolve, reject) => {
            rejectLate = reject;
          })
        : Promise.resolve();
    const sending = sendOrderMails({ shopParams, customerParams, templates, transport });
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    const result = await sending;
    rejectLate(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(result.timedOut.shop).toBe(true);
    expect(result.failures).toEqual([{ kind: 'shop', reason: 'timeout' }]);
  });

  it('partial resend: sends only the mail that was not delivered yet', async () => {
    const { transport, calls } = scriptedTransport({});
    const result = await sendOrderMails({
      shopParams,
      customerParams,
      templates,
      transport,
      alreadyDelivered: { shop: true, customer: false },
    });
    expect(calls).toEqual([{ templateId: 'template_klant', params: customerParams }]);
    expect(result).toEqual<SendResult>({
      ok: true,
      delivered: { shop: true, customer: true },
      timedOut: { shop: false, customer: false },
      failures: [],
    });
  });

  it('partial resend that fails again keeps the earlier delivery', async () => {
    const { transport, calls } = scriptedTransport({ shop: [400] });
    const result = await sendOrderMails({
      shopParams,
      customerParams,
      templates,
      transport,
      alreadyDelivered: { shop: false, customer: true },
    });
    expect(calls).toEqual([{ templateId: 'template_winkel', params: shopParams }]);
    expect(result.delivered).toEqual({ shop: false, customer: true });
    expect(result.ok).toBe(false);
  });

  it('sends nothing when both mails were already delivered', async () => {
    const { transport, calls } = scriptedTransport({});
    const result = await sendOrderMails({
      shopParams,
      customerParams,
      templates,
      transport,
      alreadyDelivered: { shop: true, customer: true },
    });
    expect(calls).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('keeps no state between calls: two overlapping calls each send their own mails', async () => {
    const { transport, calls } = scriptedTransport({ shop: [500, 'ok'] });
    const [first, second] = await Promise.all([
      sendOrderMails({ shopParams, customerParams, templates, transport, sleep: noSleep }),
      sendOrderMails({
        shopParams: { naam: 'Tweede' },
        customerParams: { naam: 'Tweede' },
        templates,
        transport,
        sleep: noSleep,
      }),
    ]);
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(true);
    expect(calls.filter((c) => c.params.naam === 'Tweede')).toHaveLength(2);
    expect(calls).toHaveLength(5);
  });

  it('treats a synchronous throw of the transport as a failed attempt', async () => {
    const transport: Transport = () => {
      throw new StatusError(400, 'The template ID is required.');
    };
    const result = await sendOrderMails({ shopParams, customerParams, templates, transport });
    expect(result.failures).toEqual([
      { kind: 'shop', reason: 'status', status: 400 },
      { kind: 'customer', reason: 'status', status: 400 },
    ]);
  });
});

describe('classifyError', () => {
  it('reads network errors, statuses and unknown errors', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      reason: 'network',
      retryable: true,
    });
    expect(classifyError({ status: 0, text: 'Network Error' })).toMatchObject({
      reason: 'network',
      retryable: true,
    });
    expect(classifyError({ status: 429, text: 'Too Many Requests' })).toMatchObject({ retryable: true });
    expect(classifyError({ status: 502, text: 'Bad Gateway' })).toMatchObject({ retryable: true });
    expect(classifyError({ status: 451, text: 'Unavailable For Headless Browser' })).toMatchObject({
      reason: 'status',
      status: 451,
      retryable: false,
    });
    expect(classifyError('iets vreemds')).toEqual({ kind: 'failed', reason: 'status', retryable: false });
  });
});
