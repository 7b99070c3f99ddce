import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureDebian } from '../../scripts/debian.mjs';
import { E2E_PORT } from '../../scripts/test-env.mjs';
import type { RunningServer } from '../../scripts/web-servers.mjs';

// A real OpenSSH server on 127.0.0.1 and a real Apache serving `current`, as on the host.
test.describe.configure({ mode: 'serial' });

const SSHD = '/usr/sbin/sshd';
const SFTP_SERVER = '/usr/lib/openssh/sftp-server';
// Each server its own port, from E2E_PORT (the rule: scripts/test-env.mjs).
const SSH_PORT = E2E_PORT + 10;
const BROKEN_SSH_PORT = E2E_PORT + 11;
const WEB_PORT = E2E_PORT + 12;
const out = path.join(process.cwd(), 'out');

type Stop = () => Promise<void>;

// One sshd: key login for this user only, SFTP only; `sftpServer` picks the SFTP subsystem's program.
async function startSshd(dir: string, port: number, sftpServer: string): Promise<Stop> {
  const config = path.join(dir, `sshd-${port}.conf`);
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${path.join(dir, 'host_key')}`,
      `PidFile ${path.join(dir, `sshd-${port}.pid`)}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      `AllowUsers ${userInfo().username}`,
      'PermitRootLogin prohibit-password',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'StrictModes no',
      `Subsystem sftp ${sftpServer}`,
      '',
    ].join('\n'),
  );
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  // sshd -e logs to stderr once it listens, or why it stopped.
  let stderr = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (stderr.includes('Server listening on')) resolve();
    });
    child.once('exit', () => reject(new Error(`sshd op poort ${port} start niet:\n${stderr}`)));
  });
  return async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    await exited;
  };
}

let dir: string;
let remote: string;
let env: Record<string, string | undefined>;
let good: Stop;
let broken: Stop;
let apache: RunningServer;
let first: string;
let servers: typeof import('../../scripts/web-servers.mjs');

function deployWith(site: string, settings: Record<string, string | undefined>) {
  return spawnSync(process.execPath, [path.join(process.cwd(), 'scripts', 'deploy-ssh.mjs'), site], {
    encoding: 'utf8',
    env: settings as NodeJS.ProcessEnv,
  });
}
const runDeploy = (site: string, port: number) => deployWith(site, { ...env, DEPLOY_SSH_PORT: String(port) });

const live = () => readlinkSync(path.join(remote, 'current'));
const inReleases = (json: boolean) =>
  readdirSync(path.join(remote, 'releases')).filter((name) => name.endsWith('.json') === json);
const releases = () => inReleases(false).sort();
// A key of `dir` as known_hosts names it: type and key.
const publicKey = (name: string) => /^\S+ \S+/.exec(readFileSync(path.join(dir, `${name}.pub`), 'utf8'))![0];
const manifests = () => inReleases(true);

// Every file of a tree, relative, with its content.
const treeOf = (root: string) =>
  new Map(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(path.join(root, name)).isFile())
      .map((name) => [name, readFileSync(path.join(root, name), 'latin1')]),
  );

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureDebian({
    packages: ['openssh-server', 'openssh-client'],
    find: () =>
      existsSync(SSHD) && existsSync(SFTP_SERVER) && spawnSync('sh', ['-c', 'command -v sftp']).status === 0,
    need: 'De deploytest heeft OpenSSH nodig',
  });
  // Apache itself is ensured by the runner (scripts/e2e.mjs), like Chromium.
  servers = await import('../../scripts/web-servers.mjs');
  dir = mkdtempSync(path.join(tmpdir(), 'slagerij-ssh-'));
  chmodSync(dir, 0o755); // Apache runs as www-data
  remote = path.join(dir, 'webhosting');
  mkdirSync(remote);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, 'host_key')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, 'deploy_key')]);
  cpSync(path.join(dir, 'deploy_key.pub'), path.join(dir, 'authorized_keys'));
  // The broken server's SFTP dies on a file past 128 KB (SIGXFSZ): the upload breaks off halfway.
  const wrapper = path.join(dir, 'sftp-server-breekt');
  writeFileSync(wrapper, `#!/bin/sh\nulimit -f 256\nexec ${SFTP_SERVER}\n`);
  chmodSync(wrapper, 0o755);
  good = await startSshd(dir, SSH_PORT, SFTP_SERVER);
  broken = await startSshd(dir, BROKEN_SSH_PORT, wrapper);
  const hostKey = publicKey('host_key');
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DEPLOY_SSH_HOST: '127.0.0.1',
    DEPLOY_SSH_USER: userInfo().username,
    DEPLOY_SSH_PATH: remote,
    DEPLOY_SSH_KEY: readFileSync(path.join(dir, 'deploy_key'), 'utf8'),
    DEPLOY_SSH_KNOWN_HOSTS: [SSH_PORT, BROKEN_SSH_PORT]
      .map((port) => `[127.0.0.1]:${port} ${hostKey}`)
      .join('\n'),
  };
});

