import * as z from 'zod';
import { allergens, productUnits, weekdayNames, weekdays } from './lists';
import { seasonConflicts } from './season';
import { formatDutchDate as dmy, formatEuroInput, PRICE_BANDS } from './values';

// The schemas of the owner's content files (content/*.json, edited in /admin). They run at build time
// (scripts/check-content.ts), in /admin before saving (lib/content/admin.ts, bundled for the admin
// page) and in the unit tests; the pages import the files as plain JSON and read them through the
// types below. Every message names the field in Dutch, as the
// CMS labels it; the file and the item are added by `contentProblems` (check.ts).

const text = (field: string) =>
  z
    .string({ error: `${field} ontbreekt` })
    .trim()
    .min(1, `${field} is leeg`);

const isoDate = (field: string) =>
  z
    .string({ error: `${field} ontbreekt` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} moet een datum zijn (jjjj-mm-dd)`, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${field} bestaat niet in de kalender`)
    .refine(
      (value) => value >= '2020-01-01' && value <= '2099-12-31',
      `${field}: het jaar klopt niet (tik de datum als dd/mm/jjjj, bv. 04/12/2026)`,
    );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (value: string) => TIME.test(value);
const time = (field: string) =>
  z.string({ error: `${field} ontbreekt` }).regex(TIME, `${field} moet een uur zijn (uu:mm)`);

const url = (field: string) =>
  z
    .string({ error: `${field} ontbreekt` })
    .regex(/^https:\/\/\S+$/, `${field} moet een webadres zijn (https://…)`);

const optionalTime = z.string({ error: 'moet een uur zijn (uu:mm)' }).optional();

// One day of content/winkel.json's opening hours. Pick-up fields count only when `pickup` is on; then
// they must all be there, the window must lie within the opening hours (a narrower window is fine).
const openingDay = z
  .object({
    day: z.enum(weekdays, { error: 'dag moet een weekdag zijn (monday … sunday)' }),
    label: text('dagnaam'),
    opens: time('opent om'),
    closes: time('sluit om'),
    text: text('tekst'),
    pickup: z.boolean({ error: 'afhalen op deze dag moet aan of uit staan' }).optional(),
    pickupFrom: optionalTime,
    pickupUntil: optionalTime,
    orderByDay: z.enum(weekdays, { error: 'uiterlijk bestellen op moet een weekdag zijn' }).optional(),
    orderByTime: optionalTime,
  })
  .superRefine((day, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    const hoursOk = isTime(day.opens) && isTime(day.closes);
    if (hoursOk && day.opens >= day.closes) {
      issue('closes', 'sluit om moet na opent om liggen');
      return;
    }
    if (!day.pickup) return;
    const times = [
      ['pickupFrom', 'afhalen vanaf'],
      ['pickupUntil', 'afhalen tot'],
      ['orderByTime', 'uiterlijk bestellen om'],
    ] as const;
    let timesOk = true;
    for (const [field, label] of times) {
      const value = day[field];
      if (value === undefined || value === '') {
        issue(field, `${label} ontbreekt (afhalen staat aan voor deze dag)`);
        timesOk = false;
      } else if (!isTime(value)) {
        issue(field, `${label} moet een uur zijn (uu:mm)`);
        timesOk = false;
      }
    }
    if (day.orderByDay === undefined) {
      issue('orderByDay', 'uiterlijk bestellen op ontbreekt (afhalen staat aan voor deze dag)');
    } else if (day.orderByDay === day.day) {
      issue(
        'orderByDay',
        `uiterlijk bestellen op (${weekdayNames[day.orderByDay]}) valt op de afhaaldag zelf: kies een dag ervoor`,
      );
    }
    if (!timesOk || !hoursOk) return;
    const from = day.pickupFrom as string;
    const until = day.pickupUntil as string;
    if (from >= until) issue('pickupUntil', 'afhalen tot moet na afhalen vanaf liggen');
    if (from < day.opens) {
      issue(
        'pickupFrom',
        `afhalen vanaf (${from}) ligt buiten de openingsuren: de winkel opent om ${day.opens}`,
      );
    }
    if (until > day.closes) {
      issue(
        'pickupUntil',
        `afhalen tot (${until}) ligt buiten de openingsuren: de winkel sluit om ${day.closes}`,
      );
    }
  });

