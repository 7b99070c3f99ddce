'use client';

import { useShopToday } from '@/components/ui/use-shop-today';
import { pageNow } from '@/lib/clock/page-clock';
import { calendarNotice } from '@/lib/order/notices';
import type { ShopCalendar } from '@/lib/shop/day';
import styles from './order-notices.module.css';

// By the build day while hydrating, then the host's: December's deadlines come and go without a rebuild.
export function CalendarNotice({ calendar }: { calendar: ShopCalendar }) {
  const today = useShopToday(calendar, pageNow);
  const { title, items, text } = calendarNotice(today);
  return (
    <li className={styles.notice} data-calendar={items ? '' : undefined}>
      <strong>{title}</strong>
      {items && (
        <ul className={styles.days}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <span>{text}</span>
    </li>
  );
}
