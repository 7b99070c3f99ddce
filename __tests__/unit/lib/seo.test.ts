import { pageMetadata, robotsRules, sitemapEntries } from '@/lib/seo';

it('sitemapEntries lists the five pages, then the privacy statement, as absolute, encoded URLs; pageMetadata gives the same encoded canonical; robotsRules allow everything and point to the sitemap', () => {
  expect(sitemapEntries().map((entry) => entry.url)).toEqual(
    ['home', 'bestellen', 'contact', 'over-ons', 'foto%27s', 'privacy'].map(
      (page) => `https://www.hoeveslagerij-delinde.be/${page}`,
    ),
  );
  const meta = pageMetadata({ title: "Foto's", description: 'Foto’s van de winkel.', path: "/foto's" });
  expect(meta.alternates?.canonical).toBe('/foto%27s');
  expect(meta.openGraph).toMatchObject({ title: "Foto's | Hoeveslagerij De Linde", url: '/foto%27s' });
  expect(robotsRules()).toEqual({
    rules: { userAgent: '*', allow: '/' },
    sitemap: 'https://www.hoeveslagerij-delinde.be/sitemap.xml',
  });
});
