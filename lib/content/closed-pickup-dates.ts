// A season's pick-up date on a day the shop is closed (issue 52), or on a day it has no pick-up (neither
// a weekly pick-up day in the hours in force then nor an extra opening day): no customer could pick up
// then, so the build and /admin refuse it, whichever file (products, closures, hours) changed last.
import publicHolidays from '../public-holidays.json';
import type { ProductEntry } from './catalogue-layout';
import { weekdayNames } from './lists';
import { weekIn, weekdayOf } from './week';
import type { CategoriesContent, ShopContent } from './schemas';
import type { closuresContentSchema } from './shop-schema';
import type { z } from 'zod/mini';
import { formatDutchDate as dmy } from './values';

type Closures = z.infer<typeof closuresContentSchema>;
type Season = CategoriesContent['categories'][number]['season'];

/** Why `date` is a closing day ('Familiefeest', 'Kerstmis'), or null when the shop is open. */
function closedBecause(
  date: string,
  closures: Closures,
  holidays: readonly { date: string; reason: string }[],
) {
  const day = closures.days.find((each) => each.date === date);
  if (day) return day.reason;
  const period = closures.periods.find((each) => each.from <= date && date <= each.to);
  if (period) return period.reason;
  const holiday = closures.publicHolidays ? holidays.find((each) => each.date === date) : undefined;
  return holiday ? `${holiday.reason}, wettelijke feestdag` : null;
}

type Hours = Pick<ShopContent, 'openingHours' | 'scheduleChanges' | 'specialDays'>;

/** Why the shop has no pick-up on `date` ('donderdag is geen afhaaldag'), or null when it has. */
function noPickupOn(date: string, hours: Hours) {
  if (hours.specialDays?.some((special) => special.date === date)) return null;
  const weekday = weekdayOf(date);
  return weekIn(date, hours).some((day) => day.day === weekday && day.pickup)
    ? null
    : `${weekdayNames[weekday]} is geen afhaaldag`;
}

/**
 * One Dutch line per pick-up date of a category or product season that falls on a closing day of
 * content/sluitingen.json (its days, periods, and the public holidays when they are on), or, with
 * `hours` (content/winkel.json), on a day without pick-up.
 */
export function closedPickupDateProblems(
  categories: CategoriesContent,
  products: readonly ProductEntry[],
  closures: Closures,
  hours?: Hours,
  holidays: readonly { date: string; reason: string }[] = publicHolidays,
): string[] {
  const problems = (file: string, name: string, season: Season) =>
    (season?.pickupDates ?? []).flatMap((date) => {
      const where = `content/${file}: '${name}': afhaaldatum ${dmy(date)}`;
      const reason = closedBecause(date, closures, holidays);
      if (reason !== null)
        return [
          `${where} valt op een sluitingsdag (${reason}): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen`,
        ];
      const none = hours && noPickupOn(date, hours);
      return none
        ? [
            `${where}: ${none}, en het is geen extra openingsdag: kies een andere afhaaldatum, of voeg de dag toe als extra openingsdag`,
          ]
        : [];
    });
  return [
    ...categories.categories.flatMap((category) =>
      problems('categorieen.json', category.naam, category.season),
    ),
    ...products.flatMap(({ file, data }) => problems(file, data.naam, data.season)),
  ];
}
