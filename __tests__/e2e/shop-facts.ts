// The shop facts as the browser tests expect to read them, taken from lib/shop.ts (the one source).
// The route URLs are written out on purpose: they are what search engines must get.
import { directionsUrl, fullAddress, shop } from '../../lib/shop';

export const facts = {
  name: shop.name,
  siteUrl: shop.siteUrl,
  street: shop.address.street,
  postalTown: `${shop.address.postalCode} ${shop.address.town}`,
  fullAddress,
  phone: shop.phone,
  email: shop.email,
  openingDays: shop.openingHours.map((day) => day.label),
  openingText: 'Doorlopend van 8u00 tot 18u00',
  aboutVideo: shop.aboutVideo,
  routes: [
    { path: '/home', url: `${shop.siteUrl}/home` },
    { path: '/bestellen', url: `${shop.siteUrl}/bestellen` },
    { path: '/contact', url: `${shop.siteUrl}/contact` },
    { path: '/over-ons', url: `${shop.siteUrl}/over-ons` },
    { path: "/foto's", url: `${shop.siteUrl}/foto%27s` },
  ],
} as const;

export { directionsUrl };
