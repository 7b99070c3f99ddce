import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { startCms } from '../../scripts/cms.mjs';
import { setBrowserClock } from './browser-clock';
import { expect, test } from './fixtures';
import { MONDAY } from './order-helpers';
import { copyProject, rebuild } from './project-copy';

// The owner's round trip (issue 10): /admin against the local backend (decap-server) edits a temporary
// copy of the site, never this working copy; the copy is then rebuilt and its pages checked.
const CMS_PORT = Number(process.env.CMS_E2E_PORT ?? 4360);
const BACKEND_PORT = CMS_PORT + 1;
const SITE_PORT = CMS_PORT + 2;
// A file the local backend is still writing reads as half a JSON text: null then, and the poll asks again.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the content's shape is what the test checks
function readJson(dir: string, file: string): any {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'content', file), 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

// From the CMS's start page (signed in once: the local backend asks no password) to one screen.
async function openFile(page: Page, url: string, label: string) {
  await page.goto(url);
  await page.getByRole('link', { name: label }).click();
}

// A list item opens with the arrow on its bar (the innermost block holding its summary and an arrow).
async function expandItem(page: Page, summary: string) {
  const item = page
    .locator('div')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Expand' }) })
    .last();
  await item.getByRole('button', { name: 'Expand' }).first().click();
}

// The field inside the list item with this summary (the innermost block holding both).
function itemWith(page: Page, summary: string, field: Locator) {
  return page
    .locator('div')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .filter({ has: field })
    .last()
    .locator(field);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publiceer', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publiceer nu' }).click();
  await expect(page.getByRole('button', { name: 'Publiceer', exact: true })).toHaveCount(0);
}

