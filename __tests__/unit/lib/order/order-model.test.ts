import fc from 'fast-check';
import { createModel } from '@/lib/order/order-model';
import {
  effectsOf,
  leavingLosesOrder,
  type ModelEvent,
  type ModelState,
  type SameOrNew,
} from '@/lib/order/order-state';
import { offlineNow, outcomeOf } from '@/lib/order/result-state';
import {
  contentKey,
  nextStep,
  pageRestored,
  recordOutcome,
  type MailAnswer,
  type MailKind,
} from '@/lib/order/order-record';
import type { OrderRecord } from '@/lib/order/stored';
import {
  CONTACT,
  DAYS,
  WEDNESDAY,
  answered,
  attempt,
  confirmEvents,
  keptBy,
  kgLine,
  loadedWith as withOrder,
  openedEvent,
  reduce,
} from '@/__tests__/fixtures/orders';

const content = { lines: [kgLine(1, 0.5)], contact: CONTACT, dag: '2026-11-27', uur: '10:30' };
const accepted: MailAnswer = { kind: 'accepted' };
const refused = (retry = false): MailAnswer => ({ kind: 'refused', retry });
const unknown = (retry = true): MailAnswer => ({ kind: 'unknown', retry });

const start = createModel().get();
const opened = (state: ModelState, otherUnsettled: OrderRecord | null = null): ModelState =>
  reduce(state, openedEvent(content.lines, DAYS, otherUnsettled));
const SATURDAY = { dag: '2026-11-28', uur: '11:00' };
type Confirm = Partial<Extract<ModelEvent, { type: 'confirmed' }>>;
const confirmed = (state: ModelState, ref: string, pickup = SATURDAY, daysNow = DAYS, extra: Confirm = {}) =>
  reduce(
    state,
    { type: 'picked', ...pickup },
    { type: 'confirmed', daysNow, reference: ref, placedAt: '2026-11-23T09:00:00.000Z', ...extra },
  );
const choose = (state: ModelState, choice: SameOrNew) => reduce(state, { type: 'chose', choice });
const answer = (state: ModelState, mail: MailKind, reply: MailAnswer) =>
  reduce(state, attempt(mail), answered(mail, reply));
const recordOf = (state: ModelState) => state.order!.record;
/** The shop mail's yes for DL-AAAAA after the time-out, for the content it was sent with (send.ts). */
const lateYes = (sent: OrderRecord): ModelEvent => {
  const content = contentKey(sent);
  return { type: 'answered', mail: 'shop', answer: accepted, reference: 'DL-AAAAA', content };
};
const step = (state: ModelState) => nextStep(recordOf(state));
const outcome = (state: ModelState) => recordOutcome(recordOf(state));
// 'Verstuur opnieuw' after the round.
const nextRound = (state: ModelState) => reduce(state, { type: 'round-over' }, { type: 'resend' });
const order = confirmed(opened(start), 'DL-AAAAA', content);
/** The first step of a new order: its shop mail, unmarked. */
const FIRST_SEND = { kind: 'send', mail: 'shop', resend: false, retryNumber: 0 };

it('sends the shop mail first; the customer copy only after it was accepted; tells a copy refused from a copy of unknown fate; retries a refusal worth retrying unmarked, an unknown outcome marked, three times a round; after a reload mid-request the mail may have arrived, and its resend is marked', () => {
  expect(step(order)).toEqual(FIRST_SEND);
  expect(step(answer(order, 'shop', refused()))).toEqual({ kind: 'done' });
  const shopDone = answer(order, 'shop', accepted);
  expect(step(shopDone)).toMatchObject({ mail: 'customer', resend: false });
  expect(outcome(answer(shopDone, 'customer', refused()))).toBe('shop-only');
  expect(outcome(answer(shopDone, 'customer', unknown(false)))).toBe('copy-unknown');
  expect(step(answer(order, 'shop', refused(true)))).toMatchObject({ mail: 'shop', resend: false });
  let state = order;
  for (let i = 0; i < 3; i++) state = answer(state, 'shop', unknown());
  expect(step(state)).toEqual({ kind: 'done' });
  expect(outcome(state)).toBe('maybe');
  expect(step(nextRound(state))).toMatchObject({ mail: 'shop', resend: true, retryNumber: 0 });
  const restored = pageRestored(recordOf(reduce(order, attempt('shop'))));
  expect(recordOutcome(restored)).toBe('maybe');
  expect(step(nextRound(withOrder(restored)))).toMatchObject({ mail: 'shop', resend: true });
});

