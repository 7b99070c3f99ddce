// `npm run build`: the content check, the deployable static export in out/, its responsive images,
// its framework scripts loaded after the first paint, the host files and the CMS at /admin.
// It refuses to build without real EmailJS settings and the site's address (scripts/build-settings.mjs)
// and ends by saying what it was built for. `npm start` uses it with NEXT_PUBLIC_LOCAL_BUILD=1 for its
// local test version, which goes to out-lokaal/ instead.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import {
  DEPLOY_OUT_DIR,
  LOCAL_OUT_DIR,
  buildSummary,
  deployProblems,
  isLocalBuild,
} from './build-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same .env files Next reads (.env.production.local, …), so the check sees what the build will.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
// NEXT_PUBLIC_BUILD_TIME: the order page never trusts a device time before it (lib/clock/host-clock.ts).
const env = {
  NEXT_PUBLIC_BUILD_TIME: String(Date.now()),
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
};
const local = isLocalBuild(env);
const outDir = local ? LOCAL_OUT_DIR : DEPLOY_OUT_DIR;

if (!local) {
  const problems = deployProblems(env);
  if (problems.length > 0) {
    console.error(
      [
        '',
        'De website wordt niet gebouwd:',
        ...problems.map((problem) => `- ${problem}`),
        'Zet de variabelen in .env.production.local of in de omgeving (zie README, "Instellingen").',
        'Lokaal kijken zonder EmailJS-account kan met `npm start` (lokale testversie in out-lokaal/).',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The owner's content first: a bad edit stops here with one Dutch line per problem.
run(bin('tsx'), [path.join(root, 'scripts', 'check-content.ts')]);
// lib/photo-files.ts from public/images (generated, not in git): a photo uploaded in /admin is in.
run(process.execPath, [path.join(root, 'scripts', 'photo-files.mjs')]);
run(bin('next'), ['build']);
run(bin('next-image-export-optimizer'), []);
// Framework JavaScript after the first paint (issue 11), before the CSP hashes are taken.
run(process.execPath, [path.join(root, 'scripts', 'hydrate-after-paint.mjs'), path.join(root, outDir)]);
run(process.execPath, [path.join(root, 'scripts', 'write-hosting-files.mjs'), path.join(root, outDir)]);
run(process.execPath, [path.join(root, 'scripts', 'copy-admin.mjs'), path.join(root, outDir)]);
if (!local) {
  // Where the shop mail goes (the EmailJS template's fixed To address) next to the address the site shows.
  const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const mail = {
    shopInbox: readJson('emails/settings.json').winkel.toEmail,
    siteEmail: readJson('content/winkel.json').email,
  };
  console.log(`\n${buildSummary(env, outDir, mail).join('\n')}`);
}
