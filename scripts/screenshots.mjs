// Developer tool: screenshots of what a customer sees, in the system Chromium, to look at by eye.
//
//   npm run build && PORT=4340 npm run serve          (in one terminal: serve the export)
//   node scripts/screenshots.mjs [outDir] [baseUrl]   (default .tmp/screenshots http://127.0.0.1:3000)
//   node scripts/screenshots.mjs .tmp/shots http://127.0.0.1:4340 --only=bestellen
//
// Takes, as PNG:
// - every page, full length, at 320, 375, 768 and 1024 px wide and at 1280×720, 1280×800, 1920×1080;
// - on phones (320, 375): the menu open, and the order page with a product chosen (the order bar);
// - the order's confirmation dialog and the result messages (EmailJS answered here: 200, 400, and the
//   shop's mail accepted with the customer's copy refused),
//   at 320, 375 and 1280×800;
// - every page without JavaScript at 320, 375 and 1280×800, plus the menu opened without scripts.
// Everything outside the served site is blocked, as in the browser tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const outDir = positional[0] ?? '.tmp/screenshots';
const base = positional[1] ?? 'http://127.0.0.1:3000';
const routes = ['/home', '/bestellen', '/contact', '/over-ons', "/foto's", '/privacy', '/bestaat-niet'];
const sizes = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const phones = sizes.filter((size) => size.width <= 375);
const dialogSizes = [...phones, { width: 1280, height: 800 }];
mkdirSync(outDir, { recursive: true });

const routeName = (route) => route.replace(/[^a-z]/gi, '') || 'root';
const sizeName = ({ width, height }) => (width >= 1280 ? `${width}x${height}` : String(width));
const wanted = (name) => !only || name.includes(only);
let taken = 0;

async function shoot(page, name, { fullPage = true } = {}) {
  // A full-page capture paints beyond the viewport without scrolling, where content-visibility
  // (the order page's rows) skips rendering: show it as a visitor sees it when scrolled there.
  // (Not without JavaScript: Playwright's addStyleTag then never returns.)
  if (fullPage && !withoutJs.has(page))
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage, animations: 'disabled' });
  taken += 1;
}

/** Pages opened with JavaScript off. @type {WeakSet<import('@playwright/test').Page>} */
const withoutJs = new WeakSet();

async function newPage(browser, viewport, { javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // the end state of the hero's fade-in, without waiting for it
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // A step that waits for something that never comes is skipped (see step), never a hang.
  page.setDefaultTimeout(20_000);
  if (!javaScriptEnabled) withoutJs.add(page);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    if (/\/api\/v1\.0\/email\/send$/.test(route.request().url())) return route.fallback();
    return route.abort('blockedbyclient');
  });
  return page;
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  // lazy images below the fold: scroll through once, then back to the top
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(250);
}

