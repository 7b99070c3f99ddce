import { googleMapsConfig } from '@/lib/env';
import { shop } from '@/lib/shop';
import { MapFallback } from './map-fallback';
import { ShopMap } from './shop-map';
import styles from './contact.module.css';

export function ContactMap() {
  return (
    <section aria-labelledby="kaart-titel" className={styles.mapSection}>
      <h2 id="kaart-titel" className={styles.sectionTitle}>
        Zo vindt u ons
      </h2>
      <ShopMap
        apiKey={googleMapsConfig.apiKey}
        mapId={googleMapsConfig.mapId}
        position={{ lat: shop.map.lat, lng: shop.map.lng }}
        zoom={shop.map.zoom}
        markerTitle={shop.name}
        fallback={<MapFallback />}
      />
    </section>
  );
}
