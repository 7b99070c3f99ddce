// Sends one order's mails as the lifecycle decides (lifecycle.ts): shop mail first, the customer copy
// after EmailJS accepted it, retries with back-off, the resend mark where a mail may already have
// arrived. Pure apart from the injected transport, clock and storage: every step is handed to `save`
// before the request leaves, so a reload mid-send finds the order and what was under way.
import type { MailKind, Transport } from './emailjs';
import {
  TIMED_OUT,
  answerForError,
  attemptAnswered,
  attemptStarted,
  nextStep,
  type MailAnswer,
  type OrderRecord,
} from './lifecycle';

/** The SDK has no time-out of its own: an attempt without an answer after this counts as unknown. */
export const SEND_TIMEOUT_MS = 20_000;

/** Waits before the 2nd and 3rd attempt of a mail that failed in a way worth retrying. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [1000, 3000];

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt(
  transport: Transport,
  templateId: string,
  params: Record<string, unknown>,
  timeoutMs: number,
): Promise<MailAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<MailAnswer>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  const call = Promise.resolve()
    .then(() => transport(templateId, params))
    .then((): MailAnswer => ({ kind: 'accepted' }), answerForError);
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type SendDeps<R extends OrderRecord> = {
  transport: Transport;
  templates: Record<MailKind, string>;
  /** The template parameters of one mail, with or without the resend mark. */
  paramsFor: (order: R, kind: MailKind, resend: boolean) => Record<string, unknown>;
  /** Called with every new state, before the request it announces leaves. */
  save: (order: R) => void;
  timing?: { timeoutMs?: number; backoffMs?: readonly number[] };
  sleep?: (ms: number) => Promise<void>;
};

/** Runs one round (one confirm click) until the lifecycle says it is over; returns the final record. */
export async function sendOrder<R extends OrderRecord>(start: R, deps: SendDeps<R>): Promise<R> {
  const timeoutMs = deps.timing?.timeoutMs ?? SEND_TIMEOUT_MS;
  const backoffMs = deps.timing?.backoffMs ?? DEFAULT_BACKOFF_MS;
  const sleep = deps.sleep ?? defaultSleep;
  let order = start;
  for (;;) {
    const step = nextStep(order);
    if (step.kind === 'done') return order;
    if (step.retryNumber > 0) await sleep(backoffMs[step.retryNumber - 1] ?? backoffMs.at(-1) ?? 0);
    const params = deps.paramsFor(order, step.mail, step.resend);
    order = attemptStarted(order, step.mail);
    deps.save(order);
    const answer = await attempt(deps.transport, deps.templates[step.mail], params, timeoutMs);
    order = attemptAnswered(order, step.mail, answer);
    deps.save(order);
  }
}
