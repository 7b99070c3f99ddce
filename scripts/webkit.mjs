// Debian's WebKitGTK for the browser tests in WebKit (scripts/debian.mjs): WebKitWebDriver with its
// MiniBrowser under Xvfb, and openssl for the certificate of their EmailJS stand-in
// (__tests__/e2e/webkit-driver.ts says why WebKit is driven that way).
import { existsSync } from 'node:fs';
import { ensureDebian } from './debian.mjs';

/** WebKitGTK's MiniBrowser, as Debian's libwebkit2gtk-4.1-0 ships it. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const ensureWebKit = () =>
  ensureDebian({
    packages: ['webkit2gtk-driver', 'xvfb', 'openssl'],
    find: () =>
      ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', '/usr/bin/openssl', MINIBROWSER].every((file) =>
        existsSync(file),
      ),
    need: 'De browsertests in WebKit hebben WebKitGTK (webkit2gtk-driver), Xvfb en openssl nodig',
  });
