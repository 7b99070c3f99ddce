import { LogoMark } from '@/components/layout/logo-mark';
import { ShopHours } from '@/components/layout/shop-hours';
import { shop } from '@/lib/shop';
import type { ShopCalendar } from '@/lib/shop/day';
import { hoursNotes, hoursPeriods } from '@/lib/shop/hours';
import styles from './home-info.module.css';

// `calendar`: the page's, whose shop-day script comes before this (the hours show the visitor's day).
export function HomeInfo({ id, calendar }: { id: string; calendar: ShopCalendar }) {
  return (
    <section id={id} className={styles.info} aria-labelledby="openingsuren-titel">
      <div className={styles.card}>
        <LogoMark size={72} />
        <h2 id="openingsuren-titel" className={styles.heading}>
          Openingsuren
        </h2>
        <ShopHours
          periods={hoursPeriods()}
          notes={hoursNotes(calendar.day)}
          calendar={calendar}
          classes={styles}
        />
        <p className={styles.contact}>
          <a className={styles.phone} href={`tel:${shop.phone.tel}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="visually-hidden">Bel ons: </span>
            {shop.phone.display}
          </a>
        </p>
        <address className={styles.address}>
          {shop.address.street}
          <br />
          {shop.address.postalCode} {shop.address.town}
        </address>
      </div>
    </section>
  );
}
