import type { GalleryItem } from '@/lib/gallery';
import { photoTiles } from '@/lib/photo-tiles';
import { siteOptions } from '@/__tests__/fixtures/image-options';

const poster = { src: '/_next/static/media/winkel-video-poster.30cj3jlef1pih.jpg', width: 1280, height: 720 };
const photo = { src: '/_next/static/media/foto-01.2nic4r4rrzu5k.jpg', width: 1200, height: 900 };
const items: GalleryItem[] = [
  { id: 'foto-01', name: 'Runderen', imageSrc: photo, imageAlt: 'Runderen in de wei', isVideo: false },
  {
    id: 'winkel-video',
    name: 'Winkel',
    imageSrc: poster,
    imageAlt: 'Filmpje: de toonbank',
    isVideo: true,
    videoSrc: '/video/winkel.mp4',
    videoSources: [{ src: '/video/winkel.mp4', type: 'video/mp4' }],
  },
];

// A tile is a third of the 1120 px grid, half the screen on a tablet, the full width on a phone.
const TILE_SIZES = '(min-width: 1120px) 360px, (min-width: 640px) 45vw, 100vw';

const [photoTile, videoTile] = photoTiles(items, siteOptions);

it("gives a photo a tile-sized thumbnail, an overlay-sized large image and its widest variant as link; the video the same thumbnail, from its still, and the clip's address", () => {
  expect(photoTile).toMatchObject({ id: 'foto-01', isVideo: false, alt: 'Runderen in de wei' });
  if (photoTile?.isVideo !== false) throw new Error('expected a photo tile');
  expect(photoTile.thumb.sizes).toBe(TILE_SIZES);
  expect(photoTile.large.sizes).toBe('(min-width: 1100px) 1600px, 100vw');
  expect(photoTile.href).toBe('/img/foto-01.2nic4r4rrzu5k-opt-1280.WEBP');
  expect(videoTile).toEqual({
    id: 'winkel-video',
    alt: 'Filmpje: de toonbank',
    isVideo: true,
    videoSrc: '/video/winkel.mp4',
    videoSources: [{ src: '/video/winkel.mp4', type: 'video/mp4' }],
    thumb: {
      src: '/img/winkel-video-poster.30cj3jlef1pih-opt-1280.WEBP',
      srcSet: [256, 375, 384, 640, 828, 1080, 1280, 1920]
        .map((width) => `/img/winkel-video-poster.30cj3jlef1pih-opt-${Math.min(width, 1280)}.WEBP ${width}w`)
        .join(', '),
      sizes: TILE_SIZES,
      width: 1280,
      height: 720,
    },
  });
});
