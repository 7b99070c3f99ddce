// The week of a date, pure and light (the pages, the content check and /admin ask it): which weekday it is,
// and which weekly hours hold on it.
import { weekdays, type Weekday } from './lists';

/** The weekday of `date` (yyyy-MM-dd). */
export const weekdayOf = (date: string): Weekday =>
  weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

type Week<Day> = { openingHours: readonly Day[] };

/** The weekly hours in force on `date`: the last change that began on or before it, else the usual ones. */
export function weekIn<Day>(
  date: string,
  hours: Week<Day> & { scheduleChanges?: readonly (Week<Day> & { from: string })[] },
) {
  const begun = (hours.scheduleChanges ?? []).filter((change) => change.from <= date);
  return (begun.sort((a, b) => (a.from < b.from ? -1 : 1)).at(-1) ?? hours).openingHours;
}
