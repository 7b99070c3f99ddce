'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the static HTML and while React hydrates it, true in every render after that (and from the
 * first render of a component mounted later, by a client-side navigation). Its switch renders the
 * component once more, synchronously, at the end of the hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
