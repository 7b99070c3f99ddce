import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { copyTestSite } from '../../scripts/test-site.mjs';
import { expect, test } from './fixtures';

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

// Its CSP as the build wrote it for `settings`, on a port the OS picks (scripts/test-env.mjs).
export async function serveCopy(dir: string, settings: Record<string, string> = {}) {
  Object.assign(process.env, settings);
  const { createStaticServer, listen, urlOf } = await import('../../scripts/serve.mjs');
  const server = await listen(createStaticServer({ outDir: path.join(dir, 'out') }), 0);
  for (const name of Object.keys(settings)) delete process.env[name];
  return { server, url: urlOf(server) };
}

/** For this describe's tests: a copy changed by `prepare`, rebuilt with `settings`, served; its address, once served. */
export function rebuiltSite({
  prefix,
  settings,
  prepare,
}: {
  prefix: string;
  settings?: Record<string, string>;
  prepare?: (dir: string) => void;
}) {
  let dir = '';
  let server: Server | undefined;
  let url = '';
  test.beforeAll(async () => {
    test.setTimeout(10 * 60_000);
    dir = copyProject(prefix);
    prepare?.(dir);
    rebuild(dir, settings);
    ({ server, url } = await serveCopy(dir, settings));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => url;
}
