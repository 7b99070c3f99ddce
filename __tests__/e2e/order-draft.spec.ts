import { expect, test } from './fixtures';
import { composeOrder, expectRestoredOrder, fillContact, openOrderPage } from './order-helpers';

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
