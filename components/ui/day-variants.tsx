import type { ReactNode } from 'react';
import { dayMarks, type DayMarks } from '@/lib/early/day-marks';
import { dayRuns } from '@/lib/shop/day';

// What a page shows by the shop's day (use-shop-today.ts useShopDay): while hydrating, each of its
// variants from the build day on, marked with their days (lib/early/day-marks.ts), the visitor's shown
// by the shop-day script; then today's alone. The server makes the variants: the page's JavaScript
// only picks among them.

/** One of what a page shows by the day: its value, a key for its element, and the marks of its days. */
export type DayVariant<T> = { key: string; value: T; marks?: DayMarks };

/** For the server: `valueOf`'s variants from the build day `built` on, where it changes only on `changes`. */
export const dayVariants = <T,>(built: string, changes: readonly string[], valueOf: (day: string) => T) =>
  dayRuns(built, changes, valueOf).map((run): DayVariant<T> => ({
    key: run.from,
    value: run.value,
    marks: dayMarks(run, built),
  }));

/** The key of the variant `today` falls in: after hydration React keeps the element that showed it. */
export const keyOn = (variants: readonly DayVariant<unknown>[], today: string) =>
  variants.findLast((variant) => variant.key <= today)?.key ?? today;

/** Days from `from` through `until` (either open: null or absent). */
export type DayRange = { from?: string | null; until?: string | null };

/**
 * How a part that holds on `range` is rendered on the visitor's `day` (useShopDay's: null while
 * hydrating): while hydrating, every part not over by the build day `built`, with its marks; then only a
 * part that holds on `day`, unmarked. null: not rendered.
 */
export const dayPart =
  (day: string | null, built: string) =>
  ({ from, until }: DayRange): DayMarks | null => {
    if (day === null) return until && until < built ? null : dayMarks({ from, until }, built);
    return (!from || from <= day) && (!until || day <= until) ? {} : null;
  };

/** A text's variants as the static HTML holds them: the text, or a <span> for each when there are more. */
export function variantsText(variants: readonly DayVariant<ReactNode>[]): ReactNode {
  if (variants.length === 1) return variants[0]!.value;
  return variants.map(({ key, value, marks }) => (
    <span key={key} {...marks}>
      {value}
    </span>
  ));
}
