/**
 * @jest-environment node
 */
import {
  REVALIDATE,
  cacheControlFor,
  cspFor,
  isHostFile,
  pathPolicyFor,
} from '../../../scripts/hosting-config.mjs';
import {
  headersFile,
  htaccess,
  nginxServer,
  redirectsFile,
  vercelJson,
} from '../../../scripts/hosting-files.mjs';
import {
  parseNetlifyHeaders,
  parseNetlifyRedirects,
  patternToRegExp,
} from '../../../scripts/host-emulators.mjs';

const cspOptions = { scriptHashes: ['sha256-abc='] };
const admin = [{ prefix: '/admin/', directives: { 'script-src': ["'self'", 'https://cms.example'] } }];

describe('hosting-config', () => {
  it('geeft elk pad één Cache-Control', () => {
    expect(cacheControlFor('/_next/static/chunks/a1b2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/img/hero-opt-640.WEBP')).toBe('public, max-age=604800');
    expect(cacheControlFor('/images/hero.jpg')).toBe('public, max-age=604800');
    expect(cacheControlFor('/video/winkel.mp4')).toBe('public, max-age=604800');
    expect(cacheControlFor('/home')).toBe(REVALIDATE);
    expect(cacheControlFor('/og-image.jpg')).toBe(REVALIDATE);
  });

  it('geeft een pad met eigen beleid zijn eigen CSP, de rest die van de site', () => {
    expect(pathPolicyFor('/admin/', admin)).toBe(admin[0]);
    expect(pathPolicyFor('/admin', admin)).toBe(admin[0]);
    expect(pathPolicyFor('/administratie', admin)).toBeUndefined();
    expect(cspFor('/admin/index.html', cspOptions, admin)).toContain(
      "script-src 'self' https://cms.example;",
    );
    expect(cspFor('/home', cspOptions, admin)).toContain("script-src 'self' 'sha256-abc='");
  });

  it('herkent de hostbestanden', () => {
    for (const file of [
      '/_headers',
      '/_redirects',
      '/.htaccess',
      '/vercel.json',
      '/.nojekyll',
      '/.hosting/nginx.conf',
    ]) {
      expect(isHostFile(file)).toBe(true);
    }
    expect(isHostFile('/home')).toBe(false);
    expect(isHostFile('/_next/static/x.js')).toBe(false);
  });
});

// How Cloudflare Pages reads _headers and _redirects is proven on its own emulator (hosting.spec.ts,
// `wrangler pages dev`); Netlify's rules here, as scripts/host-emulators.mjs reads them.
/** Netlify: the headers of every matching rule, the later rule winning for the same header. */
const netlifyHeaders = (text: string, path: string): Record<string, string> =>
  Object.assign(
    {},
    ...parseNetlifyHeaders(text)
      .filter((rule) => patternToRegExp(rule.path).test(path))
      .map((rule) => rule.values),
  );

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const text = headersFile({ cspOptions, policies: admin });

  it('blijft binnen de grenzen van Cloudflare (100 regels, 2000 tekens)', () => {
    expect(text.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('vervangt de CSP onder /admin bij Netlify (laatste regel wint)', () => {
    expect(netlifyHeaders(text, '/admin/')['Content-Security-Policy']).toContain('https://cms.example');
    expect(netlifyHeaders(text, '/admin')['Content-Security-Policy']).not.toContain("'sha256-abc='");
  });
});

describe('_headers with a CSP per page', () => {
  const text = headersFile({
    cspOptions,
    policies: admin,
    pages: [
      { route: '/home', scriptHashes: ['sha256-home='] },
      { route: "/foto's", scriptHashes: ['sha256-fotos='] },
    ],
    fallbackHashes: ['sha256-404='],
  });
  const csp = (path: string) => netlifyHeaders(text, path)['Content-Security-Policy'] ?? '';

  it("gives each page only its own inline scripts, with and without slash, /foto's in both spellings", () => {
    for (const path of ['/home', '/home/']) expect(csp(path)).toContain("'sha256-home='");
    expect(csp('/home')).not.toContain("'sha256-404='");
    for (const path of ["/foto's", '/foto%27s', '/foto%27s/']) expect(csp(path)).toContain("'sha256-fotos='");
  });

  it("gives every other path the 404 page's scripts, and /admin its own policy", () => {
    expect(csp('/bestaat-niet')).toContain("'sha256-404='");
    expect(csp('/bestaat-niet')).not.toContain("'sha256-home='");
    expect(csp('/admin/')).toContain('https://cms.example');
  });
});

describe('_redirects', () => {
  it('Netlify: / -> /home geforceerd, want index.html bestaat', () => {
    expect(parseNetlifyRedirects(redirectsFile())[0]).toEqual({
      from: '/',
      to: '/home',
      status: 301,
      force: true,
    });
  });
});

describe('.htaccess, nginx, vercel.json', () => {
  it('.htaccess: één keten voor de CSP en één voor Cache-Control', () => {
    const text = htaccess({ cspOptions, policies: admin });
    expect(text).toContain('DirectorySlash Off');
    expect(text).not.toMatch(/^Options/m);
    expect(text).toContain('RewriteRule ^$ /home [R=301,L]');
    expect(text).toMatch(
      /<If "%\{REQUEST_URI\} =~ m#\^\/admin\(\/\|\$\)#">\n\s+Header always set Content-Security-Policy "[^"]*cms\.example/,
    );
    expect(text.match(/Header always set Cache-Control/g)).toHaveLength(5);
  });

  it('nginx: hostbestanden 404, / -> /home, schuine streep weg, eigen locatie voor /admin', () => {
    const text = nginxServer({ cspOptions, policies: admin, root: '/srv/site', listen: '127.0.0.1:8080' });
    expect(text).toContain('listen 127.0.0.1:8080;');
    expect(text).toContain('location = / { return 301 /home; }');
    expect(text).toMatch(/location ~ \^\/\(\?:_headers\|_redirects\|.*\) \{ return 404; \}/);
    expect(text).toContain('location ^~ /admin {');
    expect(text).toContain('rewrite ^(/.+?)/+$ $1 permanent;');
  });

  it('vercel.json: nette adressen, geen schuine streep, regels die elkaar niet overlappen', () => {
    const config = JSON.parse(vercelJson({ cspOptions, policies: admin }));
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(config.redirects).toEqual([{ source: '/', destination: '/home', statusCode: 301 }]);
    const sources = config.headers.map((rule: { source: string }) => new RegExp(`^${rule.source}$`));
    const matching = (path: string) => sources.filter((source: RegExp) => source.test(path)).length;
    expect(matching('/home')).toBe(1);
    expect(matching('/admin/')).toBe(1);
    expect(matching('/_next/static/a.js')).toBe(2);
  });

  it('weigert een padbeleid dat een cacheregel overlapt', () => {
    expect(() => headersFile({ policies: [{ prefix: '/_next/', directives: {} }] })).toThrow(/overlapt/);
  });
});
