import { builtAt } from './env';

// The calendar day (yyyy-MM-dd) of `now` in the shop's zone, with the platform's Intl only: light
// enough for the pages that ship no date library (home, contact). The first date format a page makes
// costs ~20 ms (~80 ms on a slow phone: the platform loads its calendar data), so a client page asks
// for it after it has come alive (components/ui/use-shop-today.ts), never while it loads.
export function shopDayOf(now: Date, timeZone = 'Europe/Brussels'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** When the site was built (NEXT_PUBLIC_BUILD_TIME; in development: when this module loaded). */
export const buildMoment = new Date(builtAt || Date.now());

/**
 * The shop's day of the build: what the static HTML is rendered for. A function, so a client module
 * that imports this file does not format a date when it loads; the server hands it to the page.
 */
export const buildDay = () => shopDayOf(buildMoment);
