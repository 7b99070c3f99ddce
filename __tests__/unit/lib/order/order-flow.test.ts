import type { OrderDraft, StoredOrder } from '@/lib/order/draft';
import { NO_PRODUCT_MESSAGE } from '@/lib/order/form-rules';
import { attemptAnswered, attemptStarted, confirmOrder } from '@/lib/order/lifecycle';
import type { OrderLine } from '@/lib/order/lines';
import { DEFAULT_PICKUP_HOUR } from '@/lib/order/pickup';
import {
  CHUNK_FAILURE_MESSAGE,
  FORGOTTEN_NOTE,
  createOrderFlow,
  droppedNote,
  initialFlow,
  linesProblem,
  mayStoreDraft,
  reduce,
  restoreKind,
  type FlowEvent,
  type FlowState,
} from '@/lib/order/order-flow';
import type { OrderForm } from '@/lib/order/schema';

const line = {
  id: 1,
  naam: 'Steak',
  gewicht: '0,5',
  aantalStuks: 0,
  isPerPiece: false,
} as unknown as OrderLine;
const form: OrderForm = {
  naam: 'Jan',
  email: 'jan@example.be',
  telefoon: '0470123456',
  bericht: '',
  website: '',
};
const friday = { value: '2026-11-27', label: 'Vrijdag 27/11/2026' };
const saturday = { value: '2026-11-28', label: 'Zaterdag 28/11/2026' };

const fresh = (dag = friday.value): StoredOrder =>
  confirmOrder(null, { lines: [line], contact: form, dag, uur: '10:30' }, () => 'DL-AAAAA');
const answered = (order: StoredOrder, shop: boolean, customer: boolean): StoredOrder => {
  const shopDone = attemptAnswered(
    attemptStarted(order, 'shop'),
    'shop',
    shop ? { kind: 'accepted' } : { kind: 'refused', status: 400, retry: false },
  );
  return shop
    ? attemptAnswered(
        attemptStarted(shopDone, 'customer'),
        'customer',
        customer ? { kind: 'accepted' } : { kind: 'refused', status: 400, retry: false },
      )
    : shopDone;
};
const draftOf = (order?: StoredOrder): OrderDraft => ({
  version: 2,
  quantities: { 1: { isPerPiece: false, gewicht: '0,5', aantalStuks: 0 } },
  contact: { naam: 'Jan', email: 'jan@example.be', telefoon: '0470123456', bericht: '' },
  ...(order ? { order } : {}),
  savedAt: 1,
});

const run = (...events: FlowEvent[]) => events.reduce(reduce, initialFlow);
const loaded = run({ type: 'draft-read', draft: null, order: null });
const opened = (state: FlowState = loaded, order: StoredOrder | null = null) =>
  reduce(state, { type: 'opened', lines: [line], form, days: [friday, saturday], order });

