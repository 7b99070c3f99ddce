// After the export: puts Decap CMS (npm package decap-cms, its prebuilt browser bundle and the chunks
// it loads on demand) into out/admin/, beside index.html and config.yml from public/admin/. The site
// serves the CMS from its own files; only /admin loads it.
// Beside it, content-rules.js: lib/content/admin.ts bundled, the build's content rules that admin.js
// asks before saving (one rule, two callers).
// The exported config.yml then gets this build's CMS settings (scripts/build-settings.mjs, cmsSettings):
// backend.repo, branch, base_url, auth_endpoint, site_url and display_url. public/admin/config.yml stays
// the one source of the screens and fields; its backend values are placeholders the build refuses.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
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

/** lib/content/admin.ts as one browser script defining `ContentRules`. */
export async function contentRulesScript() {
  const result = await build({
    entryPoints: [path.join(root, 'lib', 'content', 'admin.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'ContentRules',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

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
  writeFileSync(path.join(outDir, 'admin', 'content-rules.js'), await contentRulesScript());
  const cms = configureCms(outDir, process.env);
  if (cms)
    console.log(
      `Beheer: ${cms.repo} (branch ${cms.branch}), aanmelden via ${cms.authUrl}/${cms.authEndpoint}.`,
    );
}
