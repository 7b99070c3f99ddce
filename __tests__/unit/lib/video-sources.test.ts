import { videoSources } from '@/lib/video-sources';

const MP4 = { src: '/video/winkel.mp4', type: 'video/mp4; codecs="avc1.640028"' };
const WEBM = { src: '/video/winkel.webm', type: 'video/webm; codecs="vp9"' };

it('offers the MP4 first, typed with its codec, then the WebM of the same name when public/video has it; leaves a clip in another format untyped', () => {
  expect(videoSources('/video/winkel.mp4', ['/video/winkel.mp4', '/video/winkel.webm'])).toEqual([MP4, WEBM]);
  // a clip the owner uploaded alone
  expect(videoSources('/video/winkel.mp4', ['/video/winkel.mp4', '/video/ander.webm'])).toEqual([MP4]);
  // the browser judges it
  expect(videoSources('/video/winkel.webm', ['/video/winkel.webm'])).toEqual([{ ...WEBM, type: '' }]);
});
