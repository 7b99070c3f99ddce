'use client';

import { memo, useCallback, useDeferredValue, useState } from 'react';
import rowStyles from '../../../../components/order/product-row.module.css';
import listStyles from '../../../../components/order/product-picker.module.css';

type Product = { id: number; naam: string; category: string; perPieceOnly: boolean };
type Line = { perPiece: boolean; text: string };
type Act = (product: Product, change: { step: 1 | -1 } | { text: string } | { perPiece: boolean }) => void;

// A fixture of the order page's size (140 products in 7 categories), not the shop's catalogue.
const CATEGORIES = ['Rund', 'Varken', 'Kip', 'Lam', 'Vis', 'BBQ', 'Allerlei'];
const SIZES = [29, 24, 20, 18, 17, 16, 16];
const PRODUCTS: Product[] = CATEGORIES.flatMap((category, c) =>
  Array.from({ length: SIZES[c]! }, (_, i) => ({
    id: c * 100 + i,
    naam: `${category} ${i + 1}`,
    category,
    perPieceOnly: i % 4 === 3,
  })),
);
const SEARCH_HITS = 10;

const amountOf = (text: string) => {
  const amount = Number(text.replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
};
const nextText = (line: Line, step: 1 | -1) =>
  String(
    Math.max(0, Math.round((amountOf(line.text) + step * (line.perPiece ? 1 : 0.25)) * 100) / 100),
  ).replace('.', ',');

const Icon = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const Row = memo(function Row({
  product,
  line,
  act,
}: {
  product: Product;
  line: Line | undefined;
  act: Act;
}) {
  const perPiece = line?.perPiece ?? product.perPieceOnly;
  const text = line?.text ?? '0';
  const amount = amountOf(text);
  return (
    <li className={rowStyles.row} data-chosen={amount > 0 || undefined}>
      <div className={rowStyles.name}>
        <span className={rowStyles.naam}>{product.naam}</span>
        <span className={rowStyles.allergens}>Allergenen: vraag ons</span>
      </div>
      <div className={rowStyles.controls}>
        <div className={rowStyles.stepper}>
          <button
            type="button"
            className={rowStyles.step}
            aria-label={`Minder ${product.naam}`}
            aria-disabled={amount <= 0 || undefined}
            onClick={() => act(product, { step: -1 })}
          >
            <Icon d="M5 12h14" />
          </button>
          <span className={rowStyles.field}>
            <input
              className={rowStyles.amount}
              type="text"
              inputMode={perPiece ? 'numeric' : 'decimal'}
              autoComplete="off"
              aria-label={`${product.naam} in ${perPiece ? 'stuks' : 'kg'}`}
              value={text}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => act(product, { text: event.currentTarget.value })}
            />
            <span className={rowStyles.unit} aria-hidden="true" data-unit={perPiece ? 'st.' : 'kg'} />
          </span>
          <button
            type="button"
            className={rowStyles.step}
            aria-label={`Meer ${product.naam}`}
            onClick={() => act(product, { step: 1 })}
          >
            <Icon d="M12 5v14M5 12h14" />
          </button>
        </div>
        {product.perPieceOnly ? (
          <span className={rowStyles.fixedUnit}>per stuk</span>
        ) : (
          <button
            type="button"
            className={rowStyles.toggle}
            aria-label={`${perPiece ? 'Per kg' : 'Per stuk'}: ${product.naam}`}
            onClick={() => act(product, { perPiece: !perPiece })}
          >
            {perPiece ? 'Per kg' : 'Per stuk'}
          </button>
        )}
      </div>
    </li>
  );
});

export function List() {
  const [category, setCategory] = useState(CATEGORIES[0]!);
  const [query, setQuery] = useState('');
  const [lines, setLines] = useState<Record<number, Line>>({});
  const shownCategory = useDeferredValue(category);
  const search = useDeferredValue(query).trim().toLowerCase();
  const act = useCallback<Act>(
    (product, change) =>
      setLines((all) => {
        const line = all[product.id] ?? { perPiece: product.perPieceOnly, text: '0' };
        const next =
          'step' in change
            ? { ...line, text: nextText(line, change.step) }
            : 'text' in change
              ? { ...line, text: change.text }
              : { perPiece: change.perPiece, text: '0' };
        return { ...all, [product.id]: next };
      }),
    [],
  );
  const shown = search
    ? PRODUCTS.filter((product) => product.naam.toLowerCase().includes(search)).slice(0, SEARCH_HITS)
    : PRODUCTS.filter((product) => product.category === shownCategory);
  const chosen = PRODUCTS.filter((product) => amountOf(lines[product.id]?.text ?? '') > 0);
  return (
    <>
      <section className={listStyles.picker} aria-labelledby="producten">
        <h2 id="producten" className={listStyles.title}>
          Producten
        </h2>
        <div className={listStyles.filters}>
          <div className={listStyles.filter}>
            <label htmlFor="categorie">Categorie</label>
            <select
              id="categorie"
              className={listStyles.select}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              {CATEGORIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
          <div className={listStyles.filter} role="search">
            <label htmlFor="zoek">Zoek een product</label>
            <input
              id="zoek"
              className={listStyles.search}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </div>
        </div>
        <p className={listStyles.count} role="status">
          {shown.length} producten
        </p>
        <ul className={listStyles.list} aria-label={search ? 'Zoekresultaten' : shownCategory}>
          {shown.map((product) => (
            <Row key={product.id} product={product} line={lines[product.id]} act={act} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="bestelling">
        <h2 id="bestelling">Uw bestelling</h2>
        <ul>
          {chosen.map((product) => (
            <li key={product.id}>
              {product.naam}: {lines[product.id]!.text} {lines[product.id]!.perPiece ? 'st.' : 'kg'}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
