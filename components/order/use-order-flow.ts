'use client';

import { useEffect, useMemo, useRef, useSyncExternalStore, type FormEvent } from 'react';
import { productsOf } from '@/lib/order/catalogue';
import { isHoneypotFilled } from '@/lib/order/form-rules';
import { quantitiesOf } from '@/lib/order/history';
import { linesProblem } from '@/lib/order/lines';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/model-texts';
import {
  cancelOffered,
  isSending,
  keptDayNotice,
  type ModelEvent,
  type ModelState,
  type SameOrNew,
} from '@/lib/order/order-state';
import { pickupDays } from '@/lib/order/pickup';
import { createOrderReference } from '@/lib/order/reference';
import type { OrderForm } from '@/lib/order/schema';
import type { OrderLine, PastOrder } from '@/lib/order/stored';
import { endEarlyWait } from './early-input';
import type { OrderRuntime } from '@/lib/device/order-runtime';
import { useOrderRuntime } from './runtime-context';
import { otherTabsOrder } from '@/lib/device/order-storage';
import { orderTime, pageNow } from '@/lib/clock/page-clock';
import type { OrderStore } from './order-store';
import { contactOf, useComposition, type FormApi, type Kept } from './use-composition';

// The page's side of the order model (order-runtime.ts): it subscribes to it, hands it what the visitor
// does, and keeps the composition (the rows' store and the form) in step. Every decision is the model's.

const linesProblemOf = (store: OrderStore) =>
  linesProblem(
    store.invalidRows().map((product) => product.naam),
    store.getChosen().length,
  );

// The day is checked against the clock at confirm (the dialog may have been open for a while), on the
// host's time; the reference and 'besteld op' come from the same moment.
function confirmedEvent(lines: readonly OrderLine[]): Extract<ModelEvent, { type: 'confirmed' }> {
  const now = pageNow();
  return {
    type: 'confirmed',
    daysNow: pickupDays({ now, products: productsOf(lines) }),
    reference: createOrderReference(now, Math.random),
    placedAt: now.toISOString(),
  };
}

// Refused by the model (the shop has it, it is being sent): the form stays as it is.
function amendOrder(model: OrderRuntime['model'], editAgain: (kept: Kept) => void) {
  const order = model.get().order;
  if (!order) return;
  model.dispatch({ type: 'amend' });
  if (model.get().amends !== order.record.reference) return;
  editAgain({ quantities: quantitiesOf(order.record.lines), contact: order.record.contact });
}

/** What the page shows of its order on the page clock now: the model's selectors answer. */
function orderView(order: ModelState['order']) {
  const now = pageNow();
  return {
    cancellable: order ? cancelOffered(order, now) : false,
    dayNotice: order ? keptDayNotice(order, now) : null,
  };
}
export type OrderView = ReturnType<typeof orderView>;
export type OrderActions = ReturnType<typeof useOrderFlow>['actions'];

export function useOrderFlow(store: OrderStore, form: FormApi) {
  const { handleSubmit } = form;
  const runtime = useOrderRuntime();
  const { model } = runtime;
  const state = useSyncExternalStore(model.subscribe, model.get, model.get);
  const summaryRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const { saveConcept, putBack, clear, formRef } = useComposition(store, form, runtime);

  // Once per change of the order (the day check looks a year ahead), not per render.
  const view = useMemo(() => orderView(state.order), [state.order]);
  const outcomeKey = state.order && !isSending(state) ? state.order.record : null;
  useEffect(() => {
    if (outcomeKey) resultRef.current?.focus();
  }, [outcomeKey]);

  const problemOfLines = () => linesProblemOf(store);
  const refuse = (error: string) => {
    model.dispatch({ type: 'refused', error });
    summaryRef.current?.focus();
  };

  const open = async (values: OrderForm) => {
    model.dispatch({ type: 'submitted' });
    if (isHoneypotFilled(values)) {
      clear();
      return model.dispatch({ type: 'honeypot' });
    }
    const problem = problemOfLines();
    if (problem) return refuse(problem);
    const lines = store.getChosen();
    const [otherUnsettled, now] = await Promise.all([
      model.get().order ? null : otherTabsOrder(null),
      orderTime(),
    ]);
    // Computed now, in the browser, on the host's time, never at build time: the offer changes every Thursday.
    const days = pickupDays({ now, products: productsOf(lines) });
    model.dispatch({ type: 'opened', lines, contact: contactOf(values), days, now, otherUnsettled });
  };

  // The check (zod) may fail to load on a flaky network: say so and keep everything.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(open, () => model.dispatch({ type: 'refused', error: problemOfLines() }))(event)
      .catch(() => refuse(CHUNK_FAILURE_MESSAGE))
      // a submit made before the framework ran: its wait message stays until here
      .finally(endEarlyWait);
  };

  const confirm = async () => {
    const { dialog } = model.get();
    if (!dialog) return;
    await runtime.confirm(confirmedEvent(dialog.lines));
    if (!isSending(model.get())) return;
    // Spec §4: whether sent or not, the quantities and fields clear: the order lives in its record now.
    await runtime.send(clear);
  };

  // 'Bestelling aanpassen' and 'Bestel opnieuw': the order back in the rows and the form, to edit.
  const editAgain = (kept: Kept) => {
    putBack(kept);
    saveConcept();
    formTitleRef.current?.focus();
  };

  return {
    state,
    view,
    summaryRef,
    resultRef,
    formTitleRef,
    formRef,
    actions: {
      submit,
      confirm,
      close: () => model.dispatch({ type: 'closed' }),
      choose: (choice: SameOrNew) => model.dispatch({ type: 'chose', choice }),
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
