import { TZDate } from '@date-fns/tz';
import type { Weekday } from '@/lib/content/lists';
import type { ShopContent } from '@/lib/content/schemas';
import { shop } from '@/lib/shop';
import type { Product } from './catalogue';
import {
  DAY_MS,
  dayMonthText,
  dayNumber,
  isoValue,
  pad,
  parseValue,
  pickupLabel,
  type DayNumber,
} from './day-text';

export { dayMonthText, hourText, pickupLabel, placedText, readableDay, shortDay } from './day-text';

// Pick-up days and hours (spec §9, issues 3, 15, 31): pure functions of the owner's schedule
// (content/winkel.json), the chosen products and `now`. `now` becomes the shop's date and wall-clock
// minute once (TZDate); the rest is whole-day arithmetic, so neither the device's time zone nor a
// daylight-saving change can move a deadline.

export type PickupOption = { value: string; label: string };

/** One weekday customers can pick up on: the window ('09:00'–'18:00') and the last moment to order. */
type PickupRule = {
  weekday: Weekday;
  from: string;
  until: string;
  /** The last `weekday` before the pick-up day, at `time` (shop time), is the last moment to order. */
  orderBy: { weekday: Weekday; time: string };
};

/** A date with its own hours and pick-up window, ordered by a date and time of its own (issue 31). */
type SpecialPickupDay = {
  date: string;
  opens: string;
  closes: string;
  from: string;
  until: string;
  orderBy: { date: string; time: string };
};

export type PickupSchedule = {
  timeZone: string;
  /** Minutes between two pick-up hours on offer (30: 09:00, 09:30, …). */
  slotMinutes: number;
  /** How many pick-up days the order dialog offers. */
  daysOffered: number;
  /** The weekly pick-up days, valid until the first of `changes`. */
  days: readonly PickupRule[];
  /** Weekly pick-up days valid from a date on (yyyy-MM-dd, ascending), each until the next one. */
  changes?: readonly { from: string; days: readonly PickupRule[] }[];
  /** Dates with their own rules: they win over the weekly days (a closure wins over them). */
  specialDays?: readonly SpecialPickupDay[];
};

/** The opening hours as the content has them (content/winkel.json, checked by the build). */
type ScheduleContent = Pick<ShopContent, 'openingHours' | 'ordering' | 'scheduleChanges' | 'specialDays'>;

