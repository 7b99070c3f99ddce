// The host files of one build as text, from hosting-config.mjs: _headers and _redirects (Netlify,
// Cloudflare Pages), .htaccess (Apache), an nginx server block, vercel.json and .vercelignore.
// Pure functions: write-hosting-files.mjs writes them, the tests read them.
import {
  CACHE_RULES,
  HOST_FILES,
  PATH_POLICIES,
  REVALIDATE,
  cspFor,
  headersFor,
  pathPolicyFor,
  redirects,
  securityHeaders,
} from './hosting-config.mjs';

/**
 * @typedef {import('./hosting-config.mjs').CspOptions} CspOptions
 * @typedef {import('./hosting-config.mjs').PathPolicy} PathPolicy
 * @typedef {{ cspOptions?: CspOptions, policies?: PathPolicy[] }} HostOptions
 */

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function checkPolicies(policies) {
  for (const policy of policies) {
    if (!/^\/[^*]+\/$/.test(policy.prefix)) throw new Error(`Padbeleid: "${policy.prefix}" moet /…/ zijn.`);
    if (
      CACHE_RULES.some(
        (rule) => rule.prefix.startsWith(policy.prefix) || policy.prefix.startsWith(rule.prefix),
      )
    ) {
      throw new Error(`Padbeleid ${policy.prefix} overlapt een cacheregel.`);
    }
  }
}

/** The headers of `own` whose value differs from the site's. */
const differing = (site, own) =>
  Object.fromEntries(Object.entries(own).filter(([name, value]) => site[name] !== value));

/** The site's headers, and one set per path policy: [{ prefix | null, headers }]. */
function headerSets(cspOptions, policies) {
  checkPolicies(policies);
  return [
    { prefix: null, headers: securityHeaders(cspFor('/', cspOptions, [])) },
    ...policies.map((policy) => ({
      prefix: policy.prefix,
      headers: headersFor(policy.prefix, cspOptions, policies),
    })),
  ];
}

