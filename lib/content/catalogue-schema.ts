import * as z from 'zod';
import { isoDate, optionalDate, text } from './fields';
import { allergens, productUnits, weekdays } from './lists';
import { seasonConflicts } from './season';
import { formatDutchDate as dmy, formatEuroInput, PRICE_BANDS } from './values';

// content/producten.json: categories, products, prices, seasons, lead times and allergens (types in
// schemas.ts).

/** When a product or a category is on offer: shown from/until, picked up only on some dates. */
const seasonSchema = z
  .object({
    from: optionalDate('zichtbaar vanaf'),
    until: optionalDate('zichtbaar tot en met'),
    pickupDates: z.array(isoDate('afhaaldatum')).optional(),
  })
  .superRefine((season, context) => {
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
  });

// How far ahead a product (or every product of a category) must be ordered.
const leadTimeSchema = z.object({
  minDaysAhead: z
    .number({ error: 'dagen op voorhand moet een getal zijn' })
    .int('dagen op voorhand moet een geheel getal zijn')
    .positive('dagen op voorhand moet groter dan 0 zijn')
    .optional(),
  orderByWeekday: z
    .enum(weekdays, { error: 'ten laatste bestellen op moet een weekdag zijn (monday … sunday)' })
    .optional(),
});

// The allergens a product contains; absent = not recorded yet (the site then says how to ask).
const allergenList = z
  .array(z.enum(allergens, { error: `allergeen moet een van ${allergens.join(', ')} zijn` }), {
    error: 'allergenen moet een lijst zijn',
  })
  .refine((list) => new Set(list).size === list.length, 'allergenen: een allergeen staat er twee keer in');

// A price in euro (issue 19): optional, positive, whole cents. '' is what /admin writes for a cleared
// number field, and means no price.
const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) < 1e-6;
const euro = (field: string, band: (typeof PRICE_BANDS)[keyof typeof PRICE_BANDS]) => {
  const notANumber = `${field} moet een getal zijn (in euro, bv. ${band.example})`;
  return z
    .union(
      [
        z.literal(''),
        z
          .number({ error: notANumber })
          .refine(
            (value) => hasAtMostDecimals(value, 2),
            `${field} mag hoogstens twee cijfers na de komma hebben`,
          )
          .refine((value) => value >= band.min && value <= band.max, {
            error: (issue) =>
              `${field} (€ ${formatEuroInput(Number(issue.input))}) is geen gewone prijs ${band.unit}: tussen € ${formatEuroInput(band.min)} en € ${formatEuroInput(band.max)}; tik bv. ${band.example}`,
          }),
      ],
      { error: notANumber },
    )
    .optional();
};

// content/producten.json: the categories in the order the shop shows them, each with its products.
export const productContentSchema = z
  .object({
    // Given by /admin when the product is added (public/admin/admin.js), never typed by the owner.
    id: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'nummer ontbreekt: voeg het product toe in /admin, dan krijgt het vanzelf een nummer'
            : 'nummer moet een getal zijn',
      })
      .int('nummer moet een geheel getal zijn')
      .positive('nummer moet groter dan 0 zijn'),
    naam: text('naam'),
    unit: z.enum(productUnits, { error: 'eenheid moet kg, stuk of kg-of-stuk zijn' }),
    available: z.boolean({ error: 'beschikbaar moet aan of uit staan' }).optional(),
    info: z.object({ title: text('infotitel'), text: text('infotekst') }).optional(),
    leadTime: leadTimeSchema.optional(),
    allowedWeightsKg: z
      .array(
        z
          .number({ error: 'gewicht moet een getal zijn' })
          .positive('gewicht moet groter dan 0 zijn')
          .max(50, 'gewicht mag hoogstens 50 kg zijn'),
      )
      .min(1, 'toegelaten gewichten: geef minstens één gewicht')
      .optional(),
    pricePerKg: euro('prijs per kg', PRICE_BANDS.pricePerKg),
    pricePerPiece: euro('prijs per stuk', PRICE_BANDS.pricePerPiece),
    pieceWeightKg: z
      .union(
        [
          z.literal(''),
          z
            .number({ error: 'gemiddeld gewicht per stuk moet een getal zijn (in kg, bv. 1.6)' })
            .positive('gemiddeld gewicht per stuk moet groter dan 0 zijn')
            .max(50, 'gemiddeld gewicht per stuk mag hoogstens 50 kg zijn')
            .refine(
              (value) => hasAtMostDecimals(value, 3),
              'gemiddeld gewicht per stuk mag hoogstens drie cijfers na de komma hebben (tot op de gram)',
            ),
        ],
        { error: 'gemiddeld gewicht per stuk moet een getal zijn (in kg, bv. 1.6)' },
      )
      .optional(),
    // Issue 31.
    allergens: allergenList.optional(),
    season: seasonSchema.optional(),
  })
  .refine(
    (product) =>
      product.pieceWeightKg === undefined ||
      product.pieceWeightKg === '' ||
      (product.pricePerKg !== undefined && product.pricePerKg !== ''),
    {
      message: 'gemiddeld gewicht per stuk kan alleen samen met een prijs per kg',
      path: ['pieceWeightKg'],
    },
  );

// A category's season and lead time (issue 31) hold for each of its products besides their own: a
// product can only narrow them (lib/order/pickup.ts), so a product's season must fit its category's.
const categoryContentSchema = z
  .object({
    naam: text('categorienaam'),
    products: z.array(productContentSchema, { error: 'producten van de categorie ontbreken' }),
    season: seasonSchema.optional(),
    leadTime: leadTimeSchema.optional(),
  })
  .superRefine((category, context) =>
    seasonConflicts(category).forEach(({ path, message }) =>
      context.addIssue({ code: 'custom', path, message }),
    ),
  );

export const catalogueContentSchema = z
  .object({
    categories: z
      .array(categoryContentSchema, { error: 'categorieën ontbreken' })
      .min(1, 'categorieën: geef minstens één categorie'),
    // The highest product number ever given out: a new product gets the next one, so a removed
    // product's number is never given to another (admin.js keeps it up to date).
    lastId: z
      .number({ error: 'hoogste nummer ooit ontbreekt of is geen getal' })
      .int('hoogste nummer ooit moet een geheel getal zijn')
      .nonnegative('hoogste nummer ooit mag niet negatief zijn'),
  })
  .superRefine((catalogue, context) => {
    const names = new Set<string>();
    const seen = new Map<number, string>();
    catalogue.categories.forEach((category, categoryIndex) => {
      const key = category.naam.trim().toLowerCase();
      if (names.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['categories', categoryIndex, 'naam'],
          message: `categorie ${category.naam} staat twee keer in de lijst; geef elke categorie een eigen naam`,
        });
      }
      names.add(key);
      category.products.forEach((product, index) => {
        const path = ['categories', categoryIndex, 'products', index, 'id'];
        const first = seen.get(product.id);
        if (first !== undefined) {
          context.addIssue({
            code: 'custom',
            path,
            message: `nummer ${product.id} is al gebruikt door '${first}' (elk product houdt zijn eigen nummer)`,
          });
        } else seen.set(product.id, product.naam);
        if (product.id > catalogue.lastId) {
          context.addIssue({
            code: 'custom',
            path,
            message: `nummer ${product.id} is hoger dan het hoogste nummer ooit (lastId ${catalogue.lastId}); zet lastId op ${product.id}`,
          });
        }
      });
    });
  });
