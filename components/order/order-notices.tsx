import { orderNotices } from '@/lib/order/notices';
import styles from './order-notices.module.css';

// What every customer should know before ordering (spec §2); the owner edits them in /admin.
export function OrderNotices() {
  return (
    <ul className={styles.notices} aria-label="Goed om te weten">
      {orderNotices().map((notice) => (
        <li key={notice.title} className={styles.notice}>
          <strong>{notice.title}</strong>
          <span>{notice.text}</span>
        </li>
      ))}
    </ul>
  );
}
