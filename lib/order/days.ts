import { shop } from '@/lib/shop';
import { shopDayOf } from '@/lib/shop-day';
import {
  dayMonthText,
  hourText,
  pickupDayChoices,
  pickupHoursFor,
  pickupLabel,
  shortDay,
  shopSchedule,
  type DayProduct,
  type PickupSchedule,
} from './pickup';

// Day rules beyond the dialog's offer (issue 31), built on ./pickup.ts.

/** Why an order's day no longer holds, in the customer's words (or that it still does). */
export type DayCheck =
  | { offered: true }
  | {
      offered: false;
      reason: 'closed' | 'no-pickup' | 'hour' | 'deadline' | 'products';
      message: string;
      /** For 'products': the products that rule the day out. */
      products?: readonly string[];
    };

// However far ahead an order was placed, never look further than a year.
const YEAR_OF_DAYS = 366;

/**
 * Whether an order kept on this device for `dag` at `uur` can still be picked up as chosen, by today's
 * rules (the owner may have changed the hours, closed the day or put a product out of season since).
 */
export function dayStillOffered(input: {
  dag: string;
  uur: string;
  products: readonly DayProduct[];
  now: Date;
  schedule?: PickupSchedule;
  closedDays?: readonly { date: string; reason: string }[];
}): DayCheck {
  const { dag, uur, products, now, schedule = shopSchedule, closedDays = shop.closedDays } = input;
  const label = pickupLabel(dag);
  const closure = closedDays.find((closed) => closed.date === dag);
  if (closure)
    return {
      offered: false,
      reason: 'closed',
      message: `${label}: de winkel is gesloten (${closure.reason}).`,
    };
  const hours = pickupHoursFor(dag, schedule);
  if (hours.length === 0)
    return { offered: false, reason: 'no-pickup', message: `${label} is geen afhaaldag meer.` };
  if (!hours.includes(uur))
    return {
      offered: false,
      reason: 'hour',
      message: `${label} om ${uur} kan niet meer: afhalen kan die dag van ${hours[0]} tot ${hours.at(-1)}.`,
    };
  const closures = closedDays.map((closed) => closed.date);
  const choice = pickupDayChoices({ now, products, schedule, closures, count: YEAR_OF_DAYS }).find(
    (day) => day.value === dag,
  );
  if (!choice)
    return { offered: false, reason: 'deadline', message: `Bestellen voor ${shortDay(dag)} kan niet meer.` };
  if (choice.ruledOutBy.length > 0)
    return {
      offered: false,
      reason: 'products',
      products: choice.ruledOutBy,
      message: `${label} kan niet: ${choice.reasons.join('; ')}.`,
    };
  return { offered: true };
}

/** A special opening day ahead, as the home and contact pages announce it. */
type SpecialDayNotice = {
  date: string;
  /** 'Extra open: donderdag 24/12, 9u–15u' */
  text: string;
  /** 'bestellen tot zondag 20/12 om 18u' */
  orderBy: string;
};

/**
 * The special opening days from today on that no closure cancels, in date order. The pages render
 * them at build time and filter them again in the browser by the visitor's day, so a day that has
 * passed disappears without a rebuild.
 */
export function upcomingSpecialDays(input: {
  now: Date;
  schedule?: PickupSchedule;
  closures?: readonly string[];
}): SpecialDayNotice[] {
  const { now, schedule = shopSchedule, closures = shop.closures } = input;
  const today = shopDayOf(now, schedule.timeZone);
  const closed = new Set(closures);
  return [...(schedule.specialDays ?? [])]
    .filter((day) => day.date >= today && !closed.has(day.date))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({
      date: day.date,
      text: `Extra open: ${dayMonthText(day.date)}, ${hourText(day.opens)}–${hourText(day.closes)}`,
      orderBy: `bestellen tot ${dayMonthText(day.orderBy.date)} om ${hourText(day.orderBy.time)}`,
    }));
}
