// What a page shows by the shop's day (the order page's first notice, a seasonal row and its note) is
// exported on the day it was built, and opened on another: its HTML holds each variant marked with the
// days it holds on, and the shop-day script (shop-day-script.ts) hides before the first paint those
// that do not hold on the visitor's day, so nothing moves when the framework takes the page over
// (components/ui/day-variants.tsx). The marks compare as text (yyyy-MM-dd), with no date library.

/** A variant's days as attributes: none where it holds from the build day or for good. */
export type DayMarks = {
  'data-day-from'?: string | undefined;
  'data-day-until'?: string | undefined;
  /** Not the build day's: hidden without JavaScript (app/globals.css), where no script picks. */
  'data-day-other'?: '' | undefined;
};

/** The marks of a variant that holds from `from` through `until` (either open; not over before `built`). */
export function dayMarks(
  { from, until }: { from?: string | null | undefined; until?: string | null | undefined },
  built: string,
) {
  const marks: DayMarks = from && from > built ? { 'data-day-from': from, 'data-day-other': '' } : {};
  if (until) marks['data-day-until'] = until;
  return marks;
}

/**
 * A selector of the marked elements that do not hold on `day`: a first day after it, or a last day
 * before it. Text compares digit by digit: it is after `day` where it has `day`'s first n characters
 * and then a greater digit (`[data-day-from^="2026-12-2"]` for 2026-12-18, among others).
 */
export function hiddenOn(day: string): string {
  const selectors: string[] = [];
  [...day].forEach((char, at) => {
    for (let digit = 0; char !== '-' && digit <= 9; digit++)
      if (digit !== Number(char))
        selectors.push(
          `[data-day-${digit > Number(char) ? 'from' : 'until'}^="${day.slice(0, at)}${digit}"]`,
        );
  });
  return selectors.join();
}
