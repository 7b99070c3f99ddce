import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGrid } from '@/components/photos/photo-grid';
import { photoItems, type GalleryVideo } from '@/lib/gallery';
import { photoTiles } from '@/lib/photo-tiles';

const [firstPhoto] = photoItems;
const video = photoItems.find((item): item is GalleryVideo => item.isVideo);

beforeAll(() => {
  // jsdom cannot play media.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

function setup() {
  render(<PhotoGrid tiles={photoTiles(photoItems)} />);
  return userEvent.setup();
}

async function openFirst(user: ReturnType<typeof userEvent.setup>) {
  const trigger = screen.getByRole('link', { name: firstPhoto!.imageAlt });
  await user.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: firstPhoto!.imageAlt }) };
}

describe('PhotoGrid', () => {
  it('shows 12 items, each a link to its file named by its alt text, the video muted and looping', () => {
    setup();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    const tiles = photoTiles(photoItems);
    for (const item of photoItems) {
      // The video tile's name starts with its visible badge word (WCAG 2.5.3, label in name).
      const name = item.isVideo ? `Video: ${item.imageAlt}` : item.imageAlt;
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('aria-haspopup', 'dialog');
      const tile = tiles.find((candidate) => candidate.id === item.id)!;
      // Without scripts the link opens the file itself: the clip, or the photo's widest variant.
      expect(link).toHaveAttribute('href', tile.isVideo ? video!.videoSrc : tile.href);
      if (!tile.isVideo) {
        const widest = tile.large.srcSet.split(', ').at(-1)!.split(' ')[0];
        expect(tile.href).toBe(widest);
        expect(tile.href).toMatch(/-opt-\d+\.WEBP$/);
      }
    }
    const clip = screen.getByRole('link', { name: `Video: ${video!.imageAlt}` }).querySelector('video');
    expect(clip).not.toBeNull();
    expect(clip!.muted).toBe(true);
    expect(clip).toHaveAttribute('loop');
    expect(clip).toHaveAttribute('playsinline');
    expect(clip).toHaveAttribute('poster', video!.imageSrc.src);
    // No tabindex inside a link; without controls the clip is not focusable anyway.
    expect(clip).not.toHaveAttribute('tabindex');
    expect(clip).not.toHaveAttribute('controls');
  });

  it('renders each photo as a plain responsive <img>, the first eager with high priority, the rest lazy', () => {
    setup();
    const photos = photoItems.filter((item) => !item.isVideo);
    const tiles = photoTiles(photoItems).filter((tile) => !tile.isVideo);
    photos.forEach((item, index) => {
      const image = screen.getByRole('img', { name: item.imageAlt });
      const tile = tiles[index]!;
      expect(tile.isVideo).toBe(false);
      if (tile.isVideo) return;
      expect(image).toHaveAttribute('src', tile.thumb.src);
      expect(image).toHaveAttribute('srcset', tile.thumb.srcSet);
      expect(image).toHaveAttribute('sizes', tile.thumb.sizes);
      expect(image.getAttribute('src')).toMatch(/-opt-\d+\.WEBP$/);
    });
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('opens a modal overlay with focus on its close button and the page locked', async () => {
    const user = setup();
    const { dialog } = await openFirst(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: firstPhoto!.imageAlt })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with the Sluiten button and gives focus back to the photo', async () => {
    const user = setup();
    const { trigger, dialog } = await openFirst(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the backdrop is clicked', async () => {
    const user = setup();
    const { trigger } = await openFirst(user);
    await user.click(screen.getByTestId('overlay-achtergrond'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('stays open when the photo itself is clicked', async () => {
    const user = setup();
    const { dialog } = await openFirst(user);
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the photo', async () => {
    const user = setup();
    const { trigger } = await openFirst(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the overlay', async () => {
    const user = setup();
    const { dialog } = await openFirst(user);
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('plays the video with controls in the overlay', async () => {
    const user = setup();
    await user.click(screen.getByRole('link', { name: `Video: ${video!.imageAlt}` }));
    const dialog = screen.getByRole('dialog', { name: video!.imageAlt });
    const clip = dialog.querySelector('video');
    expect(clip).not.toBeNull();
    expect(clip).toHaveAttribute('controls');
    expect(clip).toHaveAttribute('src', video!.videoSrc);
  });
});
