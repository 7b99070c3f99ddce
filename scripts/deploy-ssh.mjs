// `npm run deploy:ssh`: publishes out/ on Apache or nginx hosting with SSH (docs/publiceren.md, "Apache /
// nginx via SSH"), from .github/workflows/deploy-ssh.yml or by hand. Only SFTP (OpenSSH's `sftp` in batch
// mode): every SSH host offers it, also those without a shell or rsync.
// Never a half-uploaded live site: each build goes into a new `releases/<name>/`, and only when every
// file arrived does the symlink `current` (the document root) switch to it, by one atomic rename
// (posix-rename). A failed upload leaves `current` as it was and is removed. The previous release stays
// for one deploy (to go back); older ones go at the next deploy, by the list of their files beside them
// (`releases/<name>.json`, outside the site), so SFTP can delete them without a shell.
// Settings (environment; in GitHub: repository secrets): DEPLOY_SSH_HOST, DEPLOY_SSH_USER,
// DEPLOY_SSH_PATH (the folder holding `current` and `releases/`), DEPLOY_SSH_KEY (the private key's
// text) or DEPLOY_SSH_KEY_FILE (a path), DEPLOY_SSH_KNOWN_HOSTS (the server's known_hosts line(s),
// ssh-keyscan -p PORT HOST: the host key is always checked), DEPLOY_SSH_PORT (default 22).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIVE_FILE = 'live-release.txt';

/** A Dutch message for the person deploying, without a stack trace. */
export class DeployError extends Error {}

/**
 * Every folder and file under dir (also hidden ones such as .htaccess), as paths relative to it, folders
 * parent-first; files sorted so that HTML comes last.
 * @param {string} dir
 */
export function listTree(dir) {
  /** @type {string[]} */
  const folders = [];
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (/[\n\r"\\*?[\]]/.test(name)) {
        throw new DeployError(`De bestandsnaam "${name}" kan niet veilig via SFTP verstuurd worden.`);
      }
      if (entry.isDirectory()) {
        folders.push(name);
        walk(name);
      } else if (entry.isFile()) {
        files.push(name);
      }
    }
  };
  walk('');
  const isHtml = (/** @type {string} */ name) => name.endsWith('.html');
  files.sort((a, b) => Number(isHtml(a)) - Number(isHtml(b)) || a.localeCompare(b));
  return { folders, files };
}

const q = (/** @type {string} */ text) => `"${text}"`;

