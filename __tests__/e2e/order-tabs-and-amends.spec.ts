import type { Page } from '@playwright/test';
import { setBrowserTime } from './browser-clock';
import { expect, test } from './fixtures';
import {
  FAILURE,
  FIRST_DAY,
  SUCCESS,
  composeOrder,
  confirmDialog,
  confirmSlot,
  fakeEmailJs,
  openOrderPage,
  placeOrder,
  placeStandardOrder,
  referenceOf,
  secondTab,
  orderPanel,
  sendStandardOrder,
  shopFails,
} from './order-helpers';

test("'Bestelling aanpassen' overleeft herladen (melding, dag, uur), en dan 'nieuwe bestelling': een eigen referentie, ongemarkeerd, en de eerste blijft", async ({
  page,
}) => {
  let healthy = false;
  const { mail, reference: first } = await sendStandardOrder(page, (template) =>
    healthy ? { status: 200 } : shopFails(template),
  );
  await expect(orderPanel(page, FAILURE)).toContainText('misschien is uw bestelling toch aangekomen');
  healthy = true;
  mail.requests.length = 0;

  await orderPanel(page, FAILURE).getByRole('button', { name: 'Bestelling aanpassen' }).click();
  const note = page.getByRole('status').filter({ hasText: /U past bestelling DL-\w+ aan/ });
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await page.waitForTimeout(500); // the composition is written once typing pauses
  await page.reload();
  await expect(note).toBeVisible();
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Kies een dag' })).toHaveValue(FIRST_DAY.value);
  await expect(dialog.getByRole('combobox', { name: 'Kies een uur' })).toHaveValue('10:30');
  await expect(dialog.getByRole('radio', { name: /Het is dezelfde bestelling/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /nieuwe bestelling, bovenop de vorige/ }).check();
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

  const [shop] = mail.requests;
  expect(shop?.template_params.referentie).not.toBe(first);
  expect(shop?.template_params).toMatchObject({ herzending: '', dag: FIRST_DAY.value });
  expect(shop?.template_params.producten_tekst).toContain('Biefstuk: 0,75 kg');
  // the first order was not replaced: it is still on the device, offered again
  await page.reload();
  await expect(orderPanel(page, FAILURE)).toContainText(first);
});

test('een tabblad dat leeft (bevroren, gedupliceerd) wordt nooit overgenomen', async ({ page, context }) => {
  const { mail, reference } = await sendStandardOrder(page, () => 'hang');
  const tabId = await page.evaluate(() => sessionStorage.getItem('bestelling-tab'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });

  // Another tab, and a duplicate of the first (same tab id in its session storage).
  const other = await secondTab(context);
  const duplicate = await context.newPage();
  await duplicate.addInitScript((id) => sessionStorage.setItem('bestelling-tab', id ?? ''), tabId);
  const duplicateMail = await fakeEmailJs(duplicate);
  await openOrderPage(duplicate);
  // The old page took a silent tab over within 2 s; give it four times that.
  await other.page.waitForTimeout(8000);
  for (const tab of [other.page, duplicate]) await expect(orderPanel(tab, reference)).toHaveCount(0);
  expect([...other.mail.requests, ...duplicateMail.requests]).toEqual([]);

  await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await expect(orderPanel(page, FAILURE)).toContainText(reference);
  expect(mail.requests.filter((body) => body.template_id === 'template_winkel')).toHaveLength(1);
});

test("'Niet meer nodig' bij een bestelling die de slagerij misschien heeft: de pagina vraagt het en biedt de telefoon", async ({
  page,
}) => {
  const { reference } = await sendStandardOrder(page, shopFails);
  const panel = orderPanel(page, FAILURE);
  await panel.getByRole('button', { name: 'Niet meer nodig' }).click();
  const question = panel.getByRole('group', { name: /De slagerij heeft bestelling/ });
  await expect(question).toContainText(`De slagerij heeft bestelling ${reference} misschien al ontvangen.`);
  await expect(question.getByRole('link', { name: 'Bel 050 36 12 34 om te annuleren' })).toHaveAttribute(
    'href',
    'tel:+3250361234',
  );
  await question.getByRole('button', { name: 'Toch van dit toestel halen' }).click();
  await expect(panel).toHaveCount(0);

  // typed again: asked about, never a silent second order
  await composeOrder(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(confirmDialog(page).getByRole('group')).toContainText(`Bestelling ${reference}`);
});

test("'Verstuur opnieuw' na de deadline: niets vertrekt voor die dag, de klant kiest een andere, 'besteld op' klopt", async ({
  page,
}) => {
  let healthy = false;
  const mail = await fakeEmailJs(page, (template) => (healthy ? { status: 200 } : shopFails(template)));
  // Wednesday 25/11 23:50: Friday's orders close at 23:59.
  await openOrderPage(page, { now: new Date('2026-11-25T23:50:00+01:00') });
  await composeOrder(page);
  await placeOrder(page);
  await expect(orderPanel(page, FAILURE)).toBeVisible();
  const reference = await referenceOf(mail);
  healthy = true;
  mail.requests.length = 0;

  await setBrowserTime(page, new Date('2026-11-26T09:01:00+01:00'));
  await orderPanel(page, FAILURE).getByRole('button', { name: 'Verstuur opnieuw' }).click();
  const dialog = confirmDialog(page);
  // the real cause, and the 502s of the first round may have reached the shop (issue 51.8)
  await expect(dialog.getByRole('alert').first()).toHaveText(
    'Bestellen voor vrijdag 27/11/2026 kan niet meer. Er is nu niets verzonden, maar een eerdere poging is misschien wel bij de slagerij aangekomen: bel ons als u twijfelt. Kies een ander moment.',
  );
  expect(mail.requests).toEqual([]);
  // Saturday closed at the same deadline: the first day on offer now is Friday 4/12
  await confirmSlot(page, '2026-12-04');
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests[0]?.template_params).toMatchObject({
    referentie: reference,
    dag: '2026-12-04',
    herzending: expect.stringContaining('opnieuw verzonden'),
    besteld_op: expect.stringMatching(
      /^donderdag 26 november 2026 om 09:0\d \(eerste poging woensdag 25 november 2026 om 23:5\d\)$/,
    ),
  });
});

test("'Onthoud mijn gegevens' uitgezet in een ander tabblad geldt meteen ook hier", async ({
  page,
  context,
}) => {
  await fakeEmailJs(page);
  await openOrderPage(page);
  await page.getByRole('checkbox', { name: /Onthoud mijn gegevens/ }).check();
  const other = await secondTab(context);
  await expect(other.page.getByRole('checkbox', { name: /Onthoud mijn gegevens/ })).toBeChecked();
  await other.page.getByRole('checkbox', { name: /Onthoud mijn gegevens/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: /Onthoud mijn gegevens/ })).not.toBeChecked();
  await composeOrder(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bestelling-geschiedenis-v1'))).toBeNull();
});

test('twee tabbladen met een onafgewerkte bestelling schrijven niets zolang er niets gebeurt', async ({
  page,
  context,
}) => {
  const countWrites = () => {
    const setItem = Storage.prototype.setItem;
    (window as unknown as { __writes: number }).__writes = 0;
    Storage.prototype.setItem = function (...args: [string, string]) {
      (window as unknown as { __writes: number }).__writes++;
      return setItem.apply(this, args);
    };
  };
  await context.addInitScript(countWrites);
  await fakeEmailJs(page, shopFails);
  await placeStandardOrder(page);
  await expect(orderPanel(page, FAILURE)).toBeVisible();
  const other = await secondTab(context, shopFails);
  await composeOrder(other.page);
  await other.page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(other.page);
  await dialog.getByRole('radio', { name: /nieuwe bestelling, bovenop de vorige/ }).check();
  await confirmSlot(other.page);
  await expect(orderPanel(other.page, FAILURE)).toBeVisible();

  const writes = (tab: Page) => tab.evaluate(() => (window as unknown as { __writes: number }).__writes);
  const before = [await writes(page), await writes(other.page)];
  await page.waitForTimeout(5000);
  const after = [await writes(page), await writes(other.page)];
  expect(after).toEqual(before);
});

// Issue 51.2: B's 'dezelfde' is decided on the order as the device keeps it now, not as B was asked.
test('een vraag beantwoord nadat een ander tabblad de bestelling afrondde en annuleerde: niets vertrekt onder haar referentie, de dialoog zegt het', async ({
  page,
  context,
}) => {
  const { reference } = await sendStandardOrder(page, (template, attempt) =>
    template === 'template_winkel' && attempt <= 3 ? { status: 502, body: 'Bad Gateway' } : { status: 200 },
  );
  await expect(orderPanel(page, FAILURE)).toContainText(reference);

  const other = await secondTab(context);
  await composeOrder(other.page);
  await other.page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(other.page);
  await expect(dialog.getByRole('group')).toContainText(`Bestelling ${reference}`);

  await orderPanel(page, FAILURE).getByRole('button', { name: 'Verstuur opnieuw' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleer deze bestelling' }).click();
  await page.getByRole('button', { name: `Ja, annuleer bestelling ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Bestelling ${reference} is geannuleerd` })).toBeVisible();
  await page.close({ runBeforeUnload: true });

  await dialog.getByRole('radio', { name: /Het is dezelfde bestelling/ }).check();
  await confirmSlot(other.page, FIRST_DAY.value, '11:00');
  await expect(dialog).toContainText(
    `Bestelling ${reference} werd intussen in een ander venster afgerond (verzonden, geannuleerd of weggehaald): ze vertrekt hier niet opnieuw. Er is niets verzonden.`,
  );
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  expect(other.mail.requests).toEqual([]);
});
