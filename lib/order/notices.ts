import orderPageFile from '@/content/bestelpagina.json';
import { weekdayNames, weekdays } from '@/lib/content/lists';
import type { OrderPageContent } from '@/lib/content/schemas';
import { allergenNotice } from './allergens';
import { shopSchedule, type PickupSchedule } from './pickup';

// The order page's notices: the order deadline, written from the schedule (so it cannot disagree with the
// dialog), then the owner's own (content/bestelpagina.json).

export type Notice = OrderPageContent['notices'][number];

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} of ${words.at(-1)}`;

const moment = (deadline: PickupSchedule['days'][number]['orderBy']) =>
  `${weekdayNames[deadline.weekday]}${deadline.time === '23:59' ? '' : ` om ${deadline.time}`}`;

function deadlineNotice(schedule: PickupSchedule): Notice {
  const order = (weekday: string) => weekdays.indexOf(weekday as (typeof weekdays)[number]);
  const days = [...schedule.days].sort((a, b) => order(a.weekday) - order(b.weekday));
  const groups = new Map<string, typeof days>();
  for (const day of days) {
    const key = moment(day.orderBy);
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  if (groups.size === 1) {
    const [deadline, group] = [...groups][0] as [string, typeof days];
    const orderBy = group[0]?.orderBy.weekday ?? 'wednesday';
    // 'dezelfde week' only when the deadline comes before every pick-up day in the week (mon–sun).
    const sameWeek = group.every((day) => order(orderBy) < order(day.weekday));
    const pickupDays = list(group.map((day) => weekdayNames[day.weekday]));
    return {
      title: `Ten laatste ${deadline} bestellen`,
      text: `Bestel uiterlijk op ${deadline} om uw bestelling ${sameWeek ? 'dezelfde week' : 'de week erna'} op ${pickupDays} af te halen.`,
    };
  }
  const lines = [...groups].map(
    ([deadline, group]) =>
      `voor ${list(group.map((day) => weekdayNames[day.weekday]))} bestelt u uiterlijk op ${deadline}`,
  );
  const text = lines.join('; ');
  return { title: 'Tijdig bestellen', text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.` };
}

// `schedule`: the shop's own unless given.
export const orderNotices = (schedule: PickupSchedule = shopSchedule): readonly Notice[] => [
  deadlineNotice(schedule),
  // Always there (EU 1169/2011 art. 14): where the allergen information is.
  allergenNotice,
  ...(orderPageFile as OrderPageContent).notices,
];
