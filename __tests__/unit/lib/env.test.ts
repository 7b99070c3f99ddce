import { LOCAL_SITE_URL, parseSiteUrl, siteUrl } from '@/lib/env';

describe('parseSiteUrl', () => {
  it('gives the origin of a plain website address, without trailing slash', () => {
    expect(parseSiteUrl('https://www.hoeveslagerij-delinde.be')).toEqual({
      ok: true,
      url: 'https://www.hoeveslagerij-delinde.be',
    });
    expect(parseSiteUrl(' https://Slagerij.be/ ')).toEqual({ ok: true, url: 'https://slagerij.be' });
  });

  it.each([
    [undefined, /ontbreekt/],
    ['', /ontbreekt/],
    ['slagerij.be', /geen adres/],
    ['ftp://slagerij.be', /https/],
    ['https://slagerij.be/winkel', /zonder pad/],
    ['https://slagerij.be/?a=1', /zonder pad/],
  ])('refuses %s', (value, reason) => {
    const result = parseSiteUrl(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('reads NEXT_PUBLIC_SITE_URL (the tests set the test build address), else the local address', () => {
    expect(siteUrl).toBe('https://www.hoeveslagerij-delinde.be');
    expect(LOCAL_SITE_URL).toBe('http://localhost:3000');
  });
});
