/** @jest-environment node */
// Typed here rather than in a .d.mts beside the (shared) hosting config.
const { headersFor } = jest.requireActual<{
  headersFor: (pathname: string, options?: { localBackend?: boolean }) => Record<string, string>;
}>('@/scripts/hosting-config.mjs');
const adminHeaders = (options?: { localBackend?: boolean }) => headersFor('/admin/', options);

describe('/admin headers', () => {
  it('gives /admin its own policy: the CMS may eval and reach GitHub, the public pages may not', () => {
    const admin = adminHeaders()['Content-Security-Policy'];
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain('https://api.github.com');
    expect(admin).not.toContain('127.0.0.1');
    expect(headersFor('/home')['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('lets only a local server reach the local backend', () => {
    expect(adminHeaders({ localBackend: true })['Content-Security-Policy']).toContain('http://127.0.0.1:*');
  });

  it('keeps /admin out of frames', () => {
    const headers = adminHeaders();
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
});
