import { render, screen } from '@testing-library/react';
import { AboutVideo } from '@/components/about/about-video';

const clip = {
  videoSrc: '/video/winkel.mp4',
  videoSources: [
    { src: '/video/winkel.mp4', type: 'video/mp4; codecs="avc1.640028"' },
    { src: '/video/winkel.webm', type: 'video/webm; codecs="vp9"' },
  ],
  imageSrc: { src: '/images/winkel-video-poster.jpg', width: 1280, height: 720 },
  imageAlt: 'Filmpje: een blik op de toonbank',
};

it('plays the shop’s own clip in a self-hosted player while no YouTube id is set', () => {
  const { container } = render(<AboutVideo video={{ youtubeId: '  ', title: 'Leeg' }} clip={clip} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Een kijkje op de boerderij' })).toBeVisible();
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'none');
  // without IntersectionObserver (jsdom) at once; in a browser only near the screen: about.spec
  expect(video).toHaveAttribute('poster', '/images/winkel-video-poster.jpg');
  expect(video).toHaveAccessibleName('Filmpje: een blik op de toonbank');
  const sources = [...container.querySelectorAll('video source')].map((source) => source.getAttribute('src'));
  expect(sources).toEqual(['/video/winkel.mp4', '/video/winkel.webm']);
  expect(screen.queryByRole('button', { name: /Video afspelen/ })).toBeNull();
});

it("shows the YouTube facade once the shop's own video id is set; nothing without an id and without a clip", () => {
  const empty = render(<AboutVideo video={{ youtubeId: '', title: 'Leeg' }} clip={null} />);
  expect(empty.container).toBeEmptyDOMElement();
  const { container } = render(
    <AboutVideo video={{ youtubeId: 'abcDEF12345', title: 'Op de boerderij' }} clip={clip} />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Een kijkje op de boerderij' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Video afspelen: Op de boerderij' })).toBeVisible();
  expect(container.querySelector('video')).toBeNull();
});
