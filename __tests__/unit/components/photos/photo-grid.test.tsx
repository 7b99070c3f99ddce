import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGrid } from '@/components/photos/photo-grid';
import { photoItems, type GalleryVideo } from '@/lib/gallery';
import { photoTiles } from '@/lib/photo-tiles';
import { serverHtml } from '@/__tests__/fixtures/server-html';

const [firstPhoto] = photoItems;
const video = photoItems.find((item): item is GalleryVideo => item.isVideo);
const videoTile = photoTiles(photoItems).find((tile) => tile.isVideo)!;
const videoName = `Video: ${video!.imageAlt}`;
// The clip's files as <source>s, in order (which ones: video-sources.test.ts).
const clipFiles = video!.videoSources.map((source) => source.src);
const sourcesOf = (clip: Element | null) =>
  [...(clip?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src'));

beforeEach(() => {
  // jsdom cannot play media.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  // jsdom has neither: each test that wants one installs it.
  delete (window as Partial<typeof window>).IntersectionObserver;
  delete (window as Partial<typeof window>).matchMedia;
});

type User = ReturnType<typeof userEvent.setup>;

function setup() {
  render(<PhotoGrid tiles={photoTiles(photoItems)} />);
  return userEvent.setup();
}

/** An IntersectionObserver the test moves: `enter()` brings every observed element near the screen. */
function fakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    enter() {
      for (const { callback, targets } of observers) {
        const entries = targets.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) act(() => callback(entries, {} as IntersectionObserver));
      }
    },
  };
}

const videoLink = () => screen.getByRole('link', { name: videoName });
const still = () => videoLink().querySelector('img');
const clip = () => videoLink().querySelector('video');

it('shows every item, each a link to its file named by its alt text; each photo a plain responsive <img>, the first eager with high priority, the rest lazy', () => {
  setup();
  expect(screen.getAllByRole('link')).toHaveLength(photoItems.length);
  for (const tile of photoTiles(photoItems)) {
    // The video tile's name starts with its visible badge word (WCAG 2.5.3, label in name).
    const link = screen.getByRole('link', { name: tile.isVideo ? `Video: ${tile.alt}` : tile.alt });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    // Without scripts the link opens the clip, or the photo's widest variant (photo-tiles.test.ts).
    expect(link).toHaveAttribute('href', tile.isVideo ? tile.videoSrc : tile.href);
    if (tile.isVideo) continue;
    const image = screen.getByRole('img', { name: tile.alt });
    expect(image).toHaveAttribute('src', tile.thumb.src);
    expect(image).toHaveAttribute('srcset', tile.thumb.srcSet);
    expect(image).toHaveAttribute('sizes', tile.thumb.sizes);
  }
  const [first, ...rest] = screen.getAllByRole('img');
  expect(first).not.toHaveAttribute('loading');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(rest.length).toBeGreaterThan(0);
  for (const image of rest) {
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  }
});

it('renders the video tile, without scripts, as a lazy WebP still and its badge, with no <video>', () => {
  const page = serverHtml(<PhotoGrid tiles={photoTiles(photoItems)} />);
  expect(page.innerHTML).not.toContain('<video');
  const link = within(page).getByRole('link', { name: videoName });
  expect(link).toHaveAttribute('href', video!.videoSrc);
  expect(link).toHaveTextContent(/^Video$/);
  const image = link.querySelector('img')!;
  // Decorative: the link carries the name.
  expect(image).toHaveAttribute('alt', '');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).not.toHaveAttribute('fetchpriority');
  expect(image).toHaveAttribute('src', videoTile.thumb.src);
  expect(image).toHaveAttribute('srcset', videoTile.thumb.srcSet);
  expect(image).toHaveAttribute('sizes', videoTile.thumb.sizes);
  expect(image).toHaveAttribute('width', String(video!.imageSrc.width));
  expect(image).toHaveAttribute('height', String(video!.imageSrc.height));
  const photo = within(page).getByRole('img', { name: firstPhoto!.imageAlt });
  expect(image.className).toBe(photo.className);
});

it('mounts the clip over the still only once the tile comes within 200px of the screen', () => {
  const observer = fakeIntersectionObserver();
  setup();
  expect(clip()).toBeNull();
  expect(observer.observers.at(-1)?.options?.rootMargin).toBe('200px');
  expect(observer.observers.at(-1)?.targets).toEqual([still()]);

  observer.enter();
  // (muted, looping, hidden from screen readers, the still as poster: photos.spec.ts)
  const mounted = clip()!;
  expect(mounted).toHaveAttribute('autoplay');
  expect(sourcesOf(mounted)).toEqual(clipFiles);
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  // No tabindex inside a link; without controls the clip is not focusable anyway.
  expect(mounted).not.toHaveAttribute('tabindex');
  expect(mounted).not.toHaveAttribute('controls');
  // The still stays underneath, the badge on top.
  expect(still()).toBeInTheDocument();
  expect(within(videoLink()).getByText('Video')).toBeInTheDocument();
  expect(videoLink()).toHaveAccessibleName(videoName);
});

it('never mounts the clip in the grid for visitors who prefer reduced motion', async () => {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  const observer = fakeIntersectionObserver();
  const user = setup();
  observer.enter();
  expect(clip()).toBeNull();
  expect(still()).toBeInTheDocument();
  expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  // The overlay still plays it on a click.
  await user.click(videoLink());
  const dialog = screen.getByRole('dialog', { name: video!.imageAlt });
  expect(sourcesOf(dialog.querySelector('video'))).toEqual(clipFiles);
});

it.each([
  [
    'the Sluiten button',
    (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Sluiten' })),
  ],
  ['a click on the backdrop', (user: User) => user.click(screen.getByTestId('overlay-achtergrond'))],
  ['Escape', (user: User) => user.keyboard('{Escape}')],
])(
  'opens a modal overlay with focus on its close button, kept there by Tab and Shift+Tab, and the page locked; a click on the photo keeps it open; closes with %s, unlocks the page and gives focus back to the photo',
  async (_, close) => {
    const user = setup();
    const trigger = screen.getByRole('link', { name: firstPhoto!.imageAlt });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: firstPhoto!.imageAlt });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: firstPhoto!.imageAlt })).toBeInTheDocument();
    const closeButton = within(dialog).getByRole('button', { name: 'Sluiten' });
    expect(closeButton).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(closeButton).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await close(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  },
);

it('mounts the clip at once where the browser has no IntersectionObserver, and plays it with controls in the overlay', async () => {
  const user = setup();
  expect(clip()!.muted).toBe(true);
  await user.click(videoLink());
  const dialog = screen.getByRole('dialog', { name: video!.imageAlt });
  const overlayClip = dialog.querySelector('video');
  expect(overlayClip).toHaveAttribute('controls');
  expect(sourcesOf(overlayClip)).toEqual(clipFiles);
  // The widest WebP variant of the still, not the original JPEG.
  expect(overlayClip).toHaveAttribute('poster', videoTile.thumb.src);
});
