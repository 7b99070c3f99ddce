'use client';

import { useSyncExternalStore } from 'react';
import { buildDay, shopDayOf } from '@/lib/shop-day';

const noSubscription = () => () => {};

/**
 * The shop's calendar day (yyyy-MM-dd): the build's while hydrating (so the HTML matches), the
 * visitor's from then on, so what is dated (a special day, a seasonal product) comes and goes on time
 * without a rebuild. `now`: the page's clock (the order page asks the host).
 */
export function useShopToday(now: () => Date = () => new Date()): string {
  return useSyncExternalStore(
    noSubscription,
    () => shopDayOf(now()),
    () => buildDay,
  );
}
