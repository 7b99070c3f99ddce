// After the export: Decap CMS (npm decap-cms: its browser bundle and the chunks it loads on demand) into
// out/admin/, beside index.html and config.yml from public/admin/: the site serves the CMS from its own
// files, only /admin loads it. Beside it /admin's own scripts (ADMIN_SCRIPTS): content-rules.js (the
// build's content rules, lib/content/admin.ts, which admin.js asks before saving), content-restore.js
// (lib/content/restore.ts, loaded when the owner restores a file) and admin.js, minified.
// The exported config.yml then gets this build's CMS settings (build-settings.mjs, cmsSettings);
// public/admin/config.yml stays the one source of screens and fields, its backend values placeholders.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { cmsSettings, isLocalBuild, writeCmsConfig } from './build-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} outDir */
export function copyDecap(outDir) {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  const files = readdirSync(dist).filter((file) => /(^|\.)decap-cms\.js$/.test(file));
  // Without the source-map comments: the maps are not published (the export ships no source maps).
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8').replace(
      /\n?\/\/# sourceMappingURL=\S+\s*$/,
      '\n',
    );
    writeFileSync(path.join(outDir, 'admin', file), code);
  }
  return files.length;
}

/**
 * A module of lib/content as one browser script defining the global `name`.
 * @param {string} file @param {string} name
 */
async function bundled(file, name) {
  const result = await build({
    entryPoints: [path.join(root, 'lib', 'content', file)],
    bundle: true,
    format: 'iife',
    globalName: name,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** /admin's own scripts by file name under /admin/, as the build writes them and `npm run cms` serves them. */
export const ADMIN_SCRIPTS = {
  'content-rules.js': () => bundled('admin.ts', 'ContentRules'),
  'content-restore.js': () => bundled('restore.ts', 'ContentRestore'),
  'admin.js': async () => {
    const source = readFileSync(path.join(root, 'public', 'admin', 'admin.js'), 'utf8');
    const result = await transform(source, { minify: true, target: 'es2020', legalComments: 'none' });
    return result.code;
  },
};

/**
 * Writes out/admin/config.yml for this build. A local build (npm start) without CMS settings keeps the
 * source's values: there /admin uses the local backend (admin.js) and never signs in.
 * @param {string} outDir
 * @param {Record<string, string | undefined>} env
 */
export function configureCms(outDir, env) {
  const file = path.join(outDir, 'admin', 'config.yml');
  const settings = cmsSettings(env);
  if (isLocalBuild(env) && (!settings.repo || !settings.authUrl)) return null;
  writeFileSync(file, writeCmsConfig(readFileSync(file, 'utf8'), settings));
  return settings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(root, process.argv[2] ?? 'out');
  if (!existsSync(path.join(outDir, 'admin', 'index.html'))) {
    console.error(
      `${outDir}/admin/index.html ontbreekt: eerst \`next build\` (public/admin/ wordt mee geëxporteerd).`,
    );
    process.exit(1);
  }
  console.log(`Decap CMS in ${path.relative(root, outDir)}/admin/ gezet (${copyDecap(outDir)} bestanden).`);
  for (const [file, script] of Object.entries(ADMIN_SCRIPTS))
    writeFileSync(path.join(outDir, 'admin', file), await script());
  const cms = configureCms(outDir, process.env);
  if (cms)
    console.log(
      `Beheer: ${cms.repo} (branch ${cms.branch}), aanmelden via ${cms.authUrl}/${cms.authEndpoint}.`,
    );
}
