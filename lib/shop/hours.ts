import { openingPeriods } from './opening-periods';
import { dayMonthText, hourText, isoValue, readableDay, shopToday } from '@/lib/order/day-text';
import { shop } from '.';

// What the home and contact pages show of the hours (issue 31), written at build time from the shop
// facts: every weekly period with its start announced ('Vanaf vrijdag 1 januari 2027'), and the
// special opening days from the build day on. The page's client leaf picks by the visitor's day.

export function hoursPeriods(facts: Pick<typeof shop, 'openingHours' | 'scheduleChanges'> = shop) {
  return openingPeriods(
    facts.openingHours.map((day) => ({ key: day.day, label: day.label, text: day.text })),
    facts.scheduleChanges.map((change) => ({
      from: change.from,
      openingHours: change.openingHours.map((day) => ({ key: day.day, label: day.label, text: day.text })),
    })),
  ).map((period) => ({ ...period, announce: period.from ? `Vanaf ${readableDay(period.from)}` : '' }));
}

/**
 * The special opening days from today on that no closure cancels, in date order. The pages render them
 * at build time and filter them again in the browser by the visitor's day, so a day that has passed
 * disappears without a rebuild.
 */
export function specialDayTexts(
  now: Date,
  facts: { specialDays?: typeof shop.specialDays; closures: readonly string[] } = shop,
) {
  const today = isoValue(shopToday(now));
  return [...(facts.specialDays ?? [])]
    .filter((day) => day.date >= today && !facts.closures.includes(day.date))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({
      date: day.date,
      // 'Extra open: donderdag 24/12, 9u–15u'
      text: `Extra open: ${dayMonthText(day.date)}, ${hourText(day.opens)}–${hourText(day.closes)}`,
      // 'bestellen tot zondag 20/12 om 18u'
      orderBy: `bestellen tot ${dayMonthText(day.orderByDate)} om ${hourText(day.orderByTime)}`,
    }));
}
