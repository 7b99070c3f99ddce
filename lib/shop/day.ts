export { weekdayOf } from '@/lib/content/week';

// The calendar day (yyyy-MM-dd) of `now` in the shop's zone, with the platform's Intl only: light
// enough for the pages that ship no date library (home, contact). The first date format a page makes
// costs ~20 ms (~80 ms on a slow phone: the platform loads its calendar data), so a page tells the
// visitor's day from the offsets its server gave it (`dayOn`), and formats a date only outside them.
export function shopDayOf(now: Date, timeZone = 'Europe/Brussels'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * What the server tells a page about the shop's calendar (lib/shop/zone-calendar.ts): the day it rendered the
 * page for, and the zone's UTC offsets from the build on ([from, offset], both in ms, in time order)
 * until `until`.
 */
export type ShopCalendar = {
  day: string;
  offsets: readonly (readonly [number, number])[];
  until: number;
};

/** The shop's day at `now`: from the calendar's offsets, or formatted where they do not reach. */
export function dayOn({ offsets, until }: ShopCalendar, now: Date): string {
  const time = now.getTime();
  const offset = offsets.findLast(([from]) => time >= from)?.[1];
  return offset === undefined || time >= until
    ? shopDayOf(now)
    : new Date(time + offset).toISOString().slice(0, 10);
}

// Whole-day arithmetic on shop dates (yyyy-MM-dd) at UTC midnight, without a date library, for the same
// light pages: a UTC day has no daylight-saving change.
const DAY_MS = 86_400_000;

/** `date` plus `days` days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * How far ahead home, contact and the order page's first notice look (issue 53): four weeks, the reach
 * of the order dialog (8 pick-up days at two a week), so a closure is told before one can order for it.
 */
export const COMING_DAYS = 28;

/** The days on which the run `from`–`to` is among the coming COMING_DAYS (from those before it on). */
export const comingRange = (run: { from: string; to: string }) => ({
  from: addDays(run.from, 1 - COMING_DAYS),
  until: run.to,
});

/** A run of days with one value: from `from` through `until` (none: on and on). */
type DayRun<T> = { from: string; until?: string; value: T };

/**
 * The runs of `valueOf` from `first` on, where it can only change on the days `changes` (those after
 * `first` count, in any order): one call for each, neighbours with the same value (as JSON) joined.
 */
export function dayRuns<T>(first: string, changes: readonly string[], valueOf: (day: string) => T) {
  const runs: DayRun<T>[] = [];
  let last: string | undefined;
  for (const day of [first, ...changes.filter((day) => day > first).sort()]) {
    const value = valueOf(day);
    const json = JSON.stringify(value) ?? '';
    if (json === last) continue;
    const run = runs.at(-1);
    if (run) run.until = addDays(day, -1);
    runs.push({ from: day, value });
    last = json;
  }
  return runs;
}

/** How far a page looks for the days on which what it shows changes (a page is rebuilt far sooner). */
const CHANGES_AHEAD = 366;

/** The days of the coming year from `first` on whose `valueOf` differs from the day before's. */
export const changeDays = <T>(first: string, valueOf: (day: string) => T): string[] =>
  dayRuns(
    first,
    Array.from({ length: CHANGES_AHEAD }, (_, n) => addDays(first, n + 1)),
    valueOf,
  )
    .slice(1)
    .map((run) => run.from);
