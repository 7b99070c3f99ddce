import { emailJsConfig } from '@/lib/env';
import { createModel, type OrderModel } from '@/lib/order/order-model';
import { effectsOf, isSending, ownKept, type ModelEvent } from '@/lib/order/order-state';
import type { KeptOrder } from '@/lib/order/stored';
import * as storage from './order-storage';
import { pageNow } from '@/lib/clock/page-clock';
import { heldOrders, holdOrder, holdTabId, liveTabs, whenOrderFree, type Held } from './tab-locks';

// Carries out the model's effects (storage, locks, take-overs, mails) for the document's life; decides nothing.

// Loaded on the first confirm: the EmailJS SDK is not needed to compose an order.
async function loadSender() {
  const [emailjs, send] = await Promise.all([import('@/lib/order/emailjs'), import('@/lib/order/send')]);
  return { transport: await emailjs.loadEmailJsTransport(emailJsConfig), runRound: send.runRound };
}

/** The lock of this tab's one order (the model's `hold`); one taken before the model decides is offered. */
function createOrderLock() {
  let held: { reference: string; lock: Promise<Held | null> } | null = null;
  let offered: { reference: string; lock: Held } | null = null;
  /** Holds `reference` (releasing any other); resolves false when a live tab holds it. */
  const hold = async (reference: string | null): Promise<boolean> => {
    if (held?.reference === reference) return (await held.lock) !== null;
    const previous = held;
    const mine = offered?.reference === reference ? offered.lock : null;
    if (mine) offered = null;
    held = reference ? { reference, lock: mine ? Promise.resolve(mine) : holdOrder(reference, 2000) } : null;
    void previous?.lock.then((old) => old?.release());
    return held ? (await held.lock) !== null : true;
  };
  /** Tells the model (`tell`) with `lock` on offer for `reference`; not taken, it is let go. */
  const offer = (reference: string, lock: Held, tell: () => void) => {
    offered = { reference, lock };
    tell();
    if (offered?.lock !== lock) return;
    offered = null;
    lock.release();
  };
  return { hold, offer };
}

type Context = { model: OrderModel; orderLock: ReturnType<typeof createOrderLock> };
type Confirmed = Extract<ModelEvent, { type: 'confirmed' }>;

/** Orders kept by tabs that are gone, taken over (waiting on each one's lock) while this tab keeps none. */
function createOrphanWatch({ model, orderLock }: Context) {
  const watched = new Set<string>();
  let watching = new AbortController();

  async function takeOver(reference: string, lock: Held) {
    // Read again under its lock: another tab may have settled it.
    const kept = await storage.keptOrder(reference);
    if (!kept) return lock.release();
    const live = await liveTabs();
    const ownerAlive = live === null || live.includes(kept.owner);
    orderLock.offer(reference, lock, () =>
      model.dispatch({ type: 'taken-over', kept, tabId: storage.tabId(), ownerAlive }),
    );
  }

  return {
    async watch() {
      if (model.get().order) return;
      const signal = watching.signal;
      for (const { order } of await storage.keptOrders()) {
        const { reference } = order;
        if (watched.has(reference) || signal.aborted) continue;
        watched.add(reference);
        void whenOrderFree(reference, signal, () => !model.get().order).then((lock) => {
          watched.delete(reference);
          if (lock) void takeOver(reference, lock);
        });
      }
    },
    stop() {
      watching.abort();
      watching = new AbortController();
    },
  };
}

/** Reads what this device kept: this tab's own order first (if no live tab holds it), else a gone tab's. */
async function load({ model, orderLock }: Context, watchOrphans: () => Promise<void>) {
  if (!(await holdTabId(storage.tabId()))) storage.tabId(true);
  await storage.upgradeOldOrders();
  const [kept, history] = await Promise.all([storage.keptOrders(), storage.readHistory()]);
  const own = ownKept(kept, storage.tabId());
  const lock = own ? await holdOrder(own.order.reference, 1000) : null;
  const loaded = (found: KeptOrder | null) =>
    model.dispatch({ type: 'loaded', kept: found, history, remember: storage.readRemember() });
  // Offered as the model hears of it: the model's order and this tab's lock never disagree.
  if (lock && own) orderLock.offer(own.order.reference, lock, () => loaded(own));
  else loaded(null);
  await watchOrphans();
}

