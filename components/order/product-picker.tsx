'use client';

import { memo, startTransition, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { catalogue, searchProducts, type Category, type Product } from '@/lib/order/catalogue';
import { productInSeason, seasonNote } from '@/lib/order/pickup';
import { useShopDay } from '@/components/ui/use-shop-today';
import { variantsText } from '@/components/ui/day-variants';
import type { ShopCalendar } from '@/lib/shop/day';
import { pageNow } from '@/lib/clock/page-clock';
import { CloseIcon, SearchIcon } from './controls';
import { productCountText } from '@/lib/order/lines';
import { ProductRow, type RowSeason } from './product-row';
import type { SeasonVariants } from './season-variants';
import styles from './product-picker.module.css';

// A search shows its first hits; the rest on request. A short query ('k') matches half the counter,
// and each keystroke would mount all of it: what a keystroke costs must not grow with the catalogue.
// Ten: a phone's screen and a half, and half the rows 20 built per keystroke (docs/metingen.md, 26/11 22:40).
const SEARCH_SHOWN = 10;
// A category shows its first rows at once (in the exported HTML, typed in before the framework starts)
// and the rest in steps while the page is idle: the HTML, the hydration and the work after the first
// paint stay those of a category of 30, however long the owner makes it (issue 33).
const FIRST_ROWS = 30;
const MORE_ROWS = 10;
// Ten rows' amounts share a form (the `form` attribute): Chrome's form filling reads the field's form at each
// keystroke, and every form of the page after rows come or go (a form per row: ~3× dearer, docs/metingen.md).
// Its only submit button is disabled: Enter in an amount submits nothing.
const ROWS_PER_FORM = 10;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

// A seasonal row's note on `day` and, while hydrating, the server's variants of it and the row's marks.
function seasonsOfRows(listed: readonly Product[], day: string, seasons: SeasonVariants) {
  return new Map<number, RowSeason>(
    listed.flatMap((product) => {
      const [variants, marks] = seasons[product.id] ?? [];
      const note = variants ? variantsText(variants) : seasonNote(product, day);
      return note || marks ? [[product.id, { note, marks }]] : [];
    }),
  );
}

type PickerProps = { searchId: string; calendar: ShopCalendar; seasons?: SeasonVariants };
const NO_SEASONS: SeasonVariants = {};

export function ProductPicker({ searchId, calendar, seasons = NO_SEASONS }: PickerProps) {
  // A seasonal product or category (issue 31) is listed only in its season, by the page's day; while
  // hydrating (no day yet), also each one of `seasons`, the server's, marked with its days (day-variants.tsx).
  const today = useShopDay(calendar, pageNow);
  const { day: built } = calendar;
  // The products in season and each category's rows (in the owner's order; one without any is not
  // offered), once per day: a list keeps the same array, so a hidden list never re-renders.
  // A seasonal product's row says when it can be picked up (issue 53), by the same day.
  const [inSeason, byCategory, rowSeasons] = useMemo(() => {
    const listed = catalogue().filter(
      (product) => productInSeason(product, today ?? built) || (!today && product.id in seasons),
    );
    const rows = new Map<Category, Product[]>();
    for (const { category } of listed) rows.set(category, []);
    for (const product of listed) rows.get(product.category)!.push(product);
    return [listed, rows, seasonsOfRows(listed, today ?? built, today ? NO_SEASONS : seasons)] as const;
  }, [today, built, seasons]);
  const offered = [...byCategory.keys()];
  const [chosen, setCategory] = useState<Category>(offered[0] ?? '');
  const category = offered.includes(chosen) ? chosen : (offered[0] ?? '');
  const [query, setQuery] = useState('');
  const listTitleId = useId();
  // The field or menu answers at once; the list (unmounting and mounting rows) follows in the next
  // render, after that answer has been painted.
  const deferredQuery = useDeferredValue(query);
  const deferredCategory = useDeferredValue(category);
  const searching = deferredQuery.trim() !== '';

  // A category's rows stay mounted once shown, hidden while another one or a search is on screen: going
  // back to them (clearing a search, choosing that category again) builds no row again (issue 33).
  const [visited, setVisited] = useState<readonly Category[]>([deferredCategory]);
  if (!visited.includes(deferredCategory)) setVisited([...visited, deferredCategory]);
  const hits = useMemo(() => searchProducts(deferredQuery, inSeason), [deferredQuery, inSeason]);
  const products = searching ? hits : (byCategory.get(deferredCategory) ?? []);
  // While hydrating, the build day's count (the rows of seasons to come are in the list, hidden).
  const counted = today ? products : products.filter((product) => productInSeason(product, built));

  return (
    <section className={styles.picker} aria-labelledby="beschikbare-producten">
      <h2 id="beschikbare-producten" className={styles.title}>
        Beschikbare Producten
      </h2>
      <div className={styles.filters}>
        <CategoryField
          offered={offered}
          category={category}
          onCategory={(name) => {
            setCategory(name);
            setQuery('');
          }}
        />
        <SearchField id={searchId} query={query} onQuery={setQuery} />
      </div>

      <div className={styles.listHead}>
        <h3 id={listTitleId} className={styles.listTitle}>
          {searching ? `Zoekresultaten voor “${deferredQuery.trim()}”` : deferredCategory}
        </h3>
        <p className={styles.count} role="status">
          {products.length === 0
            ? 'Geen producten gevonden'
            : `${productCountText(counted.length)}${searching ? ' gevonden' : ''}`}
        </p>
      </div>
      {products.length === 0 && (
        <p className={styles.empty}>Probeer een ander woord, of kies een categorie.</p>
      )}
      {searching && products.length > 0 && (
        <ProductList
          products={products}
          query={deferredQuery}
          labelledBy={listTitleId}
          seasons={rowSeasons}
        />
      )}
      {visited
        .filter((name) => byCategory.has(name))
        .map((name) => (
          <div
            key={name}
            className={styles.kept}
            hidden={searching || name !== deferredCategory || undefined}
          >
            <ProductList products={byCategory.get(name)!} query={null} label={name} seasons={rowSeasons} />
          </div>
        ))}
    </section>
  );
}

// A category's rows (the rest when idle), or a search's hits (the rest on request).
const ProductList = memo(function ProductList(props: {
  products: readonly Product[];
  query: string | null;
  /** A search's hits are named by the heading above them; a kept category, which may be hidden, by itself. */
  labelledBy?: string;
  label?: string;
  /** A seasonal product's note and marks, by product id. */
  seasons: ReadonlyMap<number, RowSeason>;
}) {
  const { products, query, labelledBy, label, seasons } = props;
  // The query whose hits are all shown; any other query (also one typed back) starts with its first hits.
  const [allShownFor, setAllShownFor] = useState<string | null>(null);
  if (allShownFor !== null && allShownFor !== query) setAllShownFor(null);
  const hits = query !== null;
  const capped = hits && allShownFor !== query && products.length > SEARCH_SHOWN;
  const [rowsShown, setRowsShown] = useState(FIRST_ROWS);
  const growing = !hits && rowsShown < products.length;
  useEffect(() => {
    if (growing) return whenIdle(() => startTransition(() => setRowsShown((shown) => shown + MORE_ROWS)));
  }, [growing, rowsShown]);
  const shown = capped || growing ? products.slice(0, capped ? SEARCH_SHOWN : rowsShown) : products;
  const listRef = useRef<HTMLUListElement>(null);
  const forms = useId();
  // The button goes as the rest comes: the keyboard goes on at the first hit it brought.
  useEffect(() => {
    if (allShownFor === null) return;
    listRef.current?.children[SEARCH_SHOWN]?.querySelector<HTMLElement>('input, button')?.focus();
  }, [allShownFor]);
  return (
    <>
      <ul ref={listRef} className={styles.list} aria-labelledby={labelledBy} aria-label={label}>
        {shown.map((product, index) => (
          <ProductRow
            key={product.id}
            product={product}
            showCategory={hits}
            form={formOf(forms, index)}
            season={seasons.get(product.id)}
          />
        ))}
      </ul>
      <RowForms prefix={forms} rows={shown.length} />
      {growing && (
        // The rest for a page without JavaScript; with it, the browser keeps this as text and React
        // renders nothing inside a <noscript>.
        <noscript>
          <ul className={`${styles.list} ${styles.rest}`} aria-label={label}>
            {products.slice(shown.length).map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                form={formOf(`${forms}n`, index)}
                season={seasons.get(product.id)}
              />
            ))}
          </ul>
          <RowForms prefix={`${forms}n`} rows={products.length - shown.length} />
        </noscript>
      )}
      {capped && (
        <button
          type="button"
          className={`button button-ghost ${styles.more}`}
          onClick={() => setAllShownFor(query)}
        >
          Toon alle {products.length} resultaten
        </button>
      )}
    </>
  );
});

