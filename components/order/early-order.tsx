import { EARLY_ORDER_SCRIPT } from './early-order-script';

// A server component: the script's text is in the page's HTML, not in the framework's JavaScript. It
// must come after the order form in the page (it switches the form on as soon as it is parsed).
export function EarlyOrderScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_ORDER_SCRIPT }} />;
}
