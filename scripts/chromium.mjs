// The system Chromium and libfaketime for the browser tests (Debian's packages, scripts/debian.mjs).
import { existsSync } from 'node:fs';
import { ensureDebian, findFile } from './debian.mjs';

export const findChromium = () =>
  findFile('CHROME_PATH', ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);

export const ensureChromium = () =>
  ensureDebian({
    packages: ['chromium', 'fonts-dejavu-core'],
    find: findChromium,
    need: 'De browsertests hebben Chromium nodig (of CHROME_PATH naar een Chromium/Chrome)',
  });

/** Flags for headless Chromium on a machine without outside network (docs/ontwikkelaars.md, "Wat npm test bewaakt"). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const FAKETIME_LIBS = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
];

/**
 * libfaketime for the browser tests of a device clock that is wrong (the page must take the host's
 * time): Debian's package "faketime", installed with apt when missing. Returns the library's path.
 */
export const ensureFaketime = () =>
  ensureDebian({
    packages: ['faketime'],
    find: () => process.env.FAKETIME_LIB || FAKETIME_LIBS.find((candidate) => existsSync(candidate)),
    need: 'De kloktests hebben libfaketime nodig (of FAKETIME_LIB)',
  });
