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
import { headersFile, htaccess, nginxServer, vercelJson } from '../../../scripts/hosting-files.mjs';

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

// How Netlify and Cloudflare Pages read _headers and _redirects (the CSP per page within Cloudflare's
// limits, /admin's own policy, the forced "/" redirect) is proven on their own engines in hosting.spec.ts.
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
