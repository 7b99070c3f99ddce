import { chromium, type Browser, type Page } from '@playwright/test';
import { placedText } from '@/lib/order/pickup';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { CONTACT, SUCCESS, confirmDialog, fakeEmailJs, fillContact } from './order-helpers';

// Issue 20.3: the device's clock is not trusted. Chromium runs under libfaketime (its whole process
// six days behind or three days ahead), the test server has the real time: the page must offer the same
// days as a device with a right clock, confirm for one of them, and say in the mail when it was ordered.

const DAY_MS = 86_400_000;

async function skewedBrowser(faketime: string): Promise<Browser> {
  const lib = process.env.FAKETIME_LIB;
  if (!lib) throw new Error('FAKETIME_LIB ontbreekt: start de tests met `npm run test:e2e`.');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: chromiumArgs,
    env: { ...process.env, LD_PRELOAD: lib, FAKETIME: faketime, FAKETIME_DONT_RESET: '1' },
  });
}

/** A page of the skewed browser, held to the same rules as every test page: no outside world, no errors. */
async function orderPage(browser: Browser, baseURL: string, errors: string[]) {
  const context = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  return page;
}

/** Adds the first product of the shop, fills in the contact and opens the dialog: the days it offers. */
async function offeredDays(page: Page) {
  await page.goto('/bestellen');
  const more = page.getByRole('button', { name: /^Meer / }).first();
  await expect(more).toBeEnabled();
  await more.click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const days = confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' }).locator('option');
  await expect(days.nth(1)).toBeAttached();
  return (
    await days.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  ).filter(Boolean);
}

for (const { faketime, skew, label } of [
  { faketime: '-6d', skew: -6 * DAY_MS, label: 'zes dagen achter' },
  { faketime: '+3d', skew: 3 * DAY_MS, label: 'drie dagen voor' },
]) {
  test(`een toestel dat ${label} loopt krijgt de dagen van de echte tijd en bestelt daarvoor`, async ({
    page,
    baseURL,
  }) => {
    // The days a device with a right clock is offered, now.
    const rightDays = await offeredDays(page);

    const browser = await skewedBrowser(faketime);
    const errors: string[] = [];
    try {
      const skewed = await orderPage(browser, baseURL!, errors);
      const mail = await fakeEmailJs(skewed);
      const days = await offeredDays(skewed);
      // The browser's clock really is off (else this test proves nothing).
      const deviceSkew = (await skewed.evaluate(() => Date.now())) - Date.now();
      expect(Math.abs(deviceSkew - skew)).toBeLessThan(60_000);

      expect(days).toEqual(rightDays);
      const dialog = confirmDialog(skewed);
      await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption(days[0]!);
      const hour = dialog.getByRole('combobox', { name: 'Kies een uur' });
      const firstHour = await hour.locator('option:not([value=""])').first().getAttribute('value');
      await hour.selectOption(firstHour!);
      const ordered = new Date();
      await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
      await expect(skewed.getByRole('heading', { name: SUCCESS })).toBeVisible();

      const shop = mail.requests.find((body) => body.template_id === 'template_winkel')!;
      expect(shop.template_params).toMatchObject({ dag: days[0], uur: firstHour, naam: CONTACT.naam });
      // 'besteld op' on the host's clock: today's real date in Brussels (the minute may have turned).
      const today = placedText(ordered.toISOString()).split(' om ')[0];
      expect(String(shop.template_params.besteld_op)).toMatch(new RegExp(`^${today} om \\d\\d:\\d\\d$`));
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
}
