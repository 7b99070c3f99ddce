import { weekdays, type Weekday } from '@/lib/content/lists';
import type { ShopContent } from '@/lib/content/schemas';
import { shop, type OpeningDay } from '@/lib/shop';
import { shopDayOn } from '@/lib/shop/calendar';
import { addDays } from '@/lib/shop/day';
import type { Product } from './catalogue';
import { listText, lowerFirst } from './lines';
import {
  dayMonthText,
  isoValue,
  parseValue,
  pickupLabel,
  shopMinute,
  shopToday,
  shortDay,
  toTime,
  type DayNumber,
} from '@/lib/shop/day-text';

// `now` is read once as the shop's minute, then whole days count: no device zone or DST moves a deadline.

export type PickupOption = { value: string; label: string };

/** The schedule in content/winkel.json's form: weekly days, later weekly days, special dates (which win). */
export type PickupSchedule = Pick<
  ShopContent,
  'openingHours' | 'ordering' | 'scheduleChanges' | 'specialDays'
>;

/** The weekly pick-up days (`pickup` on, every field set: the content check makes sure). */
export const pickupWeekdays = (days: readonly OpeningDay[]) =>
  days.filter((day): day is Required<OpeningDay> =>
    Boolean(day.pickup && day.pickupFrom && day.pickupUntil && day.orderByDay && day.orderByTime),
  );

const shopSchedule: PickupSchedule = shop;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// The hours from `from` up to and including `until`, one slot apart.
const slots = (from: string, until: string, slotMinutes: number) =>
  Array.from({ length: Math.floor((toMinutes(until) - toMinutes(from)) / slotMinutes) + 1 }, (_, n) =>
    toTime(toMinutes(from) + n * slotMinutes),
  );

// Monday 0 … Sunday 6, as in `weekdays` (day 0, 1970-01-01, was a Thursday).
const weekdayIndex = (day: DayNumber) => (day + 3) % 7;

// The last `weekday` strictly before the pick-up day (Wednesday: two days before a Friday).
const deadlineDay = (pickupDay: DayNumber, weekday: Weekday): DayNumber =>
  pickupDay - ((weekdayIndex(pickupDay) - weekdays.indexOf(weekday) + 7) % 7 || 7);

/** `day`'s pick-up window and order deadline (shop minute); closures are the callers' (they win). */
function dayRule(schedule: PickupSchedule, day: DayNumber) {
  const { special, weekly } = shopDayOn(isoValue(day), { ...schedule, closedDays: [] });
  const [usual] = !special && weekly ? pickupWeekdays([weekly]) : [];
  const rule = special ?? usual;
  const orderBy = special ? parseValue(special.orderByDate) : usual && deadlineDay(day, usual.orderByDay);
  if (!rule || orderBy === null || orderBy === undefined) return undefined;
  const deadline = orderBy * 1440 + toMinutes(rule.orderByTime);
  return { from: rule.pickupFrom, until: rule.pickupUntil, deadline, special };
}

/** The pick-up hours on offer on day `value` (yyyy-MM-dd), by the rules valid that day; none when closed. */
export function pickupHoursFor(value: string, schedule: PickupSchedule = shopSchedule): readonly string[] {
  const day = parseValue(value);
  const rule = day === null ? undefined : dayRule(schedule, day);
  return rule ? slots(rule.from, rule.until, schedule.ordering.slotMinutes) : [];
}

/** Every hour any pick-up day offers, in order: the hour list before a day is chosen. */
export function allPickupHours(schedule: PickupSchedule = shopSchedule): readonly string[] {
  const weekly = [schedule, ...(schedule.scheduleChanges ?? [])].flatMap((days) => days.openingHours);
  const windows = [...pickupWeekdays(weekly), ...(schedule.specialDays ?? [])];
  const { slotMinutes } = schedule.ordering;
  const hours = new Set(windows.flatMap((day) => slots(day.pickupFrom, day.pickupUntil, slotMinutes)));
  return [...hours].sort();
}

/** The hour the dialog starts with (asked when it opens, not when the page loads). */
export const defaultPickupHour = (): string => allPickupHours()[0] ?? '';

/** What is wrong with a chosen pick-up at confirm; null when it can be sent. */
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

// Why a season (a product's or a category's) is not on offer on `today`; null: it is.
function outOfSeason(season: Product['season'], today: string) {
  if (season?.from && today < season.from) return `is pas vanaf ${dayMonthText(season.from)} te bestellen`;
  return season?.until && today > season.until ? 'is niet meer te bestellen' : null;
}

