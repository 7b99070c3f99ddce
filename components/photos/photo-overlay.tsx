'use client';

import ExportedImage from 'next-image-export-optimizer';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryItem } from '@/lib/gallery';
import styles from './photo-overlay.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export function PhotoOverlay({
  item,
  onClose,
  reducedMotion,
}: {
  item: GalleryItem;
  onClose: () => void;
  reducedMotion: boolean;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `overlay-titel-${item.id}`;

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
        {item.isVideo ? (
          <video
            className={styles.media}
            src={item.videoSrc}
            poster={item.imageSrc.src}
            width={item.imageSrc.width}
            height={item.imageSrc.height}
            controls
            loop
            muted
            playsInline
            autoPlay={!reducedMotion}
            aria-label={item.imageAlt}
          />
        ) : (
          <ExportedImage
            src={item.imageSrc}
            alt={item.imageAlt}
            sizes="(min-width: 1100px) 1600px, 100vw"
            placeholder="empty"
            loading="eager"
            className={styles.media}
          />
        )}
        <figcaption id={titleId} className={styles.caption}>
          {item.imageAlt}
        </figcaption>
      </figure>
    </div>,
    document.body,
  );
}
