import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import { facts } from './shop-facts';

const routes = facts.routes;
const pages = [...routes, facts.privacy];

for (const { path: route } of pages) {
  // The canonical of every page: hosting.spec "elke pagina via een net adres", on each host.
  test(`${route} heeft een titel, beschrijving en Open Graph`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    if (route === '/home') await expect(page).toHaveTitle(facts.name);
    else await expect(page).toHaveTitle(new RegExp(`^\\S.* \\| ${facts.name}$`));

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect((description ?? '').length).toBeGreaterThan(40);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(facts.name),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'nl_BE');
  });
}

test('de pagina heeft een favicon en een app-icoon die bestaan', async ({ page, request }) => {
  await page.goto('/contact');
  const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(icon).toMatch(/^\/icon\.svg/);
  expect(apple).toMatch(/^\/apple-icon\.png/);
  for (const href of [icon, apple]) {
    const response = await request.get(href ?? '');
    expect(response.status(), String(href)).toBe(200);
  }
});

test('een onbekend adres geeft 404 met een Nederlandse pagina zonder axe-schendingen en de weg terug', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const response = await page.goto('/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle(`Pagina niet gevonden | ${facts.name}`);
  expect(await axeViolations(page)).toEqual([]);
  const others = page.getByRole('navigation', { name: "Andere pagina's" });
  await expect(others.getByRole('link')).toHaveCount(routes.length - 1);
  const home = page.getByRole('main').getByRole('link', { name: 'Naar de startpagina' });
  await expect(home).toHaveAttribute('href', '/home');
  await home.click();
  await expect(page).toHaveURL(/\/home$/);
  // The browser's note of the document's own 404 is expected; any other error still fails the test.
  const notFound = (error: string) => /status of 404 .*\/bestaat-niet\)$/.test(error);
  expect(pageErrors.filter(notFound)).toHaveLength(1);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !notFound(error)));
});

// The 301 of each host: hosting.spec. Hosts without redirect rules serve index.html, which sends one on.
test('/index.html leidt ook zonder redirectregels door naar /home', () => {
  const html = readFileSync(path.join(process.cwd(), 'out', 'index.html'), 'utf8');
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/home"/i);
  expect(html).toContain(`<link rel="canonical" href="${facts.siteUrl}/home"/>`);
});
