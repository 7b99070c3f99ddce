import { shop, type Weekday } from '@/lib/shop';
import styles from './order-notices.module.css';

const weekdayNames: Record<Weekday, string> = {
  monday: 'maandag',
  tuesday: 'dinsdag',
  wednesday: 'woensdag',
  thursday: 'donderdag',
  friday: 'vrijdag',
  saturday: 'zaterdag',
  sunday: 'zondag',
};

// The three things every customer should know before ordering (spec §2).
export function OrderNotices() {
  const deadline = weekdayNames[shop.orderDeadlineWeekday];
  return (
    <ul className={styles.notices} aria-label="Goed om te weten">
      <li className={styles.notice}>
        <strong>Ten laatste {deadline} bestellen</strong>
        <span>
          Bestel uiterlijk op {deadline} om uw bestelling dezelfde week op vrijdag of zaterdag af te halen.
        </span>
      </li>
      <li className={styles.notice}>
        <strong>Per gewicht of per stuk</strong>
        <span>
          U bestelt per kilogram of per stuk; bij veel producten kiest u zelf met de knop ‘Per stuk’ of ‘Per
          kg’.
        </span>
      </li>
      <li className={styles.notice}>
        <strong>Betalen in de winkel</strong>
        <span>Geen Bancontact: u betaalt met Payconiq of met uw bank-app.</span>
      </li>
    </ul>
  );
}
