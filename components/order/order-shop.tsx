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

// On phones the order column is below the products: a bar keeps the count in sight while it is out of view.
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
  // Hidden, not removed, while typing: leaving a field then repaints the bar instead of building it anew.
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

// Sticky while the column fits the window; taller, it scrolls until its end is in view (followHeight).
function useAsideHeight(aside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = aside.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // `top` itself: an inherited custom property would re-style the column, a registered one the page.
    return followHeight(element, (top) => (element.style.top = top));
  }, [aside]);
}

// Off without JavaScript (a native submit puts personal data in the URL); the early script enables it.
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

// `catalogue` comes as data, not code (docs/metingen.md); `early`: the early script; `runtime`: tests only.
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
