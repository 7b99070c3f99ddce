import { createContext, useContext } from 'react';
import { emailJsConfig } from '@/lib/env';
import {
  createModel,
  pageRestored,
  recordOutcome,
  shopHasIt,
  untouched,
  type ModelEvent,
  type ModelState,
  type OrderModel,
} from '@/lib/order/order-model';
import { buildTemplateParams } from '@/lib/order/payload';
import * as storage from './order-storage';

// The order model of this document (lib/order/order-model.ts) and its effects: storage written on every
// change of the order (before the request it announces leaves), the heartbeat that tells other tabs this
// one is alive, the take-over of a gone tab's order, and the mails. It lives as long as the document, not
// the page component: an order keeps going when the customer navigates away mid-send and is shown as
// it is when he comes back.

const CHANNEL = 'bestelling';
const PING_WAIT_MS = 900;

type Message = { type: 'ping' | 'pong'; reference: string };

// Loaded on the first confirm: the EmailJS SDK is not needed to compose an order.
async function loadSender() {
  const [emailjs, send] = await Promise.all([import('@/lib/order/emailjs'), import('@/lib/order/send')]);
  const transport = await emailjs.loadEmailJsTransport(emailJsConfig);
  return { transport, runRound: send.runRound };
}

type Dispatch = (event: ModelEvent) => void;

/** Every change of this tab's order is kept before anything else happens (storage first). */
function keepInStorage(model: OrderModel, dispatch: Dispatch, now: () => number, resend: () => void) {
  return model.subscribe((previous: ModelState) => {
    const state = model.get();
    const before = previous.order?.record;
    const after = state.order?.record;
    // Replaced by a new order (not dismissed, forgotten or taken elsewhere: those say themselves).
    if (before && after && before.reference !== after.reference) {
      // A settled or never-sent order is gone; an unfinished one is let go for a later tab to offer.
      if (recordOutcome(before) === 'sent' || untouched(before)) storage.removeOrder(before.reference);
      else storage.markLeft(before.reference);
    }
    const roundEnded = previous.order?.running === true && state.order?.running === false;
    if (after && (after !== before || roundEnded)) {
      if (recordOutcome(after) === 'sent') {
        if (!state.order?.running) storage.removeOrder(after.reference);
      } else if (!storage.writeOrder(after, now())) dispatch({ type: 'storage-failed' });
    }
    if (state.history !== previous.history && state.remember) storage.writeHistory(state.history);
    // The shop's answer came after the time-out and the round is over: the copy still has to go.
    if (after && before && !shopHasIt(before) && shopHasIt(after) && !state.order?.running)
      queueMicrotask(resend);
  });
}

/** Whether the tab holding `reference` answers (it is alive, even if its timers are throttled). */
function answersOnce(reference: string): Promise<boolean> {
  const ask = new BroadcastChannel(CHANNEL);
  return new Promise((resolve) => {
    const done = (alive: boolean) => {
      clearTimeout(timer);
      ask.close();
      resolve(alive);
    };
    const timer = setTimeout(() => done(false), PING_WAIT_MS);
    ask.onmessage = (event: MessageEvent<Message>) => {
      if (event.data.type === 'pong' && event.data.reference === reference) done(true);
    };
    ask.postMessage({ type: 'ping', reference } satisfies Message);
  });
}

/**
 * This tab among the others: it answers for its own order, beats its heart, takes over the order of a
 * tab that is gone, and hears when another tab sends the same order or forgets everything.
 */
