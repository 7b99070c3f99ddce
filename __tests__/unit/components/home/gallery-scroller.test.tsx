import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { GalleryScroller } from '@/components/home/gallery-scroller';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { homeGallery } from '@/lib/gallery';

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

describe('GalleryScroller', () => {
  it('shows all nine photos, lazily loaded, with their alt texts', () => {
    setup();
    const list = screen.getByRole('list', { name: "Foto's van de hoeve" });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(9);
    homeGallery.forEach((photo, index) => {
      const image = screen.getByRole('img', { name: photo.imageAlt });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(items[index]).toContainElement(image);
    });
  });

  it('sends both buttons disabled in the HTML, so a press before the script runs is not silently lost', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(gallery());
    for (const name of ["Vorige foto's", "Volgende foto's"]) {
      expect(within(page).getByRole('button', { name })).toBeDisabled();
    }
  });

  it('scrolls 300 px to the right, smoothly, with the next button', async () => {
    const { scrollBy, user } = setup();
    await user.click(screen.getByRole('button', { name: "Volgende foto's" }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('scrolls 300 px to the left, smoothly, with the previous button', async () => {
    const { scrollBy, user } = setup();
    await user.click(screen.getByRole('button', { name: "Vorige foto's" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: -300, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      const { scrollBy, user } = setup();
      await user.click(screen.getByRole('button', { name: "Volgende foto's" }));
      expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'auto' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('blocks mouse-wheel scrolling over the strip', () => {
    setup();
    const list = screen.getByRole('list', { name: "Foto's van de hoeve" });
    const wheel = new WheelEvent('wheel', { deltaY: 120, deltaX: 0, bubbles: true, cancelable: true });
    fireEvent(list, wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });

  it('leaves wheel events elsewhere on the page alone', () => {
    setup();
    const wheel = new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
    fireEvent(document.body, wheel);
    expect(wheel.defaultPrevented).toBe(false);
  });

  it('can be reached with the keyboard so arrow keys scroll it', () => {
    setup();
    expect(screen.getByRole('list', { name: "Foto's van de hoeve" })).toHaveAttribute('tabindex', '0');
  });
});
