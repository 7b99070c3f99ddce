import orderPageFile from '@/content/bestelpagina.json';
import { dayVariants } from '@/components/ui/day-variants';
import type { OrderPageContent } from '@/lib/content/schemas';
import { allergenNotice } from '@/lib/order/allergens';
import { calendarNotice, type Notice } from '@/lib/order/notices';
import { changeDays, type ShopCalendar } from '@/lib/shop/day';
import { CalendarNotice } from './calendar-notice';
import styles from './order-notices.module.css';

// The notices after the first: where the allergen information is (EU 1169/2011 art. 14) and the owner's
// own. Built here, in the server's part: the page's JavaScript would otherwise carry them.
const otherNotices: readonly Notice[] = [allergenNotice, ...(orderPageFile as OrderPageContent).notices];

// Before ordering: the deadlines by the shop's calendar (each run of days its own variant, shown by the
// visitor's day from the first paint), the allergen notice and the owner's own (/admin).
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
