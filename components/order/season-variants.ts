import { dayVariants, type DayVariant } from '@/components/ui/day-variants';
import { dayMarks, type DayMarks } from '@/lib/early/day-marks';
import type { CatalogueContent } from '@/lib/content/schemas';
import { catalogue, setCatalogue } from '@/lib/order/catalogue';
import { listedDays, seasonDays, seasonNote } from '@/lib/order/pickup';

export type SeasonVariants = Record<number, [notes: DayVariant<string | null>[], marks: DayMarks]>;

/** For the server: what the order page's HTML holds of the seasonal products not over by the build day `built`. */
export function seasonVariants(file: CatalogueContent, built: string): SeasonVariants {
  setCatalogue(file);
  return Object.fromEntries(
    catalogue().flatMap((product) => {
      const days = listedDays(product);
      if (seasonDays(product).length === 0 || (days.until ?? built) < built) return [];
      const notes = dayVariants(built, seasonDays(product), (day) => seasonNote(product, day));
      return [[product.id, [notes, dayMarks(days, built)]]];
    }),
  );
}
