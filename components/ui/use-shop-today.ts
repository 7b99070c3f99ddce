'use client';

import { startTransition, useEffect, useState } from 'react';
import { dayOn, type ShopCalendar } from '@/lib/shop/day';
import { useHydrated } from './use-hydrated';

/**
 * The shop's calendar day (yyyy-MM-dd): the server's (`calendar.day`) while hydrating, so the HTML
 * matches, the visitor's from then on, so what is dated (a special day, a seasonal product) comes and
 * goes on time without a rebuild. The visitor's day follows in a transition: a page built on another
 * day renders its dated parts again in slices, not inside the hydration's last task (issue 33; an
 * external store would force that render to be synchronous). The day is told from the zone's offsets
 * the server gave, not by formatting a date (~80 ms on a slow phone the first time: lib/shop/day.ts).
 * `now`: the page's clock (the order page asks the host).
 */
export function useShopToday(calendar: ShopCalendar, now: () => Date = () => new Date()): string {
  // The render at the end of the hydration shows the same day, so nothing below changes. A hook
  // mounted later (a client-side navigation) has no server HTML to match: the visitor's day at once.
  const hydrated = useHydrated();
  const [known, setKnown] = useState(hydrated);
  useEffect(() => {
    if (!known) startTransition(() => setKnown(true));
  }, [known]);
  return known ? dayOn(calendar, now()) : calendar.day;
}
