import { navLinks } from '@/lib/shop';

describe('navigation', () => {
  it('derives each nav route from the lowercased label with hyphens', () => {
    for (const link of navLinks) {
      expect(link.href).toBe(`/${link.label.toLowerCase().replace(/ /g, '-')}`);
    }
    // the five routes themselves: site-nav.test 'lists the five links with their routes'
  });
});
