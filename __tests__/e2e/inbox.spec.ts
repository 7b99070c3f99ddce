import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { expect, test } from './fixtures';
import { confirmSlot, fillContact, offeredDays, type MailBody } from './order-helpers';

// One order through `npm start`'s server (export + local EmailJS stand-in), api.emailjs.com sent there.
test.describe.configure({ mode: 'serial' });

let server: Server | undefined;
let dir = '';
// The server's address, on a port the OS picks (scripts/test-env.mjs).
let origin = '';

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'e2e-inbox-'));
  // Dynamic: import.meta and top-level await cannot load in the CommonJS Playwright makes of static imports.
  const { createInbox } = await import('../../scripts/local-inbox.mjs');
  const { createStaticServer, listen, urlOf } = await import('../../scripts/serve.mjs');
  const inbox = createInbox({ env: testBuildEnv, dir, log: () => {} });
  server = createStaticServer({ handlers: [inbox.handle] });
  origin = urlOf(await listen(server, 0));
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('een bestelling via de server van npm start komt aan in de lokale inbox', async ({ page }) => {
  const forwarded: number[] = [];
  const references: string[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    references.push((route.request().postDataJSON() as MailBody).template_params.referentie as string);
    const response = await route.fetch({ url: `${origin}/api/v1.0/email/send` });
    forwarded.push(response.status());
    await route.fulfill({ response });
  });

  await page.goto(`${origin}/bestellen`);
  await page.getByRole('textbox', { name: 'Biefstuk in kg' }).fill('1,5');
  await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('kip aan het spit');
  await page.getByRole('button', { name: 'Meer Kip aan het spit' }).click();
  await page.getByRole('button', { name: 'Meer Kip aan het spit' }).click();

  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();

  // The first day on offer today (no fake clock: its script would also run in the inbox's sandboxed mail frame).
  const [dayValue = ''] = await offeredDays(page);
  await confirmSlot(page, dayValue);

  await expect(page.getByRole('heading', { name: 'Bestelling succesvol verzonden' })).toBeVisible();
  const [reference = ''] = references;
  expect(reference).toMatch(/^DL-[A-Z0-9]+$/);
  expect(forwarded).toEqual([200, 200]);
  expect(references).toEqual([reference, reference]);

  await page.goto(`${origin}/inbox`);
  await expect(page.getByRole('heading', { name: 'Lokale inbox' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // The list's order, columns and the customer copy: local-inbox.test.ts.
  const shopRow = rows.filter({ hasText: 'Winkel' });
  await shopRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  const shopMail = page.frameLocator('iframe[title="Inhoud van de e-mail"]');
  await expect(shopMail.getByText(`Nieuwe bestelling ${reference}`)).toBeVisible();
  for (const cell of ['Biefstuk', '1,5 kg', 'Kip aan het spit', '2 st.'])
    await expect(shopMail.getByRole('cell', { name: cell })).toBeVisible();
  await expect(shopMail.getByText('Jan Peeters', { exact: true })).toBeVisible();
  await expect(shopMail.getByText(/^(vrijdag|zaterdag) \d{1,2} [a-z]+ \d{4} om 10:30$/)).toBeVisible();
  await expect(page.locator('pre')).toContainText(`"referentie": "${reference}"`);
  await expect(page.locator('pre')).toContainText(`"dag": "${dayValue}"`);
});
