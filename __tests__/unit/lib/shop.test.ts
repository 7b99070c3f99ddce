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

  it('opens Friday and Saturday, continuously from 8u00 to 18u00', () => {
    expect(shop.openingHours.map((day) => [day.label, day.opens, day.closes, day.text])).toEqual([
      ['Vrijdag', '08:00', '18:00', 'Doorlopend van 8u00 tot 18u00'],
      ['Zaterdag', '08:00', '18:00', 'Doorlopend van 8u00 tot 18u00'],
    ]);
  });

  it('keeps the phone in display and tel: form with the same digits', () => {
    expect(shop.phone.tel.replace('+32', '0')).toBe(shop.phone.display.replace(/\s/g, ''));
  });

  it('builds the address line and a directions link in Sint-Kruis', () => {
    expect(fullAddress).toMatch(/, 8310 Sint-Kruis$/);
    expect(directionsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(shop.map.zoom).toBe(16);
  });
});
