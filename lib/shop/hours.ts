import { hourText, readableDay } from '@/lib/shop/day-text';
import { calendarNotes, noteText, orderByText, type CalendarFacts } from './calendar';
import { addDays } from './day';
import { openingPeriods } from './opening-periods';
import { shop } from '.';

// What the home and contact pages show of the hours (issues 31, 53), written at build time from the shop's
// calendar: every weekly period with its start announced ('Vanaf vrijdag 1 januari 2027'), and the days
// that differ from them (closures, special days) from the build day on. The page's client leaf picks
// by the visitor's day (components/layout/shop-hours.tsx).

export function hoursPeriods(facts: Pick<typeof shop, 'openingHours' | 'scheduleChanges'> = shop) {
  return openingPeriods(
    facts.openingHours.map((day) => ({ key: day.day, label: day.label, text: day.text })),
    facts.scheduleChanges.map((change) => ({
      from: change.from,
      openingHours: change.openingHours.map((day) => ({ key: day.day, label: day.label, text: day.text })),
    })),
  ).map((period) => ({ ...period, announce: period.from ? `Vanaf ${readableDay(period.from)}` : '' }));
}

/** How far after the build the pages know the calendar: a static page is read for months between builds. */
const KNOWN_DAYS = 400;

const pick = ({ from, to }: { from: string; to: string }) => ({ from, to });

/** A day or run that differs from the weekly hours, as the pages write it. */
export type HoursNote = {
  from: string;
  to: string;
  closed: boolean;
  // 'Gesloten op vrijdag 25/12 (Kerstmis)', 'Extra open: donderdag 24/12, 9u–15u'
  text: string;
  // 'bestellen tot zondag 20/12 om 18u' (special days only)
  orderBy: string;
  // What that weekday's row says on the day itself: 'Vandaag gesloten (Kerstmis)', 'Vandaag open van 9u tot 15u'.
  today: string;
};

/**
 * The notes from `today` (the build day) on, in date order. The pages render those of the coming weeks
 * and pick again in the browser by the visitor's day, so a closure appears and a passed day disappears
 * without a rebuild.
 */
export function hoursNotes(today: string, facts: CalendarFacts = shop): HoursNote[] {
  return calendarNotes(today, addDays(today, KNOWN_DAYS - 1), facts).map((note) =>
    note.kind === 'closed'
      ? {
          ...pick(note),
          closed: true,
          text: noteText(note),
          orderBy: '',
          today: `Vandaag gesloten (${note.reason})`,
        }
      : {
          ...pick(note),
          closed: false,
          text: noteText(note),
          orderBy: orderByText(note.day),
          today: `Vandaag open van ${hourText(note.day.opens)} tot ${hourText(note.day.closes)}`,
        },
  );
}
