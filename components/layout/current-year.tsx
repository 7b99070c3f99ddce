'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// The static HTML carries the build year; in the browser the visitor's own clock decides.
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
