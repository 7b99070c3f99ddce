// `npm start`: builds a local test version into out-lokaal/ (never out/, the folder to publish; every page
// says 'lokale testversie') and serves it on http://localhost:3000 like a static host, without EmailJS
// settings against this server's local inbox. It builds when the sources, content/ or the NEXT_PUBLIC_*
// settings changed (a hash of the files, not their times: the build rewrites some), and again on a
// change in content/ (the files the CMS edits) while it serves.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_EMAIL_VALUES, LOCAL_OUT_DIR } from './build-settings.mjs';
import { createInbox } from './local-inbox.mjs';
import { createStaticServer, listen } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const localOrigin = `http://localhost:${port}`;

export const localEmailEnv = { ...LOCAL_EMAIL_VALUES, NEXT_PUBLIC_EMAILJS_ORIGIN: localOrigin };

const usesRealEmailJs = Boolean(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
// The local inbox verifies no reCAPTCHA token: a key in this shell is left out of its build (issue 54).
const buildEnv = usesRealEmailJs ? {} : { ...localEmailEnv, NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '' };
const env = {
  ...process.env,
  ...buildEnv,
  NEXT_PUBLIC_LOCAL_BUILD: '1',
  NEXT_PUBLIC_SITE_URL: localOrigin,
  NEXT_TELEMETRY_DISABLED: '1',
};
const outDir = path.join(root, LOCAL_OUT_DIR);

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'content',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'scripts',
];
// Written by the build itself (the image optimiser's bookkeeping): not a reason to build again.
const BUILD_OUTPUTS = new Set([path.join('public', 'images', 'next-image-export-optimizer-hashes.json')]);

/** Adds every file under entry (path and content) to the hash. */
function hashTree(hash, entry) {
  const relative = path.relative(root, entry);
  if (BUILD_OUTPUTS.has(relative)) return;
  const stats = statSync(entry);
  if (stats.isDirectory()) {
    for (const name of readdirSync(entry).sort()) hashTree(hash, path.join(entry, name));
  } else {
    hash.update(`${relative}\0`).update(readFileSync(entry)).update('\0');
  }
}

function buildStamp() {
  const publicEnv = Object.entries(env)
    .filter(([name]) => name.startsWith('NEXT_PUBLIC_') || name.startsWith('CMS_'))
    .sort();
  const hash = createHash('sha256').update(JSON.stringify(publicEnv));
  for (const entry of SOURCES.map((name) => path.join(root, name)).filter(existsSync)) hashTree(hash, entry);
  return hash.digest('hex');
}

const stampFile = path.join(outDir, '.hosting', 'build-stamp');

function build() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Builds when the stamp differs from the last successful build's; true when out-lokaal/ is current. */
async function buildIfChanged(force = false) {
  const stamp = buildStamp();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (current === stamp && !force) return true;
  console.log(`De lokale testversie wordt gebouwd (in ${LOCAL_OUT_DIR}/)...`);
  if (!(await build())) return false;
  writeFileSync(stampFile, stamp);
  return true;
}

if (!(await buildIfChanged(process.argv.includes('--rebuild')))) process.exit(1);

const inbox = usesRealEmailJs ? null : createInbox({ env: { ...process.env, ...localEmailEnv } });
const inboxNote = inbox ? `\nBestellingen komen in de lokale inbox: ${localOrigin}/inbox` : '';
const server = createStaticServer({
  outDir,
  handlers: inbox ? [inbox.handle] : [],
  extraConnect: usesRealEmailJs ? [] : [localOrigin],
});
await listen(server, port);
console.log(
  `De lokale testversie draait op ${localOrigin}/home${inboxNote}\n` +
    `Niet publiceren: de site om te publiceren maakt u met \`npm run build\` (map out/).\n` +
    `Een wijziging in content/ (bv. via npm run cms) bouwt de site opnieuw.`,
);

// content/ watched: one rebuild at a time, after the editing settles; a change during a build
// triggers one more.
let timer;
let building = false;
let again = false;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  const ok = await buildIfChanged();
  building = false;
  console.log(
    ok ? 'Opnieuw gebouwd: herlaad de pagina.' : 'De bouw mislukte: de vorige versie blijft staan.',
  );
  if (again) {
    again = false;
    await rebuild();
  }
}
watch(path.join(root, 'content'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(rebuild, 400);
});
