import { MAX_PERIOD_DAYS } from '@/lib/content/lists';

// The days the shop is closed, as one list: single days, periods (from–to, inclusive) and, when the
// owner switched it on, the Belgian public holidays (computed at build time into public-holidays.json).
// Pure: content and holidays in, calendar days (yyyy-MM-dd) with their reason out.

export type ClosedDay = { date: string; reason: string };

export type ClosuresInput = {
  publicHolidays: boolean;
  days: readonly { date: string; reason: string }[];
  periods: readonly { from: string; to: string; reason: string }[];
};

// A longer period is refused by the content check (lib/content/shop-schema.ts); never a giant list.
const DAY_MS = 86_400_000;

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / DAY_MS;
const isoValue = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function closedDays(closures: ClosuresInput, holidays: readonly ClosedDay[]): ClosedDay[] {
  const reasons = new Map<string, string>();
  const add = (date: string, reason: string) => {
    if (!reasons.has(date)) reasons.set(date, reason);
  };
  for (const day of closures.days) add(day.date, day.reason);
  for (const period of closures.periods) {
    const first = dayNumber(period.from);
    const last = Math.min(dayNumber(period.to), first + MAX_PERIOD_DAYS);
    for (let day = first; day <= last; day++) add(isoValue(day), period.reason);
  }
  if (closures.publicHolidays) for (const holiday of holidays) add(holiday.date, holiday.reason);
  return [...reasons]
    .map(([date, reason]) => ({ date, reason }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
