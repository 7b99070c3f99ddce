import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { copyTestSite } from '../../scripts/test-site.mjs';
import { expect } from './fixtures';

// A temporary copy of the site with the test content, to change and rebuild (the CMS round trip,
// content with prices), never this working copy and never the owner's content/.
export const copyProject = (prefix = 'slagerij-cms-'): string => copyTestSite(prefix);

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
