import orderPageFile from '@/content/bestelpagina.json';
import type { OrderPageContent } from '@/lib/content/schemas';
import { allergenNotice } from '@/lib/order/allergens';
import type { Notice } from '@/lib/order/notices';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { CalendarNotice } from './calendar-notice';
import styles from './order-notices.module.css';

// The notices after the first: where the allergen information is (EU 1169/2011 art. 14) and the owner's
// own. Built here, in the server's part: the page's JavaScript would otherwise carry them.
const otherNotices: readonly Notice[] = [allergenNotice, ...(orderPageFile as OrderPageContent).notices];

// Before ordering: the deadlines by the shop's calendar, the allergen notice and the owner's own (/admin).
export function OrderNotices() {
  return (
    <ul className={styles.notices} aria-label="Goed om te weten">
      <CalendarNotice calendar={buildCalendar()} />
      {otherNotices.map((notice) => (
        <li key={notice.title} className={styles.notice}>
          <strong>{notice.title}</strong>
          <span>{notice.text}</span>
        </li>
      ))}
    </ul>
  );
}
