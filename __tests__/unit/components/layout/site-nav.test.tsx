import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@/bench/measure-bytes.mjs';
import { SiteNav } from '@/components/layout/site-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/home' }));

// jsdom has no popover: a stand-in with the browser's contract (the real one: layout.spec.ts).
beforeAll(() => {
  const setOpen = (element: HTMLElement, open: boolean) => {
    if (element.hidden === !open) return;
    element.hidden = !open;
    element.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
  };
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    setOpen(this, true);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    setOpen(this, false);
  };
  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element).closest('[popovertarget]');
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (target) setOpen(target, target.hidden);
  });
});

// jsdom cannot navigate; the menu logic is what is under test here.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

it('lists the five links with their routes, the ones the byte budgets measure; mirrors the popover state on the button, and a chosen link closes it', async () => {
  render(<SiteNav socialLinks={<span>social</span>} />);
  // closed until opened, as the browser's UA style for a popover
  document.querySelectorAll<HTMLElement>('[popover]').forEach((element) => (element.hidden = true));
  const main = screen.getByRole('navigation', { name: 'Hoofdmenu' });
  const links = within(main).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(ROUTES);
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Menu openen' });
  const dropdown = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await user.click(button);
  expect(dropdown).toBeVisible();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAccessibleName('Menu sluiten');

  await user.click(within(dropdown).getByRole('link', { name: 'Contact' }));
  expect(dropdown).not.toBeVisible();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAccessibleName('Menu openen');

  // Escape and a click outside are the browser's (light dismiss): it reports them with a toggle event.
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  act(() => dropdown.hidePopover());
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
