'use client';

import {
  APILoadingStatus,
  APIProvider,
  AdvancedMarker,
  Map as GoogleMap,
  Pin,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './shop-map.module.css';

declare global {
  interface Window {
    /** Google calls this global when it refuses the API key. */
    gm_authFailure?: () => void;
  }
}

/** waiting: not near the viewport yet; loading: script requested; ready: map shown; failed: fallback. */
export type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

interface ShopMapProps {
  apiKey: string;
  mapId: string;
  position: { lat: number; lng: number };
  zoom: number;
  markerTitle: string;
  /** Shown until the map is ready and whenever it can't be: never an empty box. */
  fallback: ReactNode;
}

const LIBRARIES = ['maps', 'marker'];
// Start loading a little before the map scrolls into view, so it is there when the visitor arrives.
const PRELOAD_MARGIN = '300px 0px';

// Google reports a refused key once per page load, so remember it for later visits to the page.
let keyRefused = false;
const refusalListeners = new Set<() => void>();
function listenForKeyRefusal(listener: () => void) {
  refusalListeners.add(listener);
  window.gm_authFailure = () => {
    keyRefused = true;
    refusalListeners.forEach((notify) => notify());
  };
  return () => {
    refusalListeners.delete(listener);
  };
}

function LoadFailureWatcher({ onFailure }: { onFailure: () => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFailure();
  }, [status, onFailure]);
  return null;
}

export function ShopMap({ apiKey, mapId, position, zoom, markerTitle, fallback }: ShopMapProps) {
  const [state, setState] = useState<MapState>(() => (apiKey && !keyRefused ? 'waiting' : 'failed'));
  const frameRef = useRef<HTMLDivElement>(null);
  const fail = useCallback(() => setState('failed'), []);
  const ready = useCallback(() => setState((current) => (current === 'failed' ? current : 'ready')), []);

  useEffect(() => {
    if (state !== 'waiting') return;
    const frame = frameRef.current;
    const start = () => setState((current) => (current === 'waiting' ? 'loading' : current));
    if (!frame || typeof IntersectionObserver === 'undefined') {
      queueMicrotask(start);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state]);

  const mapMounted = state === 'loading' || state === 'ready';
  useEffect(() => {
    if (!mapMounted) return;
    return listenForKeyRefusal(fail);
  }, [mapMounted, fail]);

  return (
    <div ref={frameRef} className={styles.frame} data-map-state={state}>
      {mapMounted ? (
        <div className={styles.map}>
          <APIProvider
            apiKey={apiKey}
            libraries={LIBRARIES}
            language="nl"
            region="BE"
            solutionChannel=""
            disableUsageAttribution
            onLoad={ready}
            onError={fail}
          >
            <LoadFailureWatcher onFailure={fail} />
            <GoogleMap
              mapId={mapId}
              defaultCenter={position}
              defaultZoom={zoom}
              gestureHandling="cooperative"
              clickableIcons={false}
              streetViewControl={false}
              mapTypeControl={false}
            >
              <AdvancedMarker position={position} title={markerTitle}>
                <Pin background="#8b1a1a" borderColor="#6e1212" glyphColor="#f3e6d3" />
              </AdvancedMarker>
            </GoogleMap>
          </APIProvider>
        </div>
      ) : null}
      <div className={styles.fallback} hidden={state === 'ready'}>
        {fallback}
      </div>
    </div>
  );
}
