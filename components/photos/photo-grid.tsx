'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { ClipSources } from '@/components/ui/clip-sources';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useNearScreen } from '@/components/ui/use-near-screen';
import { imageStyle, type ImageAttrs } from '@/lib/image-variants';
import type { Tile, VideoTile } from '@/lib/photo-tiles';
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

// The grid's clip plays muted in a loop. Without controls it is not focusable: the tile's link is the one stop.
function GridVideo({ tile, poster }: { tile: VideoTile; poster: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers let a clip play on its own only once it is muted.
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused (e.g. data saver): the still stays, the overlay still plays it.
    });
  }, []);
  return (
    <video
      ref={videoRef}
      className={`${styles.media} ${styles.clip}`}
      poster={poster || undefined}
      width={tile.thumb.width}
      height={tile.thumb.height}
      autoPlay
      muted
      loop
      playsInline
      aria-hidden="true"
    >
      <ClipSources sources={tile.videoSources} />
    </video>
  );
}

/** A tile's thumbnail (photo or the video's still): a plain <img> from the precomputed variants. */
function TileImage({
  thumb,
  alt,
  first = false,
  imageRef,
}: {
  thumb: ImageAttrs;
  alt: string;
  /** The first tile: fetched at once, with high priority; every other tile is lazy. */
  first?: boolean;
  imageRef?: Ref<HTMLImageElement>;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- precomputed variants, no next/image client code
    <img
      ref={imageRef}
      alt={alt}
      loading={first ? undefined : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      width={thumb.width}
      height={thumb.height}
      decoding="async"
      className={styles.media}
      style={imageStyle}
      sizes={thumb.sizes}
      srcSet={thumb.srcSet}
      src={thumb.src}
    />
  );
}

// The video tile costs a photo tile's bytes until it comes near the screen: a lazy still (also the tile
// without scripts), with the clip mounted over it only then, and never for visitors who asked for less motion.
function VideoTileMedia({ tile, reducedMotion }: { tile: VideoTile; reducedMotion: boolean }) {
  const stillRef = useRef<HTMLImageElement>(null);
  // The still's URL once the tile is near the screen; null before.
  const [poster, setPoster] = useState<string | null>(null);
  // The variant the browser chose for the still is fetched (or on its way): as the poster it adds no bytes, no flash.
  useNearScreen(stillRef, () => setPoster(stillRef.current?.currentSrc ?? null), !reducedMotion);
  return (
    <>
      {/* Decorative: the link is named "Video: …". */}
      <TileImage thumb={tile.thumb} alt="" imageRef={stillRef} />
      {poster !== null && !reducedMotion ? <GridVideo tile={tile} poster={poster} /> : null}
    </>
  );
}

// Tiles come precomputed from lib/photo-tiles (src, srcSet, sizes): this leaf renders plain <img> tags.
export function PhotoGrid({ tiles }: { tiles: Tile[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLAnchorElement>());
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const selected = tiles.find((tile) => tile.id === selectedId) ?? null;

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
        {tiles.map((tile, index) => (
          <li key={tile.id}>
            {/* A real link to the file: without JavaScript (or with a modifier key) it opens the photo
                itself; otherwise the overlay opens in its place. */}
            <a
              href={tile.isVideo ? tile.videoSrc : tile.href}
              ref={(link) => {
                if (link) triggers.current.set(tile.id, link);
                else triggers.current.delete(tile.id);
              }}
              className={styles.item}
              // Only with scripts does the link open a dialog; before that it opens the file.
              aria-haspopup={hydrated ? 'dialog' : undefined}
              // The name starts with the badge's visible word, so speech users can say what they see.
              aria-label={tile.isVideo ? `Video: ${tile.alt}` : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
                  return;
                event.preventDefault();
                open(tile.id);
              }}
            >
              {tile.isVideo ? (
                <>
                  <VideoTileMedia tile={tile} reducedMotion={reducedMotion} />
                  <span className={styles.badge} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                    Video
                  </span>
                </>
              ) : (
                // Only the first tile is on a phone's first screen (the page's LCP): it alone is
                // fetched early, with high priority; the rest wait until they come near the screen.
                <TileImage thumb={tile.thumb} alt={tile.alt} first={index === 0} />
              )}
            </a>
          </li>
        ))}
      </ul>
      {selected ? <PhotoOverlay tile={selected} onClose={close} reducedMotion={reducedMotion} /> : null}
    </>
  );
}
