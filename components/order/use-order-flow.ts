'use client';

import { createRef, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { productsOf } from '@/lib/order/catalogue';
import { isHoneypotFilled } from '@/lib/order/form-rules';
import { quantitiesOf } from '@/lib/order/history';
import { droppedNote, linesProblem } from '@/lib/order/lines';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/order-model';
import * as orderState from '@/lib/order/order-state';
import { pickupDays } from '@/lib/order/pickup';
import { createOrderReference } from '@/lib/order/reference';
import type { OrderFormInput, OrderForm } from '@/lib/order/schema';
import type { Contact, OrderLine, PastOrder, Quantities } from '@/lib/order/stored';
import type { OrderRuntime } from '@/lib/device/order-runtime';
import * as storage from '@/lib/device/order-storage';
import { askHostClock, orderTime, pageNow } from '@/lib/clock/page-clock';
import { adoptEarlyInput, endEarlyWait, type FormApi } from './early-input';
import type { OrderStore } from './order-store';

// The page's side of order-runtime.ts: it passes on what the visitor does; every decision is the model's.

export const EMPTY_FORM: OrderFormInput = { naam: '', email: '', telefoon: '', bericht: '', website: '' };

type Kept = { quantities: Quantities; contact: Contact };

const contactOf = (values: Partial<OrderFormInput>): Contact => ({
  naam: values.naam ?? '',
  email: values.email ?? '',
  telefoon: values.telefoon ?? '',
  bericht: values.bericht ?? '',
});

// This device's draft: restored after mount, saved as typing pauses or the page hides, cleared as orders go.
function composition(store: OrderStore, form: FormApi, runtime: OrderRuntime) {
  const { reset, getValues, subscribe } = form;
  // Into the fields on the page, at once: the form is not rendered again for it (order-form.tsx).
  const fill = (contact: Partial<OrderFormInput>) =>
    reset({ ...EMPTY_FORM, ...contact }, { keepFieldsRef: true });
  const formRef = createRef<HTMLFormElement>();
  const summaryRef = createRef<HTMLElement>();
  let early: { edited: boolean; submitted: boolean } | null = null;
  const { model } = runtime;
  // Serialising every line on each click or keystroke would cost the interaction.
  const saver = storage.createConceptSaver();
  const current = (): Kept => ({ quantities: store.quantities(), contact: contactOf(getValues()) });
  const saveConcept = () =>
    saver.schedule(() => orderState.conceptToKeep(model.get(), current(), Date.now()));
  const putBack = (kept: Kept) => {
    const dropped = store.load(kept.quantities);
    fill(kept.contact);
    model.dispatch({ type: 'noted', note: droppedNote(dropped) });
  };
  const clear = () => {
    saver.cancel();
    storage.writeConcept(null);
    store.reset();
    fill({});
  };

  // An edit made before the draft is read wins over it, also one made before the framework ran.
  const start = () => {
    const stopListening = saver.listen();
    let active = true;
    // The rest in a task of its own, not the one ending the hydration; the listeners below attach now.
    const startLater = setTimeout(() => {
      void askHostClock();
      void Promise.all([runtime.start(), storage.readConcept()]).then(([, concept]) => {
        if (!active) return;
        const restored = orderState.conceptToRestore(model.get(), concept);
        if (restored) putBack(restored);
        // An amendment survives a reload: the model says whether it still can be one.
        if (concept?.amends) model.dispatch({ type: 'amend', reference: concept.amends });
        if (model.get().editedEarly) saveConcept();
        if (early?.submitted) {
          early.submitted = false;
          formRef.current?.requestSubmit();
        }
      });
    }, 0);
    const onEdit = () => {
      model.dispatch({ type: 'edited' });
      saveConcept();
    };
    const unsubscribeStore = store.subscribeEdits(onEdit);
    const unsubscribeForm = subscribe({
      formState: { values: true },
      callback: ({ type }) => void (type === 'change' && onEdit()),
    });
    early ??= adoptEarlyInput(store, form);
    if (early.edited) onEdit();
    // 'Vergeet mijn gegevens', here or in another tab: the form on screen is cleared too.
    const unsubscribeModel = model.subscribe((previous) => {
      if (model.get().forgets !== previous.forgets) clear();
    });
    return () => {
      active = false;
      clearTimeout(startLater);
      for (const stop of [stopListening, unsubscribeStore, unsubscribeForm, unsubscribeModel]) stop();
    };
  };
  return { saveConcept, putBack, clear, formRef, summaryRef, start };
}

type Composition = ReturnType<typeof composition>;
type Model = OrderRuntime['model'];

function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

// The day is checked again at confirm (the dialog may have been open a while), on the host's time.
function confirmedEvent(lines: readonly OrderLine[]): Extract<orderState.ModelEvent, { type: 'confirmed' }> {
  const now = pageNow();
  return {
    type: 'confirmed',
    daysNow: pickupDays({ now, products: productsOf(lines) }),
    reference: createOrderReference(now, Math.random),
    placedAt: now.toISOString(),
  };
}

// Refused by the model (the shop has it, it is being sent): the form stays as it is.
function amendOrder(model: Model, editAgain: (kept: Kept) => void) {
  const order = model.get().order;
  if (!order) return;
  model.dispatch({ type: 'amend' });
  if (model.get().amends !== order.record.reference) return;
  editAgain({ quantities: quantitiesOf(order.record.lines), contact: orderState.shareable(order).contact });
}

// For the next confirm's 'Nog een bestelling?': when the shop took a new order.
function keepWhenSent(model: Model, reference: string) {
  const sent = model.get().order?.record;
  if (sent?.reference === reference && orderState.receivedByShop(sent))
    storage.writeLastSent(pageNow().toISOString());
}

function formSubmit(store: OrderStore, { handleSubmit }: FormApi, model: Model, flow: Composition) {
  const problemOfLines = () =>
    linesProblem(
      store.invalidRows().map((product) => product.naam),
      store.getChosen().length,
    );
  const refuse = (error: string) => {
    model.dispatch({ type: 'refused', error });
    flow.summaryRef.current?.focus();
  };
  const open = async (values: OrderForm) => {
    model.dispatch({ type: 'submitted' });
    if (isHoneypotFilled(values)) {
      flow.clear();
      return model.dispatch({ type: 'honeypot' });
    }
    const problem = problemOfLines();
    if (problem) return refuse(problem);
    const lines = store.getChosen();
    const [otherUnsettled, now] = await Promise.all([
      model.get().order ? null : storage.otherTabsOrder(),
      orderTime(),
    ]);
    // In the browser on the host's time, never at build time: the offer changes every Thursday.
    const days = pickupDays({ now, products: productsOf(lines) });
    model.dispatch({ type: 'opened', lines, contact: contactOf(values), days, now, otherUnsettled });
  };
  // The check (zod) may fail to load on a flaky network: say so and keep everything.
  return (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(open, () => model.dispatch({ type: 'refused', error: problemOfLines() }))(event)
      .catch(() => refuse(CHUNK_FAILURE_MESSAGE))
      // a submit made before the framework ran: its wait message stays until here, or until the dialog is there
      .finally(() => model.get().dialog === null && endEarlyWait());
  };
}

export type FlowProps = Pick<ReturnType<typeof useOrderFlow>, 'state' | 'actions'>;
export type OrderActions = FlowProps['actions'];

export function useOrderFlow(store: OrderStore, form: FormApi, runtime: OrderRuntime) {
  const { model } = runtime;
  const state = useSyncExternalStore(model.subscribe, model.get, model.get);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const [flow] = useState(() => composition(store, form, runtime));
  useEffect(() => flow.start(), [flow]);
  useLeaveGuard(orderState.leavingLosesOrder(state));

  // `again`: the customer answered 'Nog een bestelling?' with yes.
  const confirm = async (again: boolean) => {
    const { dialog } = model.get();
    if (!dialog) return;
    const event = { ...confirmedEvent(dialog.lines), lastSentAt: storage.readLastSent(), again };
    if (!(await runtime.confirm(event))) return;
    // Spec §4: whether sent or not, the quantities and fields clear: the order lives in its record now.
    await runtime.send(flow.clear);
    keepWhenSent(model, event.reference);
  };

  // 'Bestelling aanpassen' and 'Bestel opnieuw': the order back in the rows and the form, to edit.
  const editAgain = (kept: Kept) => {
    flow.putBack(kept);
    flow.saveConcept();
    formTitleRef.current?.focus();
  };

  return {
    state,
    summaryRef: flow.summaryRef,
    formTitleRef,
    formRef: flow.formRef,
    actions: {
      submit: formSubmit(store, form, model, flow),
      confirm: () => confirm(false),
      confirmAgain: () => confirm(true),
      close: () => model.dispatch({ type: 'closed' }),
      choose: (choice: orderState.SameOrNew) => model.dispatch({ type: 'chose', choice }),
      pick: (pickup: { dag?: string; uur?: string }) => model.dispatch({ type: 'picked', ...pickup }),
      resend: () => runtime.resend(),
      dismiss: (sure: boolean) => model.dispatch({ type: 'dismissed', sure }),
      keep: () => model.dispatch({ type: 'dismiss-cancelled' }),
      cancel: () => runtime.cancel(),
      amend: () => amendOrder(model, editAgain),
      reorder: (past: PastOrder) => {
        model.dispatch({ type: 'reordered' });
        editAgain(past);
      },
      remember: (on: boolean) => runtime.setRemember(on),
      forget: (keepOrder: boolean) => void runtime.forget(keepOrder),
    },
  };
}