const formOf = (prefix: string, index: number) => `${prefix}f${Math.floor(index / ROWS_PER_FORM)}`;

function RowForms({ prefix, rows }: { prefix: string; rows: number }) {
  return Array.from({ length: Math.ceil(rows / ROWS_PER_FORM) }, (_, group) => (
    <form key={group} id={formOf(prefix, group * ROWS_PER_FORM)} method="post" hidden>
      <button type="submit" disabled />
    </form>
  ));
}

function CategoryField(props: {
  offered: readonly Category[];
  category: Category;
  onCategory: (name: Category) => void;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>Categorie</label>
      <select
        id={id}
        className={styles.select}
        data-until-live=""
        value={props.category}
        onChange={(event) => props.onCategory(event.currentTarget.value)}
      >
        {props.offered.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

// The search field: Escape or the cross clears it (the cross gives the focus back to the field).
function SearchField(props: { id: string; query: string; onQuery: (query: string) => void }) {
  const { id, query, onQuery } = props;
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={id}>Zoek een product</label>
      <span className={styles.searchBox}>
        <SearchIcon />
        <input
          ref={searchRef}
          id={id}
          className={styles.search}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          data-until-live=""
          placeholder="bv. biefstuk, kip, fondue"
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              onQuery('');
            }
          }}
        />
        {query && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Zoekopdracht wissen"
            onClick={() => {
              onQuery('');
              searchRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </span>
    </div>
  );
}
