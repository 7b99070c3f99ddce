import { answerForError } from '@/lib/order/emailjs-answer';

// Issue 31.5: the month's quota told apart from EmailJS's other refusals (the SDK's own answers and
// the API's text, lib/order/emailjs-answer.ts), so the page can say why nothing reached the shop.
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
    [
      { status: 429, text: 'Too Many Requests' },
      { kind: 'refused', retry: true },
    ],
    // the SDK's block list and headless refusals
    [
      { status: 403, text: 'Forbidden' },
      { kind: 'refused', retry: false },
    ],
    [
      { status: 451, text: 'Unavailable For Headless Browser' },
      { kind: 'refused', retry: false },
    ],
    [
      { status: 400, text: 'The Public Key is invalid' },
      { kind: 'refused', retry: false },
    ],
  ])('keeps %p apart from the quota', (error, expected) => {
    expect(answerForError(error)).toEqual(expected);
  });
});
