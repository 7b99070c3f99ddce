import { render, screen } from '@testing-library/react';
import { HomeInfo } from '@/components/home/home-info';
import { shop } from '@/lib/shop';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { texts } from '../order/helpers';

beforeEach(() => render(<HomeInfo id="openingsuren" calendar={buildCalendar()} />));

it('lists the opening hours under the heading Openingsuren, has the phone number as a tap-to-call link and shows the street address in Sint-Kruis', () => {
  const section = screen.getByRole('region', { name: 'Openingsuren' });
  expect(section).toHaveAttribute('id', 'openingsuren');
  expect(texts(section, 'term')).toEqual(['Vrijdag', 'Zaterdag']);
  const allDay = 'Doorlopend van 8u00 tot 18u00';
  expect(texts(section, 'definition')).toEqual([allDay, allDay]);
  const phone = screen.getByRole('link', { name: new RegExp(shop.phone.display) });
  expect(phone).toHaveAttribute('href', `tel:${shop.phone.tel}`);
  const address = screen.getByRole('group');
  expect(address).toHaveTextContent(shop.address.street);
  expect(address).toHaveTextContent('8310 Sint-Kruis');
});