/** @param {NodeJS.ProcessEnv} env */
export function deploySettings(env) {
  const value = (/** @type {string} */ name) => (env[name] ?? '').trim();
  const missing = ['DEPLOY_SSH_HOST', 'DEPLOY_SSH_USER', 'DEPLOY_SSH_PATH', 'DEPLOY_SSH_KNOWN_HOSTS'].filter(
    (name) => !value(name),
  );
  if (!value('DEPLOY_SSH_KEY') && !value('DEPLOY_SSH_KEY_FILE')) missing.push('DEPLOY_SSH_KEY');
  if (missing.length > 0) {
    throw new DeployError(
      `Niet gepubliceerd: ontbrekende instellingen ${missing.join(', ')} (in GitHub: Settings → Secrets and variables → Actions; zie docs/publiceren.md, "Apache / nginx via SSH").`,
    );
  }
  const port = Number(value('DEPLOY_SSH_PORT') || 22);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DeployError(`DEPLOY_SSH_PORT "${value('DEPLOY_SSH_PORT')}" is geen poortnummer.`);
  }
  const remote = value('DEPLOY_SSH_PATH').replace(/\/+$/, '');
  if (/[\n\r"\\*?[\]]/.test(remote))
    throw new DeployError(`DEPLOY_SSH_PATH "${remote}" kan niet gebruikt worden.`);
  return {
    host: value('DEPLOY_SSH_HOST'),
    user: value('DEPLOY_SSH_USER'),
    port,
    remote,
    key: value('DEPLOY_SSH_KEY'),
    keyFile: value('DEPLOY_SSH_KEY_FILE'),
    knownHosts: value('DEPLOY_SSH_KNOWN_HOSTS'),
  };
}

/**
 * Runs one sftp batch in the remote folder. Lines starting with '-' may fail (sftp's own rule).
 * @param {ReturnType<typeof deploySettings>} settings
 * @param {string} secrets temp folder with key and known_hosts
 * @param {string[]} commands
 */
function sftp(settings, secrets, commands) {
  const batch = path.join(secrets, 'batch');
  writeFileSync(batch, [`cd ${q(settings.remote)}`, ...commands, ''].join('\n'));
  const result = spawnSync(
    'sftp',
    [
      ...['-b', batch, '-P', String(settings.port), '-i', settings.keyFile || path.join(secrets, 'key')],
      ...[
        'BatchMode=yes',
        'IdentitiesOnly=yes',
        'StrictHostKeyChecking=yes',
        `UserKnownHostsFile=${path.join(secrets, 'known_hosts')}`,
        'ConnectTimeout=20',
        'ServerAliveInterval=15',
      ].flatMap((option) => ['-o', option]),
      `${settings.user}@${settings.host}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    error: result.error,
  };
}

/** Names of the releases in the `ls -1 releases` output of a batch. */
function releaseNames(/** @type {string} */ output) {
  return [...output.matchAll(/^(?:releases\/)?(r-[0-9]{8}-[0-9]{6}-[a-z0-9]+)\/?$/gm)].map((m) => m[1] ?? '');
}

/** How many of the site's files a broken upload batch had sent (sftp echoes each command it runs). */
function arrived(/** @type {string} */ output) {
  const puts = output.split('\n').filter((line) => /^sftp> put "[^"]*" "releases\/[^"/]+\//.test(line));
  return Math.max(0, puts.length - 1);
}

/** sftp commands that delete one release, given its manifest (null: only the empty folder). */
function removeCommands(/** @type {string} */ name, /** @type {string | null} */ manifest) {
  const base = `releases/${name}`;
  const commands = [];
  if (manifest) {
    const { folders, files } = JSON.parse(manifest);
    for (const file of files) commands.push(`-rm ${q(`${base}/${file}`)}`);
    for (const folder of [...folders].reverse()) commands.push(`-rmdir ${q(`${base}/${folder}`)}`);
  }
  commands.push(`-rmdir ${q(base)}`, `-rm ${q(`${base}.json`)}`);
  return commands;
}

/**
 * @param {string} site the built folder (out/)
 * @param {NodeJS.ProcessEnv} env
 */
export function deploy(site, env) {
  if (!existsSync(path.join(site, 'home.html')) || !existsSync(path.join(site, '.htaccess'))) {
    throw new DeployError(
      `${site} is geen gebouwde site (home.html of .htaccess ontbreekt): eerst \`npm run build\`.`,
    );
  }
  if (path.basename(path.resolve(site)) === 'out-lokaal') {
    throw new DeployError(
      'out-lokaal/ is de lokale testversie van npm start: publiceer out/ (npm run build).',
    );
  }
  const settings = deploySettings(env);
  const tree = listTree(site);
  const secrets = mkdtempSync(path.join(os.tmpdir(), 'slagerij-deploy-'));
  try {
    if (!settings.keyFile)
      writeFileSync(path.join(secrets, 'key'), `${settings.key.replace(/\r\n/g, '\n')}\n`, { mode: 0o600 });
    writeFileSync(path.join(secrets, 'known_hosts'), `${settings.knownHosts}\n`);

    // 1. What is there: the live release and the others.
    const look = sftp(settings, secrets, [
      '-mkdir releases',
      `-get ${LIVE_FILE} ${q(path.join(secrets, LIVE_FILE))}`,
      'ls -1 releases',
    ]);
    if (!look.ok) {
      throw new DeployError(
        `Niet gepubliceerd: geen verbinding met ${settings.user}@${settings.host}:${settings.port} of de map ${settings.remote} bestaat niet.\n${look.error ?? look.output}`,
      );
    }
    const liveFile = path.join(secrets, LIVE_FILE);
    const previous = existsSync(liveFile) ? readFileSync(liveFile, 'utf8').trim() : '';
    const existing = releaseNames(look.output);

    // 2. Upload into a new folder; the manifest first, so that even a broken upload can be removed.
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const name = `r-${stamp}-${Math.random().toString(36).slice(2, 8)}`;
    const base = `releases/${name}`;
    writeFileSync(path.join(secrets, 'manifest.json'), JSON.stringify(tree));
    console.log(`Uploaden naar ${settings.remote}/${base} (${tree.files.length} bestanden)...`);
    const upload = sftp(settings, secrets, [
      `put ${q(path.join(secrets, 'manifest.json'))} ${q(`${base}.json`)}`,
      `mkdir ${q(base)}`,
      ...tree.folders.map((folder) => `mkdir ${q(`${base}/${folder}`)}`),
      ...tree.files.map((file) => `put ${q(path.join(site, file))} ${q(`${base}/${file}`)}`),
    ]);
    if (!upload.ok) {
      const cleanup = sftp(settings, secrets, removeCommands(name, JSON.stringify(tree)));
      throw new DeployError(
        [
          `Niet gepubliceerd: het uploaden brak af na ${arrived(upload.output)} van de ${tree.files.length} bestanden. De site online is niet veranderd (${previous || 'nog geen release'}).`,
          cleanup.ok
            ? `De onvolledige map ${base} is weer verwijderd.`
            : `De onvolledige map ${base} blijft staan; de volgende publicatie ruimt ze op.`,
          upload.output.trim().split('\n').slice(-3).join('\n'),
        ].join('\n'),
      );
    }

    // 3. Switch: a new symlink beside `current`, renamed over it in one step.
    writeFileSync(liveFile, `${name}\n`);
    const live = sftp(settings, secrets, [
      '-rm current.nieuw',
      `symlink ${q(base)} current.nieuw`,
      'rename current.nieuw current',
      `put ${q(liveFile)} ${LIVE_FILE}`,
    ]);
    if (!live.ok) {
      throw new DeployError(
        `Niet gepubliceerd: alles is opgeladen naar ${base}, maar 'current' kon niet omgezet worden (is 'current' een gewone map? Zie docs/publiceren.md, "Apache / nginx via SSH").\n${live.output.trim()}`,
      );
    }
    console.log(`Online: ${settings.remote}/current → ${base}`);

    // 4. Tidy up: every release except this one and the previous.
    const old = existing.filter((release) => release !== name && release !== previous);
    if (old.length > 0) {
      const manifests = sftp(
        settings,
        secrets,
        old.map(
          (release) => `-get ${q(`releases/${release}.json`)} ${q(path.join(secrets, `${release}.json`))}`,
        ),
      );
      const commands = old.flatMap((release) => {
        const file = path.join(secrets, `${release}.json`);
        return removeCommands(release, manifests.ok && existsSync(file) ? readFileSync(file, 'utf8') : null);
      });
      const removed = sftp(settings, secrets, commands);
      console.log(
        removed.ok
          ? `Opgeruimd: ${old.length} oude release(s).`
          : `Let op: oude releases niet helemaal opgeruimd (${old.join(', ')}).`,
      );
    }
    return { release: name, previous, files: tree.files.length };
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  try {
    if (!existsSync(site) || !statSync(site).isDirectory())
      throw new DeployError(`${site} bestaat niet: eerst \`npm run build\`.`);
    deploy(site, process.env);
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
