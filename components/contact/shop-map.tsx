'use client';

import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { onEarlyClick } from '@/lib/early-clicks';
import type { GoogleMapViewProps } from './google-map';
import styles from './shop-map.module.css';

declare global {
  interface Window {
    /** Google calls this global when it refuses the API key. */
    gm_authFailure?: () => void;
  }
}

/** waiting: until the visitor asks for the map; loading: script requested; ready: map shown; failed: fallback. */
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

/** The consent button's name for a tap made before the page was live (lib/early-clicks.ts). */
const EARLY_CLICK = 'kaart-laden';

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

export function ShopMap({ apiKey, mapId, position, zoom, markerTitle, fallback }: ShopMapProps) {
  const [state, setState] = useState<MapState>(() => (apiKey && !keyRefused ? 'waiting' : 'failed'));
  const fail = useCallback(() => setState('failed'), []);
  const ready = useCallback(() => setState((current) => (current === 'failed' ? current : 'ready')), []);

  // Nothing goes to Google before the visitor clicks: no script, no tiles, no request at all.
  const load = useCallback(() => setState((current) => (current === 'waiting' ? 'loading' : current)), []);
  // A tap on the button while the page was still starting up counts as the click.
  useEffect(() => onEarlyClick(EARLY_CLICK, load), [load]);

  // The maps library (and the Google script it adds) is fetched only now, after the click; a failed
  // import shows the fallback like any other failure.
  const [MapView, setMapView] = useState<ComponentType<GoogleMapViewProps> | null>(null);
  useEffect(() => {
    if (state !== 'loading' || MapView) return;
    let cancelled = false;
    import('./google-map').then(
      (loaded) => {
        if (!cancelled) setMapView(() => loaded.GoogleMapView);
      },
      () => {
        if (!cancelled) fail();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state, MapView, fail]);

  const mapMounted = state === 'loading' || state === 'ready';
  useEffect(() => {
    if (!mapMounted) return;
    return listenForKeyRefusal(fail);
  }, [mapMounted, fail]);

  return (
    <div className={styles.wrapper}>
      <div className={styles.frame} data-map-state={state}>
        {mapMounted ? (
          <div className={styles.map}>
            {MapView && (
              <MapView
                apiKey={apiKey}
                mapId={mapId}
                position={position}
                zoom={zoom}
                markerTitle={markerTitle}
                onLoad={ready}
                onFailure={fail}
              />
            )}
          </div>
        ) : null}
        <div className={styles.fallback} hidden={state === 'ready'}>
          {fallback}
        </div>
      </div>
      {state === 'waiting' ? (
        <div className={styles.consent}>
          <p id="kaart-uitleg">
            De kaart komt van Google Maps. Als u ze laadt, krijgt Google uw IP-adres en gegevens over uw
            browser.
          </p>
          <button
            type="button"
            className="button"
            onClick={load}
            aria-describedby="kaart-uitleg"
            data-early-click={EARLY_CLICK}
          >
            Kaart laden (Google Maps)
          </button>
        </div>
      ) : null}
    </div>
  );
}
