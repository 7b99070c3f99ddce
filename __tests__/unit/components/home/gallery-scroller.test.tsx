import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryScroller } from '@/components/home/gallery-scroller';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { homeGallery } from '@/lib/gallery';
import { serverHtml } from '@/__tests__/fixtures/server-html';

function gallery() {
  return (
    <GalleryScroller label="Foto's van de hoeve">
      {homeGallery.map((photo) => (
        <ResponsiveImage key={photo.id} image={photo.imageSrc} alt={photo.imageAlt} sizes="288px" />
      ))}
    </GalleryScroller>
  );
}

function setup() {
  const scrollBy = jest.fn();
  // jsdom has no layout or scrolling: record what the buttons ask for.
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
  render(gallery());
  return { scrollBy, user: userEvent.setup() };
}

it('shows all nine photos, lazily loaded, with their alt texts, in a list the keyboard reaches (arrow keys scroll it); sends both buttons disabled in the HTML, so a press before the script runs is not silently lost', () => {
  setup();
  const list = screen.getByRole('list', { name: "Foto's van de hoeve" });
  expect(list).toHaveAttribute('tabindex', '0');
  const items = list.querySelectorAll('li');
  expect(items).toHaveLength(9);
  homeGallery.forEach((photo, index) => {
    const image = screen.getByRole('img', { name: photo.imageAlt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(items[index]).toContainElement(image);
  });
  const page = serverHtml(gallery());
  for (const name of ["Vorige foto's", "Volgende foto's"])
    expect(within(page).getByRole('button', { name })).toBeDisabled();
});

it.each([
  ["Volgende foto's", 300, 'smooth', false],
  ["Vorige foto's", -300, 'smooth', false],
  // A visitor who prefers reduced motion: a jump without animation.
  ["Volgende foto's", 300, 'auto', true],
])('%s scrolls %d px, %s (reduced motion: %s)', async (name, left, behavior, reduce) => {
  // jsdom has no matchMedia: installed only for the visitor who prefers reduced motion.
  const matchMedia = (query: string) => ({ matches: query.includes('reduce') });
  if (reduce) Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  try {
    const { scrollBy, user } = setup();
    await user.click(screen.getByRole('button', { name }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ left, behavior });
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
