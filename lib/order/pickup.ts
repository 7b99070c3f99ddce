import { weekdays, type Weekday } from '@/lib/content/lists';
import type { ShopContent } from '@/lib/content/schemas';
import { shop } from '@/lib/shop';
import type { Product } from './catalogue';
import {
  dayMonthText,
  isoValue,
  parseValue,
  pickupLabel,
  shopMinute,
  shopToday,
  toTime,
  type DayNumber,
} from './day-text';

// Pick-up days and hours (spec §9, issues 3, 15, 31): pure functions of the owner's schedule
// (content/winkel.json), the chosen products and `now`. `now` becomes the shop's date and wall-clock
// minute once; the rest is whole-day arithmetic, so neither the device's time zone nor a
// daylight-saving change can move a deadline.

export type PickupOption = { value: string; label: string };

/**
 * A weekday customers can pick up on, from `from` until `until`; the last `orderBy.weekday` before it, at
 * `orderBy.time` (shop time), is the last moment to order.
 */
type PickupRule = {
  weekday: Weekday;
  from: string;
  until: string;
  orderBy: { weekday: Weekday; time: string };
};

/** A date with its own hours and pick-up window, ordered by a date and time of its own (issue 31). */
type SpecialPickupDay = NonNullable<ShopContent['specialDays']>[number];

