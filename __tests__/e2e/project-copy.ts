import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { copyTestSite } from '../../scripts/test-site.mjs';
import { expect } from './fixtures';

// A temporary copy of the site with the test content, to change and rebuild: never this working copy.
export const copyProject = (prefix = 'slagerij-cms-'): string => copyTestSite(prefix);

// The copy rebuilt exactly as `npm run build` builds the site, with the test settings (and `settings`).
export function rebuild(dir: string, settings: Record<string, string> = {}) {
  const env = { ...process.env, ...testBuildEnv, ...settings, NEXT_TELEMETRY_DISABLED: '1' };
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  expect(result.status, `npm run build:\n${result.stdout}\n${result.stderr}`).toBe(0);
}
