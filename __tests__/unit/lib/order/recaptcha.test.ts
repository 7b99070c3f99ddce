import { withCaptcha } from '@/lib/order/recaptcha';

// Issue 54: Google accepts a reCAPTCHA token once, so each mail gets its own; without one nothing leaves.

it('gives every mail a token of its own as g-recaptcha-response, beside the order’s parameters; sends nothing without a token, and refuses in the words answerForError reads as reCAPTCHA', async () => {
  const transport = jest.fn(async (_template: string, _params: Record<string, unknown>) => undefined);
  const tokens = ['token-1', 'token-2'];
  const send = withCaptcha(transport, async () => tokens.shift() ?? null);
  await send('template_winkel', { naam: 'Els' });
  await send('template_klant', { naam: 'Els' });
  expect(transport.mock.calls).toEqual([
    ['template_winkel', { naam: 'Els', 'g-recaptcha-response': 'token-1' }],
    ['template_klant', { naam: 'Els', 'g-recaptcha-response': 'token-2' }],
  ]);
  transport.mockClear();
  const refused = withCaptcha(transport, async () => null)('template_winkel', {});
  await expect(refused).rejects.toEqual({ status: 400, text: 'reCAPTCHA: no token' });
  expect(transport).not.toHaveBeenCalled();
});

// The widget against a fake of Google's api.js; a fresh module each time (it keeps one widget a document).
async function freshModule() {
  let loaded: typeof import('@/lib/order/recaptcha') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('@/lib/order/recaptcha');
  });
  return loaded!;
}
const global = window as unknown as Record<string, unknown>;
const googleScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.google.com/recaptcha/"]');
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
  delete global.grecaptcha;
});

it('loads Google’s script once, renders one invisible widget, and executes and resets it per token', async () => {
  const { recaptchaTokens } = await freshModule();
  let callback: (token: string) => void = () => undefined;
  let issued = 0;
  const api = {
    render: jest.fn((_element: HTMLElement, options: { callback: (token: string) => void }) => {
      callback = options.callback;
      return 7;
    }),
    execute: jest.fn(() => callback(`token-${(issued += 1)}`)),
    reset: jest.fn(),
  };
  const token = recaptchaTokens('6LeSiteKey');
  const first = token();
  expect(googleScripts()).toHaveLength(1);
  expect(googleScripts()[0]!.getAttribute('src')).toContain('render=explicit');
  global.grecaptcha = api;
  (global.slagerijRecaptchaLoaded as () => void)();
  await expect(first).resolves.toBe('token-1');
  await expect(token()).resolves.toBe('token-2');
  expect(api.render).toHaveBeenCalledTimes(1);
  expect(api.render.mock.calls[0]![1]).toMatchObject({ sitekey: '6LeSiteKey', size: 'invisible' });
  expect(api.reset.mock.calls).toEqual([[7], [7]]);
  expect(googleScripts()).toHaveLength(1);
});

it('gives no token after 15 s when Google never answers (a script blocked half-way), so nothing hangs', async () => {
  jest.useFakeTimers();
  const { recaptchaTokens } = await freshModule();
  const token = recaptchaTokens('6LeSiteKey')();
  jest.advanceTimersByTime(15_000);
  await expect(token).resolves.toBeNull();
});
