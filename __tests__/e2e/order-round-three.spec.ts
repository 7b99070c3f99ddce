import { setBrowserClock } from './browser-clock';
import { expect, test } from './fixtures';
import {
  FAILURE,
  FIRST_DAY,
  MONDAY,
  TIME_SCALE,
  SUCCESS,
  composeOrder,
  confirmDialog,
  expectEmptyOrder,
  fakeEmailJs,
  fillContact,
  openOrderPage,
  placeOrder,
  placeStandardOrder,
  customerMail,
  referenceOf,
  shopMail,
  orderKeys,
  orderPanel,
} from './order-helpers';

// Issues 20 and 21: the ways an order could still ride on another, vanish with a crashed tab, be
// doubled without a mark, or outlive 'Vergeet mijn gegevens'. Real Chromium, EmailJS faked.

test('een tweede bestelling op hetzelfde toestel rijdt nooit mee op de referentie van de eerste', async ({
  page,
  context,
}) => {
  // Els: the shop has her order, her copy is refused. She closes the tab.
  const els = await fakeEmailJs(page, (template) =>
    template === 'template_klant' ? { status: 400 } : { status: 200 },
  );
  await placeStandardOrder(page);
  await expect(orderPanel(page, 'De slagerij heeft uw bestelling ontvangen')).toBeVisible();
  const first = await referenceOf(els);
  await page.close({ runBeforeUnload: true });

  // Piet, later, same device: Els's order is shown as itself, not poured into the form.
  const next = await context.newPage();
  const piet = await fakeEmailJs(next);
  await openOrderPage(next);
  await expect(orderPanel(next, 'De slagerij heeft uw bestelling ontvangen')).toContainText(first);
  await expectEmptyOrder(next);
  await next.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await next.getByLabel('Naam').fill('Piet Claeys');
  await next.getByLabel('E-mail').fill('piet@example.be');
  await next.getByLabel('Telefoonnummer').fill('0476 11 22 33');
  await next.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(next);
  await expect(dialog.getByRole('group')).toContainText(`De slagerij heeft uw bestelling ${first}`);
  await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption('2026-11-28');
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Zeg eerst of dit dezelfde bestelling is of een nieuwe.',
  );
  expect(piet.requests).toEqual([]);
  await dialog.getByRole('radio', { name: /nieuwe bestelling, bovenop de vorige/ }).check();
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(next.getByRole('heading', { name: SUCCESS })).toBeVisible();

  const shop = piet.requests.find((body) => body.template_id === 'template_winkel')!;
  expect(shop.template_params).toMatchObject({ naam: 'Piet Claeys', dag: '2026-11-28', herzending: '' });
  expect(shop.template_params.referentie).not.toBe(first);
  expect(String(shop.template_params.onderwerp)).not.toContain('herzending');
});

test('een gecrasht tabblad: het volgende tabblad vindt de bestelling en biedt ze aan, gemarkeerd', async ({
  page,
  context,
}) => {
  const mail = await fakeEmailJs(page, () => 'hang');
  await placeStandardOrder(page);
  const reference = await referenceOf(mail);
  // The renderer dies: no pagehide, no goodbye.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  const next = await context.newPage();
  const nextMail = await fakeEmailJs(next);
  await openOrderPage(next);
  const panel = orderPanel(next, FAILURE);
  await expect(panel).toContainText(reference, { timeout: 15_000 });
  await expect(panel).toContainText('misschien is uw bestelling toch aangekomen');
  await panel.getByRole('button', { name: 'Verstuur opnieuw' }).click();
  await expect(next.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(nextMail.requests).toEqual([shopMail(reference, true), customerMail(reference)]);
  expect(await orderKeys(next)).toEqual([]);
});

test('opnieuw getypt na "misschien aangekomen": de dialoog vraagt het, en dezelfde bestelling gaat gemarkeerd', async ({
  page,
}) => {
  let healthy = false;
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' && !healthy ? { status: 502, body: 'Bad Gateway' } : { status: 200 },
  );
  await placeStandardOrder(page);
  await expect(orderPanel(page, FAILURE)).toContainText('misschien is uw bestelling toch aangekomen');
  const reference = await referenceOf(mail);

  healthy = true;
  mail.requests.length = 0;
  await composeOrder(page);
  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByRole('group')).toContainText(`Bestelling ${reference}`);
  await dialog.getByRole('radio', { name: /Het is dezelfde bestelling/ }).check();
  await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption(FIRST_DAY.value);
  await dialog.getByRole('combobox', { name: 'Kies een uur' }).selectOption('10:30');
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests).toEqual([shopMail(reference, true), customerMail(reference)]);
});

test('terug tijdens het verzenden: de bestelling loopt door en wordt getoond zoals ze afliep, niets gaat twee keer', async ({
  page,
}) => {
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' ? { status: 200, delayMs: 3000 } : { status: 200 },
  );
  // Arrive through the menu (client-side navigation), as a customer does.
  await setBrowserClock(page, { now: MONDAY, timeScale: TIME_SCALE });
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const menuLink = page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Bestellen' });
  await menuLink.click();
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  await expect.poll(() => mail.requests.length).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await menuLink.click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible({ timeout: 15_000 });
  const reference = await referenceOf(mail);
  expect(mail.requests).toEqual([shopMail(reference), customerMail(reference)]);
});

test('offline bij Bevestig: er is niets verzonden, en de eerste echte verzending is niet gemarkeerd', async ({
  page,
  context,
}) => {
  const mail = await fakeEmailJs(page);
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await context.setOffline(true);
  await placeOrder(page);
  await expect(orderPanel(page, FAILURE)).toContainText('U bent offline: er is niets verzonden.');
  expect(mail.requests).toEqual([]);

  await context.setOffline(false);
  await orderPanel(page, FAILURE).getByRole('button', { name: 'Verstuur opnieuw' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const reference = await referenceOf(mail);
  expect(mail.requests).toEqual([shopMail(reference), customerMail(reference)]);
});

test("'Vergeet mijn gegevens' met een onafgewerkte bestelling: de klant kiest, en alles is echt weg, ook in een ander tabblad", async ({
  page,
  context,
}) => {
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' ? { status: 502 } : { status: 200 },
  );
  await placeStandardOrder(page);
  await expect(orderPanel(page, FAILURE)).toBeVisible();
  const reference = await referenceOf(mail);
  // A second tab with a half-typed form of the same customer.
  const other = await context.newPage();
  await openOrderPage(other);
  await other.getByLabel('Naam').fill('Jan Peeters');

  await page.getByLabel('Naam').fill('Jan Peeters');
  await page.getByRole('button', { name: 'Vergeet mijn gegevens' }).click();
  const question = page.getByRole('group', { name: /nog niet volledig verzonden/ });
  await expect(question).toContainText(reference);
  await question.getByRole('button', { name: 'Toch alles wissen' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'gewist' })).toHaveText(
    'Uw gegevens en vorige bestellingen zijn van dit toestel gewist.',
  );
  await expect(orderPanel(page, FAILURE)).toHaveCount(0);
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(other.getByLabel('Naam')).toHaveValue('');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('bestelling') && key !== 'bestelling-v3:vergeten',
      ),
    ),
  ).toEqual([]);
});
