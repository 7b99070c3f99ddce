import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  confirmDialog,
  envelope,
  fakeEmailJs,
  fillContact,
  FIRST_DAY,
  moreButton,
  openOrderPage,
  SUCCESS,
} from './order-helpers';
import { rebuiltSite } from './project-copy';

// Prices set in /admin (issue 19): a rebuilt copy with four priced products; page, dialog, mails show them.
const FIXTURE_PRODUCTS = [
  { id: 9001, naam: 'Proefentrecote', unit: 'kg-of-stuk', pricePerKg: 24.9, pricePerPiece: 7.5 },
  { id: 9002, naam: 'Proefkip', unit: 'stuk', pricePerKg: 12.5, pieceWeightKg: 1.6 },
  { id: 9003, naam: 'Proefworst', unit: 'stuk', pricePerPiece: 3.5 },
  { id: 9004, naam: 'Proefpaté', unit: 'kg' },
];
const euro = (text: string) => text.replaceAll('€ ', '€\u00a0');
const TOTAL = euro('± € 62,95 — u betaalt in de winkel volgens het werkelijke gewicht');
const INCOMPLETE = 'Onvolledig: zonder de producten met prijs in de winkel.';

test.describe('prices set by the owner', () => {
  test.describe.configure({ mode: 'serial' });
  // One file per product, as /admin saves it; `volgorde` orders them (else a category sorts by name).
  const base = rebuiltSite({
    prefix: 'slagerij-prijzen-',
    prepare: (dir) => {
      const { categories } = JSON.parse(
        readFileSync(path.join(dir, 'content', 'categorieen.json'), 'utf8'),
      ) as { categories: { naam: string }[] };
      for (const [index, product] of FIXTURE_PRODUCTS.entries())
        writeFileSync(
          path.join(dir, 'content', 'producten', `proef-${product.id}.json`),
          `${JSON.stringify({ ...product, categorie: categories[2]!.naam, volgorde: 100_000 + index }, null, 2)}\n`,
        );
    },
  });

  // 0,5 kg × € 24,90 = € 12,45; 2 × 1,6 kg × € 12,50 = € 40,00; 3 × € 3,50 = € 10,50; paté: no price.
  const amounts: [string, string][] = [
    ['Proefentrecote', '0,5 kg€ 12,45'],
    ['Proefkip', '2 stuks€ 40,00'],
    ['Proefworst', '3 stuks€ 10,50'],
    ['Proefpaté', '0,25 kgprijs in de winkel'],
  ];

  // The narrowest phone (320 px): every price must fit there; a wide screen walks the same journey.
  const width = 320;
  test(`rows, summary, dialog and both mails show the prices at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { requests: mails } = await fakeEmailJs(page);
    await openOrderPage(page, { url: `${base()}/bestellen`, timeScale: 1 });
    await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('proef');
    // the rows' prices and the summary's amounts: price-tag.test; here the rebuilt site, dialog and mails
    const more = moreButton(page);
    await more('Proefentrecote').click();
    await more('Proefentrecote').click();
    await page.getByRole('textbox', { name: 'Proefkip in stuks' }).fill('2');
    await page.getByRole('textbox', { name: 'Proefworst in stuks' }).fill('3');
    await page.getByRole('textbox', { name: 'Proefpaté in kg' }).fill('0,25');
    await page.getByRole('textbox', { name: 'Proefpaté in kg' }).blur();
    const summary = page.getByRole('region', { name: 'Uw bestelling' });
    await expect(summary).toContainText('4 producten');
    await expect(summary).toContainText(`Totaal: ${TOTAL}`);
    expect(await axeViolations(page, 'section[aria-labelledby="uw-bestelling"]')).toEqual([]);

    await fillContact(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const dialog = confirmDialog(page);
    for (const [naam, amount] of amounts)
      await expect(dialog.getByRole('listitem').filter({ hasText: naam })).toContainText(euro(amount));
    await expect(dialog).toContainText(`Totaal: ${TOTAL}`);
    await expect(dialog).toContainText(INCOMPLETE);
    await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption(FIRST_DAY.value);
    await dialog.getByRole('combobox', { name: 'Kies een uur' }).selectOption('10:30');
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

    // The other parameters stay as in every order: payload-prices.test.
    const prices = {
      prijzen: [
        { naam: 'Proefentrecote', hoeveelheid: '0,5 kg', bedrag: euro('€ 12,45') },
        { naam: 'Proefkip', hoeveelheid: '2 stuks', bedrag: euro('€ 40,00') },
        { naam: 'Proefworst', hoeveelheid: '3 stuks', bedrag: euro('€ 10,50') },
        { naam: 'Proefpaté', hoeveelheid: '0,25 kg', bedrag: 'prijs in de winkel' },
      ],
      prijs_totaal: euro('± € 62,95'),
      prijs_totaal_tekst: TOTAL,
      prijs_onvolledig: INCOMPLETE,
    };
    expect(mails).toEqual(
      ['template_winkel', 'template_klant'].map((id) => envelope(id, expect.objectContaining(prices))),
    );
  });
});