/** Confirms on what the device keeps now (another tab's order read, under its lock); whether a round began. */
async function confirm({ model, orderLock }: Context, event: Confirmed): Promise<boolean> {
  const { dialog, order, askAbout } = model.get();
  const asked = dialog?.unsettled?.reference;
  // A second click while the first is read: only the confirm that starts the round sends.
  const tell = (told: Confirmed) => {
    const before = isSending(model.get());
    model.dispatch(told);
    return !before && isSending(model.get());
  };
  if (!asked) return tell({ ...event, otherNow: order ? null : await storage.otherTabsOrder() });
  const othersOrder = asked !== order?.record.reference && dialog?.unsettled !== askAbout;
  if (dialog?.choice !== 'same' || !othersOrder) return tell(event);
  const lock = await holdOrder(asked);
  const askedNow = await storage.keptOrder(asked);
  const told = { ...event, heldElsewhere: lock === null, askedNow };
  if (!lock) return tell(told);
  let started = false;
  orderLock.offer(asked, lock, () => (started = tell(told)));
  return started;
}

/** Runs a round; `onLeaving`: just before the first request (the order lives in its record now). */
async function send({ model, orderLock }: Context, onLeaving: () => void) {
  const { dispatch } = model;
  // Known not to leave: say so without trying (and without marking the next attempt).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    onLeaving();
    return dispatch({ type: 'offline' });
  }
  const sender = await loadSender().catch(() => null);
  if (!sender) return dispatch({ type: 'send-unavailable' });
  onLeaving();
  // Only the tab that holds the order's lock sends it (a tab without usable locks holds its own).
  const reference = model.get().order?.record.reference ?? null;
  if (!(await orderLock.hold(reference))) return dispatch({ type: 'round-over' });
  await sender.runRound({
    record: () => model.get().order?.record ?? null,
    dispatch,
    transport: sender.transport,
    templates: { shop: emailJsConfig.templateShop, customer: emailJsConfig.templateCustomer },
    now: pageNow,
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  });
}

/** This tab's order on the device: every change kept first; a gone tab's order taken over; other tabs heard. */
export function createOrderRuntime() {
  const model: OrderModel = createModel();
  const { dispatch } = model;
  const context = { model, orderLock: createOrderLock() };
  const orphans = createOrphanWatch(context);
  let stopListening: (() => void) | undefined;

  model.subscribe((previous) => {
    const effects = effectsOf(previous, model.get());
    for (const reference of effects.remove) storage.removeOrder(reference);
    if (effects.write && !storage.writeOrder(effects.write)) dispatch({ type: 'storage-failed' });
    if (effects.hold !== undefined) void context.orderLock.hold(effects.hold);
    if (effects.free) void orphans.watch();
    // 'Onthoud' is read again from storage: another tab may have switched it off a moment ago.
    if (effects.history && storage.readRemember()) storage.writeHistory(effects.history);
    if (effects.copyDue) queueMicrotask(runtime.resend);
  });

  const andSend = (event: ModelEvent) => {
    dispatch(event);
    if (isSending(model.get())) void runtime.send();
  };

  const runtime = {
    model,
    /** Reads what this device kept, once per document. */
    async start() {
      if (stopListening) return;
      stopListening = storage.onOtherTabs({
        // Another tab erased what this device keeps: an order this tab holds was kept for it (forget()).
        onForget: () => dispatch({ type: 'forgotten', keepOwn: true, others: [] }),
        onRemember: () => dispatch({ type: 'remember', on: storage.readRemember() }),
        onNewOrder: () => void orphans.watch(),
      });
      await load(context, orphans.watch);
    },
    confirm: (event: Confirmed) => confirm(context, event),
    send: (onLeaving: () => void = () => undefined) => send(context, onLeaving),
    /** Ends the listeners (a document's own runtime lives as long as the document). */
    stop() {
      stopListening?.();
      orphans.stop();
    },
    /** 'Verstuur opnieuw' / 'Verstuur de rest'. */
    resend: () => andSend({ type: 'resend' }),
    /** 'Annuleer deze bestelling': the model says whether it may go (the page clock's day). */
    cancel: () => andSend({ type: 'cancel', at: pageNow().toISOString() }),
    /** 'Vergeet mijn gegevens'; `keepOwn`: finish this tab's unfinished order first. */
    async forget(keepOwn: boolean) {
      const own = model.get().order?.record.reference;
      const others = (await heldOrders()).filter((reference) => reference !== own);
      dispatch({ type: 'forgotten', keepOwn, others });
      storage.forgetAll(model.get().keptAfterForget);
    },
    setRemember(on: boolean) {
      storage.writeRemember(on);
      if (!on) storage.writeHistory([]);
      dispatch({ type: 'remember', on });
    },
  };
  return runtime;
}

export type OrderRuntime = ReturnType<typeof createOrderRuntime>;