// ---- Issue 31 (December): special opening days, schedules with a start date, seasons, allergens.
// Each is its own named rule, added to the file schemas below by one line.

// A date the shop opens with its own hours, pick-up window and order deadline (Thursday 24/12).
const specialOpeningDay = z
  .object({
    date: isoDate('datum'),
    opens: time('opent om'),
    closes: time('sluit om'),
    pickupFrom: time('afhalen vanaf'),
    pickupUntil: time('afhalen tot'),
    orderByDate: isoDate('uiterlijk bestellen op'),
    orderByTime: time('uiterlijk bestellen om'),
  })
  .superRefine((day, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    const all = [day.opens, day.closes, day.pickupFrom, day.pickupUntil, day.orderByTime];
    if (!all.every(isTime)) return;
    if (day.opens >= day.closes) issue('closes', 'sluit om moet na opent om liggen');
    if (day.pickupFrom >= day.pickupUntil) issue('pickupUntil', 'afhalen tot moet na afhalen vanaf liggen');
    if (day.pickupFrom < day.opens)
      issue('pickupFrom', `afhalen vanaf (${day.pickupFrom}) ligt voor het openingsuur (${day.opens})`);
    if (day.pickupUntil > day.closes)
      issue('pickupUntil', `afhalen tot (${day.pickupUntil}) ligt na het sluitingsuur (${day.closes})`);
    if (day.orderByDate > day.date)
      issue('orderByDate', 'uiterlijk bestellen op moet op of voor de datum van de extra openingsdag liggen');
    else if (day.orderByDate === day.date && day.orderByTime > day.pickupFrom)
      issue('orderByTime', 'uiterlijk bestellen om moet voor het eerste afhaaluur liggen');
  });

/** An issue at each item whose `field` repeats an earlier item's (the owner reads `message`). */
function flagRepeats<T, K extends keyof T & string>(
  items: readonly T[],
  context: z.RefinementCtx,
  field: K,
  message: (item: T) => string,
) {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    if (seen.has(item[field]))
      context.addIssue({ code: 'custom', path: [index, field], message: message(item) });
    seen.add(item[field]);
  });
}

const specialOpeningDays = z
  .array(specialOpeningDay)
  .superRefine((days, context) =>
    flagRepeats(
      days,
      context,
      'date',
      (day) => `datum: ${day.date} staat twee keer bij de extra openingsdagen`,
    ),
  );

// New weekly opening hours from a date on ('vanaf 1 januari: zaterdag 8u–12u'); until then the
// current ones hold.
const scheduleChange = z.object({
  from: isoDate('vanaf'),
  openingHours: z
    .array(openingDay, { error: 'openingsuren ontbreken' })
    .min(1, 'openingsuren: geef minstens één dag')
    .superRefine((days, context) =>
      flagRepeats(
        days,
        context,
        'day',
        (day) => `dag: ${weekdayNames[day.day]} staat twee keer in deze openingsuren`,
      ),
    ),
});

const scheduleChanges = z
  .array(scheduleChange)
  .superRefine((changes, context) =>
    flagRepeats(changes, context, 'from', (change) => `vanaf: er zijn al openingsuren vanaf ${change.from}`),
  );

// '' is what /admin writes for a cleared date.
const optionalDate = (field: string) => z.union([z.literal(''), isoDate(field)]).optional();

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

