import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { expect, test } from './fixtures';
import { TEXT_FILE, filesUnder, findSecrets, privateEnvValues } from './secret-scan';

// The test server sends the hosting CSP and the fixture fails any violation; every page under its own
// CSP: hosting.spec '_headers'; the directives: hosting-files.test. Here: the map's fall-back, the
// collector itself, and the built export scanned for secrets.
const root = process.cwd();
const out = path.join(root, 'out');

async function cspViolations(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

for (const { name, answer } of [
  { name: 'Google weigert (HTTP 500)', answer: { status: 500, body: 'Server Error' } },
  {
    name: 'Google weigert de sleutel (gm_authFailure)',
    answer: { status: 200, body: 'window.gm_authFailure && window.gm_authFailure();' },
  },
]) {
  test(`/contact: de kaart valt terug zonder CSP-schending als ${name}`, async ({ page }) => {
    await page.route(/^https:\/\/maps\.googleapis\.com\//, (route) =>
      route.fulfill({ ...answer, contentType: 'text/javascript; charset=utf-8' }),
    );
    await page.goto('/contact');
    const map = page.locator('[data-map-state]');
    await page.getByRole('button', { name: 'Kaart laden (Google Maps)' }).click();
    await expect(map).toHaveAttribute('data-map-state', 'failed');
    // 'failed' is set once Google's script has loaded and run (or was refused): its violations are in.
    await expect(map.getByRole('link', { name: /Route plannen/ })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('de CSP-meting werkt: een inline script buiten de lijst wordt gemeld', async ({ browser }) => {
  // A page of our own with a forbidden inline script: the collector (as in the fixture) sees it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations?.push(event.effectiveDirective),
      true,
    );
  });
  await page.goto('/home');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations ?? [])).toContain('script-src-elem');
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await context.close();
});

test.describe('geheimen in de export', () => {
  const allowed = [
    testBuildEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
    testBuildEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? '',
  ];

  test('de scanner herkent geheimen en laat de publieke sleutels door', () => {
    const planted = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'send({ accessToken: "a1b2c3d4e5" })',
      'https://api.example/send?accessToken=abcdef123',
      'EMAILJS_PRIVATE_KEY',
      '//# sourceMappingURL=main.js.map',
      'AKIAABCDEFGHIJKLMNOP',
    ];
    for (const text of planted) expect(findSecrets(text, 'x.js', allowed), text).not.toEqual([]);
    expect(findSecrets(`init({ publicKey: "${allowed[0]}" })`, 'x.js', allowed)).toEqual([]);
    expect(
      findSecrets('const c = { token: geheimwaarde123 }', 'x.js', allowed, ['geheimwaarde123']),
    ).not.toEqual([]);
  });

  test('out/ bevat geen geheimen, geen .env en geen source maps', () => {
    const files = filesUnder(out);
    expect(files.length, 'eerst bouwen').toBeGreaterThan(5);
    expect(
      files.filter((file) => file.endsWith('.map')),
      'source maps',
    ).toEqual([]);
    expect(
      files.filter((file) => /(^|\/)\.env/.test(path.relative(out, file))),
      '.env-bestanden',
    ).toEqual([]);
    const forbidden = privateEnvValues(root);
    const findings = files
      .filter((file) => TEXT_FILE.test(path.basename(file)))
      .flatMap((file) =>
        findSecrets(readFileSync(file, 'utf8'), path.relative(out, file), allowed, forbidden),
      );
    expect(findings).toEqual([]);
  });
});
