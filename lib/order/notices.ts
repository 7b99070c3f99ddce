import orderPageFile from '@/content/bestelpagina.json';
import { weekdayNames, weekdays, type Weekday } from '@/lib/content/lists';
import type { OrderPageContent } from '@/lib/content/schemas';
import { allergenNotice } from './allergens';
import { pickupWeekdays, shopSchedule, type PickupSchedule } from './pickup';

// The order page's notices: the order deadline, written from the schedule (so it cannot disagree with the
// dialog), then the owner's own (content/bestelpagina.json).

export type Notice = OrderPageContent['notices'][number];

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} of ${words.at(-1)}`;

const order = (weekday: Weekday) => weekdays.indexOf(weekday);

function deadlineNotice(schedule: PickupSchedule): Notice {
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

// `schedule`: the shop's own unless given.
export const orderNotices = (schedule: PickupSchedule = shopSchedule): readonly Notice[] => [
  deadlineNotice(schedule),
  // Always there (EU 1169/2011 art. 14): where the allergen information is.
  allergenNotice,
  ...(orderPageFile as OrderPageContent).notices,
];
