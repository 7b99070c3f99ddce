import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { expect } from './fixtures';

// A temporary copy of the site to change and rebuild (the CMS round trip, content with prices),
// never this working copy.
const root = process.cwd();
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  '.tmp',
  'bench',
  'test-results',
  'playwright-report',
]);

// A copy of the sources; node_modules hard-linked (fast, and inside the copy, as Turbopack wants it).
export function copyProject(prefix = 'slagerij-cms-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (SKIP.has(entry) || entry.endsWith('.tsbuildinfo')) continue;
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  const link = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (link.status !== 0)
    cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true });
  return dir;
}

// The content check, the export and the host files of the copy, with the test settings.
export function rebuild(dir: string) {
  const env = { ...process.env, ...testBuildEnv, NEXT_TELEMETRY_DISABLED: '1' };
  const bin = (name: string) => path.join(dir, 'node_modules', '.bin', name);
  for (const [command, args] of [
    [bin('tsx'), [path.join(dir, 'scripts', 'check-content.ts')]],
    [process.execPath, [path.join(dir, 'scripts', 'photo-files.mjs')]],
    [bin('next'), ['build']],
    [process.execPath, [path.join(dir, 'scripts', 'write-hosting-files.mjs')]],
  ] as const) {
    const result = spawnSync(command, [...args], { cwd: dir, env, encoding: 'utf8' });
    expect(result.status, `${path.basename(command)}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  }
}
