import { otherNotices } from '@/lib/order/notices';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { CalendarNotice } from './calendar-notice';
import styles from './order-notices.module.css';

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
