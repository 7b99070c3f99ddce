'use client';

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { followHeight } from '@/lib/early/sticky-top';
import { catalogue, setCatalogue } from '@/lib/order/catalogue';
import type { CatalogueContent } from '@/lib/content/schemas';
import { shop } from '@/lib/shop';
import type { ShopCalendar } from '@/lib/shop/day';
import { productCountText } from '@/lib/order/lines';
import { OrderForm } from './order-form';
import { createOrderRuntime, type OrderRuntime } from '@/lib/device/order-runtime';
import { OrderStoreContext, createOrderStore, useChosenLines, useOrderStore } from './order-store';
import { ProductPicker } from './product-picker';
import type { SeasonVariants } from './season-variants';
import styles from './order-shop.module.css';

const SEARCH_ID = 'zoek-product';

// On phones the order column sits below the long product list: a bar at the bottom keeps the count
// in sight and leads to the form; it hides while the order column itself is on screen.
function MobileOrderBar({ target }: { target: RefObject<HTMLElement | null> }) {
  const count = useChosenLines(useOrderStore()).length;
  const [targetVisible, setTargetVisible] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setTargetVisible(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  // While typing (phone keyboard open) the bar would cover the field and its message.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    const onFocus = ({ type, target }: FocusEvent) =>
      setTyping(
        type === 'focusin' && target instanceof HTMLElement && target.matches('input, textarea, select'),
      );
    document.addEventListener('focusin', onFocus, { signal: stop.signal });
    document.addEventListener('focusout', onFocus, { signal: stop.signal });
    return () => stop.abort();
  }, []);

  if (count === 0 || targetVisible) return null;
  // One line down to 320 px: the longer words only show where they fit (see the CSS module). Hidden,
  // not removed, while typing: leaving a field then repaints the bar instead of building it anew.
  return (
    <div className={styles.bar} data-hidden={typing || undefined}>
      <p className={styles.barText}>
        <span className={styles.barLabel}>Uw bestelling: </span>
        <strong>{productCountText(count)}</strong>
      </p>
      <a className={`button ${styles.barButton}`} href="#bestelformulier">
        {/* one flex item: the button's gap must not split the words */}
        <span>
          Naar <span className={styles.barLong}>het </span>
          <span className={styles.barLonger}>bestel</span>formulier
        </span>
      </a>
    </div>
  );
}

// The side column's sticky top from its height (followHeight), as the early script set it before.
function useAsideHeight(aside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = aside.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // `top` itself, not a custom property: that would be inherited, and a new height would then
    // re-style every field in the column (and registering one re-styles the whole page).
    return followHeight(element, (top) => (element.style.top = top));
  }, [aside]);
}

// Without JavaScript every field and button stays disabled (the <noscript> offers phone and e-mail),
// and the form can never be submitted natively (which would put name, e-mail and phone in the URL).
// The early script (early-order-script.ts) switches the fieldset on at first paint; the controls it
// does not handle (`data-until-live`) wait for React. Only the fieldset renders again when the page
// comes alive (false in the server HTML and during hydration): React leaves the rows and form alone.
function LiveFieldset({ children }: { children: ReactNode }) {
  const interactive = useHydrated();
  return (
    <fieldset className={styles.fieldset} disabled={!interactive}>
      {children}
    </fieldset>
  );
}

// The document's own runtime: it outlives the page across client-side navigation (order-runtime.ts).
let documentRuntime: OrderRuntime | null = null;
const ownRuntime = () => (documentRuntime ??= createOrderRuntime());

/**
 * `catalogue`: content/producten.json, as data in the page rather than in its code (catalogue.ts).
 * `calendar`: the shop's day the server rendered the page for, and how to tell the visitor's (seasonal
 * products; use-shop-today.ts); `seasons`: the server's variants of the seasonal rows (season-variants.ts).
 * `early`: the early script (early-order.tsx), first in the fieldset.
 * `runtime`: the document's own unless given (a test's fresh document).
 */
export function OrderShop(props: {
  catalogue: CatalogueContent;
  calendar: ShopCalendar;
  seasons?: SeasonVariants;
  early?: ReactNode;
  runtime?: OrderRuntime;
}) {
  // Before anything below reads it: the store, the runtime and the rows.
  setCatalogue(props.catalogue);
  const { calendar, runtime = ownRuntime() } = props;
  const [store] = useState(() => createOrderStore(catalogue()));
  const asideRef = useRef<HTMLElement>(null);
  useAsideHeight(asideRef);

  return (
    <OrderStoreContext value={store}>
      <noscript>
        <p className={styles.noscript}>
          Online bestellen werkt alleen met JavaScript, en dat staat uit in uw browser. Bestel gerust
          telefonisch op <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a> of per e-mail aan{' '}
          <a href={`mailto:${shop.email}`}>{shop.email}</a>.
        </p>
      </noscript>
      <LiveFieldset>
        {props.early}
        <div className={styles.shop}>
          <ProductPicker searchId={SEARCH_ID} calendar={calendar} seasons={props.seasons} />
          <aside ref={asideRef} className={styles.aside} aria-label="Uw bestelling en gegevens">
            <OrderForm searchId={SEARCH_ID} runtime={runtime} />
          </aside>
        </div>
      </LiveFieldset>
      <MobileOrderBar target={asideRef} />
    </OrderStoreContext>
  );
}
