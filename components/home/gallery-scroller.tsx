'use client';

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './gallery-scroller.module.css';

/** One press of a gallery button moves the strip exactly this far (spec §9). */
const GALLERY_STEP_PX = 300;

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

// The photos arrive as server-rendered <img> elements: this leaf only owns the scrolling.
const controls = [
  { direction: -1, label: "Vorige foto's", path: 'M15 5l-7 7 7 7' },
  { direction: 1, label: "Volgende foto's", path: 'M9 5l7 7-7 7' },
] as const;

export function GalleryScroller({ label, children }: { label: string; children: ReactNode }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  // Until the page's script runs a press would do nothing: the buttons stay disabled in the HTML
  // and come alive with the listeners (the strip itself already scrolls by touch and keyboard).
  const [ready, setReady] = useState(false);

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The mouse wheel must not scroll the strip (spec); touch swiping and the buttons still do.
    // React's onWheel is passive, so the listener is added by hand.
    const blockWheel = (event: WheelEvent) => event.preventDefault();
    track.addEventListener('wheel', blockWheel, { passive: false });
    updateEdges();
    setReady(true);
    window.addEventListener('resize', updateEdges);
    return () => {
      track.removeEventListener('wheel', blockWheel);
      window.removeEventListener('resize', updateEdges);
    };
  }, [updateEdges]);

  const scrollByStep = (direction: -1 | 1) => {
    trackRef.current?.scrollBy({
      left: direction * GALLERY_STEP_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.gallery}>
      {/* A scrollable region has to be reachable by keyboard (arrow keys scroll it once focused). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={trackRef} className={styles.track} aria-label={label} tabIndex={0} onScroll={updateEdges}>
        {Children.map(children, (photo) => (
          <li className={styles.item}>{photo}</li>
        ))}
      </ul>
      <div className={styles.controls}>
        {controls.map(({ direction, label, path }) => (
          <button
            key={direction}
            type="button"
            className={styles.control}
            onClick={() => scrollByStep(direction)}
            disabled={!ready}
            aria-label={label}
            // Not beside `disabled` (HTML forbids both on one element).
            aria-disabled={ready ? (direction < 0 ? edges.atStart : edges.atEnd) : undefined}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d={path}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
