// `npm run lock`: package-lock.json in line with package.json and passing `npm ci` on every platform.
// The registry this project is built against lacks some other-platform builds of native packages (e.g.
// @next/swc-darwin-arm64@16.4.6): `npm install` leaves them out of the lock, and `npm ci` refuses it
// ("Missing: … from lock file"). Each missing optional package is added as a platform-only entry
// (version, os, cpu, libc, optional): npm skips it elsewhere and fetches it on its own platform.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'arm'];
/** Other names of a CPU in package names. @type {Record<string, string>} */
const CPU_ALIAS = { aarch64: 'arm64', x86_64: 'x64' };

/**
 * The platform a native package is for, read from its name ("@next/swc-darwin-arm64").
 * @param {string} name
 */
export function platformFromName(name) {
  const parts = (name.split('/').pop() ?? '').split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.some((part) => (CPU_ALIAS[part] ?? part) === candidate));
  if (!os && !cpu) return null;
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const platform = {};
  if (cpu) platform.cpu = [cpu];
  if (os === 'linux' || (!os && parts.some((part) => part.startsWith('linuxmusl')))) {
    if (parts.some((part) => part.startsWith('musl') || part.startsWith('musleabi')))
      platform.libc = ['musl'];
    else if (parts.some((part) => part.startsWith('gnu'))) platform.libc = ['glibc'];
  }
  if (os) platform.os = [os];
  return platform;
}

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Adds the optional dependencies a lock's packages declare but the lock lacks. Returns the names
 * added and those it could not add (not an exact version, or no platform in the name).
 * @param {{ packages: Record<string, any> }} lock
 */
export function completeLock(lock) {
  const packages = lock.packages;
  const added = [];
  const skipped = [];
  for (const [location, entry] of Object.entries({ ...packages })) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (packages[nested] || packages[top]) continue;
      const platform = platformFromName(name);
      if (!EXACT_VERSION.test(String(spec)) || !platform) {
        skipped.push(`${name}@${spec}`);
        continue;
      }
      packages[top] = { version: spec, ...platform, optional: true };
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
  );
  return { added, skipped };
}

function npm(args, cwd) {
  return spawnSync('npm', args, { cwd, stdio: 'inherit', env: process.env });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const lockFile = path.join(root, 'package-lock.json');
  const install = npm(
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    root,
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const { added, skipped } = completeLock(lock);
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${added.length} pakketten van andere platformen toegevoegd.`);
  for (const name of added) console.log(`  + ${name}`);
  for (const name of skipped) console.warn(`  ! niet toegevoegd (geen exacte versie of platform): ${name}`);
  // The proof: npm ci's own sync check, without installing anything.
  const check = npm(['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], root);
  if (check.status !== 0) {
    console.error('npm ci weigert het lock-bestand nog: zie de "Missing"-regels hierboven.');
    process.exit(1);
  }
  console.log('package-lock.json is compleet: `npm ci` aanvaardt het.');
}
