// The Debian programs the tests use (Chromium, libfaketime, Apache, nginx, Java): found on this machine,
// else installed with apt-get where we may (root, apt), else a plain message of what to install.
import { execFileSync, spawnSync } from 'node:child_process';

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
