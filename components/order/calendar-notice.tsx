'use client';

import { dayVariants } from '@/components/ui/day-variants';
import { useShopDay } from '@/components/ui/use-shop-today';
import { pageNow } from '@/lib/clock/page-clock';
import { calendarNotice } from '@/lib/order/notices';
import type { ShopCalendar } from '@/lib/shop/day';
import styles from './order-notices.module.css';

// The order page's first notice, by the visitor's day (issue 53), from the first paint (day-variants.tsx;
// `changes`: the days it changes on), so the Christmas deadlines appear in December and the usual rule
// returns in January without a rebuild.
export function CalendarNotice({ calendar, changes }: { calendar: ShopCalendar; changes: string[] }) {
  const today = useShopDay(calendar, pageNow);
  return dayVariants(today, calendar.day, changes, calendarNotice).map(({ key, value, marks }) => (
    <li key={key} className={styles.notice} data-calendar={value.items ? '' : undefined} {...marks}>
      <strong>{value.title}</strong>
      {value.items && (
        <ul className={styles.days}>
          {value.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <span>{value.text}</span>
    </li>
  ));
}
