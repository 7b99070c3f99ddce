import { expect, test } from './fixtures';

test('/ leidt door naar /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});
