// `npm run github-pages`: makes out/ ready for GitHub Pages, which cannot be configured: the other
// hosts' files go, and each page also gets a folder/index.html copy so that "/home/" (trailing slash)
// works as well as "/home". Run by .github/workflows/github-pages.yml after `npm run build`.
import { copyFileSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_FILES } from './hosting-config.mjs';

/**
 * Prepares a built export in place; returns the pages that got a folder/index.html copy.
 * @param {string} site
 * @returns {string[]}
 */
export function prepareGithubPages(site) {
  for (const name of HOST_FILES.filter((file) => file !== '.nojekyll')) {
    rmSync(path.join(site, name), { recursive: true, force: true });
  }
  const copied = [];
  for (const entry of readdirSync(site)) {
    if (!entry.endsWith('.html') || entry === 'index.html' || entry === '404.html') continue;
    const folder = path.join(site, entry.slice(0, -'.html'.length));
    if (existsSync(folder) && statSync(folder).isDirectory()) {
      copyFileSync(path.join(site, entry), path.join(folder, 'index.html'));
      copied.push(`/${entry.slice(0, -'.html'.length)}`);
    }
  }
  return copied;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const site = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  const copied = prepareGithubPages(site);
  console.log(`Klaar voor GitHub Pages: ${site} (${copied.length} pagina's ook als map/index.html).`);
}
