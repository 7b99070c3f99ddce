import { expect, test } from './fixtures';
import { fakeEmailJs, openOrderPage } from './order-helpers';

// HTML and script payloads in every text field: nothing runs (the mails' escaping: local-inbox.test.ts).

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
    expect(await page.evaluate(() => window.__xss ?? [])).toEqual([]);
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
    await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('');
  }
  expect(dialogs).toEqual([]);
});