const shopHasIt = recordOf(answer(answer(order, 'shop', accepted), 'customer', refused()));
const maybe = recordOf(answer(order, 'shop', unknown(false)));

it('asks whether a new confirm is the unfinished order or a new one, sending nothing until told; the same order the shop may not have: same reference, new content, marked; a new order gets its own reference and no mark; the same order the shop has: only its copy goes, never the new content, and it is not amended', () => {
  const state = confirmed(opened(withOrder(maybe)), 'DL-BBBBB');
  expect(state.dialog?.choiceError).toBe('Zeg eerst of dit dezelfde bestelling is of een nieuwe.');
  expect(state.order?.running).toBe(false);
  const chosen = choose(opened(withOrder(maybe)), 'same');
  const record = confirmed(chosen, 'DL-BBBBB').order!.record;
  expect(record).toMatchObject({ reference: 'DL-AAAAA', dag: '2026-11-28' });
  expect(nextStep(record)).toMatchObject({ mail: 'shop', resend: true });
  const fresh = confirmed(choose(opened(withOrder(shopHasIt)), 'new'), 'DL-BBBBB');
  expect(fresh.order?.record.reference).toBe('DL-BBBBB');
  expect(step(fresh)).toEqual(FIRST_SEND);
  const copyOnly = confirmed(choose(opened(withOrder(shopHasIt)), 'same'), 'DL-BBBBB').order!.record;
  expect(copyOnly).toMatchObject({ reference: 'DL-AAAAA', dag: content.dag, uur: content.uur });
  expect(nextStep(copyOnly)).toMatchObject({ mail: 'customer' });
  const settled = withOrder(shopHasIt);
  expect(reduce(settled, { type: 'amend' })).toBe(settled);
});

it('asks about another tab’s unfinished order too, the same order while its mail is under way going marked; amending answers "the same order" in advance, and the customer may still say it is a new one', () => {
  expect(opened(start, maybe).dialog?.unsettled?.reference).toBe('DL-AAAAA');
  const underWay = recordOf(reduce(order, attempt('shop')));
  const chosen = choose(opened(start, underWay), 'same');
  expect(step(confirmed(chosen, 'DL-BBBBB'))).toMatchObject({ mail: 'shop', resend: true });
  const amending = reduce(withOrder(maybe), { type: 'amend' });
  expect(opened(amending).dialog?.choice).toBe('same');
  const same = confirmed(opened(amending), 'DL-BBBBB');
  expect(same.order?.record.reference).toBe('DL-AAAAA');
  expect(step(same)).toMatchObject({ mail: 'shop', resend: true });
  // 'nieuwe bestelling, bovenop de vorige': its own reference, unmarked, the first one not replaced
  const fresh = confirmed(choose(opened(amending), 'new'), 'DL-BBBBB');
  expect(fresh.order?.record.reference).toBe('DL-BBBBB');
  expect(step(fresh)).toEqual(FIRST_SEND);
  expect(fresh.amends).toBeNull();
});

