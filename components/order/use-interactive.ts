import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** false in the server HTML and during hydration, true once the page's JavaScript runs it. */
export function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
