// The site the tests build: a temporary copy of the project with the fixed test content
// (__tests__/fixtures/content and its photos), never the owner's content/, whose edits in /admin land on
// main: no browser test may depend on them (issue 15; `npm run test:owner-edits` proves the rest).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// No import.meta here: Playwright compiles this module for the specs (project-copy.ts) as CommonJS.
function findRoot(start) {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'scripts', 'test-site.mjs'))) return dir;
    if (dir === path.dirname(dir))
      throw new Error('scripts/test-site.mjs niet gevonden: start vanuit het project.');
  }
}

const root = findRoot(process.cwd());
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  'out-lokaal',
  '.git',
  '.tmp',
  'bench-results',
  'test-results',
  'playwright-report',
]);

// bench/ is copied for its scripts (the browser tests import them), not for the floor's export.
const notBuildOutput = (/** @type {string} */ source) =>
  !/[\\/]bench[\\/]floor[\\/](out|\.next)$/.test(source);

/**
 * A copy of the sources in a temporary folder; node_modules hard-linked (fast, and inside the copy, as
 * Turbopack wants it). A fresh clone has no generated files: neither has the copy.
 * @param {string} prefix
 * @returns {string}
 */
export function copyProject(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (SKIP.has(entry) || entry.endsWith('.tsbuildinfo')) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: notBuildOutput });
  }
  rmSync(path.join(dir, 'lib', 'photo-files.ts'), { force: true });
  const link = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (link.status !== 0)
    cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true });
  return dir;
}

/** A copy of the project with the test content: content/ replaced by the fixtures, their photos added. */
export function copyTestSite(prefix = 'slagerij-test-') {
  const dir = copyProject(prefix);
  const fixtures = path.join(root, '__tests__', 'fixtures');
  rmSync(path.join(dir, 'content'), { recursive: true, force: true });
  cpSync(path.join(fixtures, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(fixtures, 'images'), path.join(dir, 'public', 'images'), { recursive: true });
  return dir;
}

/**
 * Builds the test site (test content, the given settings) and puts its export in this project's out/,
 * where the browser tests and the HTML check serve it from. Returns the build's exit status.
 * @param {NodeJS.ProcessEnv} env
 * @returns {number}
 */
export function buildTestSite(env) {
  const dir = copyTestSite();
  try {
    const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
      cwd: dir,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) return result.status ?? 1;
    rmSync(path.join(root, 'out'), { recursive: true, force: true });
    cpSync(path.join(dir, 'out'), path.join(root, 'out'), { recursive: true });
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
