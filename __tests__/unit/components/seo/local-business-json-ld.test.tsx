import { render } from '@testing-library/react';
import { LocalBusinessJsonLd } from '@/components/seo/local-business-json-ld';

it('renders one JSON-LD script with the ButcherShop data', () => {
  const { container } = render(<LocalBusinessJsonLd />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]?.textContent ?? '{}');
  expect(data['@type']).toBe('ButcherShop');
});
