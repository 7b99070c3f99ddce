/** @jest-environment node */
import { REVALIDATE, cacheControlFor, cspFor, isHostFile } from '../../../scripts/hosting-config.mjs';
import { headersFile, vercelJson } from '../../../scripts/hosting-files.mjs';

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
    expect(cspFor('/admin/index.html', cspOptions, admin)).toContain(
      "script-src 'self' https://cms.example;",
    );
    expect(cspFor('/home', cspOptions, admin)).toContain("script-src 'self' 'sha256-abc='");
  });

  it('de CSP van de site: eigen bronnen, geen inline script of object, YouTube alleen als frame', () => {
    const csp = cspFor('/over-ons', cspOptions, []);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      'frame-src https://www.youtube-nocookie.com;',
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('herkent de hostbestanden', () => {
    for (const file of '/_headers /_redirects /.htaccess /vercel.json /.nojekyll /.hosting/nginx.conf'.split(
      ' ',
    ))
      expect(isHostFile(file)).toBe(true);
    expect(isHostFile('/home')).toBe(false);
    expect(isHostFile('/_next/static/x.js')).toBe(false);
  });
});

// The other hosts read their files on their own engines in hosting.spec.ts; Vercel has no offline engine.
describe('vercel.json, _headers', () => {
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
