'use client';

import { useRef, useState } from 'react';
import { ClipSources } from '@/components/ui/clip-sources';
import { useNearScreen } from '@/components/ui/use-near-screen';
import type { GalleryVideo } from '@/lib/gallery';
import styles from './about.module.css';

export type OwnClipProps = {
  clip: Pick<GalleryVideo, 'videoSrc' | 'videoSources' | 'imageSrc' | 'imageAlt'>;
};

// Muted like the photo page's player (the shop's clip has no speech); the controls unmute it. A browser
// fetches a poster with the page, wherever the player stands: its still (a large JPEG) is set only once
// the player comes near the screen, so a phone that never scrolls down to it never loads it.
export function OwnClip({ clip }: OwnClipProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  useNearScreen(videoRef, () => setNear(true));
  return (
    <video
      ref={videoRef}
      className={styles.ownVideo}
      controls
      muted
      playsInline
      preload="none"
      poster={near ? clip.imageSrc.src : undefined}
      width={clip.imageSrc.width}
      height={clip.imageSrc.height}
      aria-label={clip.imageAlt}
    >
      <ClipSources sources={clip.videoSources} />
      <a href={clip.videoSrc}>Bekijk het filmpje</a>
    </video>
  );
}
