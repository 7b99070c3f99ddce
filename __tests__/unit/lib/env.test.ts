// The site's address, as lib/env.ts reads it from NEXT_PUBLIC_SITE_URL when the module loads.
function siteUrlWith(value: string | undefined): string {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = value;
  let url = '';
  jest.isolateModules(() => {
    url = (jest.requireActual('@/lib/env') as typeof import('@/lib/env')).siteUrl;
  });
  process.env.NEXT_PUBLIC_SITE_URL = saved;
  return url;
}

it('is the origin of a plain website address, without trailing slash', () => {
  expect(siteUrlWith('https://www.hoeveslagerij-delinde.be')).toBe('https://www.hoeveslagerij-delinde.be');
  expect(siteUrlWith(' https://Slagerij.be/ ')).toBe('https://slagerij.be');
  expect(siteUrlWith('http://slagerij.be')).toBe('http://slagerij.be');
});

it.each([
  undefined,
  '',
  'slagerij.be',
  'ftp://slagerij.be',
  'https://slagerij.be/winkel',
  'https://slagerij.be/?a=1',
  'https://slagerij.be/#boven',
  'https://naam@slagerij.be',
])('falls back to the local address for %p', (value) => {
  expect(siteUrlWith(value)).toBe('http://localhost:3000');
});
