import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const shopName = 'Hoeveslagerij De Linde';

async function scrollLeftOf(gallery: Locator) {
  return gallery.evaluate((element) => Math.round(element.scrollLeft));
}

// Smooth scrolling takes a few hundred ms: wait until the strip is where it should be.
async function expectScrolledTo(gallery: Locator, left: number) {
  await expect.poll(() => scrollLeftOf(gallery)).toBe(left);
}

test.describe('home', () => {
  test('the hero: the one high-priority image, responsive WebP, never shifting the layout; it fills the screen below the header, its heading and tagline slide in (not under reduced motion), and the down-arrow leads to the opening hours', async ({
    page,
  }) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    // Nothing preloaded: the <img> itself asks for high priority and is the first image fetched.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    expect(imageRequests[0]).toMatch(/^\/img\/hero\./);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    // eager and high priority: home-hero.test; here what the browser makes of it
    const photo = page.getByRole('region', { name: shopName }).locator('img');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/img\/hero\.[^/]+-opt-\d+\.WEBP$/,
    );
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    const box = await page.getByRole('region', { name: shopName }).boundingBox();
    expect([box?.y, box?.height]).toEqual([68, 900 - 68]);
    const animation = (property: 'animationDuration' | 'animationName') =>
      page.evaluate(
        (name) =>
          ['h1', 'h1 + p'].map((selector) => getComputedStyle(document.querySelector(selector)!)[name]),
        property,
      );
    expect(await animation('animationDuration')).toEqual(['2.5s', '3s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation('animationName')).toEqual(['none', 'none']);
    // The arrow keeps bouncing, so it is never "stable" for a mouse click: use the keyboard.
    await page.getByRole('link', { name: 'Naar de openingsuren' }).press('Enter');
    await expect(page).toHaveURL(/#openingsuren$/);
    await expect(page.getByRole('heading', { name: 'Openingsuren' })).toBeInViewport();
  });

  test('gallery: the mouse wheel over it is blocked (the strip does not move)', async ({ page }) => {
    await page.goto('/home');
    const gallery = page.getByRole('list', { name: "Foto's van de hoeve en de winkel" });
    await gallery.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: "Volgende foto's" }).click();
    await expectScrolledTo(gallery, 300);
    const box = await gallery.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    const pageScroll = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(400, 0);
    await page.mouse.wheel(-400, 0);
    // An absence is the point: a fixed wait for a scroll that must not come.
    await page.waitForTimeout(1_000);
    expect(await scrollLeftOf(gallery)).toBe(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    // Positive control: the same wheel beside the strip scrolls the page within that time.
    expect(pageScroll).toBeGreaterThan(0);
    await page.mouse.move(box!.x + box!.width / 2, box!.y - 20);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1_000 }).toBeLessThan(pageScroll);
  });

  test('on a phone the hero fits and the gallery still has its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Plaats een bestelling' })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const gallery = page.getByRole('list', { name: "Foto's van de hoeve en de winkel" });
    await gallery.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: "Volgende foto's" }).click();
    await expectScrolledTo(gallery, 300);
  });
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery is the strip of photos alone, without buttons that could not work', async ({ page }) => {
    await page.goto('/home');
    const gallery = page.getByRole('list', { name: "Foto's van de hoeve en de winkel" });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /foto's$/ })).toHaveCount(0);
  });
});