describe('order flow', () => {
  it('stores no draft before the stored one was read, nor while a failed order is held', () => {
    expect(mayStoreDraft(initialFlow)).toBe(false);
    expect(mayStoreDraft(loaded)).toBe(true);
    const failed = reduce(
      reduce(opened(), { type: 'confirmed', pickup: { dag: friday.value, uur: '10:30' }, daysNow: [friday] }),
      {
        type: 'send-finished',
        order: answered(fresh(), false, false),
        draft: draftOf(),
      },
    );
    expect(failed.held).toBe(true);
    expect(mayStoreDraft(failed)).toBe(false);
    expect(mayStoreDraft(reduce(failed, { type: 'edited' }))).toBe(true);
  });

  it('lets an edit made before the draft was read win over the stored draft', () => {
    const early = reduce(initialFlow, { type: 'edited' });
    expect(early.editedEarly).toBe(true);
    expect(restoreKind(early, draftOf(), null)).toBe('none');
    expect(restoreKind(initialFlow, draftOf(), null)).toBe('resume');
    expect(restoreKind(initialFlow, null, null)).toBe('none');
    expect(reduce(loaded, { type: 'edited' })).toBe(loaded);
  });

  it('reports an order sent before the page went away, and remembers it once', () => {
    const sent = answered(fresh(), true, true);
    const state = reduce(initialFlow, { type: 'draft-read', draft: draftOf(sent), order: sent });
    expect(state.loaded).toBe(true);
    expect(state.outcome).toMatchObject({ kind: 'sent', order: { reference: 'DL-AAAAA' } });
    expect(state.history.map((past) => past.reference)).toEqual(['DL-AAAAA']);
    // read history arriving later does not replace what is there
    expect(reduce(state, { type: 'history-read', history: [] }).history).toHaveLength(1);
  });

  it('resumes an unfinished order with its day and hour offered again', () => {
    const order = answered(fresh(saturday.value), false, false);
    const state = reduce(initialFlow, { type: 'draft-read', draft: draftOf(order), order });
    expect(state.lastPickup).toEqual({ dag: saturday.value, uur: '10:30' });
    expect(state.outcome).toBeNull();
  });

  it('opens the dialog with the last pick-up, or says the day can no longer be chosen', () => {
    expect(opened().dialog).toMatchObject({ dag: '', uur: DEFAULT_PICKUP_HOUR, notice: null });
    const closed = reduce(opened(), { type: 'closed', pickup: { dag: saturday.value, uur: '11:00' } });
    expect(closed.dialog).toBeNull();
    expect(opened(closed).dialog).toMatchObject({ dag: saturday.value, uur: '11:00', notice: null });
    const gone = reduce(opened(), { type: 'closed', pickup: { dag: '2026-11-20', uur: '11:00' } });
    expect(opened(gone).dialog?.dag).toBe('');
    expect(opened(gone).dialog?.notice).toMatch(
      /kan niet meer: de bestellingen voor die dag zijn afgesloten/,
    );
  });

  it('sends nothing for a day that passed while the dialog was open, and offers the days valid now', () => {
    const state = reduce(opened(), {
      type: 'confirmed',
      pickup: { dag: friday.value, uur: '10:30' },
      daysNow: [saturday],
    });
    expect(state.sending).toBe(false);
    expect(state.dialog).toMatchObject({ days: [saturday], dag: '', uur: '10:30' });
    expect(state.dialog?.notice).toMatch(/Er is niets verzonden/);
  });

  it('sends once: a second confirm while sending changes nothing', () => {
    const sending = reduce(opened(), {
      type: 'confirmed',
      pickup: { dag: friday.value, uur: '10:30' },
      daysNow: [friday],
    });
    expect(sending.sending).toBe(true);
    expect(
      reduce(sending, { type: 'confirmed', pickup: { dag: friday.value, uur: '10:30' }, daysNow: [friday] }),
    ).toBe(sending);
    expect(
      reduce(loaded, { type: 'confirmed', pickup: { dag: friday.value, uur: '10:30' }, daysNow: [friday] }),
    ).toBe(loaded);
  });

  it('keeps the dialog open with a message when the sender cannot load', () => {
    const sending = reduce(opened(), {
      type: 'confirmed',
      pickup: { dag: friday.value, uur: '11:00' },
      daysNow: [friday],
    });
    const state = reduce(sending, { type: 'send-unavailable', pickup: { dag: friday.value, uur: '11:00' } });
    expect(state.sending).toBe(false);
    expect(state.dialog).toMatchObject({ dag: friday.value, uur: '11:00', notice: CHUNK_FAILURE_MESSAGE });
  });

  it('after a success: dialog closed, order remembered, nothing to restore', () => {
    const sending = reduce(opened(), {
      type: 'confirmed',
      pickup: { dag: friday.value, uur: '10:30' },
      daysNow: [friday],
    });
    const state = reduce(sending, {
      type: 'send-finished',
      order: answered(fresh(), true, true),
      draft: draftOf(),
    });
    expect(state).toMatchObject({
      dialog: null,
      sending: false,
      failed: null,
      held: false,
      lastPickup: null,
    });
    expect(state.outcome?.kind).toBe('sent');
    expect(state.history).toHaveLength(1);
  });

  it('after a failure: what is known is said, and the order can be put back with its pick-up', () => {
    const sending = reduce(opened(), {
      type: 'confirmed',
      pickup: { dag: friday.value, uur: '10:30' },
      daysNow: [friday],
    });
    const order = answered(fresh(), false, false);
    const failed = reduce(sending, { type: 'send-finished', order, draft: draftOf(order) });
    expect(failed.outcome).toMatchObject({ kind: 'failed', state: 'not-arrived' });
    expect(failed.history).toHaveLength(0);
    const shopOnly = reduce(sending, {
      type: 'send-finished',
      order: answered(fresh(), true, false),
      draft: draftOf(),
    });
    expect(shopOnly.outcome).toMatchObject({ kind: 'failed', state: 'shop-only' });
    const restored = reduce(failed, { type: 'restored' });
    expect(restored).toMatchObject({
      failed: null,
      outcome: null,
      held: false,
      lastPickup: { dag: friday.value, uur: '10:30' },
    });
    const reordered = reduce(failed, { type: 'reordered' });
    expect(reordered).toMatchObject({ failed: null, outcome: null, held: false, lastPickup: null });
  });

  it('a honeypot gets a success without an order; a submit clears the last outcome and error', () => {
    const bot = reduce(loaded, { type: 'honeypot' });
    expect(bot.outcome).toEqual({ kind: 'sent', order: null });
    const refused = reduce(bot, { type: 'refused', error: NO_PRODUCT_MESSAGE });
    expect(refused.productError).toBe(NO_PRODUCT_MESSAGE);
    expect(reduce(refused, { type: 'submitted' })).toMatchObject({ outcome: null, productError: null });
  });

  it('forgets the history with a note', () => {
    const state = reduce(
      run({
        type: 'history-read',
        history: [{ reference: 'X', dag: friday.value, quantities: {}, contact: draftOf().contact }],
      }),
      {
        type: 'forgotten',
      },
    );
    expect(state).toMatchObject({ history: [], note: FORGOTTEN_NOTE });
  });

  it('names what keeps the lines from being ordered', () => {
    expect(linesProblem(['Steak', 'Kip'], 2)).toBe('Verbeter eerst de hoeveelheid bij Steak, Kip.');
    expect(linesProblem([], 0)).toBe(NO_PRODUCT_MESSAGE);
    expect(linesProblem([], 1)).toBeNull();
  });

  it('names the products left out of a put-back order', () => {
    expect(droppedNote([])).toBeNull();
    expect(droppedNote(['Steak', ''])).toBe(
      'Niet meer te bestellen en daarom weggelaten: Steak en één product dat niet meer bestaat. De rest van uw bestelling staat klaar.',
    );
  });

  it('one owner: the flow store changes only through reduce and tells its listeners', () => {
    const flow = createOrderFlow();
    const heard: FlowState[] = [];
    const stop = flow.subscribe(() => heard.push(flow.get()));
    flow.dispatch({ type: 'draft-read', draft: null, order: null });
    flow.dispatch({ type: 'confirmed', pickup: { dag: friday.value, uur: '10:30' }, daysNow: [friday] });
    expect(heard).toHaveLength(1);
    stop();
    flow.dispatch({ type: 'edited' });
    expect(heard).toHaveLength(1);
  });
});
