import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  FAILURE,
  SUCCESS,
  composeOrder,
  envelope,
  expectEmptyOrder,
  expectRestoredOrder,
  expectedParams,
  fakeEmailJs,
  fillContact,
  openOrderPage,
  placeOrder,
} from './order-helpers';

async function failedOrder(page: Page) {
  const failure = page.getByRole('alert').filter({ hasText: FAILURE });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('heading', { name: FAILURE })).toBeVisible();
  await expectEmptyOrder(page);
  await expect(failure.getByRole('link', { name: 'Bel 050 36 12 34' })).toHaveAttribute(
    'href',
    'tel:+3250361234',
  );
  const mailto = await failure.getByRole('link', { name: 'Mail de bestelling zelf' }).getAttribute('href');
  expect(mailto).toMatch(/^mailto:info@hoeveslagerij-delinde\.be\?subject=Bestelling%20DL-/);
  expect(decodeURIComponent(mailto ?? '')).toContain('- Cordon bleu: 3 stuks\r\n');
  return failure;
}

const refusals = [
  { status: 400, body: 'The template ID is invalid' },
  { status: 403, body: 'API calls are disabled for non-browser applications' },
  { status: 451, body: 'Unavailable For Headless Browser' },
];

for (const refusal of refusals) {
  test(`a ${refusal.status} is not retried, ends in the failure message and the order can be restored`, async ({
    page,
  }) => {
    const mail = await fakeEmailJs(page, (template) =>
      template === 'template_winkel' ? refusal : { status: 200, body: 'OK' },
    );
    await openOrderPage(page);
    await composeOrder(page);
    await fillContact(page);
    await placeOrder(page);
    const failure = await failedOrder(page);
    await expect(failure).toContainText('niet bij de slagerij aangekomen');
    expect(mail.count('template_winkel')).toBe(1);
    // no copy to the customer of an order the shop did not get
    expect(mail.count('template_klant')).toBe(0);

    await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
    await expectRestoredOrder(page);
  });
}

test('a 429 is retried and the order goes through', async ({ page }) => {
  const mail = await fakeEmailJs(page, (template, attempt) =>
    template === 'template_winkel' && attempt === 1
      ? { status: 429, body: 'Too Many Requests' }
      : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.count('template_winkel')).toBe(2);
  expect(mail.count('template_klant')).toBe(1);
  // the retry carries the same mail
  const [first, second] = mail.requests.filter((body) => body.template_id === 'template_winkel');
  expect(second).toEqual(first);
});

test('a 500 is retried with back-off, then fails and the order can be restored', async ({ page }) => {
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_klant' ? { status: 500, body: 'Internal Server Error' } : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  const failure = await failedOrder(page);
  expect(mail.count('template_klant')).toBe(3);
  expect(mail.count('template_winkel')).toBe(1);
  await expect(failure).toContainText('De slagerij heeft uw bestelling ontvangen');
  await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
  await expectRestoredOrder(page);
});

test('a network failure is retried, then fails and the order can be restored', async ({ page }) => {
  const mail = await fakeEmailJs(page, () => 'abort');
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  const failure = await failedOrder(page);
  expect(mail.count('template_winkel')).toBe(3);
  expect(mail.count('template_klant')).toBe(0);
  // the first attempt unmarked, the retries after an unknown outcome marked
  expect(mail.requests.map((body) => body.template_params.herzending !== '')).toEqual([false, true, true]);
  await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
  await expectRestoredOrder(page);
});

test('restoring after a partial failure resends only the mail that did not go out', async ({ page }) => {
  let refuseCustomer = true;
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_klant' && refuseCustomer ? { status: 400, body: 'Bad Request' } : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  await placeOrder(page);
  const failure = await failedOrder(page);
  await expect(failure).toContainText('De slagerij heeft uw bestelling ontvangen');
  const reference = String(mail.requests[0]?.template_params.referentie);
  await expect(failure).toContainText(reference);

  await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
  await expectRestoredOrder(page);
  await expect(page.getByText(`Bestelling ${reference} is nog niet volledig verzonden`)).toBeVisible();

  refuseCustomer = false;
  mail.requests.length = 0;
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestelling Bevestigen' });
  // the day and hour of the first attempt are still chosen
  await expect(dialog.getByRole('combobox', { name: 'Kies een dag' })).toHaveValue('2026-11-27');
  await expect(dialog.getByRole('combobox', { name: 'Kies een uur' })).toHaveValue('10:30');
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();

  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests).toEqual([envelope('template_klant', expectedParams(reference))]);
});

test('no answer within the time limit counts as unknown; the resend is marked so the shop spots a repeat', async ({
  page,
}) => {
  let answerShop = false;
  const mail = await fakeEmailJs(page, (template) =>
    template === 'template_winkel' && !answerShop ? 'hang' : { status: 200 },
  );
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  const dialog = await placeOrder(page);
  await expect(dialog.getByRole('status')).toHaveText('Bezig met verzenden...');
  // the shop mail first, and no customer copy while its fate is unknown
  await expect.poll(() => mail.requests.length).toBe(1);

  const failure = await failedOrder(page);
  await expect(failure).toContainText('misschien is uw bestelling toch aangekomen');
  expect(mail.count('template_winkel')).toBe(1);
  expect(mail.count('template_klant')).toBe(0);
  const reference = String(mail.requests[0]?.template_params.referentie);

  await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
  await expectRestoredOrder(page);
  answerShop = true;
  mail.requests.length = 0;
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(mail.requests).toEqual([
    envelope('template_winkel', expectedParams(reference, true)),
    envelope('template_klant', expectedParams(reference)),
  ]);
});
