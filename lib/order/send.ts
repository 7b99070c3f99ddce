// Each event is dispatched (and stored) before the request it announces leaves: a reload finds it.
import { productsOf } from './catalogue';
import type { Transport } from './emailjs';
import type { ModelEvent } from './order-state';
import { TIMED_OUT, contentKey, nextStep, type MailAnswer } from './order-record';
import { buildTemplateParams } from './payload';
import { pickupDays } from './pickup';
import type { OrderRecord } from './stored';

export type RoundDeps = {
  /** This tab's order as the model holds it now. */
  record: () => OrderRecord | null;
  dispatch: (event: ModelEvent) => void;
  transport: Transport;
  /** The cancellation goes with the shop's template (its `annulering` marks it). */
  templates: Record<'shop' | 'customer', string>;
  /** The page's clock (the host's time): the day is checked against it as each mail leaves. */
  now: () => Date;
  /** false when the device knows it has no network: then nothing leaves and nothing is marked. */
  online?: () => boolean;
  /** The SDK has no time-out of its own: an attempt without an answer after this (20 s) counts as unknown. */
  timing?: { timeoutMs?: number };
  sleep?: (ms: number) => Promise<void>;
};

export async function runRound(deps: RoundDeps): Promise<void> {
  const sleep = deps.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (;;) {
    const order = deps.record();
    const step = order ? nextStep(order) : ({ kind: 'done' } as const);
    if (!order || step.kind === 'done') return deps.dispatch({ type: 'round-over' });
    const { mail, resend, retryNumber } = step;
    if (retryNumber > 0) await sleep(retryNumber === 1 ? 1000 : 3000);
    if (deps.online && !deps.online()) return deps.dispatch({ type: 'offline' });
    const now = deps.now();
    const daysNow = pickupDays({ now, products: productsOf(order.lines) });
    deps.dispatch({ type: 'attempt', mail, at: now.toISOString(), daysNow });
    // The model may stop here (the day is gone): then nothing leaves.
    const leaving = deps.record();
    if (leaving?.mails[mail]?.status !== 'in-flight') return;
    const params = buildTemplateParams({ order: leaving, resend, cancel: mail === 'cancel' });
    const call = Promise.resolve()
      .then(() => deps.transport(deps.templates[mail === 'cancel' ? 'shop' : mail], params))
      .then((): MailAnswer => ({ kind: 'accepted' }), answerForError);
    // One request against the time limit. A request that answers after it still tells the model.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<null>(
      (resolve) => (timer = setTimeout(resolve, deps.timing?.timeoutMs ?? 20_000, null)),
    );
    const answer = await Promise.race([call, limit]);
    clearTimeout(timer);
    if (!answer) {
      const late = { reference: leaving.reference, content: contentKey(leaving) };
      void call.then((answer) => deps.dispatch({ type: 'answered', mail, answer, ...late }));
    }
    deps.dispatch({ type: 'answered', mail, answer: answer ?? TIMED_OUT });
  }
}

// EmailJS's wording is undocumented (https://www.emailjs.com/faq/): a quota is any of these, or 402/426.
const QUOTA_WORDS = /quota|limit\b.*\b(reached|exceeded)|upgrade (your|the) plan/i;

/** @public What a transport's rejection proves: 'refused' only when nothing was taken (order-record.ts). */
export function answerForError(error: unknown): MailAnswer {
  const { status, text } =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  // The SDK reports a request that never got an answer (offline, reset) as status 0.
  if (error instanceof TypeError || status === 0) return { kind: 'unknown', retry: true, cause: 'network' };
  if (typeof status !== 'number') return { kind: 'unknown', retry: true };
  if (status >= 500) return { kind: 'unknown', retry: true, cause: 'error' };
  // Not EmailJS's answer (a captive portal's page): an answer, but not a yes.
  if (status < 400) return { kind: 'unknown', retry: false, cause: 'error' };
  // SDK 4.4.1 passes the API's status and text as is; its own 429 'Too Many Requests' is a moment's rate.
  const said = text === undefined ? '' : String(text);
  const quota = QUOTA_WORDS.test(said) || status === 402 || status === 426;
  const origin = status === 403 && /origin|domain|not allowed/i.test(said);
  const reason = quota ? 'quota' : origin ? 'origin' : /captcha/i.test(said) ? 'captcha' : undefined;
  if (status === 429 && !reason) return { kind: 'refused', retry: true };
  return { kind: 'refused', retry: false, ...(reason ? { reason } : {}) };
}
