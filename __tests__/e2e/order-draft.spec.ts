import { expect, test } from './fixtures';
import {
  CONTACT,
  FAILURE,
  SUCCESS,
  composeOrder,
  envelope,
  expectRestoredOrder,
  expectedParams,
  fakeEmailJs,
  fillContact,
  openOrderPage,
  placeOrder,
} from './order-helpers';

test('the order in progress survives a reload, without moving the rows', async ({ page }) => {
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: 'Ribeye in kg' }) });
  const before = await row.boundingBox();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,5');
  await expectRestoredOrder(page);
  const after = await row.boundingBox();
  expect(after).toEqual(before);

  // the server HTML has the same rows as the restored page: only values change
  const html = await (await page.request.get('/bestellen')).text();
  expect(html).toContain('aria-label="Ribeye in kg"');
});

test('a failed order is still there after a reload, and completing it sends only what was missing', async ({
  page,
}) => {
  let refuseShop = true;
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' && refuseShop ? { status: 403, body: 'Forbidden' } : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: FAILURE })).toBeVisible();
  const reference = String(mail.requests[0]?.template_params.referentie);

  await page.reload();
  await expectRestoredOrder(page);
  await expect(page.getByText(`Bestelling ${reference} is nog niet volledig verzonden`)).toBeVisible();

  refuseShop = false;
  mail.requests.length = 0;
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  // the shop refused (nothing arrived), so no customer copy went either: both now, unmarked
  expect(mail.requests).toEqual([
    envelope('template_winkel', expectedParams(reference)),
    envelope('template_klant', expectedParams(reference)),
  ]);
});

test('changing a restored order sends both mails again, the delivered one marked as a resend', async ({
  page,
}) => {
  let refuseCustomer = true;
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_klant' && refuseCustomer ? { status: 400, body: 'Bad Request' } : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  await page.getByRole('button', { name: 'Bestelling herstellen' }).click();
  const reference = String(mail.requests[0]?.template_params.referentie);

  await page.getByLabel('Bericht (optioneel)').fill(`${CONTACT.bericht} Extra`);
  refuseCustomer = false;
  mail.requests.length = 0;
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const byTemplate = Object.fromEntries(
    mail.requests.map((body) => [body.template_id, body.template_params]),
  );
  expect(mail.requests.map((body) => body.template_id)).toEqual(['template_winkel', 'template_klant']);
  // the shop had the first version: the new one is marked; the customer never got one
  expect(byTemplate.template_winkel).toMatchObject({
    referentie: reference,
    bericht: 'Graag dun gesneden. Extra',
    bericht_html: 'Graag dun gesneden. Extra',
    herzending: expectedParams(reference, true).herzending,
  });
  expect(byTemplate.template_klant).toMatchObject({
    referentie: reference,
    bericht: 'Graag dun gesneden. Extra',
    herzending: '',
  });
});
