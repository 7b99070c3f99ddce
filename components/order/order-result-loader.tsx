'use client';

import { useEffect, useState } from 'react';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/order-model';
import type { FlowProps } from './use-order-flow';
import styles from './order-result.module.css';

// The result panel (outcomes, cancel, a kept order's notice, mail links) is code most visits never run:
// it loads when the customer heads for the form, opens the dialog or has a kept order, not with the page
// (issue 51: the order page's JavaScript). Loaded once, it stays: a confirm made offline still shows it.
type Panel = typeof import('./order-result');
let loading: Promise<Panel> | null = null;
/** Loads the panel once (again after a failure). */
export const preloadOrderResult = () =>
  (loading ??= import('./order-result').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

export function OrderResultWhenNeeded({ state, actions }: FlowProps) {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [failed, setFailed] = useState(false);
  const needed = state.dialog !== null || state.order !== null || state.fakeSuccess;
  // asked again with each new state of the order: a panel that could not load is tried once more
  useEffect(() => {
    if (!needed || panel) return;
    let live = true;
    preloadOrderResult().then(
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
