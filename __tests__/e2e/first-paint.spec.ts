import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openOrderPage } from './order-helpers';

// Issue 11: the framework's JavaScript starts loading only after the page's largest content has
// been painted (scripts/hydrate-after-paint.mjs), and the page still hydrates, each chunk once.

const ROUTES = ['/home', '/bestellen', '/contact', '/over-ons', "/foto's", '/privacy'];

/**
 * Records, from the first moment of the page, when the largest paint happened and when each
 * framework chunk was requested (page clock, ms), so nothing the page later clears is missed.
 */
async function recordPaintAndChunks(page: Page) {
  await page.addInitScript(() => {
    const record = { largestPaint: Number.NaN, chunks: [] as Array<{ name: string; start: number }> };
    Object.assign(window, { __firstPaint: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number }>) {
        if (Number.isNaN(record.largestPaint)) record.largestPaint = entry.renderTime || entry.startTime;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name);
        if (url.pathname.startsWith('/_next/static/chunks/') && !url.search)
          record.chunks.push({ name: url.pathname, start: entry.startTime });
      }
    }).observe({ type: 'resource', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __firstPaint: { largestPaint: number; chunks: Array<{ name: string; start: number }> };
          }
        ).__firstPaint,
    );
}

for (const route of ROUTES) {
  test(`${route}: the framework JavaScript starts after the largest paint, each chunk once`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/_next/static/chunks/') && !search) requested.push(pathname);
    });
    const recorded = await recordPaintAndChunks(page);
    await page.goto(encodeURI(route));
    const loader = page.locator('head script[data-chunks]');
    await expect(loader).toHaveCount(1);
    const listed = ((await loader.getAttribute('data-chunks')) ?? '').split(' ');
    expect(listed.length).toBeGreaterThan(3);
    await expect.poll(() => listed.every((chunk) => requested.includes(chunk))).toBe(true);

    await expect.poll(async () => (await recorded()).chunks.length).toBeGreaterThanOrEqual(listed.length);
    const { largestPaint, chunks } = await recorded();
    // The first largest paint: the first screen's content, before any framework chunk was asked for.
    expect(largestPaint).toBeGreaterThan(0);
    const own = chunks.filter((chunk) => listed.includes(chunk.name));
    expect(own.map((chunk) => chunk.name).sort()).toEqual([...listed].sort());
    for (const chunk of own) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(largestPaint);
    // React finds the inserted tags as its own: no second request for any of them.
    await page.waitForLoadState('networkidle');
    expect(requested.filter((chunk, index) => requested.indexOf(chunk) !== index)).toEqual([]);
  });
}

test('the site is a single-page app once hydrated: a menu link changes the page without a reload', async ({
  page,
}) => {
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a browser without largest-paint reports (Safari) loads the framework at once and can order', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter(
      (type) => type !== 'largest-contentful-paint',
    );
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
  });
  await openOrderPage(page);
  await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue(/\d/);
});

test('a customer who taps before the paint report gets a working page', async ({ page }) => {
  // The report never comes (as in a browser that stops reporting once the page was hidden) and the
  // loader's 3-second fallback is switched off: only the first tap can start the framework.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type === 'largest-contentful-paint') return;
      observe.call(this, options);
    };
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 3000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) requested.push(request.url());
  });
  await page.goto('/bestellen');
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toBeDisabled();
  await page.waitForTimeout(500);
  expect(requested, 'nothing before the tap').toEqual([]);
  await page.getByRole('heading', { level: 1, name: 'Winkel' }).click();
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toBeEditable();
});
