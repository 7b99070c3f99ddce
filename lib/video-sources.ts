import { videoFiles } from '@/lib/photo-files';

export type VideoSource = { src: string; type: string };

/**
 * The <source>s of a clip: the owner's MP4 (H.264) first, typed with its codec so a browser without
 * H.264 (Debian's Firefox ESR, WebKitGTK) skips it without fetching or an error; then a WebM (VP9) of
 * the same name when public/video has one.
 */
export function videoSources(videoSrc: string, files: readonly string[] = videoFiles): VideoSource[] {
  if (!/\.mp4$/i.test(videoSrc)) return [{ src: videoSrc, type: '' }];
  const webm = videoSrc.replace(/\.mp4$/i, '.webm');
  return [
    { src: videoSrc, type: 'video/mp4; codecs="avc1.640028"' },
    ...(files.includes(webm) ? [{ src: webm, type: 'video/webm; codecs="vp9"' }] : []),
  ];
}
