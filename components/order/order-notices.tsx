import { dayVariants } from '@/components/ui/day-variants';
import { calendarNotice, otherNotices } from '@/lib/order/notices';
import { changeDays, type ShopCalendar } from '@/lib/shop/day';
import { CalendarNotice } from './calendar-notice';
import styles from './order-notices.module.css';

// What every customer should know before ordering (spec §2): the deadlines by the shop's calendar, then
// the allergen notice and the owner's own, edited in /admin.
export function OrderNotices({ calendar }: { calendar: ShopCalendar }) {
  return (
    <ul className={styles.notices} aria-label="Goed om te weten">
      <CalendarNotice
        calendar={calendar}
        variants={dayVariants(calendar.day, changeDays(calendar.day, calendarNotice), calendarNotice)}
      />
      {otherNotices.map((notice) => (
        <li key={notice.title} className={styles.notice}>
          <strong>{notice.title}</strong>
          <span>{notice.text}</span>
        </li>
      ))}
    </ul>
  );
}
