// The Debian programs the tests use (Chromium, libfaketime, Firefox ESR, WebKitGTK, Apache, nginx, Java):
// found on this machine, else installed with apt-get where we may (root, apt), else a plain message of
// what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @template T
 * @param {{ packages: string[]; find: () => T | null | undefined; need: string; services?: boolean }} options
 *   need: what they are for (Dutch); services: Debian starts them on install, the tests run their own.
 * @returns {T}
 */
export function ensureDebian({ packages, find, need, services = false }) {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${need}: ${packages.join(', ')} installeren met apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
    if (services)
      for (const name of packages)
        spawnSync('sh', ['-c', `command -v service >/dev/null && service ${name} stop`], { stdio: 'ignore' });
    const installed = find();
    if (installed) return installed;
  }
  console.error(`${need}: installeer de Debian-pakketten (apt-get install ${packages.join(' ')}).`);
  process.exit(1);
}

/** The file the environment variable `name` gives if it exists, else the first candidate there is. */
export function findFile(/** @type {string} */ name, /** @type {string[]} */ candidates) {
  const fromEnv = process.env[name];
  return fromEnv && existsSync(fromEnv) ? fromEnv : (candidates.find((file) => existsSync(file)) ?? null);
}

// Firefox ESR, driven by Playwright over WebDriver BiDi through scripts/firefox-bidi.mjs.
export const findFirefox = () => findFile('FIREFOX_PATH', ['/usr/bin/firefox-esr', '/usr/bin/firefox']);
export const ensureFirefox = () =>
  ensureDebian({
    packages: ['firefox-esr'],
    find: findFirefox,
    need: 'De browsertests in Firefox hebben Firefox ESR nodig (of FIREFOX_PATH naar een Firefox)',
  });

/** WebKitGTK's MiniBrowser, as Debian's libwebkit2gtk-4.1-0 ships it. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
// WebKitWebDriver with its MiniBrowser under Xvfb, and openssl for the certificate of their EmailJS
// stand-in (__tests__/e2e/webkit-driver.ts says why WebKit is driven that way).
export const ensureWebKit = () =>
  ensureDebian({
    packages: ['webkit2gtk-driver', 'xvfb', 'openssl'],
    find: () =>
      ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', '/usr/bin/openssl', MINIBROWSER].every((file) =>
        existsSync(file),
      ),
    need: 'De browsertests in WebKit hebben WebKitGTK (webkit2gtk-driver), Xvfb en openssl nodig',
  });