it('an amendment ends when the shop got the order meanwhile (a late answer), and the question is asked again; the same order as one another open tab sends is refused: that tab finishes it; another tab’s order finished or cancelled after the question: nothing leaves, and the dialog says why', () => {
  const amending = opened(reduce(withOrder(maybe), { type: 'amend' }));
  const state = reduce(amending, { type: 'answered', mail: 'shop', answer: accepted, reference: 'DL-AAAAA' });
  expect(state.amends).toBeNull();
  expect(state.note).toMatch(/DL-AAAAA intussen toch ontvangen/);
  // the dialog was opened before: its 'same' would have replaced an order the shop has
  const asked = confirmed(state, 'DL-BBBBB');
  expect(asked.order?.running).toBe(false);
  expect(asked.dialog).toMatchObject({
    choice: null,
    choiceError: expect.stringMatching(/intussen ontvangen/),
  });
  const fresh = confirmed(choose(asked, 'new'), 'DL-BBBBB');
  expect(fresh.order?.record.reference).toBe('DL-BBBBB');
  const same = choose(opened(start, maybe), 'same');
  const refusedHere = confirmed(same, 'DL-BBBBB', SATURDAY, DAYS, { heldElsewhere: true });
  expect(refusedHere.order).toBeNull();
  expect(refusedHere.dialog?.choiceError).toMatch(/in een ander venster/);
  // 'the same' is decided on what the device keeps as it is confirmed, not when asked (issue 51.2-4).
  const sameAsOther = choose(opened(start, maybe), 'same');
  const confirmedAs = (asked: OrderRecord | null) =>
    confirmed(sameAsOther, 'DL-BBBBB', SATURDAY, DAYS, { askedNow: asked && keptBy(asked) });
  const gone = confirmedAs(null);
  expect(gone).toMatchObject({ order: null, dialog: { unsettled: null, choice: null } });
  expect(gone.dialog?.notice).toMatch(
    /DL-AAAAA werd intussen in een ander venster afgerond.*niets verzonden/,
  );
  expect(step(confirmed(gone, 'DL-BBBBB'))).toEqual(FIRST_SEND);
  const cancelling = { ...shopHasIt, mails: { ...shopHasIt.mails, cancel: maybe.mails.customer } };
  expect(confirmedAs(cancelling).dialog?.notice).toMatch(
    /DL-AAAAA werd intussen in een ander venster geannuleerd/,
  );
});

// A's order goes on while B's dialog asks about it as A kept it; B confirms on what the device keeps now.
it('two tabs: an answer given on a stale view never sends under a reference finished, cancelled or dropped meanwhile', () => {
  const AFTER = ['resend-ok', 'resend-lost', 'cancel', 'dismiss'] as const;
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...AFTER), { maxLength: 5 }),
      fc.constantFrom<SameOrNew>('same', 'new'),
      (plan, choice) => {
        const kept = new Map<string, OrderRecord>();
        let a = withOrder(null);
        const toA = (...events: ModelEvent[]) => {
          for (const event of events) {
            const before = a;
            a = reduce(a, event);
            const { remove, write } = effectsOf(before, a);
            for (const reference of remove) kept.delete(reference);
            if (write) kept.set(write.reference, write);
          }
        };
        const round = (reply: MailAnswer) => {
          for (let next = step(a); next.kind === 'send' && a.order?.running; next = step(a))
            toA(attempt(next.mail), answered(next.mail, reply));
          toA({ type: 'round-over' });
        };
        toA(...confirmEvents(content, 'DL-AAAAA', WEDNESDAY, DAYS));
        round(unknown(false));
        const b = choose(opened(start, kept.get('DL-AAAAA') ?? null), choice);
        for (const action of plan) {
          if (action === 'cancel') toA({ type: 'cancel', at: WEDNESDAY });
          else if (action === 'dismiss') toA({ type: 'dismissed', sure: true });
          else toA({ type: 'resend' });
          if (a.order?.running) round(action === 'resend-lost' ? unknown(false) : accepted);
        }
        const stored = kept.get('DL-AAAAA');
        const askedNow = stored ? keptBy(stored) : null;
        const sent = confirmed(b, 'DL-BBBBB', SATURDAY, DAYS, { askedNow });
        if (sent.order?.record.reference !== 'DL-AAAAA') return;
        expect(stored && !stored.mails.cancel).toBeTruthy();
        if (stored?.mails.shop.status === 'accepted') expect(step(sent)).toMatchObject({ mail: 'customer' });
      },
    ),
    { numRuns: 300 },
  );
});

