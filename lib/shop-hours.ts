import { openingPeriods } from './opening-periods';
import { upcomingSpecialDays } from './order/pickup';
import { readableDay } from './order/day-text';
import { shop } from './shop';

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

export const specialDayTexts = (now: Date) => upcomingSpecialDays({ now });
