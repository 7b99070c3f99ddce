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

// A keystroke's cost must not grow with the catalogue ('k' matches half): first hits, the rest on request.
const SEARCH_SHOWN = 10;
// A category's first rows are in the HTML, the rest come in steps while idle, however long the list grows.
const FIRST_ROWS = 30;
const MORE_ROWS = 10;
// Ten rows share a form: Chrome's autofill reads every form at each keystroke; a disabled submit stops Enter.
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

// In season by the page's day (hydrating: also `seasons`); made once a day: a hidden list never re-renders.
function useOffer(calendar: ShopCalendar, seasons: SeasonVariants) {
  const today = useShopDay(calendar, pageNow);
  const { day: built } = calendar;
  const [inSeason, byCategory, rowSeasons] = useMemo(() => {
    const listed = catalogue().filter(
      (product) => productInSeason(product, today ?? built) || (!today && product.id in seasons),
    );
    const rows = new Map<Category, Product[]>();
    for (const { category } of listed) rows.set(category, []);
    for (const product of listed) rows.get(product.category)!.push(product);
    return [listed, rows, seasonsOfRows(listed, today ?? built, today ? NO_SEASONS : seasons)] as const;
  }, [today, built, seasons]);
  return { today, built, inSeason, byCategory, rowSeasons };
}

export function ProductPicker({ searchId, calendar, seasons = NO_SEASONS }: PickerProps) {
  const { today, built, inSeason, byCategory, rowSeasons } = useOffer(calendar, seasons);
  const offered = [...byCategory.keys()];
  const [chosen, setCategory] = useState<Category>(offered[0] ?? '');
  const category = offered.includes(chosen) ? chosen : (offered[0] ?? '');
  const [query, setQuery] = useState('');
  const categoryId = useId();
  const titleId = useId();
  // The field or menu answers at once; the list (mounting rows) follows in a render after that is painted.
  const deferredQuery = useDeferredValue(query);
  const deferredCategory = useDeferredValue(category);
  const searching = deferredQuery.trim() !== '';

  // A category's rows stay mounted once shown, hidden while not on screen: going back builds no row again.
  const [visited, setVisited] = useState<readonly Category[]>([deferredCategory]);
  if (!visited.includes(deferredCategory)) setVisited([...visited, deferredCategory]);
  const hits = useMemo(() => searchProducts(deferredQuery, inSeason), [deferredQuery, inSeason]);
  const products = searching ? hits : (byCategory.get(deferredCategory) ?? []);
  const empty = products.length === 0;
  // While hydrating, the build day's count (the rows of seasons to come are in the list, hidden).
  const counted = today ? products : products.filter((product) => productInSeason(product, built));
  const onScreen = searching ? null : deferredCategory;

  return (
    <section className={styles.picker} aria-labelledby="beschikbare-producten">
      <h2 id="beschikbare-producten" className={styles.title}>
        Beschikbare Producten
      </h2>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={categoryId}>Categorie</label>
          <select
            id={categoryId}
            className={styles.select}
            data-until-live=""
            value={category}
            onChange={(event) => {
              setCategory(event.currentTarget.value);
              setQuery('');
            }}
          >
            {offered.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <SearchField id={searchId} query={query} onQuery={setQuery} />
      </div>

      <div className={styles.listHead}>
        <h3 id={titleId} className={styles.listTitle}>
          {searching ? `Zoekresultaten voor “${deferredQuery.trim()}”` : deferredCategory}
        </h3>
        <p className={styles.count} role="status">
          {empty
            ? 'Geen producten gevonden'
            : `${productCountText(counted.length)}${searching ? ' gevonden' : ''}`}
        </p>
      </div>
      {empty && <p className={styles.empty}>Probeer een ander woord, of kies een categorie.</p>}
      {searching && !empty && (
        <ProductList products={products} query={deferredQuery} labelledBy={titleId} seasons={rowSeasons} />
      )}
      {visited
        .filter((name) => byCategory.has(name))
        .map((name) => (
          <div key={name} className={styles.kept} hidden={name !== onScreen || undefined}>
            <ProductList products={byCategory.get(name)!} query={null} label={name} seasons={rowSeasons} />
          </div>
        ))}
    </section>
  );
}

const ProductList = memo(function ProductList(props: {
  products: readonly Product[];
  query: string | null;
  /** A search's hits are named by the heading above them; a kept category, which may be hidden, by itself. */
  labelledBy?: string;
  label?: string;
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
        // The rest without JavaScript; with it, the browser keeps this as text and React renders nothing.
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

function SearchField({ id, query, onQuery }: { id: string; query: string; onQuery: (text: string) => void }) {
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
