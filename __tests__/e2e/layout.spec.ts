import { expect, test } from './fixtures';

const routes = [
  { path: '/home', label: 'Home' },
  { path: '/bestellen', label: 'Bestellen' },
  { path: '/contact', label: 'Contact' },
  { path: '/over-ons', label: 'Over Ons' },
  { path: "/foto's", label: "Foto's" },
];

test.describe('navigatie op een breed scherm', () => {
  for (const route of routes) {
    test(`${route.path}: de huidige link is vet, donkerrood en aria-current`, async ({ page }) => {
      await page.goto(route.path);
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      const current = nav.getByRole('link', { name: route.label, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(current).toHaveCSS('color', 'rgb(110, 18, 18)');
      const weight = await current.evaluate((element) => Number(getComputedStyle(element).fontWeight));
      expect(weight).toBeGreaterThanOrEqual(700);
      await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    });
  }

  test('de menubalk staat vast bovenaan, wit met schaduw, de sociale links openen veilig in een nieuw tabblad, en het logo leidt naar /home', async ({
    page,
  }) => {
    await page.goto('/contact');
    const header = page.locator('header').first();
    for (const name of [/op Instagram/, /op Facebook/]) {
      const link = header.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.(instagram|facebook)\.com\//);
    }
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await page.mouse.wheel(0, 800);
    await expect(header).toBeInViewport();
    await page.getByRole('link', { name: /naar de startpagina/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

// A blocked or failed script, an old phone: the menu is an HTML popover.
test.describe('zonder JavaScript (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test('de hamburger opent het menu en een link leidt naar de pagina', async ({ page }) => {
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Bestellen', 'Contact', 'Over Ons', "Foto's"]);
    const contact = menu.getByRole('link', { name: 'Contact' });
    await expect(contact).toBeInViewport();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
  });
});
