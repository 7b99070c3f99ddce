'use client';

import { useShopToday } from '@/components/ui/use-shop-today';
import { periodOn, type OpeningPeriod } from '@/lib/shop/opening-periods';
import type { ShopCalendar } from '@/lib/shop/day';

// The opening hours of the visitor's day, the next change announced, and the special opening days
// ahead (issue 31). The texts are written at build time (lib/shop/hours.ts); here only the dates are
// compared, so a page built on 1/12 no longer shows 24/12 on 2/1 and switches to January's hours on 1/1.

type HoursRow = { key: string; label: string; text: string };
type HoursPeriod = OpeningPeriod<HoursRow> & { announce: string };
type SpecialDayText = { date: string; text: string; orderBy: string };

type ShopHoursProps = {
  periods: readonly HoursPeriod[];
  specialDays: readonly SpecialDayText[];
  classes: Partial<Record<'list' | 'row' | 'note' | 'special', string>>;
  /** The day the server rendered the page for, and how to tell the visitor's (use-shop-today.ts). */
  calendar: ShopCalendar;
};

export function ShopHours({ periods, specialDays, classes, calendar }: ShopHoursProps) {
  const today = useShopToday(calendar);
  const { current, next } = periodOn(periods, today);
  const ahead = specialDays.filter((day) => day.date >= today);
  return (
    <>
      <dl className={classes.list}>
        {(current?.days ?? []).map((day) => (
          <div key={day.key} className={classes.row}>
            <dt>{day.label}</dt>
            <dd>{day.text}</dd>
          </div>
        ))}
      </dl>
      {next && (
        <p className={classes.note}>
          {next.announce}:{' '}
          {next.days
            .map(
              (day) => `${day.label.toLowerCase()} ${day.text.charAt(0).toLowerCase()}${day.text.slice(1)}`,
            )
            .join('; ')}
        </p>
      )}
      {ahead.length > 0 && (
        <ul className={classes.special} aria-label="Extra openingsdagen">
          {ahead.map((day) => (
            <li key={day.date}>
              <strong>{day.text}</strong> ({day.orderBy})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
