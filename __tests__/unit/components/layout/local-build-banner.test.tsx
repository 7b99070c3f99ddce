import { render, screen } from '@testing-library/react';
import { LocalBuildBanner } from '@/components/layout/local-build-banner';

it("says 'lokale testversie' and where the real site comes from in a local build, and nothing in a deployable build (the default)", () => {
  const { container } = render(<LocalBuildBanner />);
  expect(container).toBeEmptyDOMElement();
  render(<LocalBuildBanner local />);
  const banner = screen.getByRole('complementary', { name: 'Lokale testversie' });
  expect(banner).toHaveTextContent(/Lokale testversie — niet publiceren/);
  expect(banner).toHaveTextContent('npm run build');
  expect(screen.getByRole('link', { name: '/inbox' })).toHaveAttribute('href', '/inbox');
});
