import { ShopHours } from '@/components/layout/shop-hours';
import { shop } from '@/lib/shop';
import type { ShopCalendar } from '@/lib/shop/day';
import { hoursNotes, hoursPeriods } from '@/lib/shop/hours';
import styles from './contact.module.css';

// Opening hours, phone and e-mail, address: three cards, all from the shop facts. `calendar`: as HomeInfo's.
export function ContactDetails({ calendar }: { calendar: ShopCalendar }) {
  return (
    <div className={styles.details}>
      <section aria-labelledby="openingsuren-titel" className={`card ${styles.detail}`}>
        <h2 id="openingsuren-titel" className={styles.cardTitle}>
          Openingsuren
        </h2>
        <ShopHours
          periods={hoursPeriods()}
          notes={hoursNotes(calendar.day)}
          calendar={calendar}
          classes={styles}
        />
        <p className={styles.note}>Op de andere dagen is de winkel gesloten.</p>
      </section>

      <section aria-labelledby="bel-titel" className={`card ${styles.detail}`}>
        <h2 id="bel-titel" className={styles.cardTitle}>
          Bel of mail ons
        </h2>
        <ul className={styles.lines}>
          <li>
            <span className={styles.label}>Telefoon</span>
            <a href={`tel:${shop.phone.tel}`} className={styles.link}>
              {shop.phone.display}
            </a>
          </li>
          <li>
            <span className={styles.label}>E-mail</span>
            <a href={`mailto:${shop.email}`} className={styles.link}>
              {shop.email}
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="adres-titel" className={`card ${styles.detail}`}>
        <h2 id="adres-titel" className={styles.cardTitle}>
          Adres
        </h2>
        <address className={styles.address}>
          {shop.name}
          <br />
          {shop.address.street}
          <br />
          {shop.address.postalCode} {shop.address.town} ({shop.address.city})
        </address>
      </section>
    </div>
  );
}
