// Small, faithful evaluators of the hosts that have no server on this machine. Each reads the host
// files the build wrote into out/ and answers a request path the way the host's documentation (and
// its published parsers) say it would: { status, headers, location?, file? }.
//
// Netlify: docs.netlify.com "Redirects and rewrites" (first matching rule wins; a rule does not
//   shadow an existing file unless forced with "!"; rules match with or without a trailing slash),
//   "Custom headers" and netlify/build's headers-parser (a line without ":" is skipped; for the same
//   header the later matching rule wins), default Cache-Control public, max-age=0, must-revalidate.
// Cloudflare Pages: developers.cloudflare.com/pages/configuration/{redirects,headers,serving-pages}
//   and workers-sdk parseRedirects/parseHeaders (status 200/301/302/303/307/308 only, other lines
//   ignored; redirects are followed even when a file exists; every matching header rule applies, a
//   repeated header is joined with ", ", "! Name" detaches; 100 rules, 2,000 characters a line;
//   /page.html -> /page, /page/ -> /page; nearest 404.html with status 404).
// Vercel: vercel.com/docs/project-configuration (cleanUrls, trailingSlash: false -> 308, redirects
//   before the filesystem, every matching headers rule applies; 404.html with status 404).
// GitHub Pages (actions/upload-pages-artifact@v4, no dotfiles; no custom headers or redirects;
//   page.html for /page, folder/index.html for /folder/, 404.html with status 404).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
export const GITHUB_PAGES_CACHE = 'max-age=600';

const isFile = (file) => existsSync(file) && statSync(file).isFile();

