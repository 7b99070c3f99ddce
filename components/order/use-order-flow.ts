'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { emailJsConfig } from '@/lib/env';
import { productById } from '@/lib/order/catalogue';
import type { OrderDraft, StoredOrder } from '@/lib/order/draft';
import { isHoneypotFilled } from '@/lib/order/form-rules';
import { confirmOrder, outcomeOf, pageRestored } from '@/lib/order/lifecycle';
import type { OrderLine } from '@/lib/order/lines';
import {
  CHUNK_FAILURE_MESSAGE,
  createOrderFlow,
  droppedNote,
  linesProblem,
  mayStoreDraft,
  restoreKind,
  type Pickup,
} from '@/lib/order/order-flow';
import type { PastOrder } from '@/lib/order/history';
import { buildTemplateParams } from '@/lib/order/payload';
import { shopPickupDays } from '@/lib/order/pickup';
import { createOrderReference } from '@/lib/order/reference';
import type { OrderFormInput, OrderForm } from '@/lib/order/schema';
import {
  createDraftSaver,
  forgetCustomer,
  isEmptyDraft,
  readDraft,
  readHistory,
  writeDraft,
  writeHistory,
} from './order-draft';
import type { OrderStore } from './order-store';

// The page's one owner of the order flow (lib/order/order-flow.ts): it keeps the state, dispatches
// what happens and performs the effects the state implies (sending, the stored draft, the history).

type FormApi = Pick<
  UseFormReturn<OrderFormInput, unknown, OrderForm>,
  'reset' | 'getValues' | 'subscribe' | 'handleSubmit'
>;
type Kept = Pick<OrderDraft, 'quantities' | 'contact'>;

export const EMPTY_FORM: OrderFormInput = { naam: '', email: '', telefoon: '', bericht: '', website: '' };

const contactOf = (values: Partial<OrderFormInput>): OrderDraft['contact'] => ({
  naam: values.naam ?? '',
  email: values.email ?? '',
  telefoon: values.telefoon ?? '',
  bericht: values.bericht ?? '',
});

const productsOf = (lines: readonly OrderLine[]) => lines.flatMap((line) => productById(line.id) ?? []);

// Loaded on the first confirm: the EmailJS SDK is not needed to compose an order.
async function loadSender() {
  const [emailjs, send] = await Promise.all([import('@/lib/order/emailjs'), import('@/lib/order/send')]);
  const transport = await emailjs.loadEmailJsTransport(emailJsConfig);
  return (order: StoredOrder, save: (order: StoredOrder) => void) =>
    send.sendOrder(order, {
      transport,
      templates: { shop: emailJsConfig.templateShop, customer: emailJsConfig.templateCustomer },
      paramsFor: (current, _kind, resend) =>
        buildTemplateParams({
          lines: current.lines,
          form: current.contact,
          dag: current.dag,
          uur: current.uur,
          reference: current.reference,
          resend,
        }),
      save,
    });
}

