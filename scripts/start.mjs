// `npm start`: builds a local test version when needed and serves it on http://localhost:3000 like a
// static host. It goes to out-lokaal/ (never out/, the folder to publish) and every page says
// 'lokale testversie'. Without EmailJS settings the site is built against this server's local inbox.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_EMAIL_VALUES, LOCAL_OUT_DIR } from './build-settings.mjs';
import { createStaticServer, listen } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const localOrigin = `http://localhost:${port}`;

export const localEmailEnv = { ...LOCAL_EMAIL_VALUES, NEXT_PUBLIC_EMAILJS_ORIGIN: localOrigin };

const usesRealEmailJs = Boolean(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
const buildEnv = usesRealEmailJs ? {} : localEmailEnv;
const env = {
  ...process.env,
  ...buildEnv,
  NEXT_PUBLIC_LOCAL_BUILD: '1',
  NEXT_PUBLIC_SITE_URL: localOrigin,
  NEXT_TELEMETRY_DISABLED: '1',
};
const outDir = path.join(root, LOCAL_OUT_DIR);

const SOURCES = ['app', 'components', 'lib', 'public', 'next.config.mjs', 'package-lock.json', 'scripts'];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function buildStamp() {
  const publicEnv = Object.entries(env)
    .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
    .sort();
  const newest = Math.max(
    ...SOURCES.map((entry) => path.join(root, entry))
      .filter(existsSync)
      .map(newestChange),
  );
  return createHash('sha256').update(JSON.stringify({ publicEnv, newest })).digest('hex');
}

const stampFile = path.join(outDir, '.hosting', 'build-stamp');
const stamp = buildStamp();
const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== stamp || process.argv.includes('--rebuild')) {
  console.log(`De lokale testversie wordt gebouwd (in ${LOCAL_OUT_DIR}/)...`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

let handlers = [];
let inboxNote = '';
if (!usesRealEmailJs) {
  const inboxModule = path.join(root, 'scripts', 'local-inbox.mjs');
  if (existsSync(inboxModule)) {
    const { createInbox } = await import(inboxModule);
    const inbox = createInbox({ env: { ...process.env, ...localEmailEnv } });
    handlers = [inbox.handle];
    inboxNote = `\nBestellingen komen in de lokale inbox: ${localOrigin}/inbox`;
  }
}

const server = createStaticServer({
  outDir,
  handlers,
  extraConnect: usesRealEmailJs ? [] : [localOrigin],
});
await listen(server, port);
console.log(
  `De lokale testversie draait op ${localOrigin}/home${inboxNote}\n` +
    `Niet publiceren: de site om te publiceren maakt u met \`npm run build\` (map out/).`,
);