it("every shop mail re-checks its day as it leaves: a day gone sends nothing and asks for another day; 'besteld op' is when the shop mail leaves, the first departure beside it; a day gone while the dialog was open: nothing is sent, today’s days are offered; offline before the request: known not sent, and the next send is unmarked", () => {
  // failed on Wednesday; 'Verstuur opnieuw' (after Friday's deadline)
  const failed = reduce(answer(order, 'shop', unknown(false)), { type: 'round-over' }, { type: 'resend' });
  const resent = recordOf(reduce(failed, attempt('shop', '2026-11-26T08:00:00.000Z')));
  expect(resent).toMatchObject({ placedAt: '2026-11-26T08:00:00.000Z', firstSentAt: WEDNESDAY });
  const gone = reduce(failed, attempt('shop', WEDNESDAY, DAYS.slice(1)));
  expect(gone.order).toMatchObject({
    running: false,
    record: { mails: { shop: { status: 'not-sent', mayHaveArrived: true } } },
  });
  expect(gone.dialog).toMatchObject({ dag: '', unsettled: { reference: 'DL-AAAAA' }, choice: 'same' });
  // an earlier attempt may have reached the shop: never "nothing was sent" (issue 51.8)
  expect(gone.dialog?.notice).toMatch(
    /Vrijdag 27\/11\/2026 kan niet meer.*Er is nu niets verzonden, maar een eerdere poging is misschien wel bij de slagerij aangekomen/,
  );
  // another day: the same reference, marked (it may have arrived)
  const again = confirmed(gone, 'DL-CCCCC', { dag: '2026-11-28', uur: '10:00' }, DAYS.slice(1));
  expect(again.order?.record).toMatchObject({ reference: 'DL-AAAAA', dag: '2026-11-28' });
  expect(step(again)).toMatchObject({ mail: 'shop', resend: true });
  const state = confirmed(opened(start), 'DL-BBBBB', { dag: '2026-11-27', uur: '10:00' }, DAYS.slice(1));
  expect(state.order).toBeNull();
  expect(state.dialog).toMatchObject({ dag: '', days: DAYS.slice(1) });
  expect(state.dialog?.notice).toMatch(/Er is niets verzonden/);
  let offline = reduce(confirmed(opened(start), 'DL-BBBBB'), { type: 'offline' });
  expect(outcomeOf(offline.order!)).toBe('offline');
  offline = reduce(offline, { type: 'resend' });
  expect(step(offline)).toMatchObject({ mail: 'shop', resend: false });
  expect(offlineNow(reduce(offline, { type: 'offline' }).order!)).toBe(false);
  // after an attempt that may have arrived, 'Verstuur opnieuw' offline: said beside 'maybe' (a tester's find)
  const maybeOffline = reduce(nextRound(answer(order, 'shop', unknown(false))), { type: 'offline' });
  expect(outcomeOf(maybeOffline.order!)).toBe('maybe');
  expect(offlineNow(maybeOffline.order!)).toBe(true);
  expect(offlineNow(reduce(maybeOffline, { type: 'resend' }).order!)).toBe(false);
});

it("'Niet meer nodig' on an order the shop may have asks first; the same order typed again is asked about; 'Vergeet mijn gegevens' keeps what is on its way, what the customer chose, and other open tabs' orders; an order the shop has is kept for ‘Bestel opnieuw’ only when asked to", () => {
  const shown = reduce(withOrder(maybe), { type: 'round-over' });
  const asking = reduce(shown, { type: 'dismissed' });
  expect(asking).toMatchObject({ dismissing: true, order: { record: { reference: 'DL-AAAAA' } } });
  expect(reduce(asking, { type: 'dismiss-cancelled' }).dismissing).toBe(false);
  const gone = reduce(asking, { type: 'dismissed', sure: true });
  expect(gone.order).toBeNull();
  expect(opened(gone).dialog?.unsettled?.reference).toBe('DL-AAAAA');
  // never attempted: gone at once, nothing to ask
  const untouched = withOrder(recordOf(order));
  expect(reduce(untouched, { type: 'dismissed' }).order).toBeNull();
  const forget = (state: ModelState, keepOwn: boolean, others: string[] = []) =>
    reduce(state, { type: 'forgotten', keepOwn, others });
  expect(forget(shown, false, ['DL-CCCCC'])).toMatchObject({ order: null, keptAfterForget: ['DL-CCCCC'] });
  expect(forget(shown, true).keptAfterForget).toEqual(['DL-AAAAA']);
  const kept = forget(confirmed(opened(start), 'DL-BBBBB'), false);
  expect(kept.keptAfterForget).toEqual(['DL-BBBBB']);
  expect(kept.note).toMatch(/behalve bestelling DL-BBBBB/);
  const run = (remember: boolean) =>
    answer(confirmed(opened(withOrder(null, remember)), 'DL-BBBBB'), 'shop', accepted).history;
  expect(run(false)).toEqual([]);
  expect(run(true).map((past) => past.reference)).toEqual(['DL-BBBBB']);
});

