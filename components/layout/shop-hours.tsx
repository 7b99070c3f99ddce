'use client';

import { useId } from 'react';
import { useShopToday } from '@/components/ui/use-shop-today';
import { comingWithin, weekdayOf, type ShopCalendar } from '@/lib/shop/day';
import type { HoursNote } from '@/lib/shop/hours';
import { periodOn, type OpeningPeriod } from '@/lib/shop/opening-periods';

// The opening hours of the visitor's day, the next change announced, and the days of the coming weeks
// that differ from them: closures and special days (issues 31, 53). The texts are written at build time
// (lib/shop/hours.ts); here only dates are compared, so a page built on 1/12 says "Vandaag gesloten"
// on 26/12, no longer shows 24/12 on 2/1 and switches to January's hours on 1/1, without a rebuild.

type HoursRow = { key: string; label: string; text: string };
type HoursPeriod = OpeningPeriod<HoursRow> & { announce: string };

type ShopHoursProps = {
  periods: readonly HoursPeriod[];
  notes: readonly HoursNote[];
  classes: Partial<Record<'list' | 'row' | 'note' | 'special' | 'today' | 'closed' | 'title', string>>;
  /** The day the server rendered the page for, and how to tell the visitor's (use-shop-today.ts). */
  calendar: ShopCalendar;
};

export function ShopHours({ periods, notes, classes, calendar }: ShopHoursProps) {
  const today = useShopToday(calendar);
  const titleId = useId();
  const { current, next } = periodOn(periods, today);
  const coming = notes.filter((note) => comingWithin(note, today));
  const onToday = coming.find((note) => note.from <= today && today <= note.to);
  const weekday = weekdayOf(today);
  return (
    <>
      {onToday?.closed && (
        <p className={classes.today}>
          <strong>{onToday.today}</strong>
        </p>
      )}
      <dl className={classes.list}>
        {(current?.days ?? []).map((day) => {
          // The day itself: never its usual hours when it is closed or has its own.
          const own = day.key === weekday ? onToday : undefined;
          return (
            <div key={day.key} className={classes.row} data-today={own ? '' : undefined}>
              <dt>{day.label}</dt>
              <dd className={own?.closed ? classes.closed : undefined}>{own ? own.today : day.text}</dd>
            </div>
          );
        })}
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
      {coming.length > 0 && (
        <>
          <h3 id={titleId} className={classes.title}>
            De komende weken
          </h3>
          <ul className={classes.special} aria-labelledby={titleId}>
            {coming.map((note) => (
              <li key={note.from} data-closed={note.closed ? '' : undefined}>
                <strong>{note.text}</strong>
                {note.orderBy && ` (${note.orderBy})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
