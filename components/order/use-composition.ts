'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { droppedNote } from '@/lib/order/lines';
import type { OrderFormInput, OrderForm } from '@/lib/order/schema';
import type { Concept, Contact, Quantities } from '@/lib/order/stored';
import type { OrderRuntime } from '@/lib/device/order-runtime';
import { createConceptSaver, readConcept, writeConcept } from '@/lib/device/order-storage';
import { askHostClock } from '@/lib/clock/page-clock';
import { adoptEarlyInput } from './early-input';
import type { OrderStore } from './order-store';

export type FormApi = Pick<
  UseFormReturn<OrderFormInput, unknown, OrderForm>,
  'reset' | 'getValues' | 'setValue' | 'subscribe' | 'handleSubmit'
>;

export const EMPTY_FORM: OrderFormInput = { naam: '', email: '', telefoon: '', bericht: '', website: '' };

export type Kept = { quantities: Quantities; contact: Contact };

export const contactOf = (values: Partial<OrderFormInput>): Contact => ({
  naam: values.naam ?? '',
  email: values.email ?? '',
  telefoon: values.telefoon ?? '',
  bericht: values.bericht ?? '',
});

const isEmpty = (concept: Pick<Concept, 'quantities' | 'contact'>) =>
  Object.keys(concept.quantities).length === 0 &&
  Object.values(concept.contact).every((value) => value.trim() === '');

// The composition on this device: restored after mount, written once typing pauses (and at once when
// the page is hidden or left), cleared when the order leaves or the customer forgets.
export function useComposition(store: OrderStore, form: FormApi, runtime: OrderRuntime) {
  const { reset, getValues, setValue, subscribe } = form;
  const formRef = useRef<HTMLFormElement>(null);
  // What the customer did before the framework ran (early-input.ts), taken over once.
  const early = useRef<{ edited: boolean; submitted: boolean } | null>(null);
  const { model } = runtime;
  // Serialising every line on each click or keystroke would cost the interaction.
  const [saver] = useState(() => createConceptSaver());
  useEffect(() => saver.listen(), [saver]);
  const saveConcept = useCallback(() => {
    saver.schedule(() => {
      if (!model.get().loaded) return undefined;
      const concept: Concept = {
        quantities: store.quantities(),
        contact: contactOf(getValues()),
        ...(model.get().amends ? { amends: model.get().amends! } : {}),
        savedAt: Date.now(),
      };
      return isEmpty(concept) ? null : concept;
    });
  }, [saver, model, store, getValues]);

  const putBack = useCallback(
    (kept: Kept) => {
      const dropped = store.load(kept.quantities);
      reset({ ...EMPTY_FORM, ...kept.contact });
      model.dispatch({ type: 'noted', note: droppedNote(dropped) });
    },
    [model, store, reset],
  );
  const clear = useCallback(() => {
    saver.cancel();
    writeConcept(null);
    store.reset();
    reset(EMPTY_FORM);
  }, [saver, store, reset]);

  // Restore what this device kept after mount (the server HTML has the empty order), then follow every
  // edit; an edit made before the read wins, also one made before the framework ran (and a submit made
  // then is acted on once the model is ready).
  useEffect(() => {
    let active = true;
    // The rest of the start (host clock, other tabs, the kept order) in a task of its own, not the one
    // that ends the hydration; the listeners below are attached now, so no edit is missed meanwhile.
    const startLater = setTimeout(() => {
      void askHostClock();
      void Promise.all([runtime.start(), readConcept()]).then(([, concept]) => {
        if (!active) return;
        if (concept && !model.get().editedEarly) putBack(concept);
        // An amendment survives a reload: the model says whether it still can be one.
        if (concept?.amends && concept.amends === model.get().order?.record.reference)
          model.dispatch({ type: 'amend' });
        if (model.get().editedEarly) saveConcept();
        if (early.current?.submitted) {
          early.current.submitted = false;
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
      callback: ({ type }) => {
        if (type === 'change') onEdit();
      },
    });
    early.current ??= adoptEarlyInput(store, { getValues, setValue });
    if (early.current.edited) onEdit();
    // 'Vergeet mijn gegevens', here or in another tab: the form on screen is cleared too.
    const unsubscribeModel = model.subscribe((previous) => {
      if (model.get().forgets !== previous.forgets) clear();
    });
    return () => {
      active = false;
      clearTimeout(startLater);
      unsubscribeStore();
      unsubscribeForm();
      unsubscribeModel();
    };
  }, [runtime, model, store, getValues, setValue, subscribe, saveConcept, putBack, clear, formRef]);

  return { saveConcept, putBack, clear, formRef };
}
