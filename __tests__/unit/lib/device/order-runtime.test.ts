import { waitFor } from '@testing-library/react';
import { createOrderRuntime } from '@/lib/device/order-runtime';
import { CONTACT, DAYS, confirmEvents, kgLine } from '@/__tests__/fixtures/orders';

// E-mail traffic faked at the boundary: the transport module.
const transport = jest.fn<Promise<void>, [string, Record<string, unknown>]>();
jest.mock('@/lib/order/emailjs', () => ({ loadEmailJsTransport: async () => transport }));
jest.mock('@/lib/env', () => ({
  builtAt: 0,
  emailJsConfig: { templateShop: 'template_winkel', templateCustomer: 'template_klant' },
}));

const line = kgLine(1, 0.5, 'Biefstuk');

// The page's clock (the host's time) on Monday 23/11: Friday 27/11 is on offer as each mail leaves.
jest.mock('@/lib/clock/page-clock', () => ({ pageNow: () => new Date('2026-11-23T09:00:00Z') }));

beforeEach(() => {
  window.localStorage.clear();
  transport.mockReset();
});

function confirmOrder(runtime: ReturnType<typeof createOrderRuntime>) {
  runtime.dispatch({ type: 'loaded', order: null, history: [], remember: false });
  const content = { lines: [line], contact: CONTACT, dag: '2026-11-27', uur: '10:30' };
  for (const event of confirmEvents(content, 'DL-AAAAA', '2026-11-23T09:00:00.000Z', DAYS.slice(0, 1)))
    runtime.dispatch(event);
}

describe('the order runtime', () => {
  it('keeps the order on the device before the first request leaves', async () => {
    const runtime = createOrderRuntime();
    const seen: string[] = [];
    transport.mockImplementation(async () => {
      seen.push(Object.keys(window.localStorage).join());
    });
    confirmOrder(runtime);
    await runtime.send();
    expect(seen[0]).toBe('bestelling-v3:order:DL-AAAAA');
    // settled: nothing personal stays behind
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('when the shop’s answer comes after the time-out, the customer copy still goes', async () => {
    jest.useFakeTimers();
    try {
      const runtime = createOrderRuntime({ timing: { timeoutMs: 10 } });
      transport.mockImplementation((template) =>
        template === 'template_winkel'
          ? new Promise((resolve) => setTimeout(resolve, 60))
          : Promise.resolve(),
      );
      confirmOrder(runtime);
      const sent = runtime.send();
      await jest.advanceTimersByTimeAsync(10);
      await sent;
      expect(runtime.model.get().order?.record.mails.shop).toMatchObject({ status: 'unknown' });
      // The shop's late answer (at 60 ms) sends the customer's copy in a round of its own.
      await jest.advanceTimersByTimeAsync(50);
      await waitFor(() =>
        expect(runtime.model.get().order?.record.mails).toMatchObject({
          shop: { status: 'accepted' },
          customer: { status: 'accepted' },
        }),
      );
      expect(transport.mock.calls.map(([template]) => template)).toEqual([
        'template_winkel',
        'template_klant',
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
