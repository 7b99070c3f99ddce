import { weekIn } from '@/lib/content/week';
import type { ShopContent } from '@/lib/content/schemas';
import { dayMonthText, hourText } from '@/lib/shop/day-text';
import type { ClosedDay } from './closures';
import { addDays, weekdayOf } from './day';
import { shop } from '.';

// The shop's calendar (issue 53): what holds on a day D, asked by the pick-up rules, the order page's
// first notice, home, contact and the structured data, so none of them can tell another story. Pure:
// facts and dates (yyyy-MM-dd, shop days) in; the shop's own facts unless given.

type WeeklyDay = ShopContent['openingHours'][number];
export type SpecialDay = NonNullable<ShopContent['specialDays']>[number];

/** The facts the calendar is made of: content/winkel.json's hours and content/sluitingen.json's days. */
export type CalendarFacts = {
  openingHours: readonly WeeklyDay[];
  scheduleChanges?: readonly { from: string; openingHours: readonly WeeklyDay[] }[];
  specialDays?: readonly SpecialDay[];
  closedDays: readonly ClosedDay[];
};

/** The weekly hours in force on `date` (weekIn), the shop's own unless given. */
export const weeklyHoursOn = (
  date: string,
  facts: Pick<CalendarFacts, 'openingHours' | 'scheduleChanges'> = shop,
): readonly WeeklyDay[] => weekIn(date, facts);

/** The shop on one day. */
type ShopDay = {
  date: string;
  /** That weekday's hours in the schedule in force; undefined: not a weekly opening day. */
  weekly: WeeklyDay | undefined;
  /** A date with its own hours, pick-up window and deadline; a closure wins over it. */
  special: SpecialDay | null;
  closure: ClosedDay | null;
  /** Open that day: weekly or special hours, and no closure. */
  open: boolean;
};

/** What the shop's calendar says of `date` (yyyy-MM-dd). */
export function shopDayOn(date: string, facts: CalendarFacts = shop): ShopDay {
  const weekday = weekdayOf(date);
  const weekly = weeklyHoursOn(date, facts).find((day) => day.day === weekday);
  const special = facts.specialDays?.find((day) => day.date === date) ?? null;
  const closure = facts.closedDays.find((day) => day.date === date) ?? null;
  return { date, weekly, special, closure, open: !closure && Boolean(weekly || special) };
}

/** A run of days that differ from the weekly hours, from `from` to `to` (inclusive). */
export type CalendarNote =
  | { kind: 'closed'; from: string; to: string; reason: string }
  | { kind: 'special'; from: string; to: string; day: SpecialDay; weekly: boolean };

/**
 * The days from `from` through `until` that differ from the weekly hours, in date order: closures,
 * consecutive days with one reason as one run, kept when the shop would have opened on one of them
 * (a holiday on a Monday it is closed anyway is no news), and special days no closure cancels.
 */
export function calendarNotes(from: string, until: string, facts: CalendarFacts = shop): CalendarNote[] {
  const notes: CalendarNote[] = [];
  type Run = { kind: 'closed'; from: string; to: string; reason: string; wouldOpen: boolean };
  const runs: Run[] = [];
  // Bounded: an unreadable `until` ends the walk after a year and a half.
  for (let date = from, n = 0; date <= until && n < 550; date = addDays(date, 1), n++) {
    const { closure, special, weekly } = shopDayOn(date, facts);
    const run = runs.at(-1);
    if (closure) {
      const wouldOpen = Boolean(weekly || special);
      if (run?.to === addDays(date, -1) && run.reason === closure.reason)
        Object.assign(run, { to: date, wouldOpen: run.wouldOpen || wouldOpen });
      else runs.push({ kind: 'closed', from: date, to: date, reason: closure.reason, wouldOpen });
    } else if (special)
      notes.push({ kind: 'special', from: date, to: date, day: special, weekly: Boolean(weekly) });
  }
  const closed = runs.flatMap(({ wouldOpen, ...run }) => (wouldOpen ? [run] : []));
  return [...closed, ...notes].sort((a, b) => (a.from < b.from ? -1 : 1));
}

// 'vrijdag 25/12', or 'van maandag 28/12 tot en met zondag 03/01'.
const runText = ({ from, to }: Pick<CalendarNote, 'from' | 'to'>, single: string) =>
  from === to
    ? `${single} ${dayMonthText(from)}`
    : `van ${dayMonthText(from)} tot en met ${dayMonthText(to)}`;

/** How home and contact write a note ('Gesloten op vrijdag 25/12 (Kerstmis)', 'Extra open: …'). */
export function noteText(note: CalendarNote): string {
  if (note.kind === 'closed') return `Gesloten ${runText(note, 'op')} (${note.reason})`;
  const { day } = note;
  return `${note.weekly ? 'Andere uren' : 'Extra open'}: ${dayMonthText(day.date)}, ${hourText(day.opens)}–${hourText(day.closes)}`;
}

/** A special day's order deadline: 'bestellen tot zondag 20/12 om 18u'. */
export const orderByText = (day: Pick<SpecialDay, 'orderByDate' | 'orderByTime'>) =>
  `bestellen tot ${dayMonthText(day.orderByDate)} om ${hourText(day.orderByTime)}`;