const weeklyRules = (openingHours: ShopContent['openingHours']) =>
  openingHours.flatMap((day): PickupRule[] =>
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

/** @public The schedule of a content file (the shop's below; tests and /admin checks give their own). */
export function scheduleFromContent(content: ScheduleContent, timeZone: string): PickupSchedule {
  const changes = [...(content.scheduleChanges ?? [])]
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .map((change) => ({ from: change.from, days: weeklyRules(change.openingHours) }));
  const specialDays = (content.specialDays ?? []).map((day) => ({
    date: day.date,
    opens: day.opens,
    closes: day.closes,
    from: day.pickupFrom,
    until: day.pickupUntil,
    orderBy: { date: day.orderByDate, time: day.orderByTime },
  }));
  return {
    timeZone,
    ...content.ordering,
    days: weeklyRules(content.openingHours),
    ...(changes.length > 0 ? { changes } : {}),
    ...(specialDays.length > 0 ? { specialDays } : {}),
  };
}

/** The shop's schedule: its opening hours and pick-up settings from content/winkel.json. */
export const shopSchedule: PickupSchedule = scheduleFromContent(shop, shop.timeZone);

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function slots(rule: { from: string; until: string }, slotMinutes: number): string[] {
  const hours: string[] = [];
  for (let minutes = toMinutes(rule.from); minutes <= toMinutes(rule.until); minutes += slotMinutes) {
    hours.push(toTime(minutes));
  }
  return hours;
}

/** What holds on one calendar day: its pick-up window and its order deadline (shop minute). */
type DayRule = { from: string; until: string; deadline: number; special: SpecialPickupDay | null };

/** The weekly rules valid on `day`: the last change that started on or before it, else the first. */
function weeklyRulesOn(schedule: PickupSchedule, day: DayNumber): readonly PickupRule[] {
  let rules = schedule.days;
  for (const change of schedule.changes ?? []) {
    const from = parseValue(change.from);
    if (from !== null && from <= day) rules = change.days;
  }
  return rules;
}

// A special day wins over the weekly rules; closures are applied by the callers (they win over both).
function dayRule(schedule: PickupSchedule, day: DayNumber): DayRule | undefined {
  const special = schedule.specialDays?.find((candidate) => parseValue(candidate.date) === day);
  if (special) {
    const orderByDay = parseValue(special.orderBy.date);
    if (orderByDay === null) return undefined;
    const deadline = orderByDay * 1440 + toMinutes(special.orderBy.time);
    return { from: special.from, until: special.until, deadline, special };
  }
  const weekday = WEEKDAYS[weekdayIndex(day)];
  const rule = weeklyRulesOn(schedule, day).find((candidate) => candidate.weekday === weekday);
  if (!rule) return undefined;
  const deadline = deadlineDay(day, rule.orderBy.weekday) * 1440 + toMinutes(rule.orderBy.time);
  return { from: rule.from, until: rule.until, deadline, special: null };
}

/** The pick-up hours on offer on day `value` (yyyy-MM-dd), by the rules valid that day; none when closed. */
export function pickupHoursFor(value: string, schedule: PickupSchedule = shopSchedule): readonly string[] {
  const day = parseValue(value);
  const rule = day === null ? undefined : dayRule(schedule, day);
  return rule ? slots(rule, schedule.slotMinutes) : [];
}

/** Every hour any pick-up day offers, in order: the hour list before a day is chosen. */
export function allPickupHours(schedule: PickupSchedule = shopSchedule): readonly string[] {
  const windows = [
    ...schedule.days,
    ...(schedule.changes ?? []).flatMap((change) => change.days),
    ...(schedule.specialDays ?? []),
  ];
  const hours = new Set(windows.flatMap((rule) => slots(rule, schedule.slotMinutes)));
  return [...hours].sort();
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
// However many closures there are, never look further than a year ahead.
const SEARCH_LIMIT_DAYS = 366;

function weekdayIndex(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCDay();
}

function shopToday(now: Date, timeZone: string): DayNumber {
  const local = new TZDate(now.getTime(), timeZone);
  return dayNumber(local.getFullYear(), local.getMonth(), local.getDate());
}

// A real calendar date written yyyy-MM-dd.
export function isPickupValue(value: string): boolean {
  return parseValue(value) !== null;
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

/** @public What of a product decides its pick-up days: its name (to say so), lead time, season, category's. */
export type DayProduct = Pick<Product, 'naam' | 'leadTime' | 'season' | 'categoryRules'>;
type DayRules = Pick<Product, 'leadTime' | 'season'>;

/** Whether a season (a product's or a category's) is on offer on `today` (yyyy-MM-dd). */
function inSeason(season: Product['season'], today: string): boolean {
  if (!season) return true;
  return (!season.from || season.from <= today) && (!season.until || today <= season.until);
}

/** Whether a product is listed on `today`: in its own season and in its category's (issue 31). */
export function productInSeason(product: Pick<Product, 'season' | 'categoryRules'>, today: string): boolean {
  return inSeason(product.season, today) && inSeason(product.categoryRules?.season, today);
}

const orList = (days: readonly string[]) => days.map(dayMonthText).join(' of ');

// Why rules (a product's own or its category's) rule `day` out, in the customer's words; null: they don't.
function rulesOut({ leadTime, season }: DayRules, day: DayNumber, today: DayNumber, minute: number) {
  const todayValue = isoValue(today);
  if (season?.from && todayValue < season.from)
    return `is pas vanaf ${dayMonthText(season.from)} te bestellen`;
  if (season?.until && todayValue > season.until) return 'is niet meer te bestellen';
  const dates = season?.pickupDates ?? [];
  if (dates.length > 0 && !dates.includes(isoValue(day))) {
    const ahead = dates.filter((date) => date >= todayValue).sort();
    return ahead.length > 0 ? `is alleen af te halen op ${orList(ahead)}` : 'is niet meer af te halen';
  }
  const ahead = leadTime?.minDaysAhead;
  if (ahead && day - today < ahead)
    return `bestelt u minstens ${ahead} ${ahead === 1 ? 'dag' : 'dagen'} op voorhand`;
  const last = leadTime?.orderByWeekday ? deadlineDay(day, leadTime.orderByWeekday) : null;
  if (last !== null && minute > last * 1440 + 1439)
    return `bestelt u voor deze dag uiterlijk ${dayMonthText(isoValue(last))}`;
  return null;
}

// Why `product` cannot be picked up on `day` ('Kalkoenfilet is alleen af te halen op …'; null: it can):
// its own rules, then its category's. Both hold, so a product only narrows its category.
function productRulesOut(
  product: DayProduct,
  day: DayNumber,
  today: DayNumber,
  minute: number,
): string | null {
  const why =
    rulesOut(product, day, today, minute) ??
    (product.categoryRules ? rulesOut(product.categoryRules, day, today, minute) : null);
  return why && `${product.naam} ${why}`;
}

/** One day the shop is open for pick-up: offered, or ruled out by the named products. */
export type PickupDayChoice = PickupOption & {
  /** The names of the chosen products that cannot be picked up that day; empty: the day is offered. */
  ruledOutBy: readonly string[];
  /** Why, one sentence per product in `ruledOutBy` ('Kalkoenfilet is alleen af te halen op …'). */
  reasons: readonly string[];
  /** A special opening day: its hours and order deadline ('Extra open'). */
  special: SpecialPickupDay | null;
};

type PickupDaysInput = {
  now: Date;
  // The chosen products: their lead times and seasons, and their category's, narrow the days on offer.
  products: readonly DayProduct[];
  // The shop's own (content/winkel.json) unless given.
  schedule?: PickupSchedule;
  closures?: readonly string[];
  count?: number;
};

/**
 * The shop's open days (closures removed, its deadline not passed) up to the `count`-th allowed one, each
 * allowed or with the products that rule it out: the dialog says why those are missing.
 */
export function pickupDayChoices(input: PickupDaysInput): PickupDayChoice[] {
  const { now, products, schedule = shopSchedule, closures = shop.closures } = input;
  const { count = schedule.daysOffered } = input;
  const today = shopToday(now, schedule.timeZone);
  const minute = shopMinute(now, schedule.timeZone);
  const closed = new Set(closures);
  const choices: PickupDayChoice[] = [];
  let allowed = 0;
  for (let day = today; allowed < count && day <= today + SEARCH_LIMIT_DAYS; day++) {
    const rule = dayRule(schedule, day);
    const value = isoValue(day);
    if (!rule || closed.has(value) || minute > rule.deadline) continue;
    const why = products.map((product) => productRulesOut(product, day, today, minute));
    const ruledOutBy = products.filter((_, index) => why[index]).map((product) => product.naam);
    const reasons = why.filter((reason): reason is string => reason !== null);
    if (ruledOutBy.length === 0) allowed++;
    choices.push({ value, label: pickupLabel(value), ruledOutBy, reasons, special: rule.special });
  }
  // Ruled-out days after the last allowed one explain nothing: keep at most `count` of them then.
  const lastAllowed = choices.findLastIndex((choice) => choice.ruledOutBy.length === 0);
  return lastAllowed >= 0 ? choices.slice(0, lastAllowed + 1) : choices.slice(0, count);
}

// The days the order dialog offers: the allowed ones of `pickupDayChoices`.
export function pickupDays(input: PickupDaysInput): PickupOption[] {
  return pickupDayChoices(input)
    .filter((choice) => choice.ruledOutBy.length === 0)
    .map(({ value, label }) => ({ value, label }));
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

// The pick-up days between today and `until` that a closure took off the list, with the reason
// the dialog shows ('Vrijdag 25/12/2026', 'Kerstmis').
export function closedPickupDays(input: ClosedPickupDaysInput): ClosedPickupDay[] {
  const { schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const today = shopToday(input.now, schedule.timeZone);
  const until = input.until === undefined ? null : parseValue(input.until);
  if (until === null) return [];
  return closedDays.flatMap(({ date, reason }) => {
    const day = parseValue(date);
    if (day === null || day < today || day > until) return [];
    return dayRule(schedule, day) ? [{ value: date, label: pickupLabel(date), reason }] : [];
  });
}
