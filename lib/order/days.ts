import { shop } from '@/lib/shop';
import { dayMonthText, hourText, isoValue, pickupLabel, shopToday, shortDay } from './day-text';
import {
  pickupDayChoices,
  pickupHoursFor,
  shopSchedule,
  type DayProduct,
  type PickupSchedule,
} from './pickup';

// Day rules beyond the dialog's offer (issue 31), built on ./pickup.ts.

type Reason = 'closed' | 'no-pickup' | 'hour' | 'deadline' | 'products';
/** Why an order's day no longer holds, in the customer's words (or that it still does). */
export type DayCheck = { offered: true } | { offered: false; reason: Reason; message: string };

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
  const no = (reason: Reason, message: string): DayCheck => ({ offered: false, reason, message });
  const closure = closedDays.find((closed) => closed.date === dag);
  if (closure) return no('closed', `${label}: de winkel is gesloten (${closure.reason}).`);
  const hours = pickupHoursFor(dag, schedule);
  if (hours.length === 0) return no('no-pickup', `${label} is geen afhaaldag meer.`);
  if (!hours.includes(uur))
    return no(
      'hour',
      `${label} om ${uur} kan niet meer: afhalen kan die dag van ${hours[0]} tot ${hours.at(-1)}.`,
    );
  // However far ahead the order was placed, never look further than a year.
  const closures = closedDays.map((closed) => closed.date);
  const choice = pickupDayChoices({ now, products, schedule, closures, count: 366 }).find(
    (day) => day.value === dag,
  );
  if (!choice) return no('deadline', `Bestellen voor ${shortDay(dag)} kan niet meer.`);
  if (choice.reasons.length > 0) return no('products', `${label} kan niet: ${choice.reasons.join('; ')}.`);
  return { offered: true };
}

/**
 * The special opening days from today on that no closure cancels, in date order, as the home and contact
 * pages announce them. The pages render them at build time and filter them again in the browser by the
 * visitor's day, so a day that has passed disappears without a rebuild.
 */
export function upcomingSpecialDays(input: {
  now: Date;
  schedule?: PickupSchedule;
  closures?: readonly string[];
}) {
  const { now, schedule = shopSchedule, closures = shop.closures } = input;
  const today = isoValue(shopToday(now));
  return [...(schedule.specialDays ?? [])]
    .filter((day) => day.date >= today && !closures.includes(day.date))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({
      date: day.date,
      // 'Extra open: donderdag 24/12, 9u–15u'
      text: `Extra open: ${dayMonthText(day.date)}, ${hourText(day.opens)}–${hourText(day.closes)}`,
      // 'bestellen tot zondag 20/12 om 18u'
      orderBy: `bestellen tot ${dayMonthText(day.orderByDate)} om ${hourText(day.orderByTime)}`,
    }));
}
