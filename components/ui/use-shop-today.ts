'use client';

import { useSyncExternalStore } from 'react';
import { dayOn, type ShopCalendar } from '@/lib/shop-day';

const noSubscription = () => () => {};

/**
 * The shop's calendar day (yyyy-MM-dd): the server's (`calendar.day`) while hydrating, so the HTML
 * matches, the visitor's from then on, so what is dated (a special day, a seasonal product) comes and
 * goes on time without a rebuild. The day is told from the zone's offsets the server gave, not by
 * formatting a date (~80 ms on a slow phone the first time: lib/shop-day.ts). `now`: the page's clock
 * (the order page asks the host).
 */
export function useShopToday(calendar: ShopCalendar, now: () => Date = () => new Date()): string {
  return useSyncExternalStore(
    noSubscription,
    () => dayOn(calendar, now()),
    () => calendar.day,
  );
}