// Whatever the answers and actions: per reference at most one unmarked shop mail and one unmarked copy.
const STEPS = ['accept', 'refuse', 'refuse429', 'lost-accepted', 'lost', 'timeout', 'reload'] as const;
const CONFIRMS = ['confirm-same', 'confirm-new', 'amend-same', 'amend-new'] as const;
const ACTIONS = [...CONFIRMS, 'resend', 'dismiss', 'deadline-passes', 'cancel', 'storage-throws'] as const;
type Step = (typeof STEPS)[number];
type Action = (typeof ACTIONS)[number];
const steps = fc.array(fc.constantFrom(...STEPS), { maxLength: 80 });
const actions = fc.array(fc.constantFrom(...ACTIONS), { maxLength: 12 });

it('the order model holds for any sequence', () => {
  fc.assert(
    fc.property(steps, actions, (replies, plan) => {
      const arrived: { kind: MailKind; reference: string; resend: boolean }[] = [];
      const accepted = new Map<string, string>();
      const used = new Set<string>();
      const cancelled = new Set<string>();
      const queue = [...replies];
      let state = withOrder(null);
      let counter = 0;
      // Friday 27/11 and Saturday 28/11 on offer, until Friday's deadline passes.
      let offered = DAYS;
      const dispatch = (event: ModelEvent) => void (state = reduce(state, event));
      const runRound = () => {
        for (let guard = 0; guard < 20 && state.order?.running; guard++) {
          const record = state.order.record;
          const step = nextStep(record);
          if (step.kind === 'done') return dispatch({ type: 'round-over' });
          if (step.mail === 'customer') expect(record.mails.shop.status).toBe('accepted');
          if (step.mail === 'cancel') expect(accepted.has(record.reference)).toBe(true);
          else expect(cancelled.has(record.reference)).toBe(false);
          if (step.mail === 'shop') expect(accepted.has(record.reference)).toBe(false);
          if (accepted.has(record.reference)) expect(record.uur).toBe(accepted.get(record.reference));
          dispatch(attempt(step.mail, WEDNESDAY, offered));
          // The model stopped the round: the day was gone as the shop mail would leave.
          if (state.order?.record.mails[step.mail]?.status !== 'in-flight') {
            expect(offered.some((day) => day.value === record.dag)).toBe(false);
            return;
          }
          if (step.mail === 'shop') expect(offered.some((day) => day.value === record.dag)).toBe(true);
          const next = queue.shift() ?? 'accept';
          const mail = { kind: step.mail, reference: record.reference, resend: step.resend };
          if (next === 'reload') {
            arrived.push(mail);
            // A device that could not keep the order asked before the page went; it went anyway: lost.
            if (state.storageFailed) expect(leavingLosesOrder(state)).toBe(true);
            state = withOrder(state.storageFailed ? null : pageRestored(state.order!.record));
            return;
          }
          if (next === 'accept' || next === 'lost-accepted') arrived.push(mail);
          const reply: Record<Exclude<Step, 'reload'>, MailAnswer> = {
            accept: { kind: 'accepted' },
            refuse: refused(),
            refuse429: refused(true),
            'lost-accepted': unknown(),
            lost: unknown(),
            timeout: unknown(false),
          };
          dispatch(answered(step.mail, reply[next]));
          if (next === 'accept' && step.mail === 'shop') accepted.set(record.reference, record.uur);
        }
      };
      for (const action of ['confirm-new' as Action, ...plan]) {
        if (action === 'cancel') {
          dispatch({ type: 'cancel', at: '2026-11-24T09:00:00.000Z' });
          if (state.order?.record.mails.cancel) cancelled.add(state.order.record.reference);
        } else if (action === 'resend') dispatch({ type: 'resend' });
        else if (action === 'dismiss') dispatch({ type: 'dismissed', sure: true });
        else if (action === 'deadline-passes') offered = DAYS.slice(1);
        // storage throws from now on (full, or site data blocked): the order still goes, from this page
        else if (action === 'storage-throws') dispatch({ type: 'storage-failed' });
        else {
          if (action.startsWith('amend')) dispatch({ type: 'amend' });
          state = opened(state);
          // amending answers 'same' in advance; the customer's own answer wins
          if (state.dialog?.unsettled)
            dispatch({ type: 'chose', choice: action.endsWith('same') ? 'same' : 'new' });
          const before = state.dialog?.unsettled?.reference;
          const fresh = `DL-${'ABCDEFGHJK'[counter % 10]}${'ABCDEFGHJK'[Math.floor(counter / 10) % 10]}AAA`;
          counter++;
          const dag = counter % 2 === 0 ? '2026-11-27' : '2026-11-28';
          state = confirmed(state, fresh, { dag, uur: `1${counter % 8}:00` }, offered);
          const reference = state.order?.record.reference;
          // refused (the day is gone, or the question unanswered): nothing new, nothing sent
          if (!state.order?.running) expect(reference).not.toBe(fresh);
          else if (reference === fresh) {
            expect(used.has(fresh)).toBe(false);
            used.add(fresh);
          } else expect(reference).toBe(before);
        }
        runRound();
      }
      for (const reference of used) {
        const mine = arrived.filter((mail) => mail.reference === reference && !mail.resend);
        expect(mine.filter((mail) => mail.kind === 'shop').length).toBeLessThanOrEqual(1);
        expect(mine.filter((mail) => mail.kind === 'customer').length).toBeLessThanOrEqual(1);
      }
    }),
    { numRuns: 500 },
  );
});

