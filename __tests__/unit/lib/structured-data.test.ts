import { localBusinessJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { shop } from '@/lib/shop';
import { extraDay } from '@/__tests__/fixtures/december';
import { decemberCalendar } from '@/__tests__/fixtures/schedules';

// localBusinessJsonLd in December (issues 31, 53): the December calendar, with 24/12 also closed.
const december = {
  ...shop,
  ...decemberCalendar,
  specialDays: [extraDay('2026-12-10', '2026-12-06'), ...decemberCalendar.specialDays!],
  closedDays: [...decemberCalendar.closedDays, { date: '2026-12-31', reason: 'Oudejaar' }],
};
const inDecember = localBusinessJsonLd(december, '2026-12-18');

// schema.org: Time hh:mm[:ss], Date yyyy-MM-dd; Google: a day closed all day opens and closes at 00:00.
const specificationKeys = ['@type', 'opens', 'closes', 'dayOfWeek', 'validFrom', 'validThrough'];
function schemaProblems(items: readonly Record<string, unknown>[]): string[] {
  return items.flatMap((item, index) => {
    const problems = Object.keys(item)
      .filter((key) => !specificationKeys.includes(key))
      .map((key) => `${index}: ${key} is no OpeningHoursSpecification property`);
    if (item['@type'] !== 'OpeningHoursSpecification') problems.push(`${index}: @type`);
    for (const key of ['opens', 'closes'])
      if (!/^\d\d:\d\d(:\d\d)?$/.test(String(item[key]))) problems.push(`${index}: ${key} is no Time`);
    for (const key of ['validFrom', 'validThrough'])
      if (key in item && !/^\d{4}-\d\d-\d\d$/.test(String(item[key]))) problems.push(`${index}: ${key}`);
    if (item.validFrom && item.validThrough && String(item.validFrom) > String(item.validThrough))
      problems.push(`${index}: ends before it begins`);
    return problems;
  });
}

it('localBusinessJsonLd describes the shop as a schema.org ButcherShop with its contact facts, address and map position, and follows the facts it is given; serializeJsonLd cannot close the surrounding script element; it writes the days ahead that differ from the weekly hours: a special day with its hours, a closure (a run with one reason) as opens = closes = 00:00, each valid from its first to its last day; dates the weekly hours when new ones are set ahead', () => {
  const data = localBusinessJsonLd();
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ButcherShop',
    name: 'Hoeveslagerij De Linde',
    url: 'https://www.hoeveslagerij-delinde.be/home',
    telephone: '+3250361234',
    email: 'info@hoeveslagerij-delinde.be',
    image: 'https://www.hoeveslagerij-delinde.be/og-image.jpg',
    sameAs: [shop.social.instagram.url, shop.social.facebook.url],
  });
  expect(data.description).toBe(shop.description);
  expect(data.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: shop.address.street,
    postalCode: '8310',
    addressLocality: 'Sint-Kruis',
    addressCountry: 'BE',
  });
  expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: shop.map.lat, longitude: shop.map.lng });
  const moved = localBusinessJsonLd({
    ...shop,
    siteUrl: 'https://slagerij.example',
    phone: { display: '050 00 00 00', tel: '+3250000000' },
  });
  expect(moved.url).toBe('https://slagerij.example/home');
  expect(moved['@id']).toBe('https://slagerij.example/home#winkel');
  expect(moved.telephone).toBe('+3250000000');
  const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  expect(inDecember.specialOpeningHoursSpecification).toEqual([
    ...[
      ['09:00', '15:00', '2026-12-24', '2026-12-24'],
      ['00:00', '00:00', '2026-12-25', '2026-12-25'],
      ['00:00', '00:00', '2026-12-26', '2026-12-26'],
      ['00:00', '00:00', '2026-12-31', '2026-12-31'],
      ['00:00', '00:00', '2027-01-01', '2027-01-02'],
    ].map(([opens, closes, validFrom, validThrough]) => ({
      '@type': 'OpeningHoursSpecification',
      opens,
      closes,
      validFrom,
      validThrough,
    })),
  ]);
  expect(schemaProblems(inDecember.specialOpeningHoursSpecification ?? [])).toEqual([]);
  expect(schemaProblems(inDecember.openingHoursSpecification)).toEqual([]);
  // Nothing ahead that differs: no special hours at all.
  expect(localBusinessJsonLd({ ...shop, specialDays: [], closedDays: [] }, '2026-12-18')).not.toHaveProperty(
    'specialOpeningHoursSpecification',
  );
  expect(inDecember.openingHoursSpecification.at(-1)).toEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'Saturday',
    opens: '08:00',
    closes: '12:00',
    validFrom: '2027-01-01',
  });
  expect(inDecember.openingHoursSpecification[0]).toMatchObject({ validThrough: '2026-12-31' });
});
