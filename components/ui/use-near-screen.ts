'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

/** How close to the screen media starts loading: enough to have its first frame ready on arrival. */
const NEAR_SCREEN = '200px';

/**
 * Calls `onNear` once, when the element comes within NEAR_SCREEN of the screen (at once in a browser
 * without IntersectionObserver). For media below the fold that the browser would otherwise fetch with
 * the page (a clip, a video's poster): bytes a customer on a slow network never scrolls to cost nothing.
 */
export function useNearScreen(ref: RefObject<Element | null>, onNear: () => void, enabled = true) {
  const near = useEffectEvent(onNear);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      near();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
}
