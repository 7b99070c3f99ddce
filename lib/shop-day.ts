import { builtAt } from './env';

// The calendar day (yyyy-MM-dd) of `now` in the shop's zone, with the platform's Intl only: light
// enough for the pages that ship no date library (home, contact).
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

/** The shop's day of the build: what the static HTML is rendered for (and hydrated against). */
export const buildDay = shopDayOf(buildMoment);
