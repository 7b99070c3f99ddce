import type { ReactNode } from 'react';
import { dayMarks, type DayMarks } from '@/lib/early/day-marks';
import { dayRuns } from '@/lib/shop/day';

/** One of what a page shows by the day: its value, a key for its element, and the marks of its days. */
type DayVariant<T> = { key: string; value: T; marks?: DayMarks };

/**
 * `valueOf` on the visitor's day (`today`, use-shop-today.ts's useShopDay), where it changes only on
 * `changes`, days after the build day `built`. While hydrating (`today` null): one variant for each run
 * of days, marked with them (lib/early/day-marks.ts), the visitor's shown by the shop-day script; then
 * today's alone, keyed as its run, so React keeps that element and drops the hidden ones.
 */
export function dayVariants<T>(
  today: string | null,
  built: string,
  changes: readonly string[],
  valueOf: (day: string) => T,
): DayVariant<T>[] {
  const runs = dayRuns(built, changes, valueOf);
  if (today === null)
    return runs.map((run) => ({ key: run.from, value: run.value, marks: dayMarks(run, built) }));
  return [{ key: runs.findLast((run) => run.from <= today)?.from ?? built, value: valueOf(today) }];
}

/** A text by the day (dayVariants): while hydrating, a <span> for each variant when there is more than one. */
export function dayText(...[today, built, changes, valueOf]: Parameters<typeof dayVariants<ReactNode>>) {
  const variants = dayVariants(today, built, changes, valueOf);
  if (variants.length === 1) return variants[0]!.value;
  return variants.map(({ key, value, marks }) => (
    <span key={key} {...marks}>
      {value}
    </span>
  ));
}
