import { LOCAL_SITE_URL, parseSiteUrl } from '@/lib/env';

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

  it('builds on NEXT_PUBLIC_SITE_URL when it is an address, else on the local address', () => {
    const siteUrlWith = (value: string | undefined) => {
      const saved = process.env.NEXT_PUBLIC_SITE_URL;
      if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
      else process.env.NEXT_PUBLIC_SITE_URL = value;
      let url = '';
      jest.isolateModules(() => {
        url = (jest.requireActual('@/lib/env') as typeof import('@/lib/env')).siteUrl;
      });
      process.env.NEXT_PUBLIC_SITE_URL = saved;
      return url;
    };
    expect(siteUrlWith('https://Slagerij.be/')).toBe('https://slagerij.be');
    expect(siteUrlWith(undefined)).toBe(LOCAL_SITE_URL);
    expect(siteUrlWith('https://slagerij.be/winkel')).toBe(LOCAL_SITE_URL);
  });
});
