import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { collectCspViolations, expect, test } from './fixtures';
import { TEXT_FILE, findSecrets, privateEnvValues } from './secret-scan';

// The fixture fails any CSP violation on every page; here: the collector itself, and a scan for secrets.
const root = process.cwd();
const out = path.join(root, 'out');

test('de CSP-meting werkt: een inline script buiten de lijst wordt gemeld', async ({ browser }) => {
  // A page of our own (the fixture's would fail) with the fixture's collector and a forbidden inline script.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(collectCspViolations);
  await page.goto('/home');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => window.__cspViolations ?? []))
    .toContainEqual(expect.stringMatching(/^script-src-elem: inline/));
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  await context.close();
});

test('out/ bevat geen geheimen, geen .env en geen source maps, en de scanner herkent ze', () => {
  const allowed = [
    testBuildEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
    testBuildEnv.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? '',
  ];
  // Positive control: planted secrets are found, the public browser keys are let through.
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

  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(out, file)).isFile(),
  );
  expect(files.length, 'eerst bouwen').toBeGreaterThan(5);
  expect(files.filter((file) => file.endsWith('.map') || /(^|\/)\.env/.test(file))).toEqual([]);
  const forbidden = privateEnvValues(root);
  const findings = files
    .filter((file) => TEXT_FILE.test(path.basename(file)))
    .flatMap((file) => findSecrets(readFileSync(path.join(out, file), 'utf8'), file, allowed, forbidden));
  expect(findings).toEqual([]);
});
