// A season's pick-up date on a day the shop is closed (issue 52): no customer could pick up then, so
// the build and /admin refuse it, whichever of the two files (products or closures) changed last.
import publicHolidays from '../public-holidays.json';
import type { ProductEntry } from './catalogue-layout';
import type { CategoriesContent } from './schemas';
import type { closuresContentSchema } from './shop-schema';
import type { z } from 'zod';
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

/**
 * One Dutch line per pick-up date of a category or product season that falls on a closing day of
 * content/sluitingen.json (its days, periods, and the public holidays when they are on).
 */
export function closedPickupDateProblems(
  categories: CategoriesContent,
  products: readonly ProductEntry[],
  closures: Closures,
  holidays: readonly { date: string; reason: string }[] = publicHolidays,
): string[] {
  const problems = (file: string, name: string, season: Season) =>
    (season?.pickupDates ?? []).flatMap((date) => {
      const reason = closedBecause(date, closures, holidays);
      return reason === null
        ? []
        : [
            `content/${file}: '${name}': afhaaldatum ${dmy(date)} valt op een sluitingsdag (${reason}): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen`,
          ];
    });
  return [
    ...categories.categories.flatMap((category) =>
      problems('categorieen.json', category.naam, category.season),
    ),
    ...products.flatMap(({ file, data }) => problems(file, data.naam, data.season)),
  ];
}
