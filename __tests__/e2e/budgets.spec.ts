import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { ensureFloor, floorOut, root } from '../../bench/floor.mjs';
import { PHONE, ROUTES, jsBudget, kb, measureBytes } from '../../bench/measure-bytes.mjs';
import { expect, test } from './fixtures';

// The deterministic byte budgets of `npm run bench`: brotli JavaScript per route against bench/floor.

let servers: Server[] = [];
let siteUrl = '';
let floorJs = 0;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  // npm test builds the floor before Playwright starts (scripts/e2e.mjs); this only checks it.
  ensureFloor({ quiet: true });
  // Dynamic: a static import makes Playwright compile hosting-config.mjs to CommonJS for every spec.
  const { createStaticServer, listen, urlOf } = await import('../../scripts/serve.mjs');
  const cdn = (outDir: string, hostRules: boolean) =>
    listen(createStaticServer({ outDir, precompressed: true, hostRules }), 0);
  servers = [await cdn(path.join(root, 'out'), true), await cdn(floorOut, false)];
  siteUrl = urlOf(servers[0]!);
  const floorUrl = urlOf(servers[1]!);
  context = await browser.newContext(PHONE);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  floorJs = (await measureBytes(context, `${floorUrl}/`, { prefetch: false })).js;
});

test.afterAll(async () => {
  await context?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('de framework-vloer laadt echte JavaScript (de meting werkt)', () => {
  // A bare Next 16 + React 19 export ships roughly 100 KB of brotli'd JavaScript.
  expect(floorJs).toBeGreaterThan(50 * 1024);
  expect(floorJs).toBeLessThan(400 * 1024);
});

for (const route of ROUTES) {
  test(`JavaScript op ${route} blijft binnen het budget`, async () => {
    // What the page loads for itself: Next's idle prefetch of linked routes is refused here.
    const measured = await measureBytes(context, siteUrl + encodeURI(route), { prefetch: false });
    const ownFailures = measured.failed.filter((url) => url.startsWith(siteUrl));
    expect(ownFailures, 'alle eigen bestanden laden').toEqual([]);
    const budget = jsBudget(route, floorJs);
    test.info().annotations.push({
      type: 'bytes',
      description: `${route}: JS ${kb(measured.js)} (vloer ${kb(floorJs)}, budget ${kb(budget)}), totaal ${kb(measured.total)}`,
    });
    expect(
      measured.js,
      [
        `JavaScript op ${route}: ${kb(measured.js)}, budget ${kb(budget)} (vloer ${kb(floorJs)}):`,
        ...measured.files
          .filter((file) => file.type === 'Script')
          .map((file) => `  ${kb(file.bytes)} ${new URL(file.url).pathname}`),
      ].join('\n'),
    ).toBeLessThanOrEqual(budget);
  });
}

// Inline CSS per group of pages: a module shared once gave /home the order page's 17 KB (a round trip more).
test('elke pagina draagt alleen haar eigen stijlen mee', () => {
  const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
  const pages = ROUTES.map((route) => {
    const html = readFileSync(path.join(root, 'out', `${route.slice(1)}.html`), 'utf8');
    const css = [...html.matchAll(STYLE)].map((match) => match[1]).join('');
    const classes = [...html.replace(STYLE, '').matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(/\s+/),
    );
    return { route, css, classes: new Set(classes) };
  });
  expect(
    pages.every((page) => page.css.length > 0 && page.classes.size > 0),
    'de meting werkt',
  ).toBe(true);
  const carried = pages.flatMap((page) =>
    pages
      .filter((other) => other !== page)
      .flatMap((other) =>
        [...other.classes]
          // a CSS module's class (hash_name); the global ones are meant for every page
          .filter((name) => name.includes('_') && !page.classes.has(name) && page.css.includes(`.${name}`))
          .map((name) => `${page.route} draagt ${name} van ${other.route}`),
      ),
  );
  expect(carried).toEqual([]);
});
