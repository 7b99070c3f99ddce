import { render, screen, within } from '@testing-library/react';
import { HomeInfo } from '@/components/home/home-info';
import { shop } from '@/lib/shop';

beforeEach(() => render(<HomeInfo id="openingsuren" />));

it('lists the opening hours under the heading Openingsuren, has the phone number as a tap-to-call link and shows the street address in Sint-Kruis', () => {
  const section = screen.getByRole('region', { name: 'Openingsuren' });
  expect(section).toHaveAttribute('id', 'openingsuren');
  const texts = (role: 'term' | 'definition') =>
    within(section)
      .getAllByRole(role)
      .map((each) => each.textContent);
  expect(texts('term')).toEqual(['Vrijdag', 'Zaterdag']);
  expect(texts('definition')).toEqual(['Doorlopend van 8u00 tot 18u00', 'Doorlopend van 8u00 tot 18u00']);
  const phone = screen.getByRole('link', { name: new RegExp(shop.phone.display) });
  expect(phone).toHaveAttribute('href', `tel:${shop.phone.tel}`);
  const address = screen.getByRole('group');
  expect(address).toHaveTextContent(shop.address.street);
  expect(address).toHaveTextContent('8310 Sint-Kruis');
});
