import { TZDate } from '@date-fns/tz';
import type { Day, Month } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import type { Weekday } from '@/lib/content/lists';
import { shop } from '@/lib/shop';
import type { Product } from './catalogue';

// Pick-up days and hours (spec §9, issue 3, issue 15). The rules are pure functions of a schedule
// (which weekdays, between which hours, slot length, how many days, the order deadline per day) that
// comes from the owner's content (content/winkel.json, opening hours), and of `now`. Everything works
// on calendar days in the shop's time zone: `now` is turned into the shop's date and wall-clock minute
// once (TZDate), the rest is whole-day arithmetic, so the visitor's device time zone and
// daylight-saving changes cannot move a deadline.

export type PickupOption = { value: string; label: string };

/** One weekday customers can pick up on: the window ('09:00'–'18:00') and the last moment to order. */
type PickupRule = {
  weekday: Weekday;
  from: string;
  until: string;
  /** The last `weekday` before the pick-up day, at `time` (shop time), is the last moment to order. */
  orderBy: { weekday: Weekday; time: string };
};

export type PickupSchedule = {
  timeZone: string;
  /** Minutes between two pick-up hours on offer (30: 09:00, 09:30, …). */
  slotMinutes: number;
  /** How many pick-up days the order dialog offers. */
  daysOffered: number;
  days: readonly PickupRule[];
};

/** The opening hours as the content has them (content/winkel.json, checked by the build). */
type ScheduleContent = {
  openingHours: readonly {
    day: Weekday;
    pickup?: boolean;
    pickupFrom?: string;
    pickupUntil?: string;
    orderByDay?: Weekday;
    orderByTime?: string;
  }[];
  ordering: { slotMinutes: number; daysOffered: number };
};

function scheduleFromContent(content: ScheduleContent, timeZone: string): PickupSchedule {
  const days = content.openingHours.flatMap((day): PickupRule[] =>
    day.pickup && day.pickupFrom && day.pickupUntil && day.orderByDay && day.orderByTime
      ? [
          {
            weekday: day.day,
            from: day.pickupFrom,
            until: day.pickupUntil,
            orderBy: { weekday: day.orderByDay, time: day.orderByTime },
          },
        ]
      : [],
  );
  return { timeZone, ...content.ordering, days };
}

/** The shop's schedule: its opening hours and pick-up settings from content/winkel.json. */
export const shopSchedule: PickupSchedule = scheduleFromContent(shop, shop.timeZone);

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function slots(rule: PickupRule, slotMinutes: number): string[] {
  const hours: string[] = [];
  for (let minutes = toMinutes(rule.from); minutes <= toMinutes(rule.until); minutes += slotMinutes) {
    hours.push(toTime(minutes));
  }
  return hours;
}

function ruleFor(schedule: PickupSchedule, value: string): PickupRule | undefined {
  const day = parseValue(value);
  if (day === null) return undefined;
  const weekday = WEEKDAYS[weekdayIndex(day)];
  return schedule.days.find((rule) => rule.weekday === weekday);
}

/** The pick-up hours on offer on day `value` (yyyy-MM-dd); none when it is no pick-up weekday. */
export function pickupHoursFor(value: string, schedule: PickupSchedule = shopSchedule): readonly string[] {
  const rule = ruleFor(schedule, value);
  return rule ? slots(rule, schedule.slotMinutes) : [];
}

/** Every hour any pick-up day offers, in order: the hour list before a day is chosen. */
export function allPickupHours(schedule: PickupSchedule = shopSchedule): readonly string[] {
  const hours = new Set(schedule.days.flatMap((rule) => slots(rule, schedule.slotMinutes)));
  return [...hours].sort();
}

const PICKUP_DAY_MESSAGE = 'Kies een afhaaldag';
const PICKUP_HOUR_MESSAGE = 'Kies een afhaaluur';

/**
 * What is wrong with a chosen pick-up: no day, a day no longer offered ('gone'), or an hour that day
 * does not offer; null when it can be sent.
 */
export function pickupProblem(
  pickup: { dag: string; uur: string },
  offered: readonly PickupOption[],
  hoursFor: (dag: string) => readonly string[] = (dag) => pickupHoursFor(dag),
): { kind: 'no-day' | 'gone' | 'hour'; message: string } | null {
  if (!isPickupValue(pickup.dag)) return { kind: 'no-day', message: PICKUP_DAY_MESSAGE };
  if (!offered.some((day) => day.value === pickup.dag))
    return { kind: 'gone', message: 'Deze afhaaldag kan niet meer, kies een andere dag' };
  if (!hoursFor(pickup.dag).includes(pickup.uur)) return { kind: 'hour', message: PICKUP_HOUR_MESSAGE };
  return null;
}

/** The hour the dialog starts with: the earliest pick-up hour of the week. */
export const DEFAULT_PICKUP_HOUR: string = allPickupHours()[0] ?? '';

// Index = Date#getUTCDay().
const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
// Dutch names from date-fns's own locale (only the locale: its formatter is not needed on the order page).
const dayName = (index: number) => nl.localize.day(index as Day, { width: 'wide' });
const monthName = (index: number) => nl.localize.month(index as Month, { width: 'wide' });
const DAY_MS = 86_400_000;
// However many closures there are, never look further than a year ahead.
const SEARCH_LIMIT_DAYS = 366;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// A calendar day as a whole number of days since 1970-01-01, so adding days never meets a DST change.
type DayNumber = number;

