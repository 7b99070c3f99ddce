'use client';

import { Fragment, useId } from 'react';
import { dayPart } from '@/components/ui/day-variants';
import { useShopDay } from '@/components/ui/use-shop-today';
import { addDays, comingRange, dayRuns, weekdayOf, type ShopCalendar } from '@/lib/shop/day';
import type { HoursNote } from '@/lib/shop/hours';
import type { OpeningPeriod } from '@/lib/shop/opening-periods';

// The opening hours of the visitor's day, the next change announced, and the days of the coming weeks
// that differ from them: closures and special days (issues 31, 53). The texts are written at build time
// (lib/shop/hours.ts); here only dates are compared, so a page built on 1/12 says "Vandaag gesloten"
// on 26/12, no longer shows 24/12 on 2/1 and switches to January's hours on 1/1, without a rebuild.
// From the first paint: the static HTML holds every part from the build day on, marked with its days,
// and the shop-day script before it shows the visitor's (components/ui/day-variants.tsx).

type HoursRow = { key: string; label: string; text: string };
type HoursPeriod = OpeningPeriod<HoursRow> & { announce: string };

type ShopHoursProps = {
  periods: readonly HoursPeriod[];
  notes: readonly HoursNote[];
  /** A CSS module with these class names (home's and contact's, each styled for its page). */
  classes: Partial<Record<'hours' | 'day' | 'note' | 'special' | 'today' | 'closed' | 'comingTitle', string>>;
  /** The day the server rendered the page for, and how to tell the visitor's (use-shop-today.ts). */
  calendar: ShopCalendar;
};

/** What a weekday's row says by the visitor's day: its hours, or on the day itself a note's ('Vandaag gesloten'). */
function rowTexts(row: HoursRow, notes: readonly HoursNote[], built: string) {
  const changes = notes.flatMap((note) => {
    const days = [note.from];
    while (days.at(-1)! <= note.to) days.push(addDays(days.at(-1)!, 1));
    return days;
  });
  const runs = dayRuns(built, changes, (day) => {
    const own = weekdayOf(day) === row.key && notes.find((note) => note.from <= day && day <= note.to);
    return own ? { text: own.today, closed: own.closed } : { text: row.text, closed: false };
  });
  // the first holds since always: also on a device whose clock is before the build
  return runs.map((run, index) => ({ ...run, from: index === 0 ? null : run.from }));
}

/** The notes in runs of days on which the list of the coming weeks is not empty: one heading each. */
function comingLists(notes: readonly HoursNote[]) {
  const lists: { from: string; until: string; notes: HoursNote[] }[] = [];
  for (const note of notes) {
    const { from, until } = comingRange(note);
    const list = lists.at(-1);
    if (list && from <= addDays(list.until, 1)) {
      list.notes.push(note);
      if (until > list.until) list.until = until;
    } else lists.push({ from, until, notes: [note] });
  }
  return lists;
}

export function ShopHours({ periods, notes, classes, calendar }: ShopHoursProps) {
  const part = dayPart(useShopDay(calendar), calendar.day);
  const titleId = useId();
  return (
    <>
      {notes.map((note) => {
        // said first on the day itself: closed, or an extra day's hours (a weekday without a row of its own)
        const marks = part({ from: note.from, until: note.to });
        return (
          marks && (
            <p key={note.from} className={classes.today} {...marks}>
              <strong>{note.today}</strong>
            </p>
          )
        );
      })}
      {periods.map((period, index) => {
        const marks = part(period);
        const next = periods[index + 1];
        return (
          marks && (
            <Fragment key={period.from ?? ''}>
              <dl className={classes.hours} {...marks}>
                {period.days.map((day) => (
                  <div key={day.key} className={classes.day}>
                    <dt>{day.label}</dt>
                    <dd>
                      {rowTexts(day, notes, calendar.day).map(({ value, ...run }) => {
                        const shown = part(run);
                        return (
                          shown && (
                            <span
                              key={run.from ?? ''}
                              className={value.closed ? classes.closed : undefined}
                              {...shown}
                            >
                              {value.text}
                            </span>
                          )
                        );
                      })}
                    </dd>
                  </div>
                ))}
              </dl>
              {next && (
                <p className={classes.note} {...marks}>
                  {next.announce}:{' '}
                  {next.days
                    .map(
                      (day) =>
                        `${day.label.toLowerCase()} ${day.text.charAt(0).toLowerCase()}${day.text.slice(1)}`,
                    )
                    .join('; ')}
                </p>
              )}
            </Fragment>
          )
        );
      })}
      {comingLists(notes).map((list) => {
        const marks = part(list);
        const id = `${titleId}${list.from}`;
        return (
          marks && (
            <Fragment key={list.from}>
              <h3 id={id} className={classes.comingTitle} {...marks}>
                De komende weken
              </h3>
              <ul className={classes.special} aria-labelledby={id} {...marks}>
                {list.notes.map((note) => {
                  const shown = part(comingRange(note));
                  return (
                    shown && (
                      <li key={note.from} data-closed={note.closed ? '' : undefined} {...shown}>
                        <strong>{note.text}</strong>
                        {note.orderBy && ` (${note.orderBy})`}
                      </li>
                    )
                  );
                })}
              </ul>
            </Fragment>
          )
        );
      })}
    </>
  );
}
