import { tzOffset, tzScan } from '@date-fns/tz';
import { shop } from '.';
import { buildMoment } from '@/lib/env';
import { shopDayOf, type ShopCalendar } from './day';

/** How far ahead of the build the calendar knows the zone's offsets (after that: the platform's Intl). */
const YEARS_AHEAD = 3;
const MINUTE = 60_000;

/**
 * For the server only: the shop's day of the build and its zone's UTC offsets from then on, read from
 * the platform's time zone data (tzScan), so a page can tell the visitor's day without formatting a
 * date (lib/shop/day.ts `dayOn`).
 */
export function buildCalendar(): ShopCalendar {
  const { timeZone } = shop;
  const end = new Date(buildMoment);
  end.setUTCFullYear(end.getUTCFullYear() + YEARS_AHEAD);
  const changes = tzScan(timeZone, { start: buildMoment, end });
  return {
    day: shopDayOf(buildMoment, timeZone),
    offsets: [
      [buildMoment.getTime(), tzOffset(timeZone, buildMoment) * MINUTE],
      ...changes.map(({ date, offset }) => [date.getTime(), offset * MINUTE] as const),
    ],
    until: end.getTime(),
  };
}
