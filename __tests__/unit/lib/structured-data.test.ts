import { localBusinessJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { shop } from '@/lib/shop';
import { extraDay } from '@/__tests__/fixtures/december';

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd();

  it('describes the shop as a schema.org ButcherShop with its contact facts, address and map position', () => {
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
  });

  it('follows the facts it is given', () => {
    const moved = localBusinessJsonLd({
      ...shop,
      siteUrl: 'https://slagerij.example',
      phone: { display: '050 00 00 00', tel: '+3250000000' },
    });
    expect(moved.url).toBe('https://slagerij.example/home');
    expect(moved['@id']).toBe('https://slagerij.example/home#winkel');
    expect(moved.telephone).toBe('+3250000000');
  });
});

it('serializeJsonLd cannot close the surrounding script element', () => {
  const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});

// localBusinessJsonLd in December (issue 31).
const december = {
  ...shop,
  closures: ['2026-12-31'],
  specialDays: [
    extraDay('2026-12-10', '2026-12-06'),
    extraDay('2026-12-24', '2026-12-20'),
    extraDay('2026-12-31', '2026-12-27'),
  ],
  scheduleChanges: [
    {
      from: '2027-01-01',
      openingHours: [{ ...shop.openingHours[0]!, day: 'saturday' as const, closes: '12:00' }],
    },
  ],
};
const inDecember = localBusinessJsonLd(december, '2026-12-18');

it('writes the special days ahead that no closure cancels, each valid on its own date, and dates the weekly hours when new ones are set ahead', () => {
  expect(inDecember.specialOpeningHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      opens: '09:00',
      closes: '15:00',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
    },
  ]);
  expect(inDecember.openingHoursSpecification.at(-1)).toEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'Saturday',
    opens: '08:00',
    closes: '12:00',
    validFrom: '2027-01-01',
  });
  expect(inDecember.openingHoursSpecification[0]).toMatchObject({ validThrough: '2026-12-31' });
});
