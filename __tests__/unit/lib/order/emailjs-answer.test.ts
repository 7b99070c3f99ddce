import { answerForError } from '@/lib/order/emailjs-answer';

// Issue 31.5: the quota told apart from other refusals, so the page can say why nothing reached the shop.
describe('answerForError: quota or another refusal', () => {
  it.each([
    [{ status: 426, text: 'The monthly limit of requests has been reached' }, 'quota'],
    [{ status: 400, text: 'Email quota exceeded' }, 'quota'],
    [{ status: 403, text: 'Please upgrade your plan to send more emails' }, 'quota'],
    [{ status: 402, text: '' }, 'quota'],
  ])('names %p a quota refusal, never sent again by itself', (error, reason) => {
    expect(answerForError(error)).toEqual({ kind: 'refused', retry: false, reason });
  });

  it.each([
    // the SDK's own rate limit (es/errors/limitRateError): a moment, tried again
    [429, 'Too Many Requests', { kind: 'refused', retry: true }],
    // the SDK's block list and headless refusals
    [403, 'Forbidden', { kind: 'refused', retry: false }],
    [451, 'Unavailable For Headless Browser', { kind: 'refused', retry: false }],
    [400, 'The Public Key is invalid', { kind: 'refused', retry: false }],
    [403, 'Origin not allowed', { kind: 'refused', retry: false, reason: 'origin' }],
  ])('keeps %i %j apart from the quota', (status, text, expected) => {
    expect(answerForError({ status, text })).toEqual(expected);
  });
});

// Only an answer that proves nothing was taken is a refusal; the rest may have arrived (its resend marked).
describe('answerForError: the mail may have arrived', () => {
  it.each([
    [new TypeError('Failed to fetch'), { kind: 'unknown', retry: true, cause: 'network' }],
    [{ status: 0 }, { kind: 'unknown', retry: true, cause: 'network' }],
    [{ status: 502 }, { kind: 'unknown', retry: true, cause: 'error' }],
    // a 200 that is not EmailJS's own answer (a Wi-Fi sign-in page)
    [
      { status: 200, text: '<html>captive portal</html>' },
      { kind: 'unknown', retry: false, cause: 'error' },
    ],
    ['odd', { kind: 'unknown', retry: true }],
  ])('classifies %p', (error, expected) => {
    expect(answerForError(error)).toEqual(expected);
  });
});
