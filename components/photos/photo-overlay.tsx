'use client';

import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ClipSources } from '@/components/ui/clip-sources';
import { imageStyle } from '@/lib/image-variants';
import type { Tile } from '@/lib/photo-tiles';
import styles from './photo-overlay.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export function PhotoOverlay({
  tile,
  onClose,
  reducedMotion,
}: {
  tile: Tile;
  onClose: () => void;
  reducedMotion: boolean;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `overlay-titel-${tile.id}`;

  useEffect(() => {
    closeRef.current?.focus();

    // Lock the page behind the overlay; pad for the vanished scrollbar so nothing jumps.
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = dialogRef.current.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [onClose]);

  return createPortal(
    <div ref={dialogRef} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      {/* Clicking anywhere around the photo closes the overlay; keyboard users have Escape and the button. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={onClose}
        data-testid="overlay-achtergrond"
      />
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        Sluiten
      </button>
      <figure className={styles.figure}>
        {tile.isVideo ? (
          <video
            className={styles.media}
            poster={tile.thumb.src}
            width={tile.thumb.width}
            height={tile.thumb.height}
            controls
            loop
            muted
            playsInline
            autoPlay={!reducedMotion}
            aria-label={tile.alt}
          >
            <ClipSources sources={tile.videoSources} />
          </video>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- precomputed variants, no next/image client code
          <img
            alt={tile.alt}
            loading="eager"
            width={tile.large.width}
            height={tile.large.height}
            decoding="async"
            className={styles.media}
            style={imageStyle}
            sizes={tile.large.sizes}
            srcSet={tile.large.srcSet}
            src={tile.large.src}
          />
        )}
        <figcaption id={titleId} className={styles.caption}>
          {tile.alt}
        </figcaption>
      </figure>
    </div>,
    document.body,
  );
}