export type PickupSchedule = {
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

const weeklyRules = (openingHours: ShopContent['openingHours']) =>
  openingHours.flatMap(({ day, pickup, pickupFrom, pickupUntil, orderByDay, orderByTime }): PickupRule[] =>
    pickup && pickupFrom && pickupUntil && orderByDay && orderByTime
      ? [
          {
            weekday: day,
            from: pickupFrom,
            until: pickupUntil,
            orderBy: { weekday: orderByDay, time: orderByTime },
          },
        ]
      : [],
  );

/** @public The schedule of a content file (the shop's below; tests and /admin checks give their own). */
export function scheduleFromContent(
  content: Pick<ShopContent, 'openingHours' | 'ordering' | 'scheduleChanges' | 'specialDays'>,
): PickupSchedule {
  const changes = [...(content.scheduleChanges ?? [])]
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .map((change) => ({ from: change.from, days: weeklyRules(change.openingHours) }));
  const { specialDays = [] } = content;
  return {
    ...content.ordering,
    days: weeklyRules(content.openingHours),
    ...(changes.length > 0 ? { changes } : {}),
    ...(specialDays.length > 0 ? { specialDays } : {}),
  };
}

/** The shop's schedule: its opening hours and pick-up settings from content/winkel.json. */
export const shopSchedule: PickupSchedule = scheduleFromContent(shop);

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function slots(from: string, until: string, slotMinutes: number): string[] {
  const hours: string[] = [];
  for (let minutes = toMinutes(from); minutes <= toMinutes(until); minutes += slotMinutes) {
    hours.push(toTime(minutes));
  }
  return hours;
}

// Monday 0 … Sunday 6, as in `weekdays` (day 0, 1970-01-01, was a Thursday).
const weekdayIndex = (day: DayNumber) => (day + 3) % 7;

// The last `weekday` strictly before the pick-up day (Wednesday: two days before a Friday, three
// before a Saturday, one before a Thursday).
const deadlineDay = (pickupDay: DayNumber, weekday: Weekday): DayNumber =>
  pickupDay - ((weekdayIndex(pickupDay) - weekdays.indexOf(weekday) + 7) % 7 || 7);

/**
 * What holds on `day`: its pick-up window and order deadline (shop minute). A special day wins over the
 * weekly rules, of which the last change that started on or before `day` holds; closures are applied by
 * the callers (they win over both).
 */
function dayRule(schedule: PickupSchedule, day: DayNumber) {
  const special = schedule.specialDays?.find((candidate) => parseValue(candidate.date) === day);
  if (special) {
    const orderByDay = parseValue(special.orderByDate);
    if (orderByDay === null) return undefined;
    const deadline = orderByDay * 1440 + toMinutes(special.orderByTime);
    return { from: special.pickupFrom, until: special.pickupUntil, deadline, special };
  }
  let rules = schedule.days;
  for (const change of schedule.changes ?? []) {
    const from = parseValue(change.from);
    if (from !== null && from <= day) rules = change.days;
  }
  const rule = rules.find((candidate) => candidate.weekday === weekdays[weekdayIndex(day)]);
  if (!rule) return undefined;
  const deadline = deadlineDay(day, rule.orderBy.weekday) * 1440 + toMinutes(rule.orderBy.time);
  return { from: rule.from, until: rule.until, deadline, special: null };
}

/** The pick-up hours on offer on day `value` (yyyy-MM-dd), by the rules valid that day; none when closed. */
export function pickupHoursFor(value: string, schedule: PickupSchedule = shopSchedule): readonly string[] {
  const day = parseValue(value);
  const rule = day === null ? undefined : dayRule(schedule, day);
  return rule ? slots(rule.from, rule.until, schedule.slotMinutes) : [];
}

/** Every hour any pick-up day offers, in order: the hour list before a day is chosen. */
export function allPickupHours(schedule: PickupSchedule = shopSchedule): readonly string[] {
  const windows = [
    ...schedule.days,
    ...(schedule.changes ?? []).flatMap((change) => change.days),
    ...(schedule.specialDays ?? []).map((day) => ({ from: day.pickupFrom, until: day.pickupUntil })),
  ];
  const hours = new Set(windows.flatMap(({ from, until }) => slots(from, until, schedule.slotMinutes)));
  return [...hours].sort();
}

/** The hour the dialog starts with: the earliest pick-up hour of the week. */
export const DEFAULT_PICKUP_HOUR: string = allPickupHours()[0] ?? '';

/**
 * What is wrong with a chosen pick-up at confirm: no day, a day no longer offered ('gone'), or an hour
 * that day does not offer; null when it can be sent.
 */
export function pickupProblem(
  { dag, uur }: { dag: string; uur: string },
  offered: readonly PickupOption[],
  schedule: PickupSchedule = shopSchedule,
): { kind: 'no-day' | 'gone' | 'hour'; message: string } | null {
  if (parseValue(dag) === null) return { kind: 'no-day', message: 'Kies een afhaaldag' };
  if (!offered.some((day) => day.value === dag))
    return { kind: 'gone', message: 'Deze afhaaldag kan niet meer, kies een andere dag' };
  if (!pickupHoursFor(dag, schedule).includes(uur)) return { kind: 'hour', message: 'Kies een afhaaluur' };
  return null;
}

/** @public What of a product decides its pick-up days: its name (to say so), lead time, season, category's. */
export type DayProduct = Pick<Product, 'naam' | 'leadTime' | 'season' | 'categoryRules'>;

/** Whether a season (a product's or a category's) is on offer on `today` (yyyy-MM-dd). */
function inSeason(season: Product['season'], today: string): boolean {
  if (!season) return true;
  return (!season.from || season.from <= today) && (!season.until || today <= season.until);
}

/** Whether a product is listed on `today`: in its own season and in its category's (issue 31). */
export function productInSeason(product: Pick<Product, 'season' | 'categoryRules'>, today: string): boolean {
  return inSeason(product.season, today) && inSeason(product.categoryRules?.season, today);
}

// Why rules (a product's own or its category's) rule `day` out, in the customer's words; null: they don't.
function rulesOut(
  { leadTime, season }: Pick<Product, 'leadTime' | 'season'>,
  day: DayNumber,
  today: DayNumber,
) {
  const todayValue = isoValue(today);
  if (season?.from && todayValue < season.from)
    return `is pas vanaf ${dayMonthText(season.from)} te bestellen`;
  if (season?.until && todayValue > season.until) return 'is niet meer te bestellen';
  const dates = season?.pickupDates ?? [];
  if (dates.length > 0 && !dates.includes(isoValue(day))) {
    const ahead = dates.filter((date) => date >= todayValue).sort();
    return ahead.length > 0
      ? `is alleen af te halen op ${ahead.map(dayMonthText).join(' of ')}`
      : 'is niet meer af te halen';
  }
  const ahead = leadTime?.minDaysAhead;
  if (ahead && day - today < ahead)
    return `bestelt u minstens ${ahead} ${ahead === 1 ? 'dag' : 'dagen'} op voorhand`;
  const last = leadTime?.orderByWeekday ? deadlineDay(day, leadTime.orderByWeekday) : null;
  if (last !== null && today > last)
    return `bestelt u voor deze dag uiterlijk ${dayMonthText(isoValue(last))}`;
  return null;
}

/** One day the shop is open for pick-up: offered, or ruled out by chosen products. */
export type PickupDayChoice = PickupOption & {
  /** Why chosen products cannot be picked up that day ('Kalkoenfilet is alleen af te halen op …'); empty: offered. */
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

// However many closures there are, never look further than a year ahead.
const SEARCH_LIMIT_DAYS = 366;

/**
 * The shop's open days (closures removed, its deadline not passed) up to the `count`-th allowed one, each
 * allowed or with the reasons products rule it out: the dialog says why those are missing.
 */
export function pickupDayChoices(input: PickupDaysInput): PickupDayChoice[] {
  const { now, products, schedule = shopSchedule, closures = shop.closures } = input;
  const { count = schedule.daysOffered } = input;
  const minute = shopMinute(now);
  const today = Math.floor(minute / 1440);
  const closed = new Set(closures);
  const choices: PickupDayChoice[] = [];
  let allowed = 0;
  for (let day = today; allowed < count && day <= today + SEARCH_LIMIT_DAYS; day++) {
    const rule = dayRule(schedule, day);
    const value = isoValue(day);
    if (!rule || closed.has(value) || minute > rule.deadline) continue;
    // A product's own rules, then its category's: both hold, so a product only narrows its category.
    const reasons = products.flatMap((product) => {
      const why = rulesOut(product, day, today) ?? rulesOut(product.categoryRules ?? {}, day, today);
      return why ? [`${product.naam} ${why}`] : [];
    });
    if (reasons.length === 0) allowed++;
    choices.push({ value, label: pickupLabel(value), reasons, special: rule.special });
  }
  // Ruled-out days after the last allowed one explain nothing: keep at most `count` of them then.
  const lastAllowed = choices.findLastIndex((choice) => choice.reasons.length === 0);
  return lastAllowed >= 0 ? choices.slice(0, lastAllowed + 1) : choices.slice(0, count);
}

// The days the order dialog offers: the allowed ones of `pickupDayChoices`.
export function pickupDays(input: PickupDaysInput): PickupOption[] {
  return pickupDayChoices(input)
    .filter((choice) => choice.reasons.length === 0)
    .map(({ value, label }) => ({ value, label }));
}

/**
 * The pick-up days from today up to and including `until` (the last day on offer; none: nothing is on
 * offer) that a closure took off the list, with the reason the dialog shows ('Kerstmis').
 */
export function closedPickupDays(input: {
  now: Date;
  until: string | undefined;
  schedule?: PickupSchedule;
  closedDays?: readonly { date: string; reason: string }[];
}): (PickupOption & { reason: string })[] {
  const { schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const today = shopToday(input.now);
  const until = input.until === undefined ? null : parseValue(input.until);
  return closedDays.flatMap(({ date, reason }) => {
    const day = parseValue(date);
    if (until === null || day === null || day < today || day > until || !dayRule(schedule, day)) return [];
    return [{ value: date, label: pickupLabel(date), reason }];
  });
}
