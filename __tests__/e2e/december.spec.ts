import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../scripts/test-env.mjs';
import { decemberProductFiles, withDecember } from '../fixtures/december';
import { fakeTimeBrowser, faketimeEnv, strictPage } from './browser-clock';
import { expect, test } from './fixtures';
import {
  CONTACT,
  EMAILJS_SEND_URL,
  RESEND_MARKER,
  SUCCESS,
  confirmDialog,
  confirmSlot,
  envelope,
  expectedParams,
  fakeEmailJs,
  offeredDays,
  openDialog,
} from './order-helpers';
import { copyProject, rebuild } from './project-copy';

// Chromium and the static server (the host's clock) under libfaketime; the port rule: scripts/test-env.mjs.
const SITE_PORT = E2E_PORT + 20;
const BASE = `http://127.0.0.1:${SITE_PORT}`;

// The December hosts, ended when their test ends (also on a time-out, which skips a test's own finally).
const hosts = new Set<ChildProcess>();
test.afterEach(() => {
  for (const host of hosts) host.kill();
  hosts.clear();
});

/** A page of a Chromium whose clock starts at `at` (UTC), served by scripts/serve.mjs under the same clock. */
async function inDecember(dir: string, at: string, body: (page: Page) => Promise<void>): Promise<void> {
  const host = spawn(process.execPath, [path.join(dir, 'scripts', 'serve.mjs')], {
    cwd: dir,
    env: faketimeEnv(`@${at}`, { TZ: 'UTC', PORT: String(SITE_PORT) }),
    stdio: 'ignore',
  });
  hosts.add(host);
  const date = () =>
    fetch(`${BASE}/home`, { method: 'HEAD' }).then((answer) => answer.headers.get('date'), String);
  await expect.poll(date, { message: 'de server start', timeout: 20_000 }).toMatch(/GMT$/);
  // The host's clock really is in December (else this proves nothing).
  expect(new Date((await date())!).toISOString().slice(0, 10)).toBe(at.slice(0, 10));
  const browser = await fakeTimeBrowser(`@${at}`, { TZ: 'UTC' });
  const errors: string[] = [];
  try {
    const page = await strictPage(browser, BASE, errors, EMAILJS_SEND_URL);
    await body(page);
    // The browser's clock really is in December.
    expect((await page.evaluate(() => new Date().toISOString())).slice(0, 10)).toBe(at.slice(0, 10));
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
}

/** The hours box's list of the coming weeks' closures and special days (home and contact). */
const coming = (page: Page) => page.getByRole('list', { name: 'De komende weken' }).getByRole('listitem');
const CHRISTMAS = [
  'Extra open: donderdag 24/12, 9u–15u (bestellen tot zondag 20/12 om 18u)',
  'Gesloten op vrijdag 25/12 (Kerstmis)',
  'Gesloten op zaterdag 26/12 (Kerstverlof)',
  'Extra open: donderdag 31/12, 9u–15u (bestellen tot zondag 27/12 om 18u)',
  'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)',
];

test.describe('December: extra opening days, closures, the Feestmenu, allergens', () => {
  test.describe.configure({ mode: 'serial' });
  let dir = '';

  test.beforeAll(async () => {
    test.setTimeout(10 * 60_000);
    dir = copyProject('slagerij-december-');
    for (const file of ['winkel.json', 'sluitingen.json', 'categorieen.json']) {
      const target = path.join(dir, 'content', file);
      const data = JSON.parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
      writeFileSync(target, JSON.stringify(withDecember(file, data), null, 2));
    }
    for (const [file, data] of Object.entries(decemberProductFiles))
      writeFileSync(path.join(dir, 'content', file), JSON.stringify(data, null, 2));
    rebuild(dir);
  });
  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('Friday 18/12: home and contact name the coming closures and extra days; the order page’s first notice the 24/12 deadline; the category Feestmenu only for those days, said on its rows (its fondue only 31/12, said in the dialog), with its allergens in the mail', async () => {
    test.setTimeout(120_000);
    await inDecember(dir, '2026-12-18 09:00:00', async (page) => {
      await page.goto('/home');
      await expect(coming(page)).toHaveText(CHRISTMAS);
      await expect(page.getByText('Vanaf vrijdag 1 januari 2027:')).toBeVisible();
      await expect(page.getByText(/^Vandaag/)).toHaveCount(0);
      // (the structured data's special days, written at build: structured-data.test 'writes the days ahead')
      await page.goto('/contact');
      await expect(coming(page)).toHaveText(CHRISTMAS);

      // The order page's first notice: the coming special days with their deadline, the closures, the rule.
      await page.goto('/bestellen');
      const firstNotice = page.getByRole('list', { name: 'Goed om te weten' }).getByRole('listitem').first();
      await expect(firstNotice).toContainText('Bestellen de komende weken');
      await expect(firstNotice.getByRole('listitem')).toHaveText([
        'Voor donderdag 24/12: bestellen tot zondag 20/12 om 18u',
        'Gesloten op vrijdag 25/12 (Kerstmis)',
        'Gesloten op zaterdag 26/12 (Kerstverlof)',
        'Voor donderdag 31/12: bestellen tot zondag 27/12 om 18u',
        'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)',
      ]);
      // A Feestmenu row names its dates: the category's, or the product's own narrower ones.
      await page.getByRole('combobox', { name: 'Categorie' }).selectOption('Feestmenu');
      const rows = page.getByRole('list', { name: 'Feestmenu' }).getByRole('listitem');
      await expect(rows.filter({ hasText: 'gourmetschotel' })).toContainText(
        'Alleen af te halen op donderdag 24/12 of donderdag 31/12',
      );
      await expect(rows.filter({ hasText: 'fondue' })).toContainText('Alleen af te halen op donderdag 31/12');

      // An everyday product: 24/12 with its own deadline, 25–26/12 and 1–2/1 closed, then January.
      expect(await openDialog(page, 'Biefstuk')).toEqual(
        '2026-12-24 2026-12-31 2027-01-08 2027-01-09 2027-01-15 2027-01-16 2027-01-22 2027-01-23'.split(' '),
      );
      const dialog = confirmDialog(page);
      await expect(dialog.getByRole('list', { name: 'Extra openingsdagen' })).toContainText(
        'Donderdag 24/12/2026: extra open, afhalen van 9u tot 15u; bestellen tot zondag 20/12 om 18u',
      );
      await expect(
        dialog.getByRole('list', { name: 'Gesloten afhaaldagen' }).getByRole('listitem'),
      ).toHaveText([
        'Vrijdag 25/12/2026: gesloten (Kerstmis)',
        'Zaterdag 26/12/2026: gesloten (Kerstverlof)',
        'Vrijdag 01/01/2027: gesloten (Nieuwjaar)',
        'Zaterdag 02/01/2027: gesloten (Nieuwjaar)',
      ]);
      // Saturdays from January until noon.
      await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption('2027-01-09');
      await expect(
        dialog.getByRole('combobox', { name: 'Kies een uur' }).locator('option').last(),
      ).toHaveText('12:00');
      await dialog.getByRole('button', { name: 'Annuleer' }).click();

      // Feestmenu (in December): only 24/12 and 31/12, the category's season; its fondue only 31/12, said so.
      const mail = await fakeEmailJs(page);
      const categories = page.getByRole('combobox', { name: 'Categorie' }).locator('option');
      expect(await categories.allTextContents()).toContain('Feestmenu');
      await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('feestmenu');
      await page.getByRole('button', { name: 'Meer Feestmenu: fondue per persoon', exact: true }).click();
      await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
      expect(await offeredDays(page)).toEqual(['2026-12-31']);
      await expect(
        dialog.getByRole('list', { name: 'Niet mogelijk met uw producten' }).getByRole('listitem'),
      ).toHaveText([
        'Donderdag 24/12/2026, vrijdag 08/01/2027, zaterdag 09/01/2027, vrijdag 15/01/2027, zaterdag 16/01/2027, vrijdag 22/01/2027 en zaterdag 23/01/2027 kunnen niet: Feestmenu: fondue per persoon is alleen af te halen op donderdag 31/12.',
      ]);
      await dialog.getByRole('button', { name: 'Annuleer' }).click();
      await page.getByRole('button', { name: 'Minder Feestmenu: fondue per persoon', exact: true }).click();
      await page
        .getByRole('button', { name: 'Meer Feestmenu: gourmetschotel per persoon', exact: true })
        .click();
      await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
      expect(await offeredDays(page)).toEqual(['2026-12-24', '2026-12-31']);
      await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption('2026-12-24');
      await expect(
        dialog.getByRole('combobox', { name: 'Kies een uur' }).locator('option').last(),
      ).toHaveText('15:00');
      await confirmSlot(page, '2026-12-24', '14:30');
      await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

      const reference = String(mail.requests[0]?.template_params.referentie);
      // the standard order's contact and shop fields (order-helpers), with December's lines and day
      const params = {
        ...expectedParams(reference),
        producten: [
          { naam: 'Biefstuk', gewicht: '0,25', aantalStuks: 0, isPerPiece: false },
          { naam: 'Feestmenu: gourmetschotel per persoon', gewicht: '0', aantalStuks: 1, isPerPiece: true },
        ],
        dag: '2026-12-24',
        uur: '14:30',
        dag_leesbaar: 'donderdag 24 december 2026',
        besteld_op: expect.stringMatching(/^vrijdag 18 december 2026 om 10:\d\d$/),
        onderwerp: `Bestelling ${reference} – donderdag 24/12/2026 14:30 – ${CONTACT.naam}`,
        producten_tekst: 'Biefstuk: 0,25 kg\nFeestmenu: gourmetschotel per persoon: 1 stuk',
        allergenen: [
          { naam: 'Biefstuk', tekst: 'Bevat geen van de 14 wettelijke allergenen.' },
          {
            naam: 'Feestmenu: gourmetschotel per persoon',
            tekst: 'Bevat gluten, eieren, melk (lactose), selderij en mosterd.',
          },
        ],
      };
      const byTemplate = Object.fromEntries(mail.requests.map((request) => [request.template_id, request]));
      expect(byTemplate.template_winkel).toEqual(envelope('template_winkel', params));
      expect(byTemplate.template_klant).toEqual(envelope('template_klant', params));
    });
  });

  test('Friday 18/12: an order for 24/12 is cancelled by one marked mail to the shop, through a lost answer; ‘Bestel opnieuw’ keeps it as cancelled', async () => {
    test.setTimeout(120_000);
    await inDecember(dir, '2026-12-18 09:00:00', async (page) => {
      // The cancellation's first attempt gets a 500 (it may have arrived): tried again, marked.
      const mail = await fakeEmailJs(page, (template, attempt) =>
        template === 'template_winkel' && attempt === 2 ? { status: 500 } : { status: 200, body: 'OK' },
      );
      await openDialog(page, 'Biefstuk', true);
      await confirmSlot(page, '2026-12-24', '10:00');
      await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
      const reference = String(mail.requests[0]?.template_params.referentie);

      await page.getByRole('button', { name: 'Annuleer deze bestelling' }).click();
      // Asked once more: nothing leaves before the answer.
      await expect(page.getByRole('group', { name: `Bestelling ${reference} annuleren?` })).toBeVisible();
      expect(mail.requests).toHaveLength(2);
      await page.getByRole('button', { name: `Ja, annuleer bestelling ${reference}` }).click();
      await expect(
        page.getByRole('heading', { name: `Bestelling ${reference} is geannuleerd` }),
      ).toBeVisible();
      await expect(
        page.getByText('De slagerij kreeg uw annulering per mail: u hoeft niets af te halen.'),
      ).toBeVisible();

      // The order's own shop mail, then its cancellation twice: same reference and order, marked.
      const order = mail.requests[0]!.template_params;
      expect(order).not.toHaveProperty('annulering');
      const subject = `Bestelling ${reference} – donderdag 24/12/2026 10:00 – ${CONTACT.naam}`;
      expect(order.onderwerp).toBe(subject);
      expect(mail.requests.slice(2)).toEqual([
        envelope('template_winkel', { ...order, onderwerp: `GEANNULEERD – ${subject}`, annulering: true }),
        envelope('template_winkel', {
          ...order,
          onderwerp: `GEANNULEERD – ${subject.replace(reference, `${reference} (herzending)`)}`,
          herzending: RESEND_MARKER,
          annulering: true,
        }),
      ]);
      expect(mail.count('template_klant')).toBe(1);

      // This device's history says so, also after a reload; nothing more to cancel or send.
      const entry = page.getByRole('region', { name: 'Bestel opnieuw' }).getByRole('listitem');
      await expect(entry).toContainText(`${reference} · Donderdag 24/12/2026 · 1 product · geannuleerd`);
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
      await expect(entry).toContainText(`${reference} · Donderdag 24/12/2026 · 1 product · geannuleerd`);
      await expect(page.getByRole('button', { name: 'Annuleer deze bestelling' })).toHaveCount(0);
      expect(mail.requests).toHaveLength(4);
    });
  });
  // Other days of the season: shop-hours.test.tsx and notices.test.ts.
});
