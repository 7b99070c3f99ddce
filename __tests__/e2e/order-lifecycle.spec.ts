import { expect, test, withChromiumProfile } from './fixtures';
import {
  FIRST_DAY,
  SUCCESS,
  composeOrder,
  confirmDialog,
  confirmSlot,
  expectOrderForm,
  fakeEmailJs,
  fillIn,
  openOrderPage,
  placeOrder,
  customerMail,
  referenceOf,
  shopMail,
  secondTab,
  sendStandardOrder,
} from './order-helpers';

// Issue 7: the ways an order got lost, doubled without a mark, or sent for a day the shop can't prepare.

// Chromium's "Sites can't save data": storage, IndexedDB and Web Locks all throw SecurityError.
test('1. met geblokkeerde sitegegevens (de instelling van de browser) vertrekt de bestelling toch, met dezelfde verzoeken', async ({
  baseURL,
}) => {
  const blocked = { profile: { default_content_setting_values: { cookies: 2 } } };
  await withChromiumProfile(blocked, { baseURL, viewport: { width: 1280, height: 900 } }, async (page) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const mail = await fakeEmailJs(page);
    await openOrderPage(page);
    // the engine's setting took: this page may keep nothing and lock nothing
    const refused = await page.evaluate(() =>
      Promise.all([
        Promise.resolve()
          .then(() => String(window.localStorage))
          .catch((error: DOMException) => error.name),
        navigator.locks.query().then(String, (error: DOMException) => error.name),
      ]),
    );
    expect(refused).toEqual(['SecurityError', 'SecurityError']);
    await composeOrder(page);
    const dialog = await placeOrder(page);
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    const reference = await referenceOf(mail);
    expect(mail.requests).toEqual([shopMail(reference), customerMail(reference)]);
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test(
  '3b. tabblad gesloten nadat de winkel de mail aannam: een nieuw tabblad zegt dat de slagerij ze heeft en stuurt enkel de kopie',
  { tag: '@firefox' },
  async ({ page, context }) => {
    let answerCustomer = false;
    const { mail, reference } = await sendStandardOrder(page, (template) =>
      template === 'template_klant' && !answerCustomer ? 'hang' : { status: 200 },
    );
    await expect
      .poll(() => mail.requests.map((body) => body.template_id))
      .toEqual(['template_winkel', 'template_klant']);
    await page.close({ runBeforeUnload: true });

    answerCustomer = true;
    const { page: next, mail: nextMail } = await secondTab(context);
    const panel = next.getByRole('alert').filter({ hasText: 'De slagerij heeft uw bestelling ontvangen' });
    await expect(panel).toContainText(reference);
    await panel.getByRole('button', { name: 'Verstuur de rest' }).click();
    await expect(next.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(nextMail.requests).toEqual([customerMail(reference, true)]);
  },
);

test('6. zonder JavaScript: een melding met telefoon en e-mail, en geen formulier dat iets kan versturen', async ({
  baseURL,
}) => {
  // Scripts off in the browser's own settings, as a visitor sets it: only then does <noscript> show.
  const noScripts = { profile: { default_content_setting_values: { javascript: 2 } } };
  await withChromiumProfile(noScripts, { baseURL, viewport: { width: 1280, height: 900 } }, async (page) => {
    await page.goto('/bestellen');
    // (Playwright's text queries skip <noscript>: located by element)
    const notice = page.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Online bestellen werkt alleen met JavaScript');
    await expect(notice.getByRole('link', { name: '050 36 12 34' })).toHaveAttribute(
      'href',
      'tel:+3250361234',
    );
    await expect(notice.getByRole('link', { name: 'info@hoeveslagerij-delinde.be' })).toHaveAttribute(
      'href',
      'mailto:info@hoeveslagerij-delinde.be',
    );
    // (its fields disabled in the server HTML, which only a script enables: order-shop.test)
    await expect(
      page.locator('form').filter({ has: page.getByRole('button', { name: 'Bestelling Plaatsen' }) }),
    ).toHaveAttribute('method', 'post');
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click({ force: true });
    expect(new URL(page.url()).search).toBe('');
  });
});

test(
  '8. het succes in één tabblad wist de onverzonden bestelling van een ander tabblad niet, en ze komt na herladen terug zonder dat de rijen verschuiven',
  { tag: '@firefox' },
  async ({ page, context }) => {
    await openOrderPage(page);
    await composeOrder(page);
    // the draft is written once typing pauses
    const keys = () => page.evaluate(() => Object.keys(localStorage));
    await expect
      .poll(async () => (await keys()).filter((key) => key.startsWith('bestelling-v3:concept:')))
      .toHaveLength(1);

    const { page: other, mail } = await secondTab(context);
    // a tab still open keeps its own order: the new tab starts empty
    await expect(other.getByLabel('Naam')).toHaveValue('');
    await other.getByRole('button', { name: 'Meer Ribeye', exact: true }).click();
    await fillIn(other.getByLabel('Naam'), 'An Claes');
    await fillIn(other.getByLabel('E-mail'), 'an@example.be');
    await fillIn(other.getByLabel('Telefoonnummer'), '0470998877');
    await placeOrder(other);
    await expect(other.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(mail.requests).toHaveLength(2);

    // From the notices, whose height may change on reload (`optional` fonts); a moved line is 20 px or more.
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('textbox', { name: 'Ribeye in kg' }) });
    const notices = page.getByRole('list', { name: 'Goed om te weten' });
    const inPage = async () => {
      const box = await notices.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const { x, y, width, height } = await row.evaluate(
        (el) => el.getBoundingClientRect().toJSON() as DOMRect,
      );
      return { noticesTop: box.top, x, belowNotices: y - box.bottom, width, height };
    };
    const before = await inPage();
    await page.reload();
    await expectOrderForm(page, 'restored');
    const after = await inPage();
    for (const [name, value] of Object.entries(before))
      expect(Math.abs(after[name as keyof typeof after] - value), name).toBeLessThan(1);
  },
);

test('een onderdeel dat niet laadt bij het versturen: de klant hoort het en verliest niets', async ({
  page,
  pageErrors,
}) => {
  const mail = await fakeEmailJs(page);
  await openOrderPage(page);
  await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'));
  await composeOrder(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(page.getByRole('region', { name: 'Uw bestelling' }).getByRole('alert')).toContainText(
    'kon niet geladen worden',
  );
  await expectOrderForm(page, 'restored');
  expect(mail.requests).toHaveLength(0);

  await page.unroute('**/_next/static/chunks/**');
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  // the browser's own notes about the chunks this test blocked on purpose
  const expected = (error: string) => error.startsWith('console: Failed to load resource');
  expect(pageErrors.filter((error) => !expected(error))).toEqual([]);
  pageErrors.splice(0, pageErrors.length);
});

test('het lokveld voor bots is onzichtbaar en onbereikbaar (geen autofill)', async ({ page }) => {
  await openOrderPage(page);
  const trap = page.locator('#bestelling-website');
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap).toHaveAttribute('tabindex', '-1');
});

test("'Bestel opnieuw' (alleen als de klant het vraagt) vult een vorige bestelling in met een nieuwe referentie en dag", async ({
  page,
}) => {
  const mail = await fakeEmailJs(page);
  await openOrderPage(page);
  await page.getByRole('checkbox', { name: /Onthoud mijn gegevens op dit toestel/ }).check();
  await composeOrder(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const first = await referenceOf(mail);

  await page.reload();
  const reorder = page.getByRole('region', { name: 'Bestel opnieuw' });
  await expect(reorder).toContainText(`${first} · ${FIRST_DAY.label} · 4 producten`);
  await reorder.getByRole('button', { name: `Bestel opnieuw: ${first}` }).click();
  // as the shop received it: the number in its one written form
  await expectOrderForm(page, 'restored');

  mail.requests.length = 0;
  // not within a minute of the first, as a real reorder is ('Nog een bestelling?': order-form.test.tsx)
  await page.evaluate(() => localStorage.removeItem('bestelling-v3:laatst-verstuurd'));
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' })).toHaveValue('');
  await confirmSlot(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const second = String(mail.requests[0]?.template_params.referentie);
  expect(second).not.toBe(first);
  expect(mail.requests).toEqual([shopMail(second), customerMail(second)]);
});
