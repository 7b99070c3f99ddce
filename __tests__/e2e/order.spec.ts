import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { setBrowserClock } from './browser-clock';
import { expect, test } from './fixtures';
import {
  EMAILJS_SEND_URL,
  FIRST_DAY,
  SUCCESS,
  composeOrder,
  confirmDialog,
  envelope,
  expectEmptyOrder,
  expectedParams,
  fakeEmailJs,
  fillContact,
  openOrderPage,
  placeOrder,
} from './order-helpers';

test.describe('ordering on /bestellen', () => {
  test('sends the shop mail and the customer copy with the exact EmailJS bodies', async ({ page }) => {
    const mail = await fakeEmailJs(page);
    await openOrderPage(page);
    await composeOrder(page);
    await fillContact(page);
    await placeOrder(page);

    const result = page.getByRole('region', { name: SUCCESS });
    await expect(result).toBeVisible();
    await expect(confirmDialog(page)).toBeHidden();
    expect(mail.requests).toHaveLength(2);

    const reference = String(mail.requests[0]?.template_params.referentie);
    expect(reference).toMatch(/^DL-[2-9A-HJ-NP-Z]{5}$/);
    const byTemplate = Object.fromEntries(mail.requests.map((body) => [body.template_id, body]));
    expect(byTemplate.template_winkel).toEqual(envelope('template_winkel', expectedParams(reference)));
    expect(byTemplate.template_klant).toEqual(envelope('template_klant', expectedParams(reference)));
    for (const request of mail.raw) {
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(EMAILJS_SEND_URL);
      expect(request.headers()['content-type']).toBe('application/json');
    }

    await expect(result).toContainText(`Uw referentie: ${reference}`);
    await expect(result).toContainText(`Afhalen op ${FIRST_DAY.label} om 10:30`);
    await expect(result).toContainText('Cordon bleu3 stuks');
    await expect(result).toBeFocused();
    await expectEmptyOrder(page);

    // the stored draft is gone: a reload shows an empty order
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0');
    await expect(page.getByLabel('Naam')).toHaveValue('');
  });

  test('offers the next eight Fridays and Saturdays and refuses to confirm without a day', async ({
    page,
  }) => {
    const mail = await fakeEmailJs(page);
    await openOrderPage(page);
    await composeOrder(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const dialog = confirmDialog(page);
    const day = dialog.getByRole('combobox', { name: 'Kies een dag' });
    await expect(day).toHaveValue('');
    await expect(day.getByRole('option')).toHaveText([
      'Kies een dag',
      'Vrijdag 27/11/2026',
      'Zaterdag 28/11/2026',
      'Vrijdag 04/12/2026',
      'Zaterdag 05/12/2026',
      'Vrijdag 11/12/2026',
      'Zaterdag 12/12/2026',
      'Vrijdag 18/12/2026',
      'Zaterdag 19/12/2026',
    ]);
    await expect(dialog.getByRole('combobox', { name: 'Kies een uur' })).toHaveValue('09:00');
    await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Kies een afhaaldag');
    await expect(day).toBeFocused();
    expect(mail.requests).toHaveLength(0);

    // Escape = Annuleer: everything stays, focus back on the submit button
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bestelling Plaatsen' })).toBeFocused();
    await expect(page.getByLabel('Naam')).toHaveValue('Jan Peeters');
    await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,5');

    // Annuleer does the same, and the dialog remembers the day chosen before
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await day.selectOption(FIRST_DAY.value);
    await dialog.getByRole('button', { name: 'Annuleer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bestelling Plaatsen' })).toBeFocused();
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await expect(day).toHaveValue(FIRST_DAY.value);
    expect(mail.requests).toHaveLength(0);
  });

  test('a product with a lead time of two days drops the days too close', async ({ page }) => {
    await fakeEmailJs(page);
    // Thursday 26/11 at 09:00: the week's Friday and Saturday are closed for ordering anyway; with
    // fondue (two days ahead) the first day is still next week's Friday.
    await setBrowserClock(page, { now: new Date('2026-11-26T09:00:00+01:00') });
    await page.goto('/bestellen');
    await page.getByRole('combobox', { name: 'Categorie' }).selectOption('Allerlei');
    await page.getByRole('button', { name: 'Meer Fondue varié' }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const options = confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' }).getByRole('option');
    await expect(options.nth(1)).toHaveText('Vrijdag 04/12/2026');
    await expect(options).toHaveCount(9);
  });

  test('downloads a calendar file for the pick-up after success', async ({ page }) => {
    await fakeEmailJs(page);
    await openOrderPage(page);
    await composeOrder(page);
    await fillContact(page);
    await placeOrder(page);
    const result = page.getByRole('region', { name: SUCCESS });
    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: 'Zet in agenda' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^bestelling-DL-[2-9A-HJ-NP-Z]{5}\.ics$/);
    const ics = await readFile(await file.path(), 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    // 10:30 in Brussels in winter is 09:30 UTC
    expect(ics).toContain('DTSTART:20261127T093000Z');
    expect(ics).toContain('Moerkerkse Steenweg 300');
  });

  test('the rules of a row: steps, 50 kg, toggle and info popup', async ({ page }) => {
    await openOrderPage(page);
    const amount = page.getByRole('textbox', { name: 'Ribeye in kg' });
    await expect(page.getByRole('button', { name: 'Minder Ribeye' })).toBeDisabled();
    await amount.fill('49,9');
    await page.getByRole('button', { name: 'Meer Ribeye' }).click();
    await expect(amount).toHaveValue('50');
    await amount.fill('');
    await amount.pressSequentially('51');
    // shown as typed and refused: the order keeps nothing of it (not the '5' of the keystroke before)
    await expect(amount).toHaveValue('51');
    await expect(page.getByRole('region', { name: 'Uw bestelling' })).not.toContainText('Ribeye');
    const tooHeavy = 'Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.';
    await expect(page.getByRole('alert').filter({ hasText: 'Gewicht' })).toHaveText(tooHeavy);
    await expect(amount).toHaveAccessibleDescription(tooHeavy);
    await page.getByRole('button', { name: 'Per stuk: Ribeye' }).click();
    await expect(page.getByRole('textbox', { name: 'Ribeye in stuks' })).toHaveValue('0');
    await expect(page.getByText(tooHeavy)).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Categorie' }).selectOption('Panklaar');
    await page.getByRole('button', { name: 'Info over Gehaktbroodje' }).click();
    const popup = page.getByRole('dialog', { name: 'Enkel 0,5 kg of 1 kg' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Sluiten' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: 'Info over Gehaktbroodje' })).toBeFocused();
  });

  test('keyboard only: from the first product to the sent order', async ({ page }) => {
    const mail = await fakeEmailJs(page);
    await openOrderPage(page);
    const focusedName = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.id ?? '';
      });
    async function tabUntil(name: string) {
      for (let i = 0; i < 400; i++) {
        if ((await focusedName()) === name) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`nooit op ${name} geraakt`);
    }

    await tabUntil('Meer Biefstuk');
    const plus = page.getByRole('button', { name: 'Meer Biefstuk' });
    await expect(plus).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,75');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Per stuk
    await expect(page.getByRole('textbox', { name: 'Biefstuk in stuks' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Meer Biefstuk: 1 stuk

    await tabUntil('bestelling-naam');
    await page.keyboard.type('Jan Peeters');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jan.peeters@example.be');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0470/12.34.56');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Bestelling Plaatsen' })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = confirmDialog(page);
    const day = dialog.getByRole('combobox', { name: 'Kies een dag' });
    await expect(day).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(day).toHaveValue(FIRST_DAY.value);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Bevestig Bestelling' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(page.getByRole('region', { name: SUCCESS })).toBeFocused();
    expect(mail.requests).toHaveLength(2);
    expect(mail.requests[0]?.template_params).toMatchObject({
      producten: [{ naam: 'Biefstuk', gewicht: '0', aantalStuks: 1, isPerPiece: true }],
      telefoon: '0470 12 34 56',
      dag: FIRST_DAY.value,
      uur: '09:00',
    });
  });

  test('has no accessibility violations, on the page and in the dialog', async ({ page }) => {
    await openOrderPage(page);
    await page.getByRole('button', { name: 'Meer Biefstuk' }).click();
    const pageScan = await new AxeBuilder({ page }).analyze();
    expect(pageScan.violations).toEqual([]);
    await fillContact(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await expect(confirmDialog(page)).toBeVisible();
    const dialogScan = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(dialogScan.violations).toEqual([]);
  });
});
