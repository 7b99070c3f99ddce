'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { CHUNK_FAILURE_MESSAGE } from '@/lib/order/order-model';
import { endEarlyWait } from './early-input';
import type { FlowProps } from './use-order-flow';
import styles from './order-result.module.css';

// Parts most visits never run load as their path starts, then stay: an offline confirm shows its outcome.
function onDemand<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
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

const resultPart = onDemand(() => import('./order-result'));
const dialogPart = onDemand(() => import('./confirm-dialog'));
const pastOrdersPart = onDemand(() => import('./past-orders'));
export const formParts = [resultPart.load, dialogPart.load];

/** The part once loaded; `failed` while it could not be. `again`: each new value asks again. */
function usePart<T>(part: ReturnType<typeof onDemand<T>>, needed: boolean, again: unknown) {
  const [loaded, setLoaded] = useState(part.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    part.load().then(
      (done) => live && (setLoaded(() => done), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [part, needed, loaded, again]);
  return { loaded, failed };
}

const Failed = ({ reference }: { reference?: string }) => (
  <p role="alert" className={`${styles.result} ${styles.failed}`}>
    {reference && (
      <>
        Bestelling <strong>{reference}</strong>:{' '}
      </>
    )}
    {CHUNK_FAILURE_MESSAGE}
  </p>
);

export function OrderResultWhenNeeded({ state, actions }: FlowProps) {
  const needed = state.dialog !== null || state.order !== null || state.fakeSuccess;
  const { loaded, failed } = usePart(resultPart, needed, state.order);
  if (loaded) return <loaded.OrderResult state={state} actions={actions} />;
  return failed && state.order ? <Failed reference={state.order.record.reference} /> : null;
}

type DialogProps = ComponentProps<Awaited<ReturnType<typeof dialogPart.load>>['ConfirmDialog']>;
export function ConfirmDialogWhenNeeded(props: DialogProps) {
  const { dialog } = props.state;
  const { loaded, failed } = usePart(dialogPart, dialog !== null, dialog);
  // The wait message of a submit made before the framework ran stays until the dialog shows (or cannot).
  const shown = (loaded && dialog) || failed;
  useEffect(() => void (shown && endEarlyWait()), [shown]);
  if (loaded) return <loaded.ConfirmDialog {...props} />;
  return failed && dialog ? <Failed /> : null;
}

type ReorderProps = ComponentProps<Awaited<ReturnType<typeof pastOrdersPart.load>>['Reorder']>;
export function ReorderWhenNeeded(props: ReorderProps) {
  const { loaded } = usePart(pastOrdersPart, props.history.length > 0, props.history);
  return loaded ? <loaded.Reorder {...props} /> : null;
}
