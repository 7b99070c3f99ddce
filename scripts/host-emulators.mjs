// Small evaluators of the hosts whose rules no faithful offline tool can check here. Each reads the host
// files the build wrote into out/ and answers a request path the way the host's documentation (and its
// published parsers) say it would: { status, headers, location?, file? }. Cloudflare Pages is not here:
// its own emulator, `wrangler pages dev`, runs offline (scripts/web-servers.mjs).
//
// Netlify: `netlify dev --offline` (netlify-cli 26) was tried and left out. It needs an internal flag
//   not to download Deno, listens on every interface (no --ip), is 1,200 packages (420 MB), and differs
//   from Netlify itself exactly where we test: it matches _headers against the rewritten file
//   (/home.html, so no CSP per page) and its static server overwrites Cache-Control. So: the rules of
//   docs.netlify.com "Redirects and rewrites" (first matching rule wins; a rule does not shadow an
//   existing file unless forced with "!"; rules match with or without a trailing slash), "Custom
//   headers" and netlify/build's headers-parser (a line without ":" is skipped; for the same header the
//   later matching rule wins), default Cache-Control public, max-age=0, must-revalidate.
// Vercel: `vercel dev` needs a Vercel account and a linked project. vercel.com/docs/project-configuration
//   (cleanUrls, trailingSlash: false -> 308, redirects before the filesystem, every matching headers rule
//   applies; 404.html with status 404).
// GitHub Pages has no emulator at all (actions/upload-pages-artifact@v4, no dotfiles; no custom headers
//   or redirects; page.html for /page, folder/index.html for /folder/, 404.html with status 404).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ status: number; headers: Record<string, string>; location?: string; file?: string | null }} HostAnswer
 * @typedef {(rawPath: string) => HostAnswer} Host
 */

export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
export const GITHUB_PAGES_CACHE = 'max-age=600';

/** @param {string} file */
const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** @param {string} rawPath */
function decodePath(rawPath) {
  const pathname = rawPath.split(/[?#]/)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A `_headers`/`_redirects` path pattern as a RegExp: `*` splat, `:name` placeholder.
 * @param {string} pattern
 */
export function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * @param {string} out
 * @param {string} pathname
 */
function fileIn(out, pathname) {
  const file = path.join(out, pathname);
  return file.startsWith(out) && isFile(file) ? file : null;
}

/**
 * Netlify's static lookup with pretty URLs: /page, /page/ -> page.html or page/index.html.
 * @param {string} out
 * @param {string} pathname
 */
function netlifyFile(out, pathname) {
  const bare = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (bare === '/') return fileIn(out, '/index.html');
  return fileIn(out, bare) ?? fileIn(out, `${bare}.html`) ?? fileIn(out, `${bare}/index.html`);
}

/** @param {string} text */
export function parseNetlifyRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', code = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(code, 10), force: code.endsWith('!') };
    });
}

/**
 * Netlify `_headers`: per rule, name → value; a line without ":" is skipped, as its parser does.
 * @param {string} text
 */
export function parseNetlifyHeaders(text) {
  /** @type {Array<{ path: string; values: Record<string, string> }>} */
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ path: line, values: {} });
      continue;
    }
    if (!line.includes(':')) continue;
    const [name = '', ...rest] = line.split(':');
    const rule = rules.at(-1);
    if (!rule) throw new Error(`Pad ontbreekt voor header ${name}`);
    const value = rest.join(':').trim();
    rule.values[name.trim()] = rule.values[name.trim()] ? `${rule.values[name.trim()]}, ${value}` : value;
  }
  return rules;
}

