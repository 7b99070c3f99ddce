import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  FIRST_DAY,
  SUCCESS,
  confirmDialog,
  customerMail,
  expectOrderForm,
  fakeEmailJs,
  placeStandardOrder,
  shopMail,
} from './order-helpers';

test(
  'ordering on /bestellen sends the shop mail and the customer copy with the exact EmailJS bodies, and gives the pick-up as a calendar file',
  { tag: '@firefox' },
  async ({ page, browserName }) => {
    const mail = await fakeEmailJs(page);
    await placeStandardOrder(page);

    const result = page.getByRole('region', { name: SUCCESS });
    await expect(result).toBeVisible();
    await expect(confirmDialog(page)).toBeHidden();
    const reference = String(mail.requests[0]?.template_params.referentie);
    expect(mail.requests).toEqual([shopMail(reference), customerMail(reference)]);

    await expect(result).toContainText(`Uw referentie: ${reference}`);
    await expect(result).toContainText(`Afhalen op ${FIRST_DAY.label} om 10:30`);
    await expect(result).toContainText('Cordon bleu3 stuks');
    await expectOrderForm(page, 'empty');

    // Not in Firefox: Playwright over WebDriver BiDi reports no download of a blob link there.
    if (browserName !== 'firefox') {
      const download = page.waitForEvent('download');
      await result.getByRole('button', { name: 'Zet in agenda' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`bestelling-${reference}.ics`);
      // 10:30 in Brussels in winter is 09:30 UTC
      expect(await readFile(await file.path(), 'utf8')).toContain('DTSTART:20261127T093000Z');
    }

    // the stored draft is gone: a reload shows an empty order
    await page.reload();
    await expectOrderForm(page, 'empty');
  },
);
