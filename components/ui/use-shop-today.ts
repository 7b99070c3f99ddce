'use client';

import { useSyncExternalStore } from 'react';
import { shopDayOf } from '@/lib/shop-day';

// Until the page has come alive, its day is the one its HTML was rendered for; the visitor's own
// day is asked for once, in a task of its own after the hydration (lib/shop-day.ts: the first
// date format costs ~80 ms on a slow phone, and on the order page it fell inside the hydration's
// longest task). What a later render reads is the visitor's day at that render.
let live = false;

function subscribe(listener: () => void) {
  const timer = setTimeout(() => {
    live = true;
    listener();
  });
  return () => clearTimeout(timer);
}

/**
 * The shop's calendar day (yyyy-MM-dd): `renderedDay` (the server's, so the HTML matches) while
 * hydrating and in the task after it, the visitor's from then on, so what is dated (a special day, a
 * seasonal product) comes and goes on time without a rebuild. `now`: the page's clock (the order page
 * asks the host).
 */
export function useShopToday(renderedDay: string, now: () => Date = () => new Date()): string {
  return useSyncExternalStore(
    subscribe,
    () => (live ? shopDayOf(now()) : renderedDay),
    () => renderedDay,
  );
}