type Seasonal = Pick<Product, 'season' | 'categoryRules'>;
const seasonsOf = (product: Seasonal) => [product.season, product.categoryRules?.season];

/** Whether a product is listed on `today`: in its own season and in its category's. */
export const productInSeason = (product: Seasonal, today: string) =>
  seasonsOf(product).every((season) => !outOfSeason(season, today));

/** The days a product is listed, its own season within its category's: `from` through `until` (open: none). */
export function listedDays(product: Seasonal) {
  // (a date the owner cleared in /admin is '': no end)
  const ends = (end: 'from' | 'until') => seasonsOf(product).flatMap((season) => season?.[end] || []);
  return { from: ends('from').sort().at(-1), until: ends('until').sort()[0] };
}

/** The days on which a product's listing or season note can change: its first days, and the days after its last and its pick-up dates. */
export const seasonDays = (product: Seasonal) =>
  seasonsOf(product).flatMap((season) => [
    ...(season?.from ? [season.from] : []),
    ...[season?.until || [], season?.pickupDates ?? []].flat().map((day) => addDays(day, 1)),
  ]);

// A season's pick-up dates from `today` on ('alleen af te halen op donderdag 24/12 of …').
function datesAhead(dates: readonly string[], today: string) {
  const ahead = dates.filter((date) => date >= today).sort();
  return ahead.length > 0
    ? `alleen af te halen op ${ahead.map(dayMonthText).join(' of ')}`
    : 'niet meer af te halen';
}

/** A seasonal row's note, its own season within its category's: its pick-up dates, else its last order day. */
export function seasonNote(product: Seasonal, today: string): string | null {
  const [own, category] = seasonsOf(product);
  const dates = own?.pickupDates?.length ? own.pickupDates : (category?.pickupDates ?? []);
  const ahead = datesAhead(dates, today);
  if (dates.length > 0) return ahead.charAt(0).toUpperCase() + ahead.slice(1);
  const until = [own?.until, category?.until].filter((date): date is string => Boolean(date)).sort()[0];
  return until ? `Te bestellen tot en met ${dayMonthText(until)}` : null;
}

// Why rules (a product's own or its category's) rule `day` out, in the customer's words; null: they don't.
function rulesOut(rules: Pick<Product, 'leadTime' | 'season'>, day: DayNumber, today: DayNumber) {
  const { leadTime, season } = rules;
  const todayValue = isoValue(today);
  const out = outOfSeason(season, todayValue);
  if (out) return out;
  const dates = season?.pickupDates ?? [];
  if (dates.length > 0 && !dates.includes(isoValue(day))) return `is ${datesAhead(dates, todayValue)}`;
  const ahead = leadTime?.minDaysAhead;
  if (ahead && day - today < ahead)
    return `bestelt u minstens ${ahead} ${ahead === 1 ? 'dag' : 'dagen'} op voorhand`;
  const last = leadTime?.orderByWeekday ? deadlineDay(day, leadTime.orderByWeekday) : Infinity;
  if (today > last) return `bestelt u voor deze dag uiterlijk ${dayMonthText(isoValue(last))}`;
  return null;
}

/** One day the shop is open for pick-up: offered, or ruled out by chosen products. */
export type PickupDayChoice = PickupOption & {
  /** Why chosen products cannot be picked up that day ('Kalkoenfilet is alleen af te halen op …'); empty: offered. */
  reasons: readonly string[];
  /** A special opening day: its hours and order deadline ('Extra open'). */
  special: NonNullable<PickupSchedule['specialDays']>[number] | null;
};

/** Closed days with the reason the customer reads ('Kerstmis'); the shop's: content/sluitingen.json. */
type ClosedDays = readonly { date: string; reason: string }[];

type PickupDaysInput = {
  now: Date;
  products: readonly DayProduct[];
  schedule?: PickupSchedule;
  closures?: readonly string[];
  count?: number;
};

// However many closures there are (or however far ahead a kept order is), never look further than a year.
const SEARCH_LIMIT_DAYS = 366;

