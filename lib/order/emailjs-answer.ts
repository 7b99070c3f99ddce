import type { MailAnswer } from './order-record';

// What a failed EmailJS request proves. Only an answer that proves nothing was taken is 'refused'
// (sent again unmarked); everything else may have arrived.

/** Classifies a transport failure (an EmailJSResponseStatus-like { status, text } or fetch's TypeError). */
export function answerForError(error: unknown): MailAnswer {
  const { status, text } =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  // The SDK reports a request that never got an answer (offline, reset) as status 0.
  if (error instanceof TypeError || status === 0) return { kind: 'unknown', retry: true, cause: 'network' };
  if (typeof status !== 'number') return { kind: 'unknown', retry: true };
  if (status >= 500) return { kind: 'unknown', retry: true, cause: 'error' };
  // Not EmailJS's answer (a captive portal's page): an answer, but not a yes.
  if (status < 400) return { kind: 'unknown', retry: false, cause: 'error' };
  // Why EmailJS refused, when its answer says so: the month's quota, or a page address it does not allow.
  // The SDK (4.4.1) passes the API's status and text unchanged; its own 429 'Too Many Requests' is a
  // moment's rate, tried again. The quota's wording is not documented (https://www.emailjs.com/faq/):
  // 'quota', 'limit … reached/exceeded', 'upgrade your plan', or 402/426 count as the quota.
  const said = text === undefined ? '' : String(text);
  const reason =
    /quota|limit\b.*\b(reached|exceeded)|upgrade (your|the) plan/i.test(said) ||
    status === 402 ||
    status === 426
      ? 'quota'
      : status === 403 && /origin|domain|not allowed/i.test(said)
        ? 'origin'
        : undefined;
  if (status === 429 && !reason) return { kind: 'refused', retry: true };
  return { kind: 'refused', retry: false, ...(reason ? { reason } : {}) };
}
