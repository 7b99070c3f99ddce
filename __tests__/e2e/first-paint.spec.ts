import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setBrowserClock } from './browser-clock';
import {
  CONTACT,
  MONDAY,
  SUCCESS,
  TIME_SCALE,
  envelope,
  expectedParams,
  fakeEmailJs,
  fillContact,
  holdChunks,
  moreButton,
  placeOrder,
  referenceOf,
} from './order-helpers';

// Issue 11: the framework's JavaScript loads only after the largest paint (scripts/hydrate-after-paint.mjs).

const ROUTES = ['/home', '/bestellen', '/contact', '/over-ons', "/foto's", '/privacy'];

declare global {
  interface Window {
    __firstPaint: { largestPaint: number; chunks: Array<{ name: string; start: number }> };
  }
}

/** From the page's first moment, when the largest paint happened and each framework chunk was requested. */
async function recordPaintAndChunks(page: Page) {
  await page.addInitScript(() => {
    const record: Window['__firstPaint'] = { largestPaint: Number.NaN, chunks: [] };
    window.__firstPaint = record;
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
  return () => page.evaluate(() => window.__firstPaint);
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

// Issue 18: the order page works from its first paint; everything done before the framework is kept, exactly.
test('de bestelpagina werkt vanaf de eerste weergave: getypt, gestapt en omgeschakeld vóór het framework, niets verloren, focus en cursor blijven, de mail klopt', async ({
  page,
}) => {
  const mail = await fakeEmailJs(page);
  await setBrowserClock(page, { now: MONDAY, timeScale: TIME_SCALE });
  const release = await holdChunks(page);
  await page.goto('/bestellen', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeDisabled();
  // Biefstuk 0,5 kg (+, +, arrow up, −), Filet pur 1 stuk (kg/stuk, +), Stoofvlees 1,5 kg typed
  const more = moreButton(page);
  await more('Biefstuk').click();
  await more('Biefstuk').click();
  await page.getByRole('textbox', { name: 'Biefstuk in kg' }).press('ArrowUp');
  await page.getByRole('button', { name: 'Minder Biefstuk', exact: true }).click();
  await page.getByRole('button', { name: 'Per stuk: Filet pur' }).click();
  await more('Filet pur').click();
  await page.getByRole('textbox', { name: 'Stoofvlees in kg' }).fill('1,5');
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,5');
  await expect(page.getByRole('textbox', { name: 'Filet pur in stuks' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Per kg: Filet pur' })).toHaveText('Per kg', {
    useInnerText: true,
  });
  await fillContact(page);
  // the caret in the middle of the name, as a person puts it there
  const naam = page.getByLabel('Naam');
  await naam.click();
  await naam.press('Home');
  for (let i = 0; i < 3; i += 1) await naam.press('ArrowRight');
  // still before the framework: the early script holds it all
  expect(await page.evaluate(() => Boolean(window.__earlyOrder))).toBe(true);

  release();
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  await expect(naam).toBeFocused();
  await expect(naam).toHaveValue(CONTACT.naam);
  expect(await naam.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([3, 3]);
  // React owns the fields now: the next key counts once
  await naam.press('End');
  await naam.pressSequentially('s');
  await naam.press('Backspace');
  await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await page.getByRole('button', { name: 'Minder Biefstuk', exact: true }).click();

  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const params = expectedParams(await referenceOf(mail));
  expect(mail.requests[0]).toEqual(
    envelope('template_winkel', {
      ...params,
      producten: params.producten.filter((line) => line.naam !== 'Cordon bleu'),
      producten_tekst: 'Biefstuk: 0,5 kg\nFilet pur: 1 stuk\nStoofvlees: 1,5 kg',
      allergenen: params.allergenen.filter((line) => line.naam !== 'Cordon bleu'),
    }),
  );
  expect(mail.requests).toHaveLength(2);
});

// Nothing may move when the framework comes, so a tap lands on the row the customer aimed at.
test('gebouwd op 1/11, geopend op 10/12: de eerste melding is die van december vanaf de eerste weergave, en geen rij verschuift wanneer het framework komt', async ({
  page,
}) => {
  await setBrowserClock(page, { now: new Date('2026-12-10T10:00:00+01:00') });
  const release = await holdChunks(page);
  await page.goto('/bestellen', { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('list', { name: 'Goed om te weten' }).getByRole('listitem').first();
  await expect(notice).toContainText('Bestellen de komende weken');
  await expect(notice).toContainText('Gesloten op vrijdag 25/12 (Kerstmis)');
  await moreButton(page)('Biefstuk').click();
  const row = page.getByRole('listitem').filter({ has: moreButton(page)('Biefstuk') });
  const before = await row.boundingBox();
  expect(await page.evaluate(() => Boolean(window.__earlyOrder))).toBe(true);

  release();
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  // the visitor's day taken over by React: the other days' notices gone, this one no longer marked
  await expect(page.locator('[data-day-from], [data-day-until]')).toHaveCount(0);
  await expect(notice).toContainText('Gesloten op vrijdag 25/12 (Kerstmis)');
  expect(await row.boundingBox()).toEqual(before);
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,25');
});

// No build day's hours on a closed day while the framework loads (components/layout/shop-hours.tsx).
test('gebouwd op 1/11, geopend op kerstdag: home zegt vanaf de eerste weergave "Vandaag gesloten (Kerstmis)", en het framework verandert niets', async ({
  page,
}) => {
  await setBrowserClock(page, { now: new Date('2026-12-25T10:00:00+01:00') });
  const release = await holdChunks(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('region', { name: 'Openingsuren' });
  await expect(box.getByText('Vandaag gesloten (Kerstmis)').first()).toBeVisible();
  const firstPaint = await box.innerText();
  expect(firstPaint).toContain('Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)');

  release();
  await expect(box.locator('[data-day-from], [data-day-until]')).toHaveCount(0);
  expect(await box.innerText()).toBe(firstPaint);
});

// A sticky column taller than the window takes its top from its height before paint (lib/early/sticky-top).
test('herladen halverwege de lijst: de zijkolom staat vanaf de eerste weergave waar ze blijft', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/bestellen');
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const release = await holdChunks(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const aside = page.getByRole('complementary', { name: 'Uw bestelling en gegevens' });
  const before = await aside.boundingBox();
  expect(before!.y).toBeLessThan(0);

  release();
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  // React's own top is set (inline), as the early script's rule had it
  await expect.poll(() => aside.evaluate((element) => element.style.top)).not.toBe('');
  expect(await aside.boundingBox()).toEqual(before);
});
