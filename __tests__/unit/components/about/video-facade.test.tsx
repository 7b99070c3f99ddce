import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFacade } from '@/components/about/video-facade';

function renderFacade() {
  return render(
    <VideoFacade
      youtubeId="M7lc1UVf-VE"
      title="Een kijkje op de boerderij"
      poster={<span>Stilstaand beeld van de video</span>}
    />,
  );
}

it('shows only the local poster and a named play button, and loads the privacy-enhanced YouTube player after the click, focused', async () => {
  const user = userEvent.setup();
  const { container } = renderFacade();
  const frame = container.firstElementChild;
  const play = screen.getByRole('button', { name: 'Video afspelen: Een kijkje op de boerderij' });
  expect(play).toBeVisible();
  expect(play).toContainElement(screen.getByText('Stilstaand beeld van de video'));
  expect(container.querySelector('iframe')).toBeNull();
  await user.click(play);

  const player = screen.getByTitle('Een kijkje op de boerderij');
  expect(player.tagName).toBe('IFRAME');
  // in the poster's place: the same 16:9 frame (video-facade.module.css) holds it
  expect(player.parentElement).toBe(frame);
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
  expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  expect(player.getAttribute('allow')).toContain('autoplay');
  expect(player).toHaveFocus();
  expect(screen.queryByRole('button', { name: /Video afspelen/ })).not.toBeInTheDocument();
});

// (never for a tap on another control: early-clicks.test.ts)
it('plays after a tap on the button made before the page was live', async () => {
  window.__earlyClicks = ['iets-anders', 'video-afspelen'];
  renderFacade();
  expect(await screen.findByTitle('Een kijkje op de boerderij')).toHaveFocus();
  expect(window.__earlyClicks).toBeNull();
});