function dayNumber(year: number, monthIndex: number, day: number): DayNumber {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

function weekdayIndex(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCDay();
}

function isoValue(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function shopToday(now: Date, timeZone: string): DayNumber {
  const local = new TZDate(now.getTime(), timeZone);
  return dayNumber(local.getFullYear(), local.getMonth(), local.getDate());
}

function parseValue(value: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoValue(day) === value ? day : null;
}

// A real calendar date written yyyy-MM-dd.
function isPickupValue(value: string): boolean {
  return parseValue(value) !== null;
}

function dateParts(value: string) {
  const day = parseValue(value);
  if (day === null) return null;
  const date = new Date(day * DAY_MS);
  return {
    weekday: dayName(date.getUTCDay()),
    dd: pad(date.getUTCDate()),
    MM: pad(date.getUTCMonth() + 1),
    yyyy: String(date.getUTCFullYear()),
    d: String(date.getUTCDate()),
    month: monthName(date.getUTCMonth()),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// '2026-11-27' → 'Vrijdag 27/11/2026' (the dropdown label).
export function pickupLabel(value: string): string {
  const parts = dateParts(value);
  return parts ? `${capitalise(parts.weekday)} ${parts.dd}/${parts.MM}/${parts.yyyy}` : value;
}

// '2026-11-27' → 'vrijdag 27/11/2026' (the e-mail subject).
export function shortDay(value: string): string {
  const parts = dateParts(value);
  return parts ? `${parts.weekday} ${parts.dd}/${parts.MM}/${parts.yyyy}` : value;
}

// '2026-11-27' → 'vrijdag 27 november 2026'.
export function readableDay(value: string): string {
  const parts = dateParts(value);
  return parts ? `${parts.weekday} ${parts.d} ${parts.month} ${parts.yyyy}` : value;
}

// The moment an order was placed, on the shop's clock: 'maandag 23 november 2026 om 10:00' ('besteld op'
// in the mails). An unreadable time is given back as it is.
export function placedText(iso: string, timeZone = shop.timeZone): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const local = new TZDate(time, timeZone);
  const day = `${dayName(local.getDay())} ${local.getDate()} ${monthName(local.getMonth())} ${local.getFullYear()}`;
  return `${day} om ${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

// The last `weekday` strictly before the pick-up day (Wednesday: two days before a Friday, three
// before a Saturday, one before a Thursday).
function deadlineDay(pickupDay: DayNumber, weekday: Weekday): DayNumber {
  return pickupDay - ((weekdayIndex(pickupDay) - WEEKDAYS.indexOf(weekday) + 7) % 7 || 7);
}

// The shop's date and wall-clock minute of `now`, as one comparable number of minutes.
function shopMinute(now: Date, timeZone: string): number {
  const local = new TZDate(now.getTime(), timeZone);
  return shopToday(now, timeZone) * 1440 + local.getHours() * 60 + local.getMinutes();
}

type PickupDaysInput = {
  now: Date;
  // The chosen products: their lead times (product data) narrow the days on offer.
  products: readonly Product[];
  // The shop's own (content/winkel.json) unless given.
  schedule?: PickupSchedule;
  closures?: readonly string[];
  count?: number;
};

// The days the order dialog offers.
export function pickupDays(input: PickupDaysInput): PickupOption[] {
  const { now, products, schedule = shopSchedule, closures = shop.closures } = input;
  const { count = schedule.daysOffered } = input;
  const today = shopToday(now, schedule.timeZone);
  const minute = shopMinute(now, schedule.timeZone);
  const closed = new Set(closures);
  // A product's own deadline weekday closes at the end of that day.
  const productDeadlines = new Set<Weekday>();
  let minDaysAhead = 0;
  for (const product of products) {
    if (product.leadTime?.orderByWeekday) productDeadlines.add(product.leadTime.orderByWeekday);
    minDaysAhead = Math.max(minDaysAhead, product.leadTime?.minDaysAhead ?? 0);
  }
  const deadlinePassed = (day: DayNumber, weekday: Weekday, time: string) =>
    minute > deadlineDay(day, weekday) * 1440 + toMinutes(time);

  const options: PickupOption[] = [];
  if (schedule.days.length === 0) return options;
  for (let day = today; options.length < count && day <= today + SEARCH_LIMIT_DAYS; day++) {
    const weekday = WEEKDAYS[weekdayIndex(day)];
    const rule = schedule.days.find((candidate) => candidate.weekday === weekday);
    if (!rule) continue;
    const value = isoValue(day);
    if (closed.has(value) || day - today < minDaysAhead) continue;
    if (deadlinePassed(day, rule.orderBy.weekday, rule.orderBy.time)) continue;
    if ([...productDeadlines].some((deadline) => deadlinePassed(day, deadline, '23:59'))) continue;
    options.push({ value, label: pickupLabel(value) });
  }
  return options;
}

export type ClosedPickupDay = PickupOption & { reason: string };

type ClosedPickupDaysInput = {
  now: Date;
  // Up to and including this day (the last day on offer; none: nothing is on offer).
  until: string | undefined;
  // The shop's own (content/winkel.json) unless given.
  schedule?: PickupSchedule;
  closedDays?: readonly { date: string; reason: string }[];
};

// The pick-up weekdays between today and `until` that a closure took off the list, with the reason
// the dialog shows ('Vrijdag 25/12/2026', 'Kerstmis').
export function closedPickupDays(input: ClosedPickupDaysInput): ClosedPickupDay[] {
  const { schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const today = shopToday(input.now, schedule.timeZone);
  const until = input.until === undefined ? null : parseValue(input.until);
  if (until === null) return [];
  const openWeekdays = new Set<Weekday>(schedule.days.map((rule) => rule.weekday));
  return closedDays.flatMap(({ date, reason }) => {
    const day = parseValue(date);
    if (day === null || day < today || day > until) return [];
    const weekday = WEEKDAYS[weekdayIndex(day)];
    return weekday && openWeekdays.has(weekday) ? [{ value: date, label: pickupLabel(date), reason }] : [];
  });
}
