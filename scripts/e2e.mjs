// `npm run test:e2e`: builds the export with the test settings and runs Playwright against it in the
// system Chromium (@firefox tests also in Firefox ESR, webkit.spec.ts in WebKitGTK), served by serve.mjs
// as `npm start` serves it, and on Apache, nginx and Cloudflare's Pages emulator (wrangler).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureFaketime } from './chromium.mjs';
import { ensureDebian, ensureFirefox, ensureWebKit } from './debian.mjs';
import { testBuildEnv } from './test-env.mjs';
import { buildTestSite } from './test-site.mjs';
import { APACHE, NGINX } from './web-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  ...testBuildEnv,
  CHROME_PATH: ensureChromium(),
  FIREFOX_PATH: ensureFirefox(),
  // order-clock.spec.ts runs Chromium with its clock days off (LD_PRELOAD of libfaketime).
  FAKETIME_LIB: ensureFaketime(),
  NEXT_TELEMETRY_DISABLED: '1',
};
// The hosting and deploy tests run the export on real Apache and nginx.
ensureDebian({
  packages: ['apache2', 'nginx'],
  find: () => existsSync(APACHE) && existsSync(NGINX),
  need: 'De hostingtests hebben Apache en nginx nodig',
  services: true,
});
ensureWebKit();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The site under test is built from the fixed test content, never from the owner's content/.
if (!process.env.E2E_SKIP_BUILD) {
  const status = buildTestSite(env);
  if (status !== 0) process.exit(status);
}
// The framework floor for the byte budgets (built once, then reused while next/react stay the same).
run(process.execPath, [path.join(root, 'bench', 'floor.mjs')]);
run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)]);