/** @param {Record<string, string>} headers */
function lowerKeys(headers) {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * @param {string} out
 * @returns {Host}
 */
export function netlify(out) {
  const rules = parseNetlifyRedirects(readFileSync(path.join(out, '_redirects'), 'utf8'));
  const headerRules = parseNetlifyHeaders(readFileSync(path.join(out, '_headers'), 'utf8'));
  /** @param {string} pathname @returns {Record<string, string>} */
  const headersFor = (pathname) => {
    const merged = Object.assign(
      { 'cache-control': HOST_DEFAULT_CACHE },
      ...headerRules
        .filter((rule) => patternToRegExp(rule.path).test(pathname))
        .map((rule) => lowerKeys(rule.values)),
    );
    return merged;
  };
  /** @param {string} pathname @param {number} status @param {string | null} file */
  const serve = (pathname, status, file) => ({ status, file, headers: headersFor(pathname) });
  return (rawPath) => {
    const pathname = decodePath(rawPath);
    const existing = netlifyFile(out, pathname);
    const unslashed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const rule = rules.find(
      (candidate) =>
        (patternToRegExp(candidate.from).test(pathname) || patternToRegExp(candidate.from).test(unslashed)) &&
        (candidate.force || !existing),
    );
    if (rule && rule.status >= 300 && rule.status < 400) {
      return { status: rule.status, location: rule.to, headers: headersFor(pathname) };
    }
    if (rule) return serve(pathname, rule.status, fileIn(out, rule.to));
    if (existing) return serve(pathname, 200, existing);
    return serve(pathname, 404, fileIn(out, '/404.html'));
  };
}

/**
 * A vercel.json `source` (path-to-regexp with plain regex groups, as generated) as a RegExp.
 * @param {string} source
 */
const vercelSource = (source) => new RegExp(`^${source}$`);

/**
 * @typedef {{ source: string; destination: string; statusCode?: number; permanent?: boolean }} VercelRedirect
 * @typedef {{ source: string; headers: Array<{ key: string; value: string }> }} VercelHeaders
 * @typedef {{ cleanUrls?: boolean; trailingSlash?: boolean; redirects?: VercelRedirect[]; headers?: VercelHeaders[] }} VercelConfig
 */

/**
 * @param {string} out
 * @returns {Host}
 */
export function vercel(out) {
  /** @type {VercelConfig} */
  const config = JSON.parse(readFileSync(path.join(out, 'vercel.json'), 'utf8'));
  const ignored = readFileSync(path.join(out, '.vercelignore'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\//, ''));
  /** @param {string} file */
  const uploaded = (file) => {
    const first = path.relative(out, file).split(path.sep)[0] ?? '';
    return !ignored.includes(first) && first !== 'vercel.json' && first !== '.vercelignore';
  };
  /** @param {string} pathname */
  const find = (pathname) => {
    const file = fileIn(out, pathname);
    return file && uploaded(file) ? file : null;
  };
  /** @param {string} pathname */
  const headersFor = (pathname) => {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const rule of config.headers ?? []) {
      if (!vercelSource(rule.source).test(pathname)) continue;
      for (const { key, value } of rule.headers) {
        const name = key.toLowerCase();
        if (headers[name] !== undefined) throw new Error(`vercel.json: ${key} twee keer voor ${pathname}`);
        headers[name] = value;
      }
    }
    return { 'cache-control': HOST_DEFAULT_CACHE, ...headers };
  };
  return (rawPath) => {
    const pathname = decodePath(rawPath);
    const redirect = (config.redirects ?? []).find((rule) => vercelSource(rule.source).test(pathname));
    if (redirect) {
      return {
        status: redirect.statusCode ?? (redirect.permanent === false ? 307 : 308),
        location: redirect.destination,
        headers: headersFor(pathname),
      };
    }
    if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith('/')) {
      return { status: 308, location: pathname.replace(/\/+$/, ''), headers: headersFor(pathname) };
    }
    if (config.cleanUrls && pathname.endsWith('.html') && find(pathname)) {
      return { status: 308, location: pathname.slice(0, -'.html'.length), headers: headersFor(pathname) };
    }
    const file =
      find(pathname === '/' ? '/index.html' : pathname) ??
      (config.cleanUrls ? find(`${pathname}.html`) : null) ??
      // A folder's index.html answers for the folder (e.g. /admin).
      (pathname === '/' ? null : find(`${pathname}/index.html`));
    if (file) return { status: 200, file, headers: headersFor(pathname) };
    return { status: 404, file: find('/404.html'), headers: headersFor(pathname) };
  };
}

/**
 * GitHub Pages serving a folder prepared by scripts/github-pages.mjs and uploaded without dotfiles.
 * @param {string} site
 * @returns {Host}
 */
export function githubPages(site) {
  /** @param {string} file */
  const published = (file) =>
    !path
      .relative(site, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  /** @param {string} pathname */
  const find = (pathname) => {
    const file = fileIn(site, pathname);
    return file && published(file) ? file : null;
  };
  const headers = { 'cache-control': GITHUB_PAGES_CACHE };
  return (rawPath) => {
    const pathname = decodePath(rawPath);
    if (pathname.endsWith('/')) {
      const index = find(`${pathname}index.html`);
      return index
        ? { status: 200, file: index, headers }
        : { status: 404, file: find('/404.html'), headers };
    }
    const file = find(pathname) ?? find(`${pathname}.html`);
    if (file) return { status: 200, file, headers };
    if (find(`${pathname}/index.html`)) return { status: 301, location: `${pathname}/`, headers };
    return { status: 404, file: find('/404.html'), headers };
  };
}