async function step(label, action) {
  try {
    await action();
  } catch (error) {
    console.warn(
      `overgeslagen: ${label}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
    );
  }
}

async function chooseProducts(page) {
  await page.getByRole('textbox', { name: 'Biefstuk in kg' }).waitFor();
  const more = (naam) => page.getByRole('button', { name: `Meer ${naam}`, exact: true });
  await more('Biefstuk').click();
  await more('Biefstuk').click();
  await page.getByRole('button', { name: 'Per stuk: Filet pur' }).click();
  await more('Filet pur').click();
}

async function openConfirmDialog(page) {
  await chooseProducts(page);
  await page.getByLabel('Naam', { exact: true }).fill('Jan Peeters');
  await page.getByLabel('E-mail', { exact: true }).fill('jan.peeters@example.be');
  await page.getByLabel('Telefoonnummer', { exact: true }).fill('0470123456');
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const day = dialog.getByLabel('Kies een dag');
  const firstDay = await day.locator('option:not([value=""])').first().getAttribute('value');
  await day.selectOption(firstDay ?? '');
  await page.waitForTimeout(200);
  return dialog;
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });

// Every page at every size, with scripts.
for (const size of sizes) {
  const page = await newPage(browser, size);
  for (const route of routes) {
    const name = `${routeName(route)}-${sizeName(size)}`;
    if (!wanted(name)) continue;
    await step(name, async () => {
      await page.goto(base + encodeURI(route), { waitUntil: 'load' });
      await settle(page);
      await shoot(page, name);
    });
  }
  if (size.width <= 375) {
    await step(`menu-${size.width}`, async () => {
      if (!wanted(`menu-${size.width}`)) return;
      await page.goto(`${base}/home`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('navigation', { name: 'Menu', exact: true }).waitFor();
      await shoot(page, `menu-${size.width}`, { fullPage: false });
    });
    await step(`bestelbalk-${size.width}`, async () => {
      if (!wanted(`bestelbalk-${size.width}`)) return;
      await page.goto(`${base}/bestellen`, { waitUntil: 'load' });
      await chooseProducts(page);
      await page.getByRole('link', { name: /^Naar .*formulier$/ }).waitFor();
      await shoot(page, `bestelbalk-${size.width}`, { fullPage: false });
    });
  }
  await page.context().close();
}

// The confirmation dialog and the two result messages.
for (const size of dialogSizes) {
  for (const outcome of ['verzonden', 'mislukt', 'deels']) {
    const prefix = `bestelling-${sizeName(size)}`;
    if (!wanted(`${prefix}-dialoog`) && !wanted(`${prefix}-${outcome}`)) continue;
    const page = await newPage(browser, size);
    // 'deels': the shop's mail is accepted, the customer's copy refused.
    await page.route(/\/api\/v1\.0\/email\/send$/, (route) =>
      outcome === 'verzonden' ||
      (outcome === 'deels' &&
        route.request().postDataJSON()?.template_id !==
          (process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER ?? 'template_klant'))
        ? route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } })
        : route.fulfill({
            status: 400,
            body: 'The template ID is invalid',
            headers: { 'access-control-allow-origin': '*' },
          }),
    );
    await step(`${prefix}-${outcome}`, async () => {
      await page.goto(`${base}/bestellen`, { waitUntil: 'load' });
      const dialog = await openConfirmDialog(page);
      if (outcome === 'verzonden') await shoot(page, `${prefix}-dialoog`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
      const message = page.getByRole('heading', {
        name: {
          verzonden: 'Bestelling succesvol verzonden',
          mislukt: /Er ging iets mis/,
          deels: /De slagerij heeft/,
        }[outcome],
      });
      await message.waitFor({ timeout: 15_000 }).catch(() => {});
      await message.scrollIntoViewIfNeeded().catch(() => {});
      await page.waitForTimeout(300);
      await shoot(page, `${prefix}-${outcome}`, { fullPage: false });
      await shoot(page, `${prefix}-${outcome}-heel`);
    });
    await page.context().close();
  }
}

// Without JavaScript: a blocked or failed script, an old phone.
for (const size of dialogSizes) {
  const page = await newPage(browser, size, { javaScriptEnabled: false });
  for (const route of routes) {
    const name = `zonder-js-${routeName(route)}-${sizeName(size)}`;
    if (!wanted(name)) continue;
    await step(name, async () => {
      await page.goto(base + encodeURI(route), { waitUntil: 'load' });
      await page.waitForTimeout(200);
      await shoot(page, name);
    });
  }
  if (size.width <= 375 && wanted(`zonder-js-menu-${size.width}`)) {
    await step(`zonder-js-menu-${size.width}`, async () => {
      await page.goto(`${base}/home`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('navigation', { name: 'Menu', exact: true }).waitFor();
      await shoot(page, `zonder-js-menu-${size.width}`, { fullPage: false });
    });
  }
  await page.context().close();
}

await browser.close();
console.log(`${taken} schermafdrukken in ${outDir}`);
