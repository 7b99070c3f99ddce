import * as z from 'zod/mini';
import { isoDate, optionalDate, text } from './fields';
import { allergens, productUnits, weekdays } from './lists';
import { formatDutchDate as dmy, formatEuroInput, PRICE_BANDS } from './values';

// The catalogue (issue 52): content/categorieen.json (the categories in their order, with a season and
// lead time each) and content/producten/<naam>.json (one file per product, naming its category and its
// place in it). Types in schemas.ts; the rules between files in catalogue-rules.ts.

/** When a product or a category is on offer: shown from/until, picked up only on some dates. */
const seasonSchema = z
  .object({
    from: optionalDate('zichtbaar vanaf'),
    until: optionalDate('zichtbaar tot en met'),
    pickupDates: z.optional(z.array(isoDate('afhaaldatum'))),
  })
  .check(
    z.superRefine((season, context) => {
      if (season.from && season.until && season.from > season.until)
        context.addIssue({
          code: 'custom',
          path: ['until'],
          message: `zichtbaar tot en met (${dmy(season.until)}) ligt voor zichtbaar vanaf (${dmy(season.from)}): kies een latere datum`,
        });
      // A pick-up date after 'zichtbaar tot en met' is no mistake: that is the last day to order ('order
      // until 27/12, pick up on 31/12'), as the order page reads it.
      (season.pickupDates ?? []).forEach((date, index) => {
        if (season.from && date < season.from)
          context.addIssue({
            code: 'custom',
            path: ['pickupDates', index],
            message: `afhaaldatum ${dmy(date)} ligt voor zichtbaar vanaf (${dmy(season.from)}): niemand kan dan nog voor die dag bestellen`,
          });
      });
    }),
  );

// How far ahead a product (or every product of a category) must be ordered.
const leadTimeSchema = z.object({
  minDaysAhead: z.optional(
    z
      .number({ error: 'dagen op voorhand moet een getal zijn' })
      .check(
        z.int('dagen op voorhand moet een geheel getal zijn'),
        z.positive('dagen op voorhand moet groter dan 0 zijn'),
      ),
  ),
  orderByWeekday: z.optional(
    z.enum(weekdays, { error: 'ten laatste bestellen op moet een weekdag zijn (monday … sunday)' }),
  ),
});

// The allergens a product contains; absent = not recorded yet (the site then says how to ask).
const allergenList = z
  .array(z.enum(allergens, { error: `allergeen moet een van ${allergens.join(', ')} zijn` }), {
    error: 'allergenen moet een lijst zijn',
  })
  .check(
    z.refine((list) => new Set(list).size === list.length, 'allergenen: een allergeen staat er twee keer in'),
  );

// A price in euro (issue 19): optional, positive, whole cents. '' is what /admin writes for a cleared
// number field, and means no price.
const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;
const euro = (field: string, band: (typeof PRICE_BANDS)[keyof typeof PRICE_BANDS]) => {
  const notANumber = `${field} moet een getal zijn (in euro, bv. ${band.example})`;
  return z.optional(
    z.union(
      [
        z.literal(''),
        z.number({ error: notANumber }).check(
          z.refine(
            (value) => hasAtMostDecimals(value, 2),
            `${field} mag hoogstens twee cijfers na de komma hebben`,
          ),
          z.refine((value) => value >= band.min && value <= band.max, {
            error: (issue) =>
              `${field} (€ ${formatEuroInput(Number(issue.input))}) is geen gewone prijs ${band.unit}: tussen € ${formatEuroInput(band.min)} en € ${formatEuroInput(band.max)}; tik bv. ${band.example}`,
          }),
        ),
      ],
      { error: notANumber },
    ),
  );
};

const positiveWhole = (field: string) =>
  z.number({ error: `${field} moet een getal zijn` }).check(z.int(`${field} moet een geheel getal zijn`));