test.afterAll(async () => {
  await apache?.stop();
  await good?.();
  await broken?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A new connection per request (Apache closes idle keep-alive connections between the steps).
const get = (pathname: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(`${apache.origin}${pathname}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });

test('the first deploy uploads out/ into a release and Apache serves it through `current`', async () => {
  // A copy of out/ with one page more, which the second deploy no longer has.
  first = path.join(dir, 'eerste-build');
  cpSync(out, first, { recursive: true });
  cpSync(path.join(out, 'privacy.html'), path.join(first, 'oude-pagina.html'));
  const result = runDeploy(first, SSH_PORT);
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toMatch(/Online: .*current → releases\/r-/);
  expect(live()).toMatch(/^releases\/r-/);
  // Apache's document root is the symlink, as on the host (it must exist when Apache starts).
  apache = await servers.startApache({ root: path.join(remote, 'current'), port: WEB_PORT });

  expect(treeOf(path.join(remote, live()))).toEqual(treeOf(first));

  const home = await get('/home');
  expect(home.status).toBe(200);
  expect(home.body).toBe(readFileSync(path.join(out, 'home.html'), 'utf8'));
  expect((await get('/oude-pagina')).status).toBe(200);
});

test('an upload that breaks off halfway leaves the live site whole and removes its folder', async () => {
  const before = live();
  const release = before.replace('releases/', '');
  const liveTree = treeOf(path.join(remote, before));
  const result = runDeploy(out, BROKEN_SSH_PORT);
  expect(result.status).toBe(1);
  const broke =
    /het uploaden brak af na (\d+) van de (\d+) bestanden\. De site online is niet veranderd/.exec(
      result.stderr,
    );
  expect(broke, result.stderr).not.toBeNull();
  // Halfway: some files had arrived, not all.
  expect(Number(broke?.[1])).toBeGreaterThan(0);
  expect(Number(broke?.[1])).toBeLessThan(Number(broke?.[2]));
  expect(result.stderr).toContain('is weer verwijderd');
  // Still the first release, every file as it was, and served.
  expect(live()).toBe(before);
  expect(treeOf(path.join(remote, before))).toEqual(liveTree);
  expect(releases()).toEqual([release]);
  expect(manifests()).toEqual([`${release}.json`]);
  expect(readFileSync(path.join(remote, 'live-release.txt'), 'utf8').trim()).toBe(release);
  expect((await get('/home')).status).toBe(200);
  expect((await get('/oude-pagina')).status).toBe(200);
});

test('the next deploy replaces the site, without the files that are gone, and keeps one release back', async () => {
  const previous = live();
  const result = runDeploy(out, SSH_PORT);
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(live()).not.toBe(previous);
  expect((await get('/oude-pagina')).status).toBe(404);
  expect((await get('/home')).status).toBe(200);
  expect(releases()).toEqual([previous, live()].map((name) => name.replace('releases/', '')).sort());

  // A third deploy removes the oldest release (through its manifest: SFTP has no recursive delete).
  const third = runDeploy(out, SSH_PORT);
  expect(third.status, third.stdout + third.stderr).toBe(0);
  expect(third.stdout).toContain('Opgeruimd: 1 oude release(s).');
  expect(releases()).not.toContain(previous.replace('releases/', ''));
  expect(releases()).toHaveLength(2);
  expect(manifests()).toHaveLength(2);
});

test('without the settings or with an unknown host key nothing is uploaded', () => {
  const missing = deployWith(out, { PATH: process.env.PATH });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain(
    'Niet gepubliceerd: ontbrekende instellingen DEPLOY_SSH_HOST, DEPLOY_SSH_USER, DEPLOY_SSH_PATH, DEPLOY_SSH_KNOWN_HOSTS, DEPLOY_SSH_KEY',
  );
  const before = releases();
  const otherKey = deployWith(out, {
    ...env,
    DEPLOY_SSH_PORT: String(SSH_PORT),
    DEPLOY_SSH_KNOWN_HOSTS: `[127.0.0.1]:${SSH_PORT} ${publicKey('deploy_key')}`,
  });
  expect(otherKey.status).toBe(1);
  expect(otherKey.stderr).toContain('Niet gepubliceerd: geen verbinding met');
  expect(releases()).toEqual(before);
});
