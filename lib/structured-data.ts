import { openingPeriods } from './shop/opening-periods';
import { absoluteUrl } from './seo';
import { shop, type Shop, type Weekday } from './shop';

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

// Issue 31: weekly hours with their validity when the owner set new hours ahead, and the special
// opening days from `today` on that no closure cancels (schema.org specialOpeningHoursSpecification).
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

function specialOpeningHours(facts: ShopFacts, today: string) {
  const closed = new Set(facts.closures);
  const days = facts.specialDays
    .filter((day) => day.date >= today && !closed.has(day.date))
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      opens: day.opens,
      closes: day.closes,
      validFrom: day.date,
      validThrough: day.date,
    }));
  return days.length > 0 ? { specialOpeningHoursSpecification: days } : {};
}

/**
 * schema.org ButcherShop (a LocalBusiness) for search engines, built only from the shop facts.
 * `today` (yyyy-MM-dd, the build day): special days before it are left out.
 */
export function localBusinessJsonLd(facts: ShopFacts = shop, today = '0000-00-00') {
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
