/** @jest-environment node */
import { cspFor, headersFor, isHostFile } from '../../../scripts/hosting-config.mjs';
import { headersFile, vercelJson } from '../../../scripts/hosting-files.mjs';

const cspOptions = { scriptHashes: ['sha256-abc='] };
const admin = [{ prefix: '/admin/', directives: { 'script-src': ["'self'", 'https://cms.example'] } }];

it('de CSP van de site: eigen bronnen, geen inline script of object, YouTube alleen als frame; Google reCAPTCHA (script en frame) alleen met een sitesleutel (issue 54)', () => {
  const csp = cspFor('/over-ons', cspOptions, []);
  const own = ["default-src 'self'", "object-src 'none'", 'frame-src https://www.youtube-nocookie.com;'];
  for (const directive of own) expect(csp).toContain(directive);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const google = 'https://www.google.com/recaptcha/';
  expect(cspFor('/bestellen', cspOptions, [])).not.toContain('recaptcha');
  const withKey = cspFor('/bestellen', { ...cspOptions, recaptcha: true }, []);
  expect(withKey).toMatch(new RegExp(`script-src [^;]*${google}[^;]*https://www.gstatic.com/recaptcha/`));
  expect(withKey).toMatch(new RegExp(`frame-src [^;]*${google}`));
});

it('herkent de hostbestanden', () => {
  const files = '/_headers /_redirects /.htaccess /vercel.json /.nojekyll /.hosting/nginx.conf'.split(' ');
  for (const file of files) expect(isHostFile(file)).toBe(true);
  expect(isHostFile('/home')).toBe(false);
  expect(isHostFile('/_next/static/x.js')).toBe(false);
});

it('gives /admin its own policy: the CMS may eval and reach GitHub (the local backend only from a local server), the public pages may not; and keeps it out of frames', () => {
  const headers = headersFor('/admin/');
  const csp = headers['Content-Security-Policy'];
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(csp).toContain('https://api.github.com');
  expect(csp).not.toContain('127.0.0.1');
  expect(headersFor('/admin/', { localBackend: true })['Content-Security-Policy']).toContain(
    'http://127.0.0.1:*',
  );
  expect(headersFor('/home')['Content-Security-Policy']).not.toContain('unsafe-eval');
  expect(headers['X-Frame-Options']).toBe('DENY');
  expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
});

it.each([
  ['/admin', true],
  ['/admin/', true],
  ['/admin/config.yml', true],
  ['/administratie', false],
  ['/home', false],
])('%s gets the CMS headers (noindex): %s', (pathname, expected) => {
  expect(headersFor(pathname)['X-Robots-Tag'] === 'noindex, nofollow').toBe(expected);
});

// The other hosts read their files on their own engines in hosting.spec.ts; Vercel has no offline engine.
it('vercel.json: nette adressen, geen schuine streep, regels die elkaar niet overlappen; weigert een padbeleid dat een cacheregel overlapt', () => {
  const config = JSON.parse(vercelJson({ cspOptions, policies: admin }));
  expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
  expect(config.redirects).toEqual([{ source: '/', destination: '/home', statusCode: 301 }]);
  const sources = config.headers.map((rule: { source: string }) => new RegExp(`^${rule.source}$`));
  const matching = (path: string) => sources.filter((source: RegExp) => source.test(path)).length;
  expect(matching('/home')).toBe(1);
  expect(matching('/admin/')).toBe(1);
  expect(matching('/_next/static/a.js')).toBe(2);
  expect(() => headersFile({ policies: [{ prefix: '/_next/', directives: {} }] })).toThrow(/overlapt/);
});