function createTabPresence(
  model: OrderModel,
  dispatch: Dispatch,
  now: () => number,
  drop: (ref: string) => void,
) {
  let channel: BroadcastChannel | null = null;
  // Asked twice: a busy tab (or phone) may miss one; taking over an order is never urgent.
  async function answers(reference: string): Promise<boolean | null> {
    if (!channel) return null;
    return (await answersOnce(reference)) || answersOnce(reference);
  }

  let lookingForOrphans = false;
  async function adoptOrphan() {
    if (lookingForOrphans || model.get().order) return;
    lookingForOrphans = true;
    try {
      const candidate = await storage.takeOverOrphan(now(), answers);
      if (candidate && !model.get().order) dispatch({ type: 'taken-over', order: pageRestored(candidate) });
    } finally {
      lookingForOrphans = false;
    }
  }

  async function beat() {
    const order = model.get().order;
    if (!order) return adoptOrphan();
    const { reference } = order.record;
    if (!order.running && storage.ownedElsewhere(reference)) return dispatch({ type: 'taken-elsewhere' });
    if (recordOutcome(order.record) !== 'sent' && !storage.writeOrder(order.record, now()))
      dispatch({ type: 'storage-failed' });
  }

  // Another tab erased everything this device kept: this tab's order went with it unless it is sending.
  function forgottenElsewhere() {
    const order = model.get().order;
    if (order?.running) return;
    if (order) drop(order.record.reference);
    dispatch({ type: 'forgotten', kept: null });
  }

  /** Starts answering and beating; returns what stops it. */
  function listen(): () => void {
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<Message>) => {
        const own = model.get().order?.record.reference;
        if (event.data.type === 'ping' && event.data.reference === own)
          channel?.postMessage({ type: 'pong', reference: own } satisfies Message);
      };
    }
    const timer = setInterval(() => void beat(), storage.HEARTBEAT_MS);
    const onPageHide = () => storage.markLeft(model.get().order?.record.reference ?? null);
    window.addEventListener('pagehide', onPageHide);
    const stopListening = storage.onOtherTabs({ onForget: forgottenElsewhere, onOrders: () => void beat() });
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      stopListening();
      channel?.close();
    };
  }

  return { listen, adoptOrphan };
}

export function createOrderRuntime(options: { now?: () => number; timing?: { timeoutMs?: number } } = {}) {
  const now = options.now ?? Date.now;
  const model: OrderModel = createModel();
  const dispatch = (event: ModelEvent) => model.dispatch(event);
  let started = false;
  const stops: (() => void)[] = [];
  function drop(reference: string) {
    storage.removeOrder(reference);
    dispatch({ type: 'dismissed' });
  }
  keepInStorage(model, dispatch, now, () => runtime.resend());
  const tabs = createTabPresence(model, dispatch, now, drop);

  const runtime = {
    model,
    dispatch,
    /** Reads what this device kept, once per document, and starts the heartbeat. */
    async start() {
      if (started) return;
      started = true;
      stops.push(tabs.listen());
      await storage.upgradeOldOrders();
      const [own, history] = await Promise.all([storage.readOwnOrder(now()), storage.readHistory()]);
      dispatch({
        type: 'loaded',
        order: own && pageRestored(own),
        history,
        remember: storage.readRemember(),
      });
      await tabs.adoptOrphan();
    },
    /**
     * Runs a round of this tab's order. `onLeaving` is called once the sender is loaded, just before the
     * first request: from then on the order lives in its record, not in the form.
     */
    async send(onLeaving: () => void = () => undefined) {
      // Known not to leave: say so without trying (and without marking the next attempt).
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        onLeaving();
        return dispatch({ type: 'offline' });
      }
      let sender;
      try {
        sender = await loadSender();
      } catch {
        dispatch({ type: 'send-unavailable' });
        return;
      }
      onLeaving();
      await sender.runRound({
        record: () => model.get().order?.record ?? null,
        dispatch,
        transport: sender.transport,
        templates: { shop: emailJsConfig.templateShop, customer: emailJsConfig.templateCustomer },
        paramsFor: (order, _kind, resend) => buildTemplateParams({ order, resend }),
        online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
        timing: options.timing,
      });
    },
    /** Ends the heartbeat and the listeners (a document's own runtime lives as long as the document). */
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
    /** 'Verstuur opnieuw' / 'Verstuur de rest'. */
    resend() {
      dispatch({ type: 'resend' });
      if (model.get().order?.running) void runtime.send();
    },
    dismiss() {
      const order = model.get().order;
      if (!order || order.running) return;
      drop(order.record.reference);
    },
    setRemember(on: boolean) {
      storage.writeRemember(on);
      if (!on) storage.writeHistory([]);
      dispatch({ type: 'remember', on });
    },
    /** 'Vergeet mijn gegevens'; `keepOrder`: the unfinished order the customer wants to finish first. */
    forget(keepOrder: boolean) {
      const order = model.get().order;
      const keep = (keepOrder || order?.running) && order ? order.record.reference : null;
      if (!keep && order) drop(order.record.reference);
      storage.forgetAll(keep);
      dispatch({ type: 'forgotten', kept: keep });
    },
  };
  return runtime;
}

export type OrderRuntime = ReturnType<typeof createOrderRuntime>;

/** The runtime the order page runs on: OrderShop provides it. */
export const OrderRuntimeContext = createContext<OrderRuntime | null>(null);
export function useOrderRuntime(): OrderRuntime {
  const runtime = useContext(OrderRuntimeContext);
  if (!runtime) throw new Error('useOrderRuntime outside OrderShop');
  return runtime;
}
