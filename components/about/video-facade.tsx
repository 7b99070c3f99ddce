'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onEarlyClick } from '@/lib/early-clicks';
import { youtubeEmbedUrl } from '@/lib/youtube';
import styles from './video-facade.module.css';

interface VideoFacadeProps {
  youtubeId: string;
  title: string;
  /** The local poster image; nothing is fetched from YouTube before the visitor clicks play. */
  poster: ReactNode;
}

/** The play button's name for a tap made before the page was live (lib/early-clicks.ts). */
const EARLY_CLICK = 'video-afspelen';

export function VideoFacade({ youtubeId, title, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  // A tap before the page was live plays the video once it is (starting twice is the same as once).
  useEffect(() => onEarlyClick(EARLY_CLICK, () => setPlaying(true)), []);

  useEffect(() => {
    if (playing) iframeRef.current?.focus();
  }, [playing]);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={iframeRef}
          className={styles.player}
          src={youtubeEmbedUrl(youtubeId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.facade}
          onClick={() => setPlaying(true)}
          aria-label={`Video afspelen: ${title}`}
          data-early-click={EARLY_CLICK}
        >
          {poster}
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="34" height="34" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
