// Sends the shop mail and the customer copy in parallel, each with its own retries, so that no order
// is lost and none is doubled. Pure: the transport and the back-off sleep are injected, and every call
// keeps its state in local variables (two calls never share anything).
import type { MailKind, Transport } from './emailjs';

export type Delivery = { shop: boolean; customer: boolean };

export type SendFailure = { kind: MailKind; reason: 'timeout' | 'network' | 'status'; status?: number };

export type SendResult = {
  ok: boolean;
  delivered: Delivery;
  timedOut: Delivery;
  failures: SendFailure[];
};

/** The SDK has no time-out of its own: an attempt without an answer after this counts as failed. */
export const SEND_TIMEOUT_MS = 20_000;

/** Waits before the 2nd and 3rd attempt of a mail that failed in a way worth retrying. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [1000, 3000];

const MAIL_KINDS: readonly MailKind[] = ['shop', 'customer'];

type AttemptResult =
  { kind: 'sent' } | { kind: 'failed'; reason: SendFailure['reason']; status?: number; retryable: boolean };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** Network errors, 429 and 5xx may pass on a second try; other refusals (400, 403, 451…) will not. */
export function classifyError(error: unknown): Extract<AttemptResult, { kind: 'failed' }> {
  if (error instanceof TypeError) return { kind: 'failed', reason: 'network', retryable: true };
  const status = statusOf(error);
  if (status === undefined) return { kind: 'failed', reason: 'status', retryable: false };
  if (status === 0) return { kind: 'failed', reason: 'network', status, retryable: true };
  const retryable = status === 429 || status >= 500;
  return { kind: 'failed', reason: 'status', status, retryable };
}

async function attempt(
  transport: Transport,
  templateId: string,
  params: Record<string, unknown>,
  timeoutMs: number,
): Promise<AttemptResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed', reason: 'timeout', retryable: false }), timeoutMs);
  });
  const call = Promise.resolve()
    .then(() => transport(templateId, params))
    .then((): AttemptResult => ({ kind: 'sent' }), classifyError);
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function sendOne(
  transport: Transport,
  templateId: string,
  params: Record<string, unknown>,
  timeoutMs: number,
  backoffMs: readonly number[],
  sleep: (ms: number) => Promise<void>,
): Promise<AttemptResult> {
  for (let index = 0; ; index += 1) {
    const result = await attempt(transport, templateId, params, timeoutMs);
    // A time-out is not retried: the mail may still have arrived, the person decides to resend.
    if (result.kind === 'sent' || !result.retryable) return result;
    const wait = backoffMs[index];
    if (wait === undefined) return result;
    await sleep(wait);
  }
}

export async function sendOrderMails(input: {
  shopParams: Record<string, unknown>;
  customerParams: Record<string, unknown>;
  templates: { shop: string; customer: string };
  transport: Transport;
  alreadyDelivered?: Delivery;
  timing?: { timeoutMs?: number; backoffMs?: readonly number[] };
  sleep?: (ms: number) => Promise<void>;
}): Promise<SendResult> {
  const timeoutMs = input.timing?.timeoutMs ?? SEND_TIMEOUT_MS;
  const backoffMs = input.timing?.backoffMs ?? DEFAULT_BACKOFF_MS;
  const sleep = input.sleep ?? defaultSleep;
  const params = { shop: input.shopParams, customer: input.customerParams };

  const outcomes = await Promise.all(
    MAIL_KINDS.map(async (kind) => {
      if (input.alreadyDelivered?.[kind]) return { kind, result: { kind: 'sent' } as AttemptResult };
      const result = await sendOne(
        input.transport,
        input.templates[kind],
        params[kind],
        timeoutMs,
        backoffMs,
        sleep,
      );
      return { kind, result };
    }),
  );

  const delivered: Delivery = { shop: false, customer: false };
  const timedOut: Delivery = { shop: false, customer: false };
  const failures: SendFailure[] = [];
  for (const { kind, result } of outcomes) {
    if (result.kind === 'sent') {
      delivered[kind] = true;
      continue;
    }
    if (result.reason === 'timeout') timedOut[kind] = true;
    failures.push(
      result.status === undefined
        ? { kind, reason: result.reason }
        : { kind, reason: result.reason, status: result.status },
    );
  }
  return { ok: delivered.shop && delivered.customer, delivered, timedOut, failures };
}
