// After the export: hashes every inline <script> Next wrote into out/**/*.html (so the CSP can allow
// exactly those without 'unsafe-inline'), then writes every host's files (scripts/hosting-files.mjs)
// into out/, and the nginx server block into out/.hosting/nginx.conf.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  headersFile,
  htaccess,
  nginxServer,
  redirectsFile,
  vercelIgnore,
  vercelJson,
} from './hosting-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every .html file under dir, but in the folders `skip` names (by default hidden ones, such as .hosting).
 * @param {string} dir
 * @param {(name: string) => boolean} [skip]
 * @returns {string[]}
 */
export function htmlFiles(dir, skip = (name) => name.startsWith('.')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip(entry.name) ? [] : htmlFiles(full, skip);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body = '']) => body && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

/**
 * Each top-level page's route and the hashes of its own inline scripts (404.html: the fallback).
 * @param {string} out
 * @returns {Array<{ route: string, scriptHashes: string[] }>}
 */
export function pageScriptHashes(out) {
  return readdirSync(out)
    .filter((name) => name.endsWith('.html') && !name.startsWith('_'))
    .map((name) => ({
      route: name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`,
      scriptHashes: [...new Set(inlineScriptHashes(readFileSync(path.join(out, name), 'utf8')))].sort(),
    }));
}

/**
 * @param {string} [out]
 * @returns {string[]}
 */
export function writeHostingFiles(out = path.join(root, 'out')) {
  const hashes = [
    ...new Set(htmlFiles(out).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
  ].sort();
  const perPage = pageScriptHashes(out);
  const cspOptions = {
    scriptHashes: hashes,
    emailjsOrigin: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined,
    recaptcha: Boolean(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim()),
  };
  const hostingDir = path.join(out, '.hosting');
  mkdirSync(hostingDir, { recursive: true });
  writeFileSync(path.join(hostingDir, 'script-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
  writeFileSync(
    path.join(out, '_headers'),
    headersFile({
      cspOptions,
      pages: perPage.filter((page) => page.route !== '/404'),
      fallbackHashes: perPage.find((page) => page.route === '/404')?.scriptHashes ?? hashes,
    }),
  );
  writeFileSync(path.join(out, '_redirects'), redirectsFile());
  writeFileSync(path.join(out, '.htaccess'), htaccess({ cspOptions }));
  writeFileSync(path.join(out, 'vercel.json'), vercelJson({ cspOptions }));
  writeFileSync(path.join(out, '.vercelignore'), vercelIgnore());
  // GitHub Pages from a branch runs Jekyll, which drops _next/ (a folder starting with "_").
  writeFileSync(path.join(out, '.nojekyll'), '');
  writeFileSync(path.join(hostingDir, 'nginx.conf'), nginxServer({ cspOptions }));
  return hashes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hashes = writeHostingFiles(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Hostingbestanden geschreven (${hashes.length} inline scripts in de CSP).`);
}
