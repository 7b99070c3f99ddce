'use client';

import ExportedImage from 'next-image-export-optimizer';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GalleryItem, GalleryVideo } from '@/lib/gallery';
import { PhotoOverlay } from './photo-overlay';
import styles from './photo-grid.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

// The grid's clip plays muted in a loop, but stands still for visitors who asked for less motion.
function GridVideo({ item, reducedMotion }: { item: GalleryVideo; reducedMotion: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (reducedMotion) {
      video.pause();
    } else {
      video.play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays, the overlay still plays it.
      });
    }
  }, [reducedMotion]);
  return (
    <video
      ref={videoRef}
      className={styles.media}
      src={item.videoSrc}
      poster={item.imageSrc.src}
      width={item.imageSrc.width}
      height={item.imageSrc.height}
      autoPlay={!reducedMotion}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

export function PhotoGrid({ items }: { items: GalleryItem[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const reducedMotion = useReducedMotion();
  const selected = items.find((item) => item.id === selectedId) ?? null;

  const lastOpened = useRef<string | null>(null);

  const open = (id: string) => {
    lastOpened.current = id;
    setSelectedId(id);
  };

  // Focus goes back to the photo the visitor opened.
  const close = useCallback(() => {
    setSelectedId(null);
    if (lastOpened.current) triggers.current.get(lastOpened.current)?.focus();
  }, []);

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              ref={(button) => {
                if (button) triggers.current.set(item.id, button);
                else triggers.current.delete(item.id);
              }}
              className={styles.item}
              aria-haspopup="dialog"
              aria-label={item.isVideo ? item.imageAlt : undefined}
              onClick={() => open(item.id)}
            >
              {item.isVideo ? (
                <>
                  <GridVideo item={item} reducedMotion={reducedMotion} />
                  <span className={styles.badge} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                    Video
                  </span>
                </>
              ) : (
                <ExportedImage
                  src={item.imageSrc}
                  alt={item.imageAlt}
                  sizes="(min-width: 1120px) 360px, (min-width: 640px) 45vw, 100vw"
                  loading={index < 3 ? 'eager' : 'lazy'}
                  placeholder="empty"
                  className={styles.media}
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {selected ? <PhotoOverlay item={selected} onClose={close} reducedMotion={reducedMotion} /> : null}
    </>
  );
}