// content/winkel.json
const shopContentSchema = z.object({
  name: text('naam'),
  tagline: text('slogan'),
  description: text('beschrijving'),
  address: z.object({
    street: text('straat en nummer'),
    postalCode: z.string({ error: 'postcode ontbreekt' }).regex(/^\d{4}$/, 'postcode moet 4 cijfers zijn'),
    town: text('gemeente'),
    city: text('stad'),
    countryCode: z.literal('BE', { error: 'landcode moet BE zijn' }),
  }),
  phone: z.object({
    display: text('telefoonnummer zoals getoond'),
    tel: z
      .string({ error: 'telefoonnummer om te bellen ontbreekt' })
      .regex(
        /^\+\d{8,15}$/,
        'telefoonnummer om te bellen moet met + beginnen, gevolgd door cijfers (+3250…)',
      ),
  }),
  email: z.email({ error: 'e-mailadres is geen geldig e-mailadres' }),
  // The sentence on paying in the customer's confirmation mail (emails/klant.html, {{winkel_betalen}}).
  paymentInMail: text('betalen (in de bevestigingsmail)'),
  // The privacy statement's facts besides the shop's own (/privacy, components/privacy).
  privacy: z.object(
    {
      mailboxProvider: text('e-mailprovider van de winkel'),
      websiteHost: text('webhost'),
      orderMailRetention: text('hoe lang bestelmails bewaard worden'),
    },
    { error: 'privacyverklaring (e-mailprovider, webhost, bewaartermijn) ontbreekt' },
  ),
  companyNumber: z
    .string({ error: 'ondernemingsnummer ontbreekt' })
    .regex(/^BE ?0?\d{3}\.?\d{3}\.?\d{3}$/, 'ondernemingsnummer moet de vorm BE 0123.456.789 hebben')
    .optional(),
  // One line per day the shop is open: the hours shown on the site and, when `pickup` is on, the
  // pick-up window and the order deadline for that day (lib/order/pickup.ts reads them).
  openingHours: z
    .array(openingDay, { error: 'openingsuren ontbreken' })
    .min(1, 'openingsuren: geef minstens één dag')
    .superRefine((days, context) => {
      flagRepeats(
        days,
        context,
        'day',
        (day) => `dag: ${weekdayNames[day.day]} staat twee keer in de openingsuren`,
      );
      if (!days.some((day) => day.pickup)) {
        context.addIssue({
          code: 'custom',
          path: [],
          message: 'openingsuren: zet bij minstens één dag ‘Afhalen op deze dag’ aan',
        });
      }
    }),
  // The pick-up slots: their length and how many pick-up days the order dialog offers.
  ordering: z.object(
    {
      slotMinutes: z
        .number({ error: 'minuten per afhaaluur moet een getal zijn' })
        .int('minuten per afhaaluur moet een geheel getal zijn')
        .min(5, 'minuten per afhaaluur moet minstens 5 zijn')
        .max(240, 'minuten per afhaaluur mag hoogstens 240 zijn'),
      daysOffered: z
        .number({ error: 'aantal afhaaldagen moet een getal zijn' })
        .int('aantal afhaaldagen moet een geheel getal zijn')
        .min(1, 'aantal afhaaldagen moet minstens 1 zijn')
        .max(52, 'aantal afhaaldagen mag hoogstens 52 zijn'),
    },
    { error: 'afhalen (minuten per afhaaluur, aantal afhaaldagen) ontbreekt' },
  ),
  // Issue 31.
  specialDays: specialOpeningDays.optional(),
  scheduleChanges: scheduleChanges.optional(),
  social: z.object({
    instagram: z.object({ label: text('naam'), url: url('webadres') }),
    facebook: z.object({ label: text('naam'), url: url('webadres') }),
  }),
  map: z.object({
    lat: z.number({ error: 'breedtegraad moet een getal zijn' }).min(49.4).max(51.6),
    lng: z.number({ error: 'lengtegraad moet een getal zijn' }).min(2.5).max(6.5),
    zoom: z
      .number({ error: 'zoom moet een getal zijn' })
      .int('zoom moet een geheel getal zijn')
      .min(1)
      .max(20),
  }),
});
export type ShopContent = z.infer<typeof shopContentSchema>;

