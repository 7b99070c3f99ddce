import { EARLY_ORDER_SCRIPT } from './early-order-script';
import styles from './early-order.module.css';

// A server component: the script's text and its one message are in the page's HTML, not in the
// framework's JavaScript. It must come after the order form (it switches the form on as soon as it
// is parsed). The message shows when the customer submits before the page is ready.
export function EarlyOrderScript() {
  return (
    <>
      <p className={styles.wait} role="status" data-early-wait="" hidden>
        Even geduld: de pagina wordt klaargemaakt. Uw bestelling gaat daarna vanzelf verder.
      </p>
      <script dangerouslySetInnerHTML={{ __html: EARLY_ORDER_SCRIPT }} />
    </>
  );
}
