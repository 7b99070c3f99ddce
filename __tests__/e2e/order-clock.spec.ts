import { placedText } from '@/lib/shop/day-text';
import { fakeTimeBrowser, strictPage } from './browser-clock';
import { expect, test } from './fixtures';
import { CONTACT, SUCCESS, confirmDialog, fakeEmailJs, openDialog } from './order-helpers';

// Chromium under libfaketime, the host on the real time: the host's clock wins.

const DAY_MS = 86_400_000;

for (const { faketime, skew, label } of [
  { faketime: '-6d', skew: -6 * DAY_MS, label: 'zes dagen achter' },
  { faketime: '+3d', skew: 3 * DAY_MS, label: 'drie dagen voor' },
]) {
  test(`een toestel dat ${label} loopt krijgt de dagen van de echte tijd en bestelt daarvoor`, async ({
    page,
    baseURL,
  }) => {
    // The days a device with a right clock is offered, now.
    const rightDays = await openDialog(page, 'Biefstuk');

    const browser = await fakeTimeBrowser(faketime);
    const errors: string[] = [];
    try {
      const skewed = await strictPage(browser, baseURL!, errors);
      const mail = await fakeEmailJs(skewed);
      const days = await openDialog(skewed, 'Biefstuk');
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