/** A route as a `_headers` path, also percent-encoded ("/foto's" and "/foto%27s"), with and without "/". */
function routePatterns(route) {
  const encoded = route
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
  const spellings = [...new Set([route, encoded])];
  return route === '/' ? ['/'] : spellings.flatMap((spelling) => [spelling, `${spelling}/`]);
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both send `public, max-age=0, must-revalidate` by
 * default, so HTML gets no rule of its own and every path gets exactly one Cache-Control (Cloudflare
 * joins the values of all matching rules). A later rule replaces the CSP by detaching it first
 * (`! Name`, Cloudflare; Netlify skips a line without a colon and lets the later rule win).
 * With `pages`, each page's CSP lists only its own inline scripts and `/*` only the 404 page's:
 * Cloudflare ignores a line over 2,000 characters, and one CSP for all pages grows with every page.
 * @param {HostOptions & { pages?: Array<{ route: string, scriptHashes: string[] }>, fallbackHashes?: string[] }} [options]
 */
export function headersFile({ cspOptions = {}, policies = PATH_POLICIES, pages, fallbackHashes } = {}) {
  const siteOptions = pages ? { ...cspOptions, scriptHashes: fallbackHashes ?? [] } : cspOptions;
  const [site, ...own] = headerSets(siteOptions, policies);
  const lines = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const replaceHeaders = (patterns, headers) =>
    patterns.map((pattern) => [
      pattern,
      ...Object.entries(headers).flatMap(([name, value]) => [`  ! ${name}`, `  ${name}: ${value}`]),
    ]);
  const replaceCsp = (patterns, csp) => replaceHeaders(patterns, { 'Content-Security-Policy': csp });
  const blocks = [
    [
      '# Gegenereerd door scripts/write-hosting-files.mjs (Netlify, Cloudflare Pages).',
      '/*',
      ...lines(site.headers),
    ],
    ...CACHE_RULES.map((rule) => [`${rule.prefix}*`, `  Cache-Control: ${rule.value}`]),
    ...(pages ?? [])
      .filter((page) => !pathPolicyFor(page.route, policies))
      .flatMap((page) =>
        replaceCsp(
          routePatterns(page.route),
          cspFor(page.route, { ...cspOptions, scriptHashes: page.scriptHashes }, []),
        ),
      ),
    ...own.flatMap(({ prefix, headers }) =>
      replaceHeaders([prefix.slice(0, -1), `${prefix}*`], differing(site.headers, headers)),
    ),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/**
 * `_redirects` for Netlify and Cloudflare Pages. Netlify needs `301!` ("/" is also a file, index.html)
 * and can answer 404; Cloudflare refuses both (its status must be 200/301/302/303/307/308) and skips
 * those lines, then takes the plain line below, which it always follows.
 */
export function redirectsFile() {
  const lines = ['# Gegenereerd door scripts/write-hosting-files.mjs (Netlify, Cloudflare Pages).'];
  for (const r of redirects)
    lines.push(`${r.source} ${r.destination} ${r.status}!`, `${r.source} ${r.destination} ${r.status}`);
  for (const file of HOST_FILES) {
    const source = file === '.hosting' ? '/.hosting/*' : `/${file}`;
    lines.push(`${source} /404.html 404!`, `${source} /404 200`);
  }
  return `${lines.join('\n')}\n`;
}

const apacheQuote = (value) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/**
 * `.htaccess` for Apache 2.4 (shared hosting: needs AllowOverride All, mod_rewrite and mod_headers).
 * @param {HostOptions} [options]
 */
export function htaccess({ cspOptions = {}, policies = PATH_POLICIES } = {}) {
  const [site, ...own] = headerSets(cspOptions, policies);
  const hostFiles = HOST_FILES.map(escapeRegExp).join('|');
  // Headers that a path policy changes are set per branch (If/ElseIf/Else), the rest once for all.
  const varying = new Set([
    'Content-Security-Policy',
    ...own.flatMap(({ headers }) => Object.keys(differing(site.headers, headers))),
  ]);
  const common = Object.fromEntries(Object.entries(site.headers).filter(([name]) => !varying.has(name)));
  const setHeaders = (headers, indent) =>
    Object.entries(headers)
      .filter(([name]) => varying.has(name))
      .map(([name, value]) => `${indent}Header always set ${name} ${apacheQuote(value)}`)
      .join('\n');
  const cspChain = [
    ...own.map(
      ({ prefix, headers }, index) =>
        `  <${index === 0 ? 'If' : 'ElseIf'} "%{REQUEST_URI} =~ m#^${escapeRegExp(prefix.slice(0, -1))}(/|$)#">\n` +
        `${setHeaders(headers, '    ')}\n` +
        `  </${index === 0 ? 'If' : 'ElseIf'}>`,
    ),
    own.length ? `  <Else>\n${setHeaders(site.headers, '    ')}\n  </Else>` : setHeaders(site.headers, '  '),
  ];
  const cacheChain = [
    ...CACHE_RULES.map(
      (rule, index) =>
        `  <${index === 0 ? 'If' : 'ElseIf'} "%{REQUEST_URI} =~ m#^${escapeRegExp(rule.prefix)}#">\n` +
        `    Header always set Cache-Control ${apacheQuote(rule.value)}\n` +
        `  </${index === 0 ? 'If' : 'ElseIf'}>`,
    ),
    `  <Else>\n    Header always set Cache-Control ${apacheQuote(REVALIDATE)}\n  </Else>`,
  ];
  const redirectRules = redirects.map(
    (r) => `  RewriteRule ^${escapeRegExp(r.source.slice(1))}$ ${r.destination} [R=${r.status},L]`,
  );
  return `# Gegenereerd door scripts/write-hosting-files.mjs (Apache 2.4). Staat mee in de webmap, naast home.html.
# Geen "Options": dat vraagt AllowOverride Options, dat niet elke host geeft (dan: fout 500). Mappen
# zonder pagina vangen de regels hieronder op. DirectorySlash Off (AllowOverride Indexes) is nodig:
# anders stuurt Apache /home door naar /home/ omdat naast home.html een map home/ staat.
DirectorySlash Off
DirectoryIndex index.html
AddDefaultCharset utf-8
ErrorDocument 403 /404.html
ErrorDocument 404 /404.html

<IfModule mod_rewrite.c>
  RewriteEngine On
  # Bestanden voor de host zelf: niet te downloaden.
  RewriteRule ^(?:${hostFiles})(?:/.*)?$ - [R=404,L]
${redirectRules.join('\n')}
  # /home/ en /foto's/ -> zonder schuine streep, als de pagina bestaat.
  RewriteCond %{REQUEST_FILENAME} ^(.*?)/*$
  RewriteCond %1.html -f
  RewriteRule ^(.+?)/+$ /$1 [R=301,L]
  # Nette adressen: /home -> home.html (ook /foto%27s -> foto's.html).
  RewriteCond %{REQUEST_FILENAME}.html -f
  RewriteRule ^(.+?)/?$ $1.html [L]
  # Een map met een eigen index.html (/admin, /admin/): die pagina.
  RewriteCond %{REQUEST_FILENAME} -d
  RewriteCond %{REQUEST_FILENAME}/index.html -f
  RewriteRule ^(.+?)/?$ $1/index.html [L]
  # Mappen zonder pagina (bv. /home/ zonder home.html, /_next/): de 404-pagina.
  RewriteCond %{REQUEST_FILENAME} -d
  RewriteRule ^. - [R=404,L]
</IfModule>

<IfModule mod_headers.c>
${Object.entries(common)
  .map(([name, value]) => `  Header always set ${name} ${apacheQuote(value)}`)
  .join('\n')}
${cspChain.join('\n')}
${cacheChain.join('\n')}
</IfModule>

<IfModule mod_deflate.c>
  AddOutputFilterByType DEFLATE text/html text/css text/plain text/javascript application/javascript application/json image/svg+xml
</IfModule>
`;
}

const nginxQuote = (value) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * An nginx server block (nginx ≥ 1.18).
 * @param {HostOptions & { root?: string, listen?: string }} [options]
 */
export function nginxServer({
  cspOptions = {},
  policies = PATH_POLICIES,
  root = '/var/www/slagerij',
  listen = '80',
} = {}) {
  const [site, ...own] = headerSets(cspOptions, policies);
  const addHeaders = (headers, cache, indent) =>
    [...Object.entries(headers), ['Cache-Control', cache]]
      .map(([name, value]) => `${indent}add_header ${name} ${nginxQuote(value)} always;`)
      .join('\n');
  const hostFiles = HOST_FILES.map(escapeRegExp).join('|');
  const cacheLocations = CACHE_RULES.map(
    (rule) =>
      `    location ^~ ${rule.prefix} {\n${addHeaders(site.headers, rule.value, '        ')}\n        try_files $uri =404;\n    }`,
  );
  const policyLocations = own.map(
    ({ prefix, headers }) =>
      `    location ^~ ${prefix.slice(0, -1)} {\n${addHeaders(headers, REVALIDATE, '        ')}\n        try_files $uri.html $uri $uri/index.html =404;\n    }`,
  );
  return `# Gegenereerd door scripts/write-hosting-files.mjs (nginx). Kopieer out/ naar root en pas server_name en root aan.
server {
    listen ${listen};
    server_name _;
    root ${root};
    charset utf-8;
    absolute_redirect off;
    error_page 403 404 /404.html;
    gzip on;
    gzip_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;

${addHeaders(site.headers, REVALIDATE, '    ')}

${redirects.map((r) => `    location = ${r.source} { return ${r.status} ${r.destination}; }`).join('\n')}
    # Bestanden voor de hosts zelf: niet te downloaden.
    location ~ ^/(?:${hostFiles})(?:/|$) { return 404; }
${[...cacheLocations, ...policyLocations].join('\n')}
    location / {
${addHeaders(site.headers, REVALIDATE, '        ')}
        # /home/ en /foto's/ -> zonder schuine streep; /home -> home.html ($uri is gedecodeerd: ook /foto%27s).
        rewrite ^(/.+?)/+$ $1 permanent;
        try_files $uri.html $uri =404;
    }
}
`;
}

/**
 * `vercel.json`: clean URLs, no trailing slash, the redirect, and non-overlapping header rules.
 * @param {HostOptions} [options]
 */
export function vercelJson({ cspOptions = {}, policies = PATH_POLICIES } = {}) {
  const [site, ...own] = headerSets(cspOptions, policies);
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const exclude = own.map(({ prefix }) => `${escapeRegExp(prefix.slice(1, -1))}(?:/|$)`);
  const config = {
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      ...redirects.map((r) => ({ source: r.source, destination: r.destination, statusCode: r.status })),
    ],
    headers: [
      { source: exclude.length ? `/((?!${exclude.join('|')}).*)` : '/(.*)', headers: list(site.headers) },
      ...own.map(({ prefix, headers }) => ({
        source: `${prefix.slice(0, -1)}(/.*)?`,
        headers: list(headers),
      })),
      ...CACHE_RULES.map((rule) => ({
        source: `${rule.prefix}(.*)`,
        headers: [{ key: 'Cache-Control', value: rule.value }],
      })),
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** `.vercelignore`: the other hosts' files stay out of a Vercel upload. */
export function vercelIgnore() {
  return `${HOST_FILES.filter((name) => name !== 'vercel.json')
    .map((name) => `/${name}`)
    .join('\n')}\n`;
}
