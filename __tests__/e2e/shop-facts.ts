// The shop facts from lib/shop/index.ts; the route URLs written out on purpose: what search engines must get.
import { directionsUrl, shop } from '../../lib/shop';
import { testBuildEnv } from '../../scripts/test-env.mjs';

// The address the test build is made for (NEXT_PUBLIC_SITE_URL), not the one this process would fall back to.
const siteUrl = testBuildEnv.NEXT_PUBLIC_SITE_URL ?? '';

export const facts = {
  name: shop.name,
  siteUrl,
  street: shop.address.street,
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
