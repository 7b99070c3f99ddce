import { weekdayNames, weekdays, type Weekday } from '@/lib/content/lists';
import type { OrderPageContent } from '@/lib/content/schemas';
import { shop, type OpeningDay } from '@/lib/shop';
import type { ClosedDay } from '@/lib/shop/closures';
import { addDays, COMING_DAYS } from '@/lib/shop/day';
import { calendarNotes, noteText, orderByText, weeklyHoursOn } from '@/lib/shop/calendar';
import { dayMonthText } from '@/lib/shop/day-text';
import { pickupWeekdays, type PickupSchedule } from './pickup';

// The order page's first notice: the order deadlines, written from the shop's calendar (so they cannot
// disagree with the dialog). The others are the server's alone (order-notices.tsx).

/** A notice; the first one may list the coming weeks' pick-up days that differ from the usual rule. */
export type Notice = OrderPageContent['notices'][number] & { items?: readonly string[] };

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} of ${words.at(-1)}`;

const order = (weekday: Weekday) => weekdays.indexOf(weekday);

function usualNotice(schedule: { openingHours: readonly OpeningDay[] }): Notice {
  // The pick-up days (Monday first) by their deadline ('woensdag', 'dinsdag om 18:00').
  const days = pickupWeekdays(schedule.openingHours).sort((a, b) => order(a.day) - order(b.day));
  const groups = new Map<string, typeof days>();
  for (const day of days) {
    const { orderByDay, orderByTime: time } = day;
    const deadline = `${weekdayNames[orderByDay]}${time === '23:59' ? '' : ` om ${time}`}`;
    groups.set(deadline, [...(groups.get(deadline) ?? []), day]);
  }
  const names = (group: typeof days) => list(group.map((day) => weekdayNames[day.day]));
  const [[deadline, group] = ['', []]] = groups;
  if (groups.size === 1) {
    // 'dezelfde week' only when the deadline comes before every pick-up day in the week (mon–sun).
    const sameWeek = group.every((day) => order(day.orderByDay) < order(day.day));
    return {
      title: `Ten laatste ${deadline} bestellen`,
      text: `Bestel uiterlijk op ${deadline} om uw bestelling ${sameWeek ? 'dezelfde week' : 'de week erna'} op ${names(group)} af te halen.`,
    };
  }
  const text = [...groups].map(([by, days]) => `voor ${names(days)} bestelt u uiterlijk op ${by}`).join('; ');
  return { title: 'Tijdig bestellen', text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}

/** The schedule with the shop's closed days (content/sluitingen.json); without them: none. */
type CalendarSchedule = PickupSchedule & { closedDays?: readonly ClosedDay[] };

// The first notice on `today` (issue 53): the coming weeks' special pick-up days with their deadline (none
// passed: the dialog leaves those out too) and closures from tomorrow on, then the usual rule of the hours
// in force; the usual rule alone when nothing differs.
export function calendarNotice(today: string, schedule: CalendarSchedule = shop): Notice {
  const usual = usualNotice({ openingHours: weeklyHoursOn(today, schedule) });
  const facts = { ...schedule, closedDays: schedule.closedDays ?? [] };
  const items = calendarNotes(today, addDays(today, COMING_DAYS - 1), facts).flatMap((note) => {
    // A closure that ends today is no news for an order (home says "Vandaag gesloten").
    if (note.kind === 'closed') return note.to > today ? [noteText(note)] : [];
    return note.day.orderByDate >= today
      ? [`Voor ${dayMonthText(note.day.date)}: ${orderByText(note.day)}`]
      : [];
  });
  if (items.length === 0) return usual;
  return {
    title: 'Bestellen de komende weken',
    items,
    text: `Voor de andere dagen: ${usual.text.charAt(0).toLowerCase()}${usual.text.slice(1)}`,
  };
}
