import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoGrid } from '@/components/photos/photo-grid';
import { photoItems, type GalleryVideo } from '@/lib/gallery';

const [firstPhoto] = photoItems;
const video = photoItems.find((item): item is GalleryVideo => item.isVideo);

beforeAll(() => {
  // jsdom cannot play media.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

function setup() {
  render(<PhotoGrid items={photoItems} />);
  return userEvent.setup();
}

async function openFirst(user: ReturnType<typeof userEvent.setup>) {
  const trigger = screen.getByRole('button', { name: firstPhoto!.imageAlt });
  await user.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: firstPhoto!.imageAlt }) };
}

describe('PhotoGrid', () => {
  it('shows 12 items, each a button named by its alt text, the video muted and looping', () => {
    setup();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(12);
    for (const item of photoItems) {
      expect(screen.getByRole('button', { name: item.imageAlt })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    const clip = screen.getByRole('button', { name: video!.imageAlt }).querySelector('video');
    expect(clip).not.toBeNull();
    expect(clip!.muted).toBe(true);
    expect(clip).toHaveAttribute('loop');
    expect(clip).toHaveAttribute('playsinline');
    expect(clip).toHaveAttribute('poster', video!.imageSrc.src);
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
    await user.click(screen.getByRole('button', { name: video!.imageAlt }));
    const dialog = screen.getByRole('dialog', { name: video!.imageAlt });
    const clip = dialog.querySelector('video');
    expect(clip).not.toBeNull();
    expect(clip).toHaveAttribute('controls');
    expect(clip).toHaveAttribute('src', video!.videoSrc);
  });
});
