/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { completeLock, platformFromName } from '../../../scripts/complete-lock.mjs';

it.each([
  ['@next/swc-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
  ['@next/swc-win32-x64-msvc', { os: ['win32'], cpu: ['x64'] }],
  ['@next/swc-linux-x64-gnu', { os: ['linux'], cpu: ['x64'], libc: ['glibc'] }],
  ['@next/swc-linux-arm64-musl', { os: ['linux'], cpu: ['arm64'], libc: ['musl'] }],
  ['@unrs/resolver-binding-linux-arm-musleabihf', { os: ['linux'], cpu: ['arm'], libc: ['musl'] }],
  ['@unrs/resolver-binding-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }],
  ['@unrs/resolver-binding-android-arm-eabi', { os: ['android'], cpu: ['arm'] }],
  ['@unrs/resolver-binding-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
  ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
  // een pakket zonder platform in de naam
  ['fsevents-helper', null],
  ['react', null],
])('platformFromName(%s)', (name, platform) => {
  expect(platformFromName(name)).toEqual(platform);
});

it('completeLock voegt ontbrekende optionele pakketten toe als platform-items en laat bestaande staan; het gecommitte lock-bestand is compleet', () => {
  const lock: { packages: Record<string, Record<string, unknown>> } = {
    packages: {
      '': { name: 'x' },
      'node_modules/next': {
        version: '16.4.6',
        optionalDependencies: {
          '@next/swc-darwin-arm64': '16.4.6',
          '@next/swc-linux-x64-gnu': '16.4.6',
          sharp: '^0.35.0',
        },
      },
      'node_modules/@next/swc-linux-x64-gnu': { version: '16.4.6', optional: true },
    },
  };
  const result = completeLock(lock);
  expect(result.added).toEqual(['@next/swc-darwin-arm64@16.4.6']);
  expect(result.skipped).toEqual(['sharp@^0.35.0']);
  expect(lock.packages['node_modules/@next/swc-darwin-arm64']).toEqual({
    version: '16.4.6',
    os: ['darwin'],
    cpu: ['arm64'],
    optional: true,
  });
  expect(Object.keys(lock.packages)[0]).toBe('');
  expect(completeLock(lock).added).toEqual([]);
  const committed = JSON.parse(readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8'));
  expect(completeLock(committed).added).toEqual([]);
});
