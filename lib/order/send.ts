// Runs one round of an order's mails as the model decides. Every event is dispatched (and stored) before
// the request it announces leaves, so a reload mid-send finds what was under way.
import { productsOf } from './catalogue';
import type { Transport } from './emailjs';
import { answerForError } from './emailjs-answer';
import type { ModelEvent } from './order-state';
import { TIMED_OUT, nextStep, type MailAnswer, type MailKind } from './order-record';
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
    // The 2nd attempt of a mail worth retrying waits 1 s, every later one 3 s.
    if (step.retryNumber > 0) await sleep(step.retryNumber === 1 ? 1000 : 3000);
    if (deps.online && !deps.online()) return deps.dispatch({ type: 'offline' });
    const now = deps.now();
    const daysNow = pickupDays({ now, products: productsOf(order.lines) });
    deps.dispatch({ type: 'attempt', mail: step.mail, at: now.toISOString(), daysNow });
    // The model may stop here (the day is gone): then nothing leaves.
    const leaving = deps.record();
    if (leaving?.mails[step.mail]?.status !== 'in-flight') return;
    const params = buildTemplateParams({
      order: leaving,
      resend: step.resend,
      cancel: step.mail === 'cancel',
    });
    const answer = await attempt(deps, order.reference, step.mail, params);
    deps.dispatch({ type: 'answered', mail: step.mail, answer });
  }
}

// One request against the time limit. A request that answers after it still tells the model.
async function attempt(
  deps: RoundDeps,
  reference: string,
  mail: MailKind,
  params: Record<string, unknown>,
): Promise<MailAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<MailAnswer>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      resolve(TIMED_OUT);
    }, deps.timing?.timeoutMs ?? 20_000);
  });
  const call = Promise.resolve()
    .then(() => deps.transport(deps.templates[mail === 'cancel' ? 'shop' : mail], params))
    .then((): MailAnswer => ({ kind: 'accepted' }), answerForError)
    .then((answer) => {
      if (timedOut) deps.dispatch({ type: 'answered', mail, answer, reference });
      return answer;
    });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