function decodePath(rawPath) {
  const pathname = rawPath.split(/[?#]/)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A `_headers`/`_redirects` path pattern as a RegExp: `*` splat, `:name` placeholder. */
export function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

function fileIn(out, pathname) {
  const file = path.join(out, pathname);
  return file.startsWith(out) && isFile(file) ? file : null;
}

/** Netlify's static lookup with pretty URLs: /page, /page/ -> page.html or page/index.html. */
function netlifyFile(out, pathname) {
  const bare = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  if (bare === '/') return fileIn(out, '/index.html');
  return fileIn(out, bare) ?? fileIn(out, `${bare}.html`) ?? fileIn(out, `${bare}/index.html`);
}

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

/** Netlify `_headers`: per rule, name → value; a line without ":" is skipped, as its parser does. */
export function parseNetlifyHeaders(text) {
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

function lowerKeys(headers) {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

export function netlify(out) {
  const rules = parseNetlifyRedirects(readFileSync(path.join(out, '_redirects'), 'utf8'));
  const headerRules = parseNetlifyHeaders(readFileSync(path.join(out, '_headers'), 'utf8'));
  const headersFor = (pathname) => {
    const merged = Object.assign(
      { 'cache-control': HOST_DEFAULT_CACHE },
      ...headerRules
        .filter((rule) => patternToRegExp(rule.path).test(pathname))
        .map((rule) => lowerKeys(rule.values)),
    );
    return merged;
  };
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

const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308]);
export const CLOUDFLARE_LIMITS = { headerRules: 100, headerLine: 2000, redirectLine: 1000 };

export function parseCloudflareRedirects(text) {
  const rules = [];
  const seen = new Set();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.length > CLOUDFLARE_LIMITS.redirectLine) continue;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) continue;
    const [from = '', to = '', code = '302'] = tokens;
    const status = Number(code);
    if (!CLOUDFLARE_STATUSES.has(status) || seen.has(from)) continue;
    seen.add(from);
    rules.push({ from, to, status });
  }
  return rules;
}

export function parseCloudflareHeaders(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.length > CLOUDFLARE_LIMITS.headerLine)
      throw new Error(`Cloudflare slaat een regel van ${line.length} tekens over`);
    if (line.startsWith('/')) {
      if (rules.length >= CLOUDFLARE_LIMITS.headerRules) throw new Error('Cloudflare: meer dan 100 regels');
      rules.push({ path: line, headers: {}, unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`Pad ontbreekt voor ${line}`);
    if (!line.includes(':')) {
      if (!line.startsWith('!')) throw new Error(`Ongeldige regel: ${line}`);
      rule.unset.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const [name = '', ...rest] = line.split(':');
    const key = name.trim().toLowerCase();
    const value = rest.join(':').trim();
    rule.headers[key] = rule.headers[key] ? `${rule.headers[key]}, ${value}` : value;
  }
  return rules;
}

/** Pages' asset lookup (html_handling "auto-trailing-slash"). */
function cloudflareAsset(out, pathname) {
  if (pathname === '/') return fileIn(out, '/index.html') ? { file: fileIn(out, '/index.html') } : null;
  if (pathname.endsWith('.html')) {
    const bare = pathname.slice(0, -'.html'.length);
    if (fileIn(out, pathname))
      return { redirect: bare.endsWith('/index') ? bare.slice(0, -'index'.length) : bare };
  }
  if (pathname.endsWith('/')) {
    const bare = pathname.replace(/\/+$/, '');
    if (fileIn(out, `${pathname}index.html`)) return { file: fileIn(out, `${pathname}index.html`) };
    if (fileIn(out, `${bare}.html`)) return { redirect: bare };
    return null;
  }
  const exact = fileIn(out, pathname);
  if (exact) return { file: exact };
  if (fileIn(out, `${pathname}.html`)) return { file: fileIn(out, `${pathname}.html`) };
  if (fileIn(out, `${pathname}/index.html`)) return { redirect: `${pathname}/` };
  return null;
}

export function cloudflarePages(out) {
  const rules = parseCloudflareRedirects(readFileSync(path.join(out, '_redirects'), 'utf8'));
  const headerRules = parseCloudflareHeaders(readFileSync(path.join(out, '_headers'), 'utf8'));
  const headersFor = (pathname) => {
    const headers = {};
    for (const rule of headerRules) {
      if (!patternToRegExp(rule.path).test(pathname)) continue;
      for (const name of rule.unset) delete headers[name];
      for (const [name, value] of Object.entries(rule.headers)) {
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
    }
    return { 'cache-control': HOST_DEFAULT_CACHE, ...headers };
  };
  const hidden = new Set(['/_headers', '/_redirects']);
  return (rawPath) => {
    const pathname = decodePath(rawPath);
    const rule = rules.find((candidate) => patternToRegExp(candidate.from).test(pathname));
    if (rule && rule.status !== 200)
      return { status: rule.status, location: rule.to, headers: headersFor(pathname) };
    const target = rule ? rule.to : pathname;
    const asset = hidden.has(target) ? null : cloudflareAsset(out, target);
    if (asset?.redirect) return { status: 307, location: asset.redirect, headers: headersFor(pathname) };
    if (asset?.file) return { status: 200, file: asset.file, headers: headersFor(pathname) };
    return { status: 404, file: fileIn(out, '/404.html'), headers: headersFor(pathname) };
  };
}

/** A vercel.json `source` (path-to-regexp with plain regex groups, as generated) as a RegExp. */
const vercelSource = (source) => new RegExp(`^${source}$`);

export function vercel(out) {
  const config = JSON.parse(readFileSync(path.join(out, 'vercel.json'), 'utf8'));
  const ignored = readFileSync(path.join(out, '.vercelignore'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^\//, ''));
  const uploaded = (file) => {
    const first = path.relative(out, file).split(path.sep)[0] ?? '';
    return !ignored.includes(first) && first !== 'vercel.json' && first !== '.vercelignore';
  };
  const find = (pathname) => {
    const file = fileIn(out, pathname);
    return file && uploaded(file) ? file : null;
  };
  const headersFor = (pathname) => {
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

/** GitHub Pages serving a folder prepared by scripts/github-pages.mjs and uploaded without dotfiles. */
export function githubPages(site) {
  const published = (file) =>
    !path
      .relative(site, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
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
