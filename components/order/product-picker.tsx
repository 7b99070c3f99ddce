'use client';

import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { categories, productsInCategory, searchProducts, type Category } from '@/lib/order/catalogue';
import { productInSeason } from '@/lib/order/pickup';
import { useShopToday } from '@/components/ui/use-shop-today';
import { pageNow } from '@/lib/clock/page-clock';
import { CloseIcon, SearchIcon } from './icons';
import { productCountText } from './amount';
import { ProductRow } from './product-row';
import styles from './product-picker.module.css';

export function ProductPicker({ searchId }: { searchId: string }) {
  // A seasonal product or category (issue 31) is listed only in its season, by the page's day: a
  // category none of whose products is in season is not offered.
  const today = useShopToday(pageNow);
  const offered = useMemo(
    () => categories.filter((name) => productsInCategory(name).some((each) => productInSeason(each, today))),
    [today],
  );
  const [chosen, setCategory] = useState<Category>(offered[0] ?? '');
  const category = offered.includes(chosen) ? chosen : (offered[0] ?? '');
  const [query, setQuery] = useState('');
  const categoryId = useId();
  const listTitleId = useId();
  // The field or menu answers at once; the list (unmounting and mounting rows) follows in the next
  // render, after that answer has been painted.
  const deferredQuery = useDeferredValue(query);
  const deferredCategory = useDeferredValue(category);
  const searching = deferredQuery.trim() !== '';

  const products = useMemo(
    () =>
      (searching ? searchProducts(deferredQuery) : productsInCategory(deferredCategory)).filter((product) =>
        productInSeason(product, today),
      ),
    [searching, deferredQuery, deferredCategory, today],
  );

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
        <h3 id={listTitleId} className={styles.listTitle}>
          {searching ? `Zoekresultaten voor “${deferredQuery.trim()}”` : deferredCategory}
        </h3>
        <p className={styles.count} role="status">
          {products.length === 0
            ? 'Geen producten gevonden'
            : `${productCountText(products.length)}${searching ? ' gevonden' : ''}`}
        </p>
      </div>
      {products.length === 0 ? (
        <p className={styles.empty}>Probeer een ander woord, of kies een categorie.</p>
      ) : (
        <ul className={styles.list} aria-labelledby={listTitleId}>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} showCategory={searching} />
          ))}
        </ul>
      )}
    </section>
  );
}

// The search field: Escape or the cross clears it (the cross gives the focus back to the field).
function SearchField({
  id,
  query,
  onQuery,
}: {
  id: string;
  query: string;
  onQuery: (query: string) => void;
}) {
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
