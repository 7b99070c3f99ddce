import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { expect, test } from './fixtures';

// A real-looking host name (served by the test server) makes admin.js use the GitHub backend.
const SITE = 'https://www.slagerij-test.be';

test('Inloggen met GitHub opens the sign-in service of CMS_AUTH_URL for the repository of CMS_GITHUB_REPO', async ({
  page,
  baseURL,
}) => {
  const config = readFileSync(path.join(process.cwd(), 'out', 'admin', 'config.yml'), 'utf8');
  expect(config).toContain(`repo: "${testBuildEnv.CMS_GITHUB_REPO}"`);
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  const signIn: string[] = [];
  await page.context().route(`${testBuildEnv.CMS_AUTH_URL}/**`, (route) => {
    signIn.push(route.request().url());
    // The first half of the OAuth handshake with Decap (the second would hand over GitHub's token).
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Aanmelden</title><script>
        addEventListener('message', (event) => { document.title = 'antwoord: ' + event.data; });
        window.opener.postMessage('authorizing:github', '*');
      </script>`,
    });
  });
  await page.goto(`${SITE}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /GitHub/ }).click();
  // The site's own headers (Cross-Origin-Opener-Policy on /admin) keep the pop-up's opener: Decap answers.
  await expect(await popup).toHaveTitle('antwoord: authorizing:github');
  expect(signIn).toHaveLength(1);
  const url = new URL(signIn[0] ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${testBuildEnv.CMS_AUTH_URL}/auth`);
  expect(url.searchParams.get('provider')).toBe('github');
  expect(url.searchParams.get('site_id')).toBe('www.slagerij-test.be');
});
