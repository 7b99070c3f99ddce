'use client';

import {
  APILoadingStatus,
  APIProvider,
  AdvancedMarker,
  Map as GoogleMap,
  Pin,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import { useEffect } from 'react';

// The only module that imports @vis.gl/react-google-maps: ShopMap loads it with import() once the
// map nears the viewport, so the contact page does not ship the library at start.

export type GoogleMapViewProps = {
  apiKey: string;
  mapId: string;
  position: { lat: number; lng: number };
  zoom: number;
  markerTitle: string;
  onLoad: () => void;
  onFailure: () => void;
};

const LIBRARIES = ['maps', 'marker'];

function LoadFailureWatcher({ onFailure }: { onFailure: () => void }) {
  const status = useApiLoadingStatus();
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) onFailure();
  }, [status, onFailure]);
  return null;
}

export function GoogleMapView({
  apiKey,
  mapId,
  position,
  zoom,
  markerTitle,
  onLoad,
  onFailure,
}: GoogleMapViewProps) {
  return (
    <APIProvider
      apiKey={apiKey}
      libraries={LIBRARIES}
      language="nl"
      region="BE"
      solutionChannel=""
      disableUsageAttribution
      onLoad={onLoad}
      onError={onFailure}
    >
      <LoadFailureWatcher onFailure={onFailure} />
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
  );
}
