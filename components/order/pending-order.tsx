import type { StoredOrder } from '@/lib/order/draft';
import { outcomeOf } from '@/lib/order/lifecycle';
import styles from './order-form.module.css';

// An order restored after a reload or a failure: what is known about it, and that a resend keeps its
// reference.
export function PendingOrder({ order }: { order: StoredOrder | null }) {
  if (!order) return null;
  if (outcomeOf(order) === 'maybe')
    return (
      <p className={styles.pending} role="status">
        Bestelling <strong>{order.reference}</strong> is misschien al verzonden: we weten niet of ze bij de
        slagerij aangekomen is. Kijk ze na en klik op ‘Bestelling Plaatsen’ om ze opnieuw te versturen; ze
        draagt dan dezelfde referentie en de vermelding ‘herzending’, zodat de slagerij ze maar één keer
        klaarmaakt.
      </p>
    );
  return (
    <p className={styles.pending} role="status">
      Bestelling <strong>{order.reference}</strong> is nog niet volledig verzonden. Kijk ze na en klik op
      ‘Bestelling Plaatsen’ om ze opnieuw te versturen.
    </p>
  );
}
