// Finds the system Chromium for browser tests; installs Debian's package when it can, or says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium ontbreekt: installeren met apt-get (Debian-pakket "chromium")...');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'De browsertests hebben Chromium nodig. Installeer het Debian-pakket "chromium" (apt-get install chromium) ' +
      'of zet CHROME_PATH naar een Chromium/Chrome-binary.',
  );
  process.exit(1);
}

/** Flags for headless Chromium on a machine without outside network (see README, "Tests"). */
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
export function ensureFaketime() {
  const found = () => process.env.FAKETIME_LIB || FAKETIME_LIBS.find((candidate) => existsSync(candidate));
  if (found()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('libfaketime ontbreekt: installeren met apt-get (Debian-pakket "faketime")...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'faketime'], { stdio: 'inherit', env });
    if (install().status !== 0) {
      execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
      install();
    }
    if (found()) return found();
  }
  console.error('De kloktests hebben libfaketime nodig: installeer het Debian-pakket "faketime" of zet FAKETIME_LIB.');
  process.exit(1);
}
