'use client';

import { startTransition, useEffect, useState } from 'react';
import { dayOn, type ShopCalendar } from '@/lib/shop/day';
import { useHydrated } from './use-hydrated';

/**
 * The shop's calendar day (yyyy-MM-dd) on the visitor's clock, or null while hydrating: the static HTML
 * then holds each day's variant of what is dated, and the shop-day script showed the visitor's before
 * the first paint (day-variants.tsx), so nothing moves when the framework comes. The day follows in a
 * transition: the page's dated parts render again in slices, not inside the hydration's last task
 * (issue 33; an external store would force that render to be synchronous). It is told from the zone's
 * offsets the server gave, not by formatting a date (~80 ms on a slow phone the first time:
 * lib/shop/day.ts). `now`: the page's clock (the order page asks the host).
 */
export function useShopDay(calendar: ShopCalendar, now: () => Date = () => new Date()): string | null {
  // A hook mounted later (a client-side navigation) has no server HTML to match: the visitor's day at once.
  const hydrated = useHydrated();
  const [known, setKnown] = useState(hydrated);
  useEffect(() => {
    if (!known) startTransition(() => setKnown(true));
  }, [known]);
  if (!known) return null;
  // never before the build, as the shop-day script tells it before the first paint (a clock behind)
  const day = dayOn(calendar, now());
  return day < calendar.day ? calendar.day : day;
}
