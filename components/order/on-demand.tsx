'use client';

import { useEffect, useState, type RefObject } from 'react';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/order-model';
import type { FlowProps } from './use-order-flow';
import styles from './order-result.module.css';

// The parts of the order page most visits never run load when their path starts, not with the page
// (issue 51: the order page's JavaScript): the confirm dialog with the form's check (its focus, then the
// submit), the result panel (outcomes, cancel, a kept order's notice, mail links) when the dialog opens
// or a kept order comes back. Loaded once, a part stays: a confirm made offline still shows its outcome.
function onDemand<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    /** Loads it once (again after a failure). */
    load: () =>
      (loading ??= load().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

export const dialogPart = onDemand(() => import('./confirm-dialog'));
export const resultPart = onDemand(() => import('./order-result'));

/** The dialog, once the submit loaded it (a submit that cannot load it says so and keeps everything). */
export function ConfirmDialogWhenOpen(props: FlowProps & { returnFocus: RefObject<HTMLElement | null> }) {
  const part = props.state.dialog ? dialogPart.loaded() : null;
  return part && <part.ConfirmDialog {...props} />;
}

export function OrderResultWhenNeeded({ state, actions }: FlowProps) {
  const [panel, setPanel] = useState(resultPart.loaded);
  const [failed, setFailed] = useState(false);
  const needed = state.dialog !== null || state.order !== null || state.fakeSuccess;
  // asked again with each new state of the order: a panel that could not load is tried once more
  useEffect(() => {
    if (!needed || panel) return;
    let live = true;
    resultPart.load().then(
      (loaded) => live && (setPanel(loaded), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [needed, panel, state.order]);
  if (panel) return <panel.OrderResult state={state} actions={actions} />;
  if (!failed || !state.order) return null;
  return (
    <p role="alert" className={`${styles.result} ${styles.failed}`}>
      Bestelling <strong>{state.order.record.reference}</strong>: {CHUNK_FAILURE_MESSAGE}
    </p>
  );
}
