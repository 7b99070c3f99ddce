import type { Transport } from '@/lib/order/emailjs';
import { confirmOrder, outcomeOf, type MailKind, type OrderRecord } from '@/lib/order/lifecycle';
import { SEND_TIMEOUT_MS, sendOrder } from '@/lib/order/send';

const templates = { shop: 'template_winkel', customer: 'template_klant' };
const content = { lines: ['Biefstuk 0,5 kg'], contact: { naam: 'Jan' }, dag: '2026-11-27', uur: '10:30' };

class StatusError {
  constructor(public status: number) {}
}
type Answer = 'ok' | number | 'network' | 'hang';

function scripted(script: { shop?: Answer[]; customer?: Answer[] }) {
  const log: string[] = [];
  const remaining = { shop: [...(script.shop ?? [])], customer: [...(script.customer ?? [])] };
  const transport: Transport = (templateId, params) => {
    const kind: MailKind = templateId === templates.shop ? 'shop' : 'customer';
    log.push(`${kind}${params.resend ? ' (herzending)' : ''}`);
    const answer = remaining[kind].shift() ?? 'ok';
    if (answer === 'ok') return Promise.resolve();
    if (answer === 'hang') return new Promise<void>(() => {});
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.reject(new StatusError(answer));
  };
  return { transport, log };
}

function run(order: OrderRecord, transport: Transport, saved: OrderRecord[] = [], sleeps: number[] = []) {
  return sendOrder(order, {
    transport,
    templates,
    paramsFor: (current, kind, resend) => ({ kind, reference: current.reference, resend }),
    save: (state) => saved.push(state),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
}

const newOrder = () => confirmOrder(null, content, () => 'DL-AAAAA');

describe('sendOrder', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the shop mail, then the customer copy', async () => {
    const { transport, log } = scripted({});
    const result = await run(newOrder(), transport);
    expect(log).toEqual(['shop', 'customer']);
    expect(outcomeOf(result)).toBe('sent');
  });

  it('saves the order as in flight before the request leaves', async () => {
    const saved: OrderRecord[] = [];
    let seenAtRequest: string | undefined;
    const transport: Transport = () => {
      seenAtRequest ??= saved.at(-1)?.mails.shop.status;
      return Promise.resolve();
    };
    await run(newOrder(), transport, saved);
    expect(seenAtRequest).toBe('in-flight');
    expect(saved.map((s) => `${s.mails.shop.status}/${s.mails.customer.status}`)).toEqual([
      'in-flight/not-sent',
      'accepted/not-sent',
      'accepted/in-flight',
      'accepted/accepted',
    ]);
  });

  it('sends no customer copy when the shop refused', async () => {
    const { transport, log } = scripted({ shop: [403] });
    const result = await run(newOrder(), transport);
    expect(log).toEqual(['shop']);
    expect(outcomeOf(result)).toBe('not-arrived');
  });

  it('retries a 502 marked after 1 s and a second time after 3 s, then says it may have arrived', async () => {
    const { transport, log } = scripted({ shop: [502, 502, 502] });
    const sleeps: number[] = [];
    const result = await run(newOrder(), transport, [], sleeps);
    expect(log).toEqual(['shop', 'shop (herzending)', 'shop (herzending)']);
    expect(sleeps).toEqual([1000, 3000]);
    expect(outcomeOf(result)).toBe('maybe');
  });

  it('retries a 429 unmarked', async () => {
    const { transport, log } = scripted({ shop: [429] });
    const result = await run(newOrder(), transport);
    expect(log).toEqual(['shop', 'shop', 'customer']);
    expect(outcomeOf(result)).toBe('sent');
  });

  it('a network error then success on the customer copy: the copy is resent marked', async () => {
    const { transport, log } = scripted({ customer: ['network'] });
    await run(newOrder(), transport);
    expect(log).toEqual(['shop', 'customer', 'customer (herzending)']);
  });

  it('gives up on an attempt without answer after the time limit, without retrying it', async () => {
    jest.useFakeTimers();
    const { transport, log } = scripted({ shop: ['hang'] });
    let done: OrderRecord | undefined;
    void run(newOrder(), transport).then((result) => (done = result));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(done).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(done && outcomeOf(done)).toBe('maybe');
    expect(log).toEqual(['shop']);
  });
});
