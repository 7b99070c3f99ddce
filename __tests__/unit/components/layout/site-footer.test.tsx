import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/site-footer';
import { fullAddress, shop } from '@/lib/shop';

afterEach(() => jest.useRealTimers());

it("shows phone, address and e-mail from the shop facts, links to the privacy statement and the five pages (reachable without the header menu), credits the web builder in a new tab, safely, and shows the visitor's current year, not the build year", () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
  render(<SiteFooter />);
  expect(screen.getByText(/© 2031/)).toBeInTheDocument();
  const link = (name: string) => screen.getByRole('link', { name: new RegExp(name) });
  expect(link(shop.phone.display)).toHaveAttribute('href', `tel:${shop.phone.tel}`);
  expect(screen.getByText(fullAddress)).toBeInTheDocument();
  expect(link(shop.email)).toHaveAttribute('href', `mailto:${shop.email}`);
  expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  const credit = screen.getByRole('link', { name: shop.credit.label });
  expect(credit).toHaveAttribute('target', '_blank');
  expect(credit).toHaveAttribute('rel', expect.stringContaining('noopener'));
  const pages = screen.getByRole('navigation', { name: "Pagina's" });
  const links = within(pages).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/home'],
    ['Bestellen', '/bestellen'],
    ['Contact', '/contact'],
    ['Over Ons', '/over-ons'],
    ["Foto's", "/foto's"],
  ]);
});
