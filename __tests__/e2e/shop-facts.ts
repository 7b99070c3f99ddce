// The shop facts as the browser tests expect to read them, taken from lib/shop.ts (the one source).
// The route URLs are written out on purpose: they are what search engines must get.
import { directionsUrl, fullAddress, shop } from '../../lib/shop';
import { testBuildEnv } from '../../scripts/test-env.mjs';

// The address the test build is made for (NEXT_PUBLIC_SITE_URL), not the one this process would fall back to.
const siteUrl = testBuildEnv.NEXT_PUBLIC_SITE_URL ?? '';

export const facts = {
  name: shop.name,
  siteUrl,
  street: shop.address.street,
  postalTown: `${shop.address.postalCode} ${shop.address.town}`,
  fullAddress,
  phone: shop.phone,
  email: shop.email,
  openingDays: shop.openingHours.map((day) => day.label),
  openingText: 'Doorlopend van 8u00 tot 18u00',
  aboutVideo: shop.aboutVideo,
  routes: [
    { path: '/home', url: `${siteUrl}/home` },
    { path: '/bestellen', url: `${siteUrl}/bestellen` },
    { path: '/contact', url: `${siteUrl}/contact` },
    { path: '/over-ons', url: `${siteUrl}/over-ons` },
    { path: "/foto's", url: `${siteUrl}/foto%27s` },
  ],
  privacy: { path: '/privacy', url: `${siteUrl}/privacy` },
} as const;

export { directionsUrl };
