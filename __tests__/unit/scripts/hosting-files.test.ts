/**
 * @jest-environment node
 */
import {
  IMMUTABLE,
  MEDIA,
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
  parseCloudflareHeaders,
  parseCloudflareRedirects,
  parseNetlifyHeaders,
  parseNetlifyRedirects,
  patternToRegExp,
} from '../../../scripts/host-emulators.mjs';

const cspOptions = { scriptHashes: ['sha256-abc='] };
const admin = [{ prefix: '/admin/', directives: { 'script-src': ["'self'", 'https://cms.example'] } }];

describe('hosting-config', () => {
  it('geeft elk pad één Cache-Control', () => {
    expect(cacheControlFor('/_next/static/chunks/a1b2.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/img/hero-opt-640.WEBP')).toBe(MEDIA);
    expect(cacheControlFor('/images/hero.jpg')).toBe(MEDIA);
    expect(cacheControlFor('/video/winkel.mp4')).toBe(MEDIA);
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

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const text = headersFile({ cspOptions, policies: admin });
  const rules = parseCloudflareHeaders(text);
  const cloudflare = (path: string) => {
    const headers: Record<string, string> = {};
    for (const rule of rules.filter((candidate) => patternToRegExp(candidate.path).test(path))) {
      for (const name of rule.unset) delete headers[name];
      for (const [name, value] of Object.entries(rule.headers)) {
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
    }
    return headers;
  };

  it('blijft binnen de grenzen van Cloudflare (100 regels, 2000 tekens)', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('zet geen twee Cache-Control-waarden op één pad (Cloudflare voegt ze samen)', () => {
    expect(cloudflare('/_next/static/chunks/a.js')['cache-control']).toBe(IMMUTABLE);
    expect(cloudflare('/images/hero.jpg')['cache-control']).toBe(MEDIA);
    expect(cloudflare('/home')['cache-control']).toBeUndefined();
  });

  it('vervangt de CSP onder /admin bij Cloudflare (! Name) en bij Netlify (laatste regel wint)', () => {
    expect(cloudflare('/admin/')['content-security-policy']).toContain('https://cms.example');
    expect(cloudflare('/admin')['content-security-policy']).not.toContain("'sha256-abc='");
    const netlify = Object.assign(
      {},
      ...parseNetlifyHeaders(text)
        .filter((rule) => patternToRegExp(rule.path).test('/admin/'))
        .map((rule) => rule.values),
    );
    expect(netlify['Content-Security-Policy']).toContain('https://cms.example');
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
  const csp = (path: string) => {
    let value = '';
    for (const rule of parseCloudflareHeaders(text).filter((candidate) =>
      patternToRegExp(candidate.path).test(path),
    )) {
      if (rule.unset.includes('content-security-policy')) value = '';
      const own = rule.headers['content-security-policy'];
      if (own) value = value ? `${value}, ${own}` : own;
    }
    return value;
  };

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
  const text = redirectsFile();

  it('Netlify: / -> /home geforceerd, want index.html bestaat', () => {
    expect(parseNetlifyRedirects(text)[0]).toEqual({ from: '/', to: '/home', status: 301, force: true });
  });

  it('Cloudflare: slaat de Netlify-regels over en leidt / door met 301', () => {
    const rules = parseCloudflareRedirects(text);
    expect(rules[0]).toEqual({ from: '/', to: '/home', status: 301 });
    expect(rules.every((rule) => [200, 301].includes(rule.status))).toBe(true);
    expect(rules.find((rule) => rule.from === '/vercel.json')).toEqual({
      from: '/vercel.json',
      to: '/404',
      status: 200,
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
