'use client';

import { useEffect, useState } from 'react';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/order-model';
import type { FlowProps } from './use-order-flow';
import styles from './order-result.module.css';

// The result panel, which most visits never run, loads when its path starts: the customer heads for the
// form, the dialog opens or a kept order comes back. Once loaded it stays (an offline confirm still shows
// its outcome). Not the confirm dialog: loaded so, it opened after 10 s in WebKit on a busy host.
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

export const resultPart = onDemand(() => import('./order-result'));

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
