import { withCaptcha } from '@/lib/order/recaptcha';

// Issue 54: Google accepts a reCAPTCHA token once, so each mail gets its own; without one nothing leaves.

it('gives every mail a token of its own as g-recaptcha-response, beside the order’s parameters', async () => {
  const transport = jest.fn(async (_template: string, _params: Record<string, unknown>) => undefined);
  const tokens = ['token-1', 'token-2'];
  const send = withCaptcha(transport, async () => tokens.shift() ?? null);
  await send('template_winkel', { naam: 'Els' });
  await send('template_klant', { naam: 'Els' });
  expect(transport.mock.calls).toEqual([
    ['template_winkel', { naam: 'Els', 'g-recaptcha-response': 'token-1' }],
    ['template_klant', { naam: 'Els', 'g-recaptcha-response': 'token-2' }],
  ]);
});

it('sends nothing without a token, and refuses in the words answerForError reads as reCAPTCHA', async () => {
  const transport = jest.fn(async () => undefined);
  await expect(withCaptcha(transport, async () => null)('template_winkel', {})).rejects.toEqual({
    status: 400,
    text: 'reCAPTCHA: no token',
  });
  expect(transport).not.toHaveBeenCalled();
});
