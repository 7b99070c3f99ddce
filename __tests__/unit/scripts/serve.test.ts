/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer, listen } from '../../../scripts/serve.mjs';

// The test's folder and server, removed and closed after it, also when a step of it threw (listen too).
let dir = '';
let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

// After a rebuild the new pages' inline scripts are allowed without restarting the server.
it('re-reads the script hashes when the build rewrote them', async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'slagerij-serve-'));
  mkdirSync(path.join(dir, '.hosting'));
  writeFileSync(path.join(dir, 'home.html'), '<!doctype html><title>Home</title>');
  const hashes = path.join(dir, '.hosting', 'script-hashes.json');
  writeFileSync(hashes, JSON.stringify(["'sha256-eerstebuild'"]));
  server = await listen(createStaticServer({ outDir: dir }), 0);
  const { port } = server.address() as AddressInfo;
  const csp = async () =>
    (await fetch(`http://127.0.0.1:${port}/home`)).headers.get('content-security-policy') ?? '';
  expect(await csp()).toContain("'sha256-eerstebuild'");
  writeFileSync(hashes, JSON.stringify(["'sha256-tweedebuild-na-een-wijziging'"]));
  const after = await csp();
  expect(after).toContain("'sha256-tweedebuild-na-een-wijziging'");
  expect(after).not.toContain("'sha256-eerstebuild'");
});
