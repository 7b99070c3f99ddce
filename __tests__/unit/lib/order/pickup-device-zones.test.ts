/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Jest cannot change a running process's zone: a child Jest runs the spec far behind and far ahead.
const root = path.resolve(__dirname, '../../../..');
const spec = path.join(__dirname, 'pickup-device-zone.test.ts');

describe.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('a device in %s', (zone) => {
  it('sees the same Brussels pick-up days', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TZ: zone };
    delete env.JEST_WORKER_ID;
    const run = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--runTestsByPath', spec, '--ci', '--runInBand', '--json'],
      { cwd: root, env, encoding: 'utf8', timeout: 90_000 },
    );
    expect(run.status).toBe(0);
    // Jest's own report (--json): every test of the spec ran in this zone and passed.
    const report = JSON.parse(run.stdout) as {
      testResults: Array<{ assertionResults: Array<{ ancestorTitles: string[]; status: string }> }>;
    };
    const results = report.testResults.flatMap((file) => file.assertionResults);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.ancestorTitles[0]).toBe(`pickupDays on a device in ${zone}`);
      expect(result.status).toBe('passed');
    }
  }, 100_000);
});
