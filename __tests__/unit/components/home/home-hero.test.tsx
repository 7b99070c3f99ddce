import { render, screen } from '@testing-library/react';
import { HomeHero } from '@/components/home/home-hero';
import { shop } from '@/lib/shop';

beforeEach(() => render(<HomeHero nextSectionId="openingsuren" />));

it('has the shop name as its one heading, the tagline under it, links to the about and order pages, loads its photo eagerly with high priority, and invites to follow the shop on Instagram and Facebook in a new tab, safely', () => {
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: shop.name })).toBeInTheDocument();
  expect(screen.getByText('Meat the passion.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meer informatie' })).toHaveAttribute('href', '/over-ons');
  expect(screen.getByRole('link', { name: 'Plaats een bestelling' })).toHaveAttribute('href', '/bestellen');
  const photo = document.querySelector('img');
  expect(photo).not.toHaveAttribute('loading', 'lazy');
  expect(photo).toHaveAttribute('fetchpriority', 'high');
  expect(photo).toHaveAttribute('alt', '');
  const instagram = screen.getByRole('link', { name: /^Instagram/ });
  const facebook = screen.getByRole('link', { name: /^Facebook/ });
  expect(instagram).toHaveAttribute('href', shop.social.instagram.url);
  expect(facebook).toHaveAttribute('href', shop.social.facebook.url);
  for (const link of [instagram, facebook]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(/opent in een nieuw tabblad/);
  }
  expect(instagram.closest('p')).toHaveTextContent(/^Volg ons op Instagram/);
});
