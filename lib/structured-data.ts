import { absoluteUrl } from './seo';
import { shop, type Shop, type Weekday } from './shop';
import { calendarNotes } from './shop/calendar';
import { buildMoment } from './env';
import { addDays, shopDayOf } from './shop/day';
import { openingPeriods } from './shop/opening-periods';

const schemaDay: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

// The shape of the shop facts without their literal values, so other facts can be passed in.
type Widen<T> = T extends Weekday
  ? Weekday
  : T extends string
    ? string
    : T extends number
      ? number
      : T extends readonly (infer Item)[]
        ? readonly Widen<Item>[]
        : { readonly [Key in keyof T]: Widen<T[Key]> };
export type ShopFacts = Widen<Shop>;

// Issue 31: weekly hours with their validity when the owner set new hours ahead.
function openingHours(facts: ShopFacts) {
  return openingPeriods(facts.openingHours, facts.scheduleChanges).flatMap((period) =>
    period.days.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDay[day.day],
      opens: day.opens,
      closes: day.closes,
      ...(period.from ? { validFrom: period.from } : {}),
      ...(period.until ? { validThrough: period.until } : {}),
    })),
  );
}

// Issue 53: the days of the coming year that differ from the weekly hours, from the shop's calendar (as
// home and contact show them): a closure (a run of days with one reason) as opens = closes = 00:00, the
// schema.org and Google way to say closed all day; a special day with its own hours.
function specialOpeningHours(facts: ShopFacts, today: string) {
  const days = calendarNotes(today, addDays(today, 365), facts).map((note) => ({
    '@type': 'OpeningHoursSpecification',
    opens: note.kind === 'closed' ? '00:00' : note.day.opens,
    closes: note.kind === 'closed' ? '00:00' : note.day.closes,
    validFrom: note.from,
    validThrough: note.to,
  }));
  return days.length > 0 ? { specialOpeningHoursSpecification: days } : {};
}

/**
 * schema.org ButcherShop (a LocalBusiness) for search engines, built only from the shop facts.
 * `today` (yyyy-MM-dd, the build day): closures and special days before it are left out.
 */
export function localBusinessJsonLd(facts: ShopFacts = shop, today = shopDayOf(buildMoment)) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ButcherShop',
    '@id': `${absoluteUrl('/home', facts.siteUrl)}#winkel`,
    name: facts.name,
    slogan: facts.tagline,
    description: facts.description,
    url: absoluteUrl('/home', facts.siteUrl),
    telephone: facts.phone.tel,
    email: facts.email,
    image: absoluteUrl('/og-image.jpg', facts.siteUrl),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.town,
      addressCountry: facts.address.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: facts.map.lat,
      longitude: facts.map.lng,
    },
    openingHoursSpecification: openingHours(facts),
    ...specialOpeningHours(facts, today),
    sameAs: [facts.social.instagram.url, facts.social.facebook.url],
  };
}

/** The JSON-LD as text safe to put inside a <script> element ("<" can't close the tag). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
