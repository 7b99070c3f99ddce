import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteNav } from '@/components/layout/site-nav';

let mockPath = '/home';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

function renderNav() {
  return render(<SiteNav socialLinks={<span>social</span>} />);
}

describe('SiteNav', () => {
  // jsdom cannot navigate; the menu logic is what is under test here.
  const stopNavigation = (event: MouseEvent) => event.preventDefault();
  beforeEach(() => {
    mockPath = '/home';
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => document.removeEventListener('click', stopNavigation));

  it('marks the current route with aria-current, also for the percent-encoded photo route', () => {
    mockPath = '/foto%27s';
    renderNav();
    const main = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(main).getByRole('link', { name: "Foto's" })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lists the five links with their routes', () => {
    renderNav();
    const main = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/bestellen', '/contact', '/over-ons', "/foto's"]);
  });

  it('opens and closes the dropdown with the hamburger, a chosen link and Escape', async () => {
    const user = userEvent.setup();
    renderNav();
    const button = screen.getByRole('button', { name: 'Menu openen' });
    const menuId = button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const dropdown = document.getElementById(menuId ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Menu sluiten');
    expect(dropdown).toBeVisible();

    await user.click(within(dropdown as HTMLElement).getByRole('link', { name: 'Contact' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
