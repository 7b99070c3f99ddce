import { ROUTES } from '../../bench/measure-bytes.mjs';
import { axeViolations } from './a11y-helpers';
import { expect, test } from './fixtures';

// axe-core (WCAG 2.2 A + AA) on every route, phone and laptop, with every menu and dialog open.
const WIDTHS = [
  { name: 'telefoon', viewport: { width: 375, height: 812 } },
  { name: 'laptop', viewport: { width: 1280, height: 900 } },
];

for (const href of [...ROUTES, '/privacy']) {
  for (const { name, viewport } of WIDTHS) {
    test(`${href} op ${name} (${viewport.width} px): geen axe-schendingen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Without motion: fade-ins would otherwise be measured half-transparent.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(encodeURI(href));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('open mobiel menu: geen axe-schendingen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const { kind, index, viewport } of [
  { kind: 'foto', index: 0, viewport: { width: 375, height: 812 } },
  { kind: 'video', index: 4, viewport: { width: 1280, height: 900 } },
]) {
  test(`open ${kind}-overlay op /foto's (${viewport.width} px): geen axe-schendingen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(encodeURI("/foto's"));
    // The grid items open the overlay (the page under it is checked by the route tests above).
    const items = page.locator('main [aria-haspopup="dialog"]');
    await items.nth(index).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (kind === 'video') await expect(dialog.locator('video')).toHaveAttribute('controls', '');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
