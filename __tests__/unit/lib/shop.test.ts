import { directionsUrl, fullAddress, navLinks, shop } from '@/lib/shop';

describe('shop facts', () => {
  it('derives each nav route from the lowercased label with hyphens', () => {
    for (const link of navLinks) {
      expect(link.href).toBe(`/${link.label.toLowerCase().replace(/ /g, '-')}`);
    }
    expect(navLinks.map((link) => link.href)).toEqual([
      '/home',
      '/bestellen',
      '/contact',
      '/over-ons',
      "/foto's",
    ]);
  });

  it('keeps the phone in display and tel: form with the same digits', () => {
    expect(shop.phone.tel.replace('+32', '0')).toBe(shop.phone.display.replace(/\s/g, ''));
  });

  it('builds the address line and a directions link in Sint-Kruis', () => {
    expect(fullAddress).toMatch(/, 8310 Sint-Kruis$/);
    expect(directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  });
});
