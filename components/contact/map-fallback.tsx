import { LogoMark } from '@/components/layout/logo-mark';
import { directionsUrl, shop } from '@/lib/shop';
import styles from './map-fallback.module.css';

// What the map box shows before the map loads, without a key, or when Google can't be reached:
// a drawn map with the shop's pin and a way to plan the route.
export function MapFallback() {
  return (
    <div className={styles.fallback}>
      <div className={styles.pin} aria-hidden="true">
        <LogoMark size={56} />
      </div>
      <div className={styles.card}>
        <p className={styles.name}>{shop.name}</p>
        <address className={styles.address}>
          {shop.address.street}
          <br />
          {shop.address.postalCode} {shop.address.town} ({shop.address.city})
        </address>
        <a className="button" href={directionsUrl} target="_blank" rel="noopener noreferrer">
          Route plannen
          <span className="visually-hidden"> (opent in een nieuw tabblad)</span>
        </a>
      </div>
    </div>
  );
}
