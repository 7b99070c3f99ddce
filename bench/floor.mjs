// The framework floor (bench/floor): a bare app-router static export built with the root
// node_modules' next/react. Rebuilt only when those versions or the fixture's files change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// No import.meta here: Playwright compiles this module for the byte-budget spec as CommonJS.
function findRoot(start) {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'bench', 'floor', 'next.config.mjs'))) return dir;
    if (dir === path.dirname(dir)) throw new Error('bench/floor niet gevonden: start vanuit het project.');
  }
}

export const root = findRoot(process.cwd());
const floorDir = path.join(root, 'bench', 'floor');
export const floorOut = path.join(floorDir, 'out');
const stampFile = path.join(floorOut, '.floor-stamp');

function versionOf(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['out', '.next', 'node_modules', 'next-env.d.ts'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsbuildinfo') ? [] : [full];
  });
}

// The site's own CSS that the list floor (bench/floor/app/lijst) imports: a change to it rebuilds the floor.
const SITE_FILES = [
  'app/globals.css',
  'components/order/product-row.module.css',
  'components/order/product-picker.module.css',
];

function floorStamp() {
  const hash = createHash('sha256');
  for (const name of ['next', 'react', 'react-dom']) hash.update(`${name}@${versionOf(name)}\n`);
  for (const file of [...sourceFiles(floorDir).sort(), ...SITE_FILES.map((name) => path.join(root, name))]) {
    hash.update(path.relative(floorDir, file));
    const text = readFileSync(file, 'utf8');
    // Next rewrites tsconfig.json's layout on build: only its content counts.
    hash.update(file.endsWith('.json') ? JSON.stringify(JSON.parse(text)) : text);
  }
  return hash.digest('hex');
}

/** Builds bench/floor/out unless an export made from the same inputs is already there. */
export function ensureFloor({ force = false, quiet = false } = {}) {
  const stamp = floorStamp();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return floorOut;
  if (!quiet) console.log('Framework-vloer bouwen (bench/floor) met de next/react van het project...');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', floorDir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('De framework-vloer (bench/floor) kon niet gebouwd worden.');
  }
  writeFileSync(stampFile, stamp);
  return floorOut;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'bench', 'floor.mjs')) {
  ensureFloor({ force: process.argv.includes('--force') });
  console.log(`Framework-vloer klaar in ${path.relative(root, floorOut)}`);
}
