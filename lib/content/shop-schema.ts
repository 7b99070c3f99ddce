import * as z from 'zod/mini';
import { flagRepeats, isoDate, isTime, optionalTime, text, time, url } from './fields';
import { MAX_PERIOD_DAYS, weekdayNames, weekdays } from './lists';
import { formatDutchDate as dmy } from './values';

// content/winkel.json and content/sluitingen.json: the shop's facts, its weekly hours with their pick-up
// windows, special opening days, new hours from a date on, and closures (types in schemas.ts).

/** The hours a text names, as hh:mm ('8u', '8u00', '08:00', '8.30 u', '12 uur'). */
const timesIn = (text: string) =>
  new Set(
    [...text.matchAll(/(\d{1,2})(?:\s*[u:.h]\s*(\d{2})?|\s*uur)/g)].map(
      ([, hours, minutes = '00']) => `${hours!.padStart(2, '0')}:${minutes}`,
    ),
  );

// One day of content/winkel.json's opening hours. Pick-up fields count only when `pickup` is on; then
// they must all be there, the window must lie within the opening hours (a narrower window is fine).
const openingDay = z
  .object({
    day: z.enum(weekdays, { error: 'dag moet een weekdag zijn (monday … sunday)' }),
    label: text('dagnaam'),
    opens: time('opent om'),
    closes: time('sluit om'),
    text: text('tekst'),
    pickup: z.optional(z.boolean({ error: 'afhalen op deze dag moet aan of uit staan' })),
    pickupFrom: optionalTime,
    pickupUntil: optionalTime,
    orderByDay: z.optional(z.enum(weekdays, { error: 'uiterlijk bestellen op moet een weekdag zijn' })),
    orderByTime: optionalTime,
  })
  .check(
    z.superRefine((day, context) => {
      const issue = (field: string, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const hoursOk = isTime(day.opens) && isTime(day.closes);
      if (hoursOk && day.opens >= day.closes) {
        issue('closes', 'sluit om moet na opent om liggen');
        return;
      }
      // the row shows `label` and `text`, the order page and the search engines the fields
      if (day.label && !day.label.toLowerCase().includes(weekdayNames[day.day]))
        issue('label', `dagnaam (‘${day.label}’) noemt niet de dag van deze rij, ${weekdayNames[day.day]}`);
      const named = day.text ? timesIn(day.text) : null;
      for (const [field, label] of [
        ['opens', 'het openingsuur'],
        ['closes', 'het sluitingsuur'],
      ] as const) {
        if (named && hoursOk && !named.has(day[field]))
          issue(
            'text',
            `tekst (‘${day.text}’) noemt ${label} ${day[field]} niet: pas de tekst of het uur aan`,
          );
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
    }),
  );

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
  .check(
    z.superRefine((day, context) => {
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
        issue(
          'orderByDate',
          'uiterlijk bestellen op moet op of voor de datum van de extra openingsdag liggen',
        );
      else if (day.orderByDate === day.date && day.orderByTime > day.pickupFrom)
        issue('orderByTime', 'uiterlijk bestellen om moet voor het eerste afhaaluur liggen');
    }),
  );

const specialOpeningDays = z
  .array(specialOpeningDay)
  .check(
    z.superRefine((days, context) =>
      flagRepeats(
        days,
        context,
        'date',
        (day) => `datum: ${dmy(day.date)} staat twee keer bij de extra openingsdagen`,
      ),
    ),
  );

// A week in which no day offers pick-up: the order page would offer no day at all.
const NO_PICKUP_DAY = 'openingsuren: zet bij minstens één dag ‘Afhalen op deze dag’ aan';

/** A whole week of opening hours (`which`: how a message names them): each day once, one with pick-up. */
const weekHours = (which: string) =>
  z.array(openingDay, { error: 'openingsuren ontbreken' }).check(
    z.minLength(1, 'openingsuren: geef minstens één dag'),
    z.superRefine((days, context) => {
      flagRepeats(days, context, 'day', (day) => `dag: ${weekdayNames[day.day]} staat twee keer in ${which}`);
      if (!days.some((day) => day.pickup))
        context.addIssue({ code: 'custom', path: [], message: NO_PICKUP_DAY });
    }),
  );

// New weekly opening hours from a date on ('vanaf 1 januari: zaterdag 8u–12u'); until then the
// current ones hold. They replace the whole week, so they too need a pick-up day (issue 52).
const scheduleChange = z.object({
  from: isoDate('vanaf'),
  openingHours: weekHours('deze openingsuren'),
});

const scheduleChanges = z
  .array(scheduleChange)
  .check(
    z.superRefine((changes, context) =>
      flagRepeats(
        changes,
        context,
        'from',
        (change) => `vanaf: er zijn al openingsuren vanaf ${dmy(change.from)}`,
      ),
    ),
  );

// content/winkel.json
export const shopContentSchema = z.object({
  name: text('naam'),
  tagline: text('slogan'),
  description: text('beschrijving'),
  address: z.object({
    street: text('straat en nummer'),
    postalCode: z
      .string({ error: 'postcode ontbreekt' })
      .check(z.regex(/^\d{4}$/, 'postcode moet 4 cijfers zijn')),
    town: text('gemeente'),
    city: text('stad'),
    countryCode: z.literal('BE', { error: 'landcode moet BE zijn' }),
  }),
  phone: z.object({
    display: text('telefoonnummer zoals getoond'),
    tel: z
      .string({ error: 'telefoonnummer om te bellen ontbreekt' })
      .check(
        z.regex(
          /^\+\d{8,15}$/,
          'telefoonnummer om te bellen moet met + beginnen, gevolgd door cijfers (+3250…)',
        ),
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
  companyNumber: z.optional(
    z
      .string({ error: 'ondernemingsnummer ontbreekt' })
      .check(
        z.regex(/^BE ?0?\d{3}\.?\d{3}\.?\d{3}$/, 'ondernemingsnummer moet de vorm BE 0123.456.789 hebben'),
      ),
  ),
  // One line per day the shop is open: the hours shown on the site and, when `pickup` is on, the
  // pick-up window and the order deadline for that day (lib/order/pickup.ts reads them).
  openingHours: weekHours('de openingsuren'),
  // The pick-up slots: their length and how many pick-up days the order dialog offers.
  ordering: z.object(
    {
      slotMinutes: z
        .number({ error: 'minuten per afhaaluur moet een getal zijn' })
        .check(
          z.int('minuten per afhaaluur moet een geheel getal zijn'),
          z.gte(5, 'minuten per afhaaluur moet minstens 5 zijn'),
          z.lte(240, 'minuten per afhaaluur mag hoogstens 240 zijn'),
        ),
      daysOffered: z
        .number({ error: 'aantal afhaaldagen moet een getal zijn' })
        .check(
          z.int('aantal afhaaldagen moet een geheel getal zijn'),
          z.gte(1, 'aantal afhaaldagen moet minstens 1 zijn'),
          z.lte(52, 'aantal afhaaldagen mag hoogstens 52 zijn'),
        ),
    },
    { error: 'afhalen (minuten per afhaaluur, aantal afhaaldagen) ontbreekt' },
  ),
  // Issue 31.
  specialDays: z.optional(specialOpeningDays),
  scheduleChanges: z.optional(scheduleChanges),
  social: z.object({
    instagram: z.object({ label: text('naam'), url: url('webadres') }),
    facebook: z.object({ label: text('naam'), url: url('webadres') }),
  }),
  map: z.object({
    lat: z.number({ error: 'breedtegraad moet een getal zijn' }).check(z.gte(49.4), z.lte(51.6)),
    lng: z.number({ error: 'lengtegraad moet een getal zijn' }).check(z.gte(2.5), z.lte(6.5)),
    zoom: z
      .number({ error: 'zoom moet een getal zijn' })
      .check(z.int('zoom moet een geheel getal zijn'), z.gte(1), z.lte(20)),
  }),
});

// content/sluitingen.json
export const closuresContentSchema = z.object({
  publicHolidays: z.boolean({ error: 'gesloten op wettelijke feestdagen moet aan of uit staan' }),
  days: z.array(z.object({ date: isoDate('datum'), reason: text('reden') })),
  periods: z.array(
    z.object({ from: isoDate('van'), to: isoDate('tot en met'), reason: text('reden') }).check(
      z.refine((period) => period.from <= period.to, {
        message: 'tot en met moet op of na van liggen',
        path: ['to'],
      }),
      // The pages and the order dialog know a period up to a year long (lib/shop/closures.ts): a longer
      // one is most likely a mistyped year, and would be cut short without a word.
      z.refine((period) => Date.parse(period.to) - Date.parse(period.from) <= MAX_PERIOD_DAYS * 86_400_000, {
        message:
          'duurt langer dan een jaar: klopt het jaar? Een langere sluiting geeft u als twee periodes in',
        path: ['to'],
      }),
    ),
  ),
});