export function useOrderFlow(store: OrderStore, form: FormApi) {
  const { reset, getValues, subscribe, handleSubmit } = form;
  const [flow] = useState(() => createOrderFlow());
  const state = useSyncExternalStore(flow.subscribe, flow.get, flow.get);
  const summaryRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);

  // Serialising every line on each click or keystroke would cost the interaction: the draft is
  // written once typing pauses, and at once when the page is hidden or left.
  const [draftSaver] = useState(() => createDraftSaver());
  useEffect(() => draftSaver.listen(), [draftSaver]);
  const saveDraft = useCallback(() => {
    draftSaver.schedule(() => {
      if (!mayStoreDraft(flow.get())) return undefined;
      const order = store.getOrder();
      const draft: OrderDraft = {
        version: 2,
        quantities: store.quantities(),
        contact: contactOf(getValues()),
        ...(order ? { order } : {}),
        savedAt: Date.now(),
      };
      return isEmptyDraft(draft) ? null : draft;
    });
  }, [draftSaver, flow, store, getValues]);
  // Written now (not after the pause): a result replaces whatever was waiting to be saved.
  const storeDraft = useCallback(
    (draft: OrderDraft | null) => {
      draftSaver.cancel();
      writeDraft(draft);
    },
    [draftSaver],
  );

  // The page's own changes: the store and the form tell only the visitor's edits.
  const clear = useCallback(() => {
    store.reset();
    reset(EMPTY_FORM);
  }, [store, reset]);
  const putBack = useCallback(
    (kept: Kept) => {
      const dropped = store.load(kept.quantities);
      reset({ ...EMPTY_FORM, ...kept.contact });
      flow.dispatch({ type: 'noted', note: droppedNote(dropped) });
    },
    [flow, store, reset],
  );

  // Restore the order in progress after mount (the server HTML has the empty order: rows keep their
  // size, only values change), then follow every edit; an edit made before the draft is read wins.
  useEffect(() => {
    let active = true;
    void readHistory().then((history) => {
      if (active) flow.dispatch({ type: 'history-read', history });
    });
    void readDraft().then((draft) => {
      if (!active) return;
      const order = draft?.order ? pageRestored(draft.order) : null;
      const kind = restoreKind(flow.get(), draft, order);
      flow.dispatch({ type: 'draft-read', draft, order });
      if (kind === 'sent') {
        storeDraft(null);
        writeHistory(flow.get().history);
      } else if (kind === 'resume' && draft) {
        putBack(draft);
        if (order) {
          store.setOrder(order);
          writeDraft({ ...draft, order, savedAt: Date.now() });
        }
      }
      if (flow.get().editedEarly) saveDraft();
    });
    const onEdit = () => {
      flow.dispatch({ type: 'edited' });
      saveDraft();
    };
    const unsubscribeStore = store.subscribeEdits(onEdit);
    const unsubscribeForm = subscribe({
      formState: { values: true },
      callback: ({ type }) => {
        if (type === 'change') onEdit();
      },
    });
    return () => {
      active = false;
      unsubscribeStore();
      unsubscribeForm();
    };
  }, [flow, store, subscribe, saveDraft, storeDraft, putBack]);

  useEffect(() => {
    if (state.outcome) resultRef.current?.focus();
  }, [state.outcome]);

  const problemOfLines = () =>
    linesProblem(
      store.invalidRows().map((product) => product.naam),
      store.getChosen().length,
    );
  const refuse = (error: string) => {
    flow.dispatch({ type: 'refused', error });
    summaryRef.current?.focus();
  };

  const open = (values: OrderForm) => {
    flow.dispatch({ type: 'submitted' });
    if (isHoneypotFilled(values)) {
      clear();
      storeDraft(null);
      flow.dispatch({ type: 'honeypot' });
      return;
    }
    const problem = problemOfLines();
    if (problem) return refuse(problem);
    const lines = store.getChosen();
    // Computed now, in the browser, never at build time: the offer changes every Thursday.
    const days = shopPickupDays(new Date(), productsOf(lines));
    flow.dispatch({ type: 'opened', lines, form: values, days, order: store.getOrder() });
  };

  // The check (zod) may fail to load on a flaky network: say so and keep everything.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(open, () => flow.dispatch({ type: 'refused', error: problemOfLines() }))(event).catch(() =>
      refuse(CHUNK_FAILURE_MESSAGE),
    );
  };

  const confirm = async (pickup: Pickup) => {
    const { dialog, sending } = flow.get();
    if (!dialog || sending) return;
    // The day is checked against the clock now: the dialog may have been open for a while.
    flow.dispatch({
      type: 'confirmed',
      pickup,
      daysNow: shopPickupDays(new Date(), productsOf(dialog.lines)),
    });
    if (!flow.get().sending) return;

    const kept: Kept = { quantities: store.quantities(), contact: contactOf(getValues()) };
    const draftOf = (order: StoredOrder): OrderDraft => ({ version: 2, ...kept, order, savedAt: Date.now() });
    let order = confirmOrder(store.getOrder(), { lines: dialog.lines, contact: dialog.form, ...pickup }, () =>
      createOrderReference(new Date(), Math.random),
    );
    const save = (next: StoredOrder) => {
      order = next;
      store.setOrder(next);
      storeDraft(draftOf(next));
    };
    // Kept before anything leaves the browser: a reload or a closed tab finds this order again.
    save(order);

    let send;
    try {
      send = await loadSender();
    } catch {
      flow.dispatch({ type: 'send-unavailable', pickup });
      return;
    }
    try {
      await send(order, save);
    } catch {
      // the record says what is known; an unexpected error must not leave the dialog spinning
    }

    // Spec §4: whether sent or not, quantities go back to 0, the fields clear and the dialog closes.
    clear();
    store.setOrder(null);
    const draft = draftOf(order);
    flow.dispatch({ type: 'send-finished', order, draft });
    if (outcomeOf(order) === 'sent') {
      storeDraft(null);
      writeHistory(flow.get().history);
    } else storeDraft(draft);
  };

  const restore = () => {
    const { failed } = flow.get();
    if (!failed) return;
    putBack(failed);
    store.setOrder(failed.order ?? null);
    flow.dispatch({ type: 'restored' });
    saveDraft();
    formTitleRef.current?.focus();
  };

  const reorder = (past: PastOrder) => {
    putBack(past);
    // a new order: its own reference, and the customer picks a new day
    store.setOrder(null);
    flow.dispatch({ type: 'reordered' });
    saveDraft();
    formTitleRef.current?.focus();
  };

  const forget = () => {
    forgetCustomer();
    flow.dispatch({ type: 'forgotten' });
  };

  const close = (pickup: Pickup) => flow.dispatch({ type: 'closed', pickup });

  return {
    state,
    summaryRef,
    resultRef,
    formTitleRef,
    actions: { submit, confirm, close, restore, reorder, forget },
  };
}