/** Open days (no closure, deadline not passed) to the `count`-th allowed one; why products rule out others. */
export function pickupDayChoices(input: PickupDaysInput): PickupDayChoice[] {
  const { now, products, schedule = shopSchedule, closures = shop.closures } = input;
  const { count = schedule.ordering.daysOffered } = input;
  const minute = shopMinute(now);
  const today = Math.floor(minute / 1440);
  const closed = new Set(closures);
  const choices: PickupDayChoice[] = [];
  let allowed = 0;
  // Where the `count`-th open day stands: the days the dialog would offer without these products.
  let open = 0;
  let usualEnd = 0;
  for (let day = today; allowed < count && day <= today + SEARCH_LIMIT_DAYS; day++) {
    const rule = dayRule(schedule, day);
    const value = isoValue(day);
    if (!rule || closed.has(value) || minute > rule.deadline) continue;
    if (++open === count) usualEnd = choices.length + 1;
    // A product's own rules, then its category's: both hold, so a product only narrows its category.
    const reasons = products.flatMap((product) => {
      const why = rulesOut(product, day, today) ?? rulesOut(product.categoryRules ?? {}, day, today);
      return why ? [`${product.naam} ${why}`] : [];
    });
    if (reasons.length === 0) allowed++;
    choices.push({ value, label: pickupLabel(value), reasons, special: rule.special });
  }
  // Ruled-out days are explained up to the last allowed one and the usual days (a Feestmenu's January).
  const lastAllowed = choices.findLastIndex((choice) => choice.reasons.length === 0);
  return choices.slice(0, Math.max(lastAllowed + 1, usualEnd || choices.length));
}

export const pickupDays = (input: PickupDaysInput): PickupOption[] =>
  pickupDayChoices(input).flatMap(({ value, label, reasons }) => (reasons.length ? [] : [{ value, label }]));

/** Pick-up days from today to `until` (the last on offer; none: no day is) a closure took off, with why. */
export function closedPickupDays(
  input: Pick<PickupDaysInput, 'now' | 'schedule'> & { until: string | undefined; closedDays?: ClosedDays },
): (PickupOption & { reason: string })[] {
  const { schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const today = shopToday(input.now);
  const until = input.until === undefined ? null : parseValue(input.until);
  return closedDays.flatMap(({ date, reason }) => {
    const day = parseValue(date);
    if (until === null || day === null || day < today || day > until || !dayRule(schedule, day)) return [];
    return [{ value: date, label: pickupLabel(date), reason }];
  });
}

/** A dialog line per reasons products rule days out by ('Vrijdag 08/01 en zaterdag 09/01 kunnen niet: …'). */
export function ruledOutTexts(choices: readonly Pick<PickupDayChoice, 'label' | 'reasons'>[]): string[] {
  const groups = new Map<string, string[]>();
  for (const { label, reasons } of choices) {
    if (reasons.length === 0) continue;
    const why = reasons.join('; ');
    groups.set(why, [...(groups.get(why) ?? []), label]);
  }
  return [...groups].map(([why, [first = '', ...rest]]) => {
    const named = listText([first, ...rest.map(lowerFirst)]);
    return `${named} ${rest.length === 0 ? 'kan' : 'kunnen'} niet: ${why}.`;
  });
}

type Reason = 'closed' | 'no-pickup' | 'hour' | 'deadline' | 'products';
/** Why an order's day no longer holds, in the customer's words (or that it still does). */
export type DayCheck = { offered: true } | { offered: false; reason: Reason; message: string };

// Whether a kept order's `dag` at `uur` still holds by today's rules (hours, closures, seasons may change).
export function dayStillOffered(
  input: Omit<PickupDaysInput, 'closures' | 'count'> & { dag: string; uur: string; closedDays?: ClosedDays },
): DayCheck {
  const { dag, uur, products, now, schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const label = pickupLabel(dag);
  const no = (reason: Reason, message: string): DayCheck => ({ offered: false, reason, message });
  const closure = closedDays.find((closed) => closed.date === dag);
  if (closure) return no('closed', `${label}: de winkel is gesloten (${closure.reason}).`);
  const hours = pickupHoursFor(dag, schedule);
  if (hours.length === 0) return no('no-pickup', `${label} is geen afhaaldag meer.`);
  const open = `afhalen kan die dag van ${hours[0]} tot ${hours.at(-1)}`;
  if (!hours.includes(uur)) return no('hour', `${label} om ${uur} kan niet meer: ${open}.`);
  const closures = closedDays.map((closed) => closed.date);
  const choices = pickupDayChoices({ now, products, schedule, closures, count: SEARCH_LIMIT_DAYS });
  const choice = choices.find((day) => day.value === dag);
  if (!choice) return no('deadline', `Bestellen voor ${shortDay(dag)} kan niet meer.`);
  if (choice.reasons.length > 0) return no('products', `${label} kan niet: ${choice.reasons.join('; ')}.`);
  return { offered: true };
}
