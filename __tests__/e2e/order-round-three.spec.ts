import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { setBrowserClock } from './browser-clock';
import { expect, test } from './fixtures';
import {
  CONTACT,
  FAILURE,
  RESEND_MARKER,
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
} from './order-helpers';

// Issues 20 and 21: the ways an order could still ride on another, vanish with a crashed tab, be
// doubled without a mark, or outlive 'Vergeet mijn gegevens'. Real Chromium, EmailJS faked.

const orderPanel = (page: Page, name: string | RegExp) => page.getByRole('alert').filter({ hasText: name });

async function orderKeys(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('bestelling-v3:order:')),
  );
}

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

test('een laat antwoord: eerst "we weten het niet", daarna wat er echt gebeurde', async ({ page }) => {
  // time-out 20 s → 2 s (TIME_SCALE 10); the copy is accepted after 3,5 s
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_klant' ? { status: 200, delayMs: 3500 } : { status: 200 },
  );
  await placeStandardOrder(page);
  await expect(orderPanel(page, 'De slagerij heeft uw bestelling')).toContainText(
    'We weten niet of de bevestiging naar uw e-mailadres vertrokken is',
  );
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests.map((body) => body.template_id)).toEqual(['template_winkel', 'template_klant']);
});

test('een 200 die niet van EmailJS komt, telt niet als aangekomen', async ({ page }) => {
  const mail = await fakeEmailJs(page, (template, attempt) =>
    attempt === 1 && template === 'template_winkel'
      ? { status: 200, body: '<html>Wifi-login</html>' }
      : { status: 200 },
  );
  await placeStandardOrder(page);
  // not EmailJS's own answer: nobody knows whether the shop has it
  const panel = orderPanel(page, FAILURE);
  await expect(panel).toContainText('misschien is uw bestelling toch aangekomen');
  const reference = await referenceOf(mail);
  await panel.getByRole('button', { name: 'Verstuur opnieuw' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests).toEqual([shopMail(reference), shopMail(reference, true), customerMail(reference)]);
});

test('opslag vol: de klant hoort dat hij de pagina open moet laten, en de bestelling gaat toch', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage && key.startsWith('bestelling-v3:order:'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' ? { status: 200, delayMs: 1500 } : { status: 200 },
  );
  const dialog = await placeStandardOrder(page);
  // inside the open dialog, where the customer looks (issue 32.14)
  await expect(dialog.getByRole('alert').filter({ hasText: 'kan uw bestelling niet bewaren' })).toContainText(
    'Sluit of herlaad deze pagina niet tot uw bestelling verzonden is.',
  );
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests).toHaveLength(2);
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

// Issue 20.5: mailing the order yourself never gives the shop a second unmarked order.
function mailto(href: string | null) {
  const url = new URL(href ?? '');
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}

test('zelf mailen met de bestelling bij de slagerij: een kopie voor de klant zelf, nooit een tweede mail naar de slagerij', async ({
  page,
}) => {
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_klant' ? { status: 400 } : { status: 200 },
  );
  await placeStandardOrder(page);
  const panel = orderPanel(page, 'De slagerij heeft uw bestelling ontvangen');
  await expect(panel).toBeVisible();
  const reference = await referenceOf(mail);

  const own = mailto(await panel.getByRole('link', { name: 'Mail mezelf een kopie' }).getAttribute('href'));
  expect(own.to).toBe(CONTACT.email);
  expect(own.subject).toBe(`Kopie van uw bestelling ${reference} bij Hoeveslagerij De Linde`);
  expect(own.body).toContain('Biefstuk: 0,5 kg');
  await expect(panel.getByRole('link', { name: 'Mail de bestelling zelf' })).toHaveCount(0);
  await expect(panel.locator('a[href^="mailto:info@"]')).toHaveCount(0);

  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Bewaar een kopie' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe(`bestelling-${reference}.txt`);
  const text = await readFile((await saved.path())!, 'utf8');
  expect(text.split('\n')[0]).toBe(`Bestelling ${reference}`);
  expect(text).not.toContain('herzending');
});

test('zelf mailen na "misschien aangekomen": de mail naar de slagerij draagt de referentie en de herzendingsmarkering', async ({
  page,
}) => {
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' ? { status: 502, body: 'Bad Gateway' } : { status: 200 },
  );
  await placeStandardOrder(page);
  const panel = orderPanel(page, FAILURE);
  await expect(panel).toContainText('misschien is uw bestelling toch aangekomen');
  const reference = await referenceOf(mail);

  const toShop = mailto(
    await panel.getByRole('link', { name: 'Mail de bestelling zelf' }).getAttribute('href'),
  );
  expect(toShop.to).toBe('info@hoeveslagerij-delinde.be');
  expect(toShop.subject).toBe(shopMail(reference, true).template_params.onderwerp);
  expect(toShop.body.split('\r\n').slice(0, 2)).toEqual([
    `Bestelling ${reference}`,
    `Let op: ${RESEND_MARKER}`,
  ]);
});