// content/sluitingen.json
const closuresContentSchema = z.object({
  publicHolidays: z.boolean({ error: 'gesloten op wettelijke feestdagen moet aan of uit staan' }),
  days: z.array(z.object({ date: isoDate('datum'), reason: text('reden') })),
  periods: z.array(
    z
      .object({ from: isoDate('van'), to: isoDate('tot en met'), reason: text('reden') })
      .refine((period) => period.from <= period.to, {
        message: 'tot en met moet op of na van liggen',
        path: ['to'],
      }),
  ),
});

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
const productContentSchema = z
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

const catalogueContentSchema = z
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
export type CatalogueContent = z.infer<typeof catalogueContentSchema>;
export type ProductContent = z.infer<typeof productContentSchema>;

// content/bestelpagina.json
const orderPageContentSchema = z.object({
  notices: z
    .array(z.object({ title: text('titel'), text: text('tekst') }))
    .min(1, 'meldingen: geef minstens één melding'),
});
export type OrderPageContent = z.infer<typeof orderPageContentSchema>;

// content/aankondiging.json
const announcementContentSchema = z
  .object({
    show: z.boolean({ error: 'tonen moet aan of uit staan' }),
    text: z.string({ error: 'tekst ontbreekt' }).trim().max(200, 'tekst mag hoogstens 200 tekens lang zijn'),
    from: isoDate('tonen vanaf'),
    to: isoDate('tonen tot en met'),
  })
  .refine((announcement) => !announcement.show || announcement.text.length > 0, {
    message: 'tekst is leeg terwijl de aankondiging aan staat',
    path: ['text'],
  })
  .refine((announcement) => announcement.from <= announcement.to, {
    message: 'tonen tot en met moet op of na tonen vanaf liggen',
    path: ['to'],
  });
export type AnnouncementContent = z.infer<typeof announcementContentSchema>;

// content/over-ons.json
const aboutContentSchema = z.object({
  lead: text('inleiding'),
  paragraphs: z.array(text('alinea')).min(1, 'alinea’s: geef minstens één alinea'),
  highlights: z.array(z.object({ term: text('kernwoord'), text: text('uitleg') })),
  video: z.object({
    youtubeId: z
      .string({ error: 'YouTube-code ontbreekt' })
      .regex(
        /^([A-Za-z0-9_-]{11})?$/,
        'YouTube-code moet 11 tekens zijn (het stuk na v= in de link), of leeg voor geen video',
      ),
    title: text('videotitel'),
  }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

// content/fotos.json
const photoFile = z
  .string({ error: 'foto ontbreekt' })
  .regex(
    /^\/images\/[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i,
    'foto moet een bestand in /images zijn (jpg, png of webp)',
  );
const photoItem = z.object({
  file: photoFile,
  name: text('titel'),
  alt: text('beschrijving (alt-tekst)'),
  // A clip shown in the overlay; `file` is then its poster.
  video: z
    .string({ error: 'filmpje moet een bestandsnaam zijn' })
    .regex(/^\/video\/[a-z0-9][a-z0-9._-]*\.mp4$/i, 'filmpje moet een mp4-bestand in /video zijn')
    .optional(),
});

const photosContentSchema = z.object({
  home: z.array(photoItem).min(1, 'foto’s op de startpagina: geef minstens één foto'),
  photoPage: z.array(photoItem).min(1, 'foto’s op de fotopagina: geef minstens één foto'),
});
export type PhotosContent = z.infer<typeof photosContentSchema>;

/** Each content file with its schema; the keys are the file names under content/. */
export const contentFiles = {
  'winkel.json': shopContentSchema,
  'sluitingen.json': closuresContentSchema,
  'producten.json': catalogueContentSchema,
  'bestelpagina.json': orderPageContentSchema,
  'aankondiging.json': announcementContentSchema,
  'over-ons.json': aboutContentSchema,
  'fotos.json': photosContentSchema,
} as const;
export type ContentFileName = keyof typeof contentFiles;
