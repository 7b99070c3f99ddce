import type { BrowserContext, Page, Request, Route } from '@playwright/test';

// A faked EmailJS for the chaos test: every POST to /api/v1.0/email/send gets an answer drawn from
// a seeded random mix, so a failing run can be replayed with the same seed. The fake keeps the
// mails it "delivered", which is what the shop and the customer would have received.

export type Outcome =
  | 'ok'
  | 'slow'
  | 'rate-limited'
  | 'server-error'
  | 'headless'
  | 'aborted'
  | 'no-answer'
  // EmailJS took the mail, but the answer was lost: a 502 from a proxy, or a dropped connection.
  | 'accepted-502'
  | 'accepted-drop';

const DEFAULT_WEIGHTS: Record<Outcome, number> = {
  ok: 45,
  slow: 10,
  'rate-limited': 10,
  'server-error': 10,
  headless: 5,
  aborted: 10,
  'no-answer': 10,
  'accepted-502': 5,
  'accepted-drop': 5,
};

/** mulberry32: a small, fast, seeded PRNG (same seed, same sequence). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface EmailJsRequest {
  lib_version?: string;
  user_id?: string;
  service_id?: string;
  template_id?: string;
  template_params?: Record<string, unknown>;
}

export interface Attempt {
  index: number;
  outcome: Outcome;
  templateId: string;
  reference: string;
  /** Whether the mail reached its recipient (a 'no-answer' mail did: the server got it, only the answer is lost). */
  delivered: boolean;
  body: EmailJsRequest;
}

export interface FakeEmailJsOptions {
  seed: number;
  weights?: Partial<Record<Outcome, number>>;
  /** Delay of a 'slow' answer: late, but within the page's time-out. */
  slowMs?: number;
  /** Delay after which a 'no-answer' request is finally answered: beyond the page's time-out. */
  noAnswerMs?: number;
  /** Reads the order reference from the template parameters. */
  referenceOf?: (params: Record<string, unknown>) => string;
  /** Forced outcomes for the first attempts (then the seeded mix). */
  script?: Outcome[];
}

const REFERENCE_FIELDS = ['referentie', 'reference', 'ref', 'bestelnummer', 'orderReference'];

function defaultReference(params: Record<string, unknown>): string {
  for (const field of REFERENCE_FIELDS) {
    const value = params[field];
    if (typeof value === 'string' && value) return value;
  }
  return '?';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class FakeEmailJs {
  readonly attempts: Attempt[] = [];
  private readonly random: () => number;
  private readonly weights: Array<[Outcome, number]>;
  private readonly options: Required<Omit<FakeEmailJsOptions, 'weights' | 'script'>> & { script: Outcome[] };

  constructor(options: FakeEmailJsOptions) {
    this.random = seededRandom(options.seed);
    this.weights = Object.entries({ ...DEFAULT_WEIGHTS, ...options.weights }).filter(
      ([, w]) => w > 0,
    ) as Array<[Outcome, number]>;
    this.options = {
      seed: options.seed,
      slowMs: options.slowMs ?? 1500,
      noAnswerMs: options.noAnswerMs ?? 6000,
      referenceOf: options.referenceOf ?? defaultReference,
      script: [...(options.script ?? [])],
    };
  }

  /** Answers EmailJS for a page or a whole context (the SDK posts to api.emailjs.com or the configured origin). */
  async install(target: Page | BrowserContext): Promise<void> {
    await target.route(/\/api\/v1\.0\/email\/send(?:-form)?(?:\?|$)/, (route, request) =>
      this.answer(route, request),
    );
  }

  /** Forces the outcome of the next attempt (then the seeded mix goes on). */
  forceNext(outcome: Outcome): void {
    this.options.script.unshift(outcome);
  }

  next(): Outcome {
    const forced = this.options.script.shift();
    if (forced) return forced;
    const total = this.weights.reduce((sum, [, weight]) => sum + weight, 0);
    let pick = this.random() * total;
    for (const [outcome, weight] of this.weights) {
      pick -= weight;
      if (pick < 0) return outcome;
    }
    return 'ok';
  }

  /** Mails that reached their recipient, per reference and template. */
  deliveries(): Map<string, Map<string, number>> {
    const byReference = new Map<string, Map<string, number>>();
    for (const attempt of this.attempts.filter((a) => a.delivered)) {
      const perTemplate = byReference.get(attempt.reference) ?? new Map<string, number>();
      perTemplate.set(attempt.templateId, (perTemplate.get(attempt.templateId) ?? 0) + 1);
      byReference.set(attempt.reference, perTemplate);
    }
    return byReference;
  }

  /** How often one mail (reference + template) was delivered. */
  deliveredCount(reference: string, templateId: string): number {
    return this.deliveries().get(reference)?.get(templateId) ?? 0;
  }

  /** Whether a mail had an attempt that got no answer. */
  hadNoAnswer(reference: string, templateId: string): boolean {
    return this.attempts.some(
      (a) => a.reference === reference && a.templateId === templateId && a.outcome === 'no-answer',
    );
  }

  /** Deliveries of one mail beyond the first that carry no resend mark: must be 0, always. */
  unmarkedDuplicates(reference: string, templateId: string): number {
    const unmarked = this.attempts.filter(
      (a) =>
        a.delivered &&
        a.reference === reference &&
        a.templateId === templateId &&
        String(a.body.template_params?.herzending ?? '') === '',
    ).length;
    return Math.max(0, unmarked - 1);
  }

  private async answer(route: Route, request: Request): Promise<void> {
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders });
      return;
    }
    let body: EmailJsRequest = {};
    try {
      body = JSON.parse(request.postData() ?? '{}') as EmailJsRequest;
    } catch {
      body = {};
    }
    const outcome = this.next();
    const attempt: Attempt = {
      index: this.attempts.length,
      outcome,
      templateId: body.template_id ?? '?',
      reference: this.options.referenceOf(body.template_params ?? {}),
      delivered: ['ok', 'slow', 'no-answer', 'accepted-502', 'accepted-drop'].includes(outcome),
      body,
    };
    this.attempts.push(attempt);
    try {
      switch (outcome) {
        case 'ok':
          return await route.fulfill({
            status: 200,
            body: 'OK',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'slow':
          await delay(this.options.slowMs);
          return await route.fulfill({
            status: 200,
            body: 'OK',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'rate-limited':
          return await route.fulfill({
            status: 429,
            body: 'Too Many Requests',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'server-error':
          return await route.fulfill({
            status: 500,
            body: 'Internal Server Error',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'headless':
          return await route.fulfill({
            status: 451,
            body: 'Unavailable For Headless Browser',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'aborted':
        case 'accepted-drop':
          return await route.abort('connectionreset');
        case 'accepted-502':
          return await route.fulfill({
            status: 502,
            body: 'Bad Gateway',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
        case 'no-answer':
          await delay(this.options.noAnswerMs);
          return await route.fulfill({
            status: 200,
            body: 'OK',
            headers: corsHeaders,
            contentType: 'text/plain',
          });
      }
    } catch {
      // The page went away (or gave up) before the late answer: nothing left to answer.
    }
  }
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