test.describe('the owner edits the site in /admin', () => {
  let dir = '';
  const running: { cms?: Awaited<ReturnType<typeof startCms>>; site?: Server } = {};

  test.beforeAll(() => {
    dir = copyProject();
  });
  test.afterAll(async () => {
    await running.cms?.close();
    await new Promise((resolve) => (running.site ? running.site.close(resolve) : resolve(undefined)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('closure day, unavailable product, a price, a new product, opening hours and announcement reach the rebuilt site', async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    // The rebuild needs the long test time; each step in the CMS must not.
    page.setDefaultTimeout(20_000);
    const { startCms } = await import('../../scripts/cms.mjs');
    const cms = await startCms({ repoDir: dir, port: CMS_PORT, backendPort: BACKEND_PORT });
    running.cms = cms;

    await page.goto(cms.url);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    // A closure day: Friday 4 December 2026, 'Familiefeest'.
    await openFile(page, cms.url, 'Sluitingsdagen');
    await page.getByRole('button', { name: 'Voeg losse dag toe' }).click();
    await page.getByLabel('Datum').last().fill('2026-12-04');
    await page.getByLabel('Reden').last().fill('Familiefeest');
    await publish(page);
    await expect
      .poll(() => readJson(dir, 'sluitingen.json')?.days)
      .toContainEqual({ date: '2026-12-04', reason: 'Familiefeest' });

    // Rundstong: temporarily not available.
    await openFile(page, cms.url, 'Producten');
    await expandItem(page, 'Rundstong');
    await itemWith(page, 'Rundstong', page.getByRole('switch', { name: 'Beschikbaar' })).click();
    await publish(page);
    const rundstong = () =>
      (readJson(dir, 'producten.json')?.Rund as { naam: string; available?: boolean }[] | undefined)?.find(
        (product) => product.naam === 'Rundstong',
      );
    await expect.poll(() => rundstong()?.available).toBe(false);

    // A price (issue 19): Biefstuk at € 24,90 per kg.
    await openFile(page, cms.url, 'Producten');
    await expandItem(page, 'Biefstuk');
    await itemWith(page, 'Biefstuk', page.getByLabel('Prijs per kg (€)')).fill('24.90');
    await publish(page);
    const biefstuk = () =>
      (readJson(dir, 'producten.json')?.Rund as { naam: string; pricePerKg?: unknown }[] | undefined)?.find(
        (product) => product.naam === 'Biefstuk',
      );
    await expect.poll(() => biefstuk()?.pricePerKg).toBe(24.9);

    // A new product, without typing a number: /admin gives it the next one after lastId on saving.
    const before = readJson(dir, 'producten.json') as { lastId: number };
    await openFile(page, cms.url, 'Producten');
    await page.getByRole('button', { name: 'Voeg Allerlei toe' }).click();
    await page.getByLabel('Naam').last().fill('Huisgemaakte kippensoep');
    await publish(page);
    type Listed = { id: number; naam: string };
    const added = () =>
      (readJson(dir, 'producten.json')?.Allerlei as Listed[] | undefined)?.find(
        (product) => product.naam === 'Huisgemaakte kippensoep',
      );
    await expect.poll(() => added()?.id).toBe(before.lastId + 1);
    expect(readJson(dir, 'producten.json').lastId).toBe(before.lastId + 1);

    // The Friday opening-hours text.
    await openFile(page, cms.url, 'Winkelgegevens en openingsuren');
    await expandItem(page, 'Vrijdag: Doorlopend van 8u00 tot 18u00');
    await itemWith(
      page,
      'Vrijdag: Doorlopend van 8u00 tot 18u00',
      page.getByLabel('Tekst', { exact: true }),
    ).fill('Van 8u00 tot 19u00');
    await publish(page);
    await expect.poll(() => readJson(dir, 'winkel.json')?.openingHours[0].text).toBe('Van 8u00 tot 19u00');

    // The announcement, switched on for the weeks around the test's Monday.
    await openFile(page, cms.url, 'Aankondiging');
    await page.getByRole('switch', { name: 'Tonen' }).click();
    await page.getByLabel('Tekst').fill('Kerstbestellingen tot 20/12');
    await page.getByLabel('Tonen vanaf').fill('2026-11-01');
    await page.getByLabel('Tonen tot en met').fill('2026-12-31');
    await publish(page);
    await expect
      .poll(() => readJson(dir, 'aankondiging.json'))
      .toEqual({
        show: true,
        text: 'Kerstbestellingen tot 20/12',
        from: '2026-11-01',
        to: '2026-12-31',
      });

    // The rebuilt copy, served as a host would.
    rebuild(dir);
    const { createStaticServer, listen } = await import('../../scripts/serve.mjs');
    running.site = await listen(createStaticServer({ outDir: path.join(dir, 'out') }), SITE_PORT);
    const site = `http://127.0.0.1:${SITE_PORT}`;
    await setBrowserClock(page, { now: MONDAY });

    await page.goto(`${site}/home`);
    await expect(page.getByRole('complementary', { name: 'Aankondiging' })).toHaveText(
      'Kerstbestellingen tot 20/12',
    );
    await expect(page.getByText('Van 8u00 tot 19u00')).toBeVisible();

    await page.goto(`${site}/bestellen`);
    await expect(page.getByRole('complementary', { name: 'Aankondiging' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'Rundstong' });
    await expect(row).toContainText('Tijdelijk niet beschikbaar');
    await expect(page.getByRole('textbox', { name: 'Rundstong in kg' })).toHaveCount(0);

    await expect(page.getByRole('listitem').filter({ hasText: 'Biefstuk' }).first()).toContainText(
      '€\u00a024,90/kg',
    );
    await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
    // 0,25 kg × € 24,90 = € 6,225 → € 6,23
    await expect(page.getByRole('region', { name: 'Uw bestelling' })).toContainText(
      'Totaal: ± €\u00a06,23 — u betaalt in de winkel volgens het werkelijke gewicht',
    );
    await page.getByLabel('Naam').fill('Jan Peeters');
    await page.getByLabel('E-mail').fill('jan.peeters@example.be');
    await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestelling Bevestigen' });
    const days = dialog.getByRole('combobox', { name: 'Kies een dag' });
    await expect(days.getByRole('option', { name: 'Zaterdag 05/12/2026' })).toHaveCount(1);
    await expect(days.getByRole('option', { name: 'Vrijdag 04/12/2026' })).toHaveCount(0);
    await expect(dialog.getByRole('list', { name: 'Gesloten afhaaldagen' })).toContainText(
      'Vrijdag 04/12/2026: gesloten (Familiefeest)',
    );
    await dialog.getByRole('button', { name: 'Annuleer' }).click();

    // The product added in /admin is on the order page.
    await page.getByLabel('Zoek een product').fill('kippensoep');
    await expect(page.getByRole('listitem').filter({ hasText: 'Huisgemaakte kippensoep' })).toHaveCount(1);
  });
});
