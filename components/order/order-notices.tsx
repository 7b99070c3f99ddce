import orderPageFile from '@/content/bestelpagina.json';
import { dayVariants } from '@/components/ui/day-variants';
import type { OrderPageContent } from '@/lib/content/schemas';
import { allergenNotice } from '@/lib/order/allergens';
import { calendarNotice, type Notice } from '@/lib/order/notices';
import { changeDays, type ShopCalendar } from '@/lib/shop/day';
import { CalendarNotice } from './calendar-notice';
import styles from './order-notices.module.css';

// Built on the server, out of the page's JavaScript; the allergen notice is required (EU 1169/2011 art. 14).
const otherNotices: readonly Notice[] = [allergenNotice, ...(orderPageFile as OrderPageContent).notices];

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
