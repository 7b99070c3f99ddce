import { navLinks } from '@/lib/shop';

describe('navigation', () => {
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
});
