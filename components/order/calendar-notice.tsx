'use client';

import { keyOn, type DayVariant } from '@/components/ui/day-variants';
import { useShopDay } from '@/components/ui/use-shop-today';
import { pageNow } from '@/lib/clock/page-clock';
import type { Notice } from '@/lib/order/notices';
import type { ShopCalendar } from '@/lib/shop/day';
import styles from './order-notices.module.css';

// The server's variant for the visitor's day (day-variants.tsx) from first paint: no rebuild, no rules in JS.
export function CalendarNotice(props: { calendar: ShopCalendar; variants: DayVariant<Notice>[] }) {
  const today = useShopDay(props.calendar, pageNow);
  const key = today && keyOn(props.variants, today);
  const shown: DayVariant<Notice>[] = key
    ? props.variants.filter((variant) => variant.key === key).map(({ value }) => ({ key, value }))
    : props.variants;
  return shown.map(({ key, value, marks }) => (
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
