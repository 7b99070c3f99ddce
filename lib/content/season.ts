// A category's season against its products' (issue 31): both hold for a product, so a product whose
// own season falls outside its category's could never be ordered, or not on the dates it names. The
// build and /admin say so, in Dutch, at the product (catalogue-schema.ts adds these as issues).

import { formatDutchDate as dmy } from './values';

type Season = { from?: string; until?: string; pickupDates?: readonly string[] } | undefined;
type Category = { naam: string; season?: Season; products: readonly { season?: Season }[] };

const window = (season: Season) =>
  `${season?.from ? `vanaf ${dmy(season.from)}` : ''}${season?.from && season?.until ? ' ' : ''}${season?.until ? `tot en met ${dmy(season.until)}` : ''}`;

/** The problems of each product's season in its category: a path below the category, a message. */
export function seasonConflicts(category: Category): { path: (string | number)[]; message: string }[] {
  const own = category.season;
  if (!own) return [];
  const dates = own.pickupDates ?? [];
  // A category's own window the wrong way round is the category's problem, named at the category.
  const ownOk = !own.from || !own.until || own.from <= own.until;
  return category.products.flatMap(({ season }, index) => {
    const at = (...rest: (string | number)[]) => ['products', index, 'season', ...rest];
    const from = [own.from, season?.from].filter(Boolean).sort().at(-1);
    const until = [own.until, season?.until].filter(Boolean).sort()[0];
    const problems: { path: (string | number)[]; message: string }[] = [];
    if (ownOk && (season?.from || season?.until) && from && until && from > until)
      problems.push({
        path: at('from'),
        message: `het product is nooit zichtbaar: zijn seizoen (${window(season)}) valt buiten dat van de categorie ${category.naam} (${window(own)})`,
      });
    (season?.pickupDates ?? []).forEach((date, dateIndex) => {
      if (dates.length > 0 && !dates.includes(date))
        problems.push({
          path: at('pickupDates', dateIndex),
          message: `afhaaldatum ${dmy(date)} is geen afhaaldatum van de categorie ${category.naam} (${dates.map(dmy).join(', ')}): kies er een van de categorie of laat het leeg`,
        });
    });
    return problems;
  });
}
