import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { expect, test } from './fixtures';
import { SUCCESS, fakeEmailJs, openOrderPage } from './order-helpers';

// Every text field fed with HTML and script payloads: nothing runs in the page, and the mails the local
// inbox renders show them as text. (A whole order under the served CSP: every order spec, as the
// fixture fails any test with a CSP violation.)

declare global {
  interface Window {
    __xss?: string[];
  }
}

const PAYLOADS = [
  `<script>(window.__xss=window.__xss||[]).push('script')</script>`,
  `<img src=x onerror="(window.__xss=window.__xss||[]).push('img')">`,
  `"><svg onload="(window.__xss=window.__xss||[]).push('svg')">`,
  `javascript:(window.__xss=window.__xss||[]).push('url')`,
  `{{naam}} {{{bericht}}} <b>vet</b> & 'quote'`,
];

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => window.__xss ?? [])).toEqual([]);
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
}

test('HTML- en scriptpayloads in elk tekstveld voeren niets uit', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await fakeEmailJs(page);
  await openOrderPage(page);
  const fields = [
    page.getByRole('textbox', { name: 'Biefstuk in kg' }),
    page.getByRole('searchbox', { name: 'Zoek een product' }),
    page.getByLabel('Naam'),
    page.getByLabel('E-mail'),
    page.getByLabel('Telefoonnummer'),
    page.getByLabel('Bericht (optioneel)'),
  ];
  for (const payload of PAYLOADS) {
    for (const field of fields) {
      await field.fill(payload);
      await field.blur();
    }
    // The form shows its errors (invalid e-mail, phone, no product): still nothing runs.
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await expectNothingRan(page);
    await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('');
  }
  expect(dialogs).toEqual([]);
});

test.describe('payloads in de verzonden mails (lokale inbox)', () => {
  let server: Server | undefined;
  let dir = '';
  let origin = '';

  test.beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'e2e-xss-inbox-'));
    // Dynamic imports: these modules use import.meta, which Playwright's CommonJS form cannot load.
    const { createInbox } = await import('../../scripts/local-inbox.mjs');
    const { createStaticServer, listen } = await import('../../scripts/serve.mjs');
    const inbox = createInbox({ env: testBuildEnv, dir, log: () => {} });
    server = createStaticServer({ handlers: [inbox.handle] });
    await listen(server, 0);
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('naam en bericht met payloads komen als tekst aan, in beide mails', async ({ page }) => {
    await page.route('https://api.emailjs.com/**', async (route) => {
      const response = await route.fetch({ url: `${origin}/api/v1.0/email/send` });
      await route.fulfill({ response });
    });
    const naam = `Jan <img src=x onerror="(window.__xss=window.__xss||[]).push('naam')">`;
    const bericht = PAYLOADS.join(' | ');
    await page.goto(`${origin}/bestellen`);
    await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
    await page.getByLabel('Naam').fill(naam);
    await page.getByLabel('E-mail').fill('jan.peeters@example.be');
    await page.getByLabel('Telefoonnummer').fill('0470123456');
    await page.getByLabel('Bericht (optioneel)').fill(bericht);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bestelling Bevestigen' });
    // The confirmation shows what was typed, as text.
    await expect(dialog.getByText(naam, { exact: false })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expectNothingRan(page);

    for (const kind of ['Winkel', 'Klant']) {
      await page.goto(`${origin}/inbox`);
      await page.getByRole('table').locator('tbody tr').filter({ hasText: kind }).getByRole('link').click();
      const body = page.frameLocator('iframe[title="Inhoud van de e-mail"]').locator('body');
      await expect(body).toContainText('Jan <img src=x onerror=');
      if (kind === 'Winkel') await expect(body).toContainText(PAYLOADS[0] ?? '');
      await expect(body).toContainText('{{naam}} {{{bericht}}} <b>vet</b>');
      expect(await body.locator('img[src="x"], svg[onload], script').count()).toBe(0);
      await expectNothingRan(page);
    }
  });
});