// A late yes is for the content it was sent with (send.ts tells it): after an amendment the shop has the old one.
it('a late yes for content replaced since is not taken as the shop having the order now; for the content kept, it is', () => {
  const amending = opened(reduce(withOrder(maybe), { type: 'amend' }));
  const replaced = reduce(
    confirmed(amending, 'DL-BBBBB', { dag: '2026-11-28', uur: '10:00' }),
    attempt('shop'),
  );
  expect(recordOf(reduce(replaced, lateYes(maybe))).mails.shop.status).toBe('in-flight');
  const kept = reduce(replaced, lateYes(recordOf(replaced)));
  expect(recordOf(kept).mails.shop.status).toBe('accepted');
  expect(recordOf(reduce(kept, answered('shop', refused()))).mails.shop.status).toBe('accepted');
});

// B's dialog opened before A placed its order (the runtime reads the device: order-form.test.tsx).
it('an unfinished order another tab placed while the dialog was open is asked about as it is confirmed, nothing leaving until answered; one sent in full is no question', () => {
  const asked = confirmed(opened(start), 'DL-BBBBB', SATURDAY, DAYS, { otherNow: maybe });
  expect(asked.order).toBeNull();
  expect(asked.dialog).toMatchObject({
    unsettled: { reference: 'DL-AAAAA' },
    choice: null,
    choiceError: expect.stringMatching(
      /^Intussen werd in een ander venster .* bestelling DL-AAAAA geplaatst/,
    ),
  });
  const fresh = confirmed(choose(asked, 'new'), 'DL-BBBBB', SATURDAY, DAYS, { otherNow: maybe });
  expect(fresh.order?.record.reference).toBe('DL-BBBBB');
  const sentInFull = recordOf(answer(answer(order, 'shop', accepted), 'customer', accepted));
  const other = confirmed(opened(start), 'DL-BBBBB', SATURDAY, DAYS, { otherNow: sentInFull });
  expect(other.order?.record.reference).toBe('DL-BBBBB');
});

// 'Niet meer nodig' while the shop mail's fate was unknown, then its late yes: the customer is told (a tester's find).
it('a late yes for an order taken off the page is told, with the phone to cancel; the next order asks about it as received', () => {
  const dismissed = reduce(withOrder(maybe), { type: 'round-over' }, { type: 'dismissed', sure: true });
  expect(reduce(dismissed, lateYes({ ...maybe, uur: '11:00' }))).toBe(dismissed);
  const told = reduce(dismissed, lateYes(maybe));
  expect(told.note).toMatch(
    /^De slagerij heeft bestelling DL-AAAAA toch ontvangen, nadat u ze van dit toestel haalde\. .*bel ons/,
  );
  expect(opened(told).dialog?.unsettled?.mails.shop.status).toBe('accepted');
});
