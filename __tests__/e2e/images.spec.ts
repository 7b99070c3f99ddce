import { expect, test } from './fixtures';

// Every candidate a photo offers (named as lib/image-variants.ts does) is a WebP file the build wrote.

for (const [route, minimum] of [
  ['/home', 10],
  // the photo; the video's poster only once the owner has set a video id in lib/shop/index.ts
  ['/over-ons', 1],
  ["/foto's", 11],
] as const) {
  test(`every photo variant offered on ${route} exists`, async ({ page }) => {
    await page.goto(encodeURI(route));
    const images = page.locator('img');
    expect(await images.count()).toBeGreaterThanOrEqual(minimum);
    // Plain HTML: nothing of next/image's client component is left in the page.
    await expect(page.locator('img[data-nimg]')).toHaveCount(0);
    // every URL the page's images and image preloads offer (src, srcset, imagesrcset), once
    const urls = await page.evaluate(() => {
      const offers = [...document.querySelectorAll('img, link[rel="preload"][as="image"]')].flatMap(
        (element) => [
          element.getAttribute('src') ?? '',
          ...(element.getAttribute('srcset') ?? element.getAttribute('imagesrcset') ?? '').split(','),
        ],
      );
      const urls = new Set(offers.map((offer) => offer.trim().split(' ')[0] ?? ''));
      return [...urls].filter((url) => url.includes('-opt-'));
    });
    expect(urls.length).toBeGreaterThan(minimum * 5);
    for (const url of urls) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('image/webp');
    }
  });
}

// The router's prefetch of /home (the logo) must not bring the hero's preload ("preloaded but not used").
for (const route of ['/bestellen', '/contact', '/over-ons']) {
  test(`${route} preloads no photo, also after prefetching /home`, async ({ page }) => {
    const prefetched = page.waitForRequest((request) => /\/home\/.*_rsc=/.test(request.url()));
    await page.goto(route);
    await prefetched;
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  });
}

// The first tile eager with high priority, the rest lazy: photo-grid.test; here the page's one preload.
test("/foto's preloads its first tile, with high priority", async ({ page }) => {
  await page.goto("/foto's");
  const first = page.getByRole('main').getByRole('listitem').locator('img').first();
  const preloads = page.locator('link[rel="preload"][as="image"]');
  await expect(preloads).toHaveCount(1);
  await expect(preloads).toHaveAttribute('imagesrcset', (await first.getAttribute('srcset')) ?? '');
  await expect(preloads).toHaveAttribute('fetchpriority', 'high');
});