// A product's own fields, as the order page reads them.
const productFields = {
  // Given by /admin when the product is first saved (public/admin/admin.js), never typed by the owner.
  id: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? 'nummer ontbreekt: voeg het product toe in /admin, dan krijgt het vanzelf een nummer'
          : 'nummer moet een getal zijn',
    })
    .check(z.int('nummer moet een geheel getal zijn'), z.positive('nummer moet groter dan 0 zijn')),
  naam: text('naam'),
  unit: z.enum(productUnits, { error: 'eenheid moet kg, stuk of kg-of-stuk zijn' }),
  available: z.optional(z.boolean({ error: 'beschikbaar moet aan of uit staan' })),
  info: z.optional(z.object({ title: text('infotitel'), text: text('infotekst') })),
  leadTime: z.optional(leadTimeSchema),
  allowedWeightsKg: z.optional(
    z
      .array(
        z
          .number({ error: 'gewicht moet een getal zijn' })
          .check(z.positive('gewicht moet groter dan 0 zijn'), z.lte(50, 'gewicht mag hoogstens 50 kg zijn')),
      )
      .check(z.minLength(1, 'toegelaten gewichten: geef minstens één gewicht')),
  ),
  pricePerKg: euro('prijs per kg', PRICE_BANDS.pricePerKg),
  pricePerPiece: euro('prijs per stuk', PRICE_BANDS.pricePerPiece),
  pieceWeightKg: z.optional(
    z.union(
      [
        z.literal(''),
        z.number({ error: 'gemiddeld gewicht per stuk moet een getal zijn (in kg, bv. 1.6)' }).check(
          z.positive('gemiddeld gewicht per stuk moet groter dan 0 zijn'),
          z.lte(50, 'gemiddeld gewicht per stuk mag hoogstens 50 kg zijn'),
          z.refine(
            (value) => hasAtMostDecimals(value, 3),
            'gemiddeld gewicht per stuk mag hoogstens drie cijfers na de komma hebben (tot op de gram)',
          ),
        ),
      ],
      { error: 'gemiddeld gewicht per stuk moet een getal zijn (in kg, bv. 1.6)' },
    ),
  ),
  // Issue 31.
  allergens: z.optional(allergenList),
  season: z.optional(seasonSchema),
};

const pieceWeightWithPrice = (product: { pieceWeightKg?: number | ''; pricePerKg?: number | '' }) =>
  product.pieceWeightKg === undefined ||
  product.pieceWeightKg === '' ||
  (product.pricePerKg !== undefined && product.pricePerKg !== '');
const pieceWeightNeedsPrice = () => ({
  message: 'gemiddeld gewicht per stuk kan alleen samen met een prijs per kg',
  path: ['pieceWeightKg'],
});

/** A product as the order page reads it (the type; the files are checked by productFileSchema). */
export const productContentSchema = z
  .object(productFields)
  .check(z.refine(pieceWeightWithPrice, pieceWeightNeedsPrice()));

/** content/producten/<naam>.json: one product, with its category and its place in that category. */
export const productFileSchema = z
  .object({
    ...productFields,
    categorie: text('categorie'),
    // Lower comes first on the order page; none = after the numbered ones, by name.
    volgorde: z.optional(positiveWhole('volgorde').check(z.nonnegative('volgorde mag niet negatief zijn'))),
  })
  .check(z.refine(pieceWeightWithPrice, pieceWeightNeedsPrice()));

// A category's season and lead time (issue 31) hold for each of its products besides their own: a
// product can only narrow them (lib/order/pickup.ts, catalogue-rules.ts).
export const categoryContentSchema = z.object({
  naam: text('categorienaam'),
  season: z.optional(seasonSchema),
  leadTime: z.optional(leadTimeSchema),
});

/** content/categorieen.json: the categories in the order of the order page's menu. */
export const categoriesContentSchema = z
  .object({
    categories: z
      .array(categoryContentSchema, { error: 'categorieën ontbreken' })
      .check(z.minLength(1, 'categorieën: geef minstens één categorie')),
  })
  .check(
    z.superRefine((file, context) => {
      const names = new Set<string>();
      file.categories.forEach((category, categoryIndex) => {
        const key = category.naam.trim().toLowerCase();
        if (names.has(key)) {
          context.addIssue({
            code: 'custom',
            path: ['categories', categoryIndex, 'naam'],
            message: `categorie ${category.naam} staat twee keer in de lijst; geef elke categorie een eigen naam`,
          });
        }
        names.add(key);
      });
    }),
  );
