import { TZDate } from '@date-fns/tz';
import { shop, type Weekday } from '@/lib/shop';
import type { Product } from './catalogue';

// Pick-up days and hours (spec §9, issue 3). Everything works on calendar days in the shop's time zone:
// `now` is turned into the shop's date once (TZDate), the rest is whole-day arithmetic, so the visitor's
// device time zone and daylight-saving changes cannot move a deadline.

export type PickupOption = { value: string; label: string };

export const PICKUP_WEEKDAYS = ['friday', 'saturday'] as const;
export const PICKUP_DAY_COUNT = 8;
export const DEFAULT_PICKUP_HOUR = '09:00';

const FIRST_SLOT_MINUTES = 9 * 60;
const LAST_SLOT_MINUTES = 18 * 60;
const SLOT_MINUTES = 30;

export const pickupHours: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_MINUTES + 1 },
  (_, index) => {
    const minutes = FIRST_SLOT_MINUTES + index * SLOT_MINUTES;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  },
);

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
const DAY_NAMES = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
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

export function shopToday(now: Date, timeZone: string): DayNumber {
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
export function isPickupValue(value: string): boolean {
  return parseValue(value) !== null;
}

function dateParts(value: string) {
  const day = parseValue(value);
  if (day === null) return null;
  const date = new Date(day * DAY_MS);
  return {
    weekday: DAY_NAMES[date.getUTCDay()] ?? '',
    dd: pad(date.getUTCDate()),
    MM: pad(date.getUTCMonth() + 1),
    yyyy: String(date.getUTCFullYear()),
    d: String(date.getUTCDate()),
    month: MONTH_NAMES[date.getUTCMonth()] ?? '',
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

// Orders for a week's Friday and Saturday close at the end of the last `deadline` weekday before that
// Friday (with the shop's Wednesday: two days before the Friday, three before the Saturday).
function deadlineDay(pickupDay: DayNumber, deadline: Weekday): DayNumber {
  const friday = pickupDay - ((weekdayIndex(pickupDay) - 5 + 7) % 7);
  const daysBack = (5 - WEEKDAYS.indexOf(deadline) + 7) % 7 || 7;
  return friday - daysBack;
}

export type PickupDaysInput = {
  now: Date;
  timeZone: string;
  closures: readonly string[];
  deadlineWeekday: Weekday;
  // The chosen products: their lead times (product data) narrow the days on offer.
  products: readonly Product[];
  count?: number;
};

export function pickupDays(input: PickupDaysInput): PickupOption[] {
  const { now, timeZone, closures, deadlineWeekday, products, count = PICKUP_DAY_COUNT } = input;
  const today = shopToday(now, timeZone);
  const closed = new Set(closures);
  const deadlines = new Set<Weekday>([deadlineWeekday]);
  let minDaysAhead = 0;
  for (const product of products) {
    if (product.leadTime?.orderByWeekday) deadlines.add(product.leadTime.orderByWeekday);
    minDaysAhead = Math.max(minDaysAhead, product.leadTime?.minDaysAhead ?? 0);
  }
  const openWeekdays = new Set<Weekday>(PICKUP_WEEKDAYS);

  const options: PickupOption[] = [];
  for (let day = today; options.length < count && day <= today + SEARCH_LIMIT_DAYS; day++) {
    const weekday = WEEKDAYS[weekdayIndex(day)];
    if (!weekday || !openWeekdays.has(weekday)) continue;
    const value = isoValue(day);
    if (closed.has(value) || day - today < minDaysAhead) continue;
    if ([...deadlines].some((deadline) => today > deadlineDay(day, deadline))) continue;
    options.push({ value, label: pickupLabel(value) });
  }
  return options;
}

export type ClosedPickupDay = PickupOption & { reason: string };

export type ClosedPickupDaysInput = {
  now: Date;
  timeZone: string;
  closedDays: readonly { date: string; reason: string }[];
  // Up to and including this day (the last day on offer): the closures the customer would miss.
  until: string;
};

// The pick-up weekdays between today and `until` that a closure took off the list, with the reason
// the dialog shows ('Vrijdag 25/12/2026', 'Kerstmis').
export function closedPickupDays(input: ClosedPickupDaysInput): ClosedPickupDay[] {
  const today = shopToday(input.now, input.timeZone);
  const until = parseValue(input.until);
  if (until === null) return [];
  const openWeekdays = new Set<Weekday>(PICKUP_WEEKDAYS);
  return input.closedDays.flatMap(({ date, reason }) => {
    const day = parseValue(date);
    if (day === null || day < today || day > until) return [];
    const weekday = WEEKDAYS[weekdayIndex(day)];
    return weekday && openWeekdays.has(weekday) ? [{ value: date, label: pickupLabel(date), reason }] : [];
  });
}

export function shopClosedPickupDays(now: Date, offered: readonly PickupOption[]): ClosedPickupDay[] {
  const last = offered.at(-1);
  if (!last) return [];
  return closedPickupDays({ now, timeZone: shop.timeZone, closedDays: shop.closedDays, until: last.value });
}

// The shop's own facts filled in: what the order dialog asks for when it opens.
export function shopPickupDays(now: Date, products: readonly Product[]): PickupOption[] {
  return pickupDays({
    now,
    timeZone: shop.timeZone,
    closures: shop.closures,
    deadlineWeekday: shop.orderDeadlineWeekday,
    products,
  });
}
