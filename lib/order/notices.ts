import { weekdayNames, weekdays, type Weekday } from '@/lib/content/lists';
import type { OrderPageContent } from '@/lib/content/schemas';
import { shop, type OpeningDay } from '@/lib/shop';
import type { ClosedDay } from '@/lib/shop/closures';
import { addDays, COMING_DAYS } from '@/lib/shop/day';
import { calendarNotes, noteText, orderByText, weeklyHoursOn } from '@/lib/shop/calendar';
import { dayMonthText } from '@/lib/shop/day-text';
import { listText, lowerFirst } from './lines';
import { pickupWeekdays, type PickupSchedule } from './pickup';

// The first notice: deadlines from the shop's calendar, as in the dialog; the others: order-notices.tsx.

/** A notice; the first one may list the coming weeks' pick-up days that differ from the usual rule. */
export type Notice = OrderPageContent['notices'][number] & { items?: readonly string[] };

const order = (weekday: Weekday) => weekdays.indexOf(weekday);
const dayName = (day: OpeningDay) => weekdayNames[day.day];

function usualNotice(schedule: { openingHours: readonly OpeningDay[] }): Notice {
  // The pick-up days (Monday first) by their deadline ('woensdag', 'dinsdag om 18:00').
  const days = pickupWeekdays(schedule.openingHours).sort((a, b) => order(a.day) - order(b.day));
  const groups = new Map<string, typeof days>();
  for (const day of days) {
    const { orderByDay, orderByTime: time } = day;
    const deadline = `${weekdayNames[orderByDay]}${time === '23:59' ? '' : ` om ${time}`}`;
    groups.set(deadline, [...(groups.get(deadline) ?? []), day]);
  }
  const names = (group: typeof days) => listText(group.map(dayName), 'of');
  const [[deadline, group] = ['', []]] = groups;
  if (groups.size === 1) {
    // 'dezelfde week' for a pick-up day after the deadline in the week (mon–sun), 'de week erna' for one before.
    const same = group.filter((day) => order(day.orderByDay) < order(day.day));
    const later = group.filter((day) => !same.includes(day));
    const weeks = [
      ...(same.length > 0 ? [`dezelfde week op ${names(same)}`] : []),
      ...(later.length > 0 ? [`de week erna op ${names(later)}`] : []),
    ];
    return {
      title: `Ten laatste ${deadline} bestellen`,
      text: `Bestel uiterlijk op ${deadline} om uw bestelling ${weeks.join(', of ')} af te halen.`,
    };
  }
  const text = [...groups].map(([by, days]) => `voor ${names(days)} bestelt u uiterlijk op ${by}`).join('; ');
  return { title: 'Tijdig bestellen', text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}

/** The schedule with the shop's closed days (content/sluitingen.json); without them: none. */
type CalendarSchedule = PickupSchedule & { closedDays?: readonly ClosedDay[] };

// Issue 53: the coming weeks' special days (deadline to come), closures and new hours, then the usual rule.
export function calendarNotice(today: string, schedule: CalendarSchedule = shop): Notice {
  const usual = usualNotice({ openingHours: weeklyHoursOn(today, schedule) });
  const facts = { ...schedule, closedDays: schedule.closedDays ?? [] };
  const last = addDays(today, COMING_DAYS - 1);
  const notes = calendarNotes(today, last, facts).flatMap((note) => {
    // A closure that ends today is no news for an order (home says "Vandaag gesloten").
    if (note.kind === 'closed') return note.to > today ? [{ from: note.from, text: noteText(note) }] : [];
    const text = `Voor ${dayMonthText(note.day.date)}: ${orderByText(note.day)}`;
    return note.day.orderByDate >= today ? [{ from: note.from, text }] : [];
  });
  // New weekly hours beginning in these weeks, when their rule differs from today's (not merely their hours).
  const changes = (schedule.scheduleChanges ?? []).flatMap((change) => {
    const { text } = usualNotice(change);
    if (change.from <= today || change.from > last || text === usual.text) return [];
    return [{ from: change.from, text: `Vanaf ${dayMonthText(change.from)}: ${lowerFirst(text)}` }];
  });
  const items = [...notes, ...changes].sort((a, b) => (a.from < b.from ? -1 : 1)).map((item) => item.text);
  if (items.length === 0) return usual;
  return {
    title: 'Bestellen de komende weken',
    items,
    text: `Voor de andere dagen: ${lowerFirst(usual.text)}`,
  };
}
