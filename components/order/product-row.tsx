'use client';

import { memo, useId, type KeyboardEvent, type ReactNode } from 'react';
import { allergenShort } from '@/lib/order/allergens';
import { isAvailable, type Product } from '@/lib/order/catalogue';
import { formatKg, MAX_PIECES, MAX_WEIGHT_KG } from '@/lib/order/quantity';
import { MinusIcon, PlusIcon } from './icons';
import { InfoButton } from './info-button';
import { PriceTag } from './price-tag';
import { useOrderRow, useOrderStore } from './order-store';
import styles from './product-row.module.css';

type ProductRowProps = { product: Product; showCategory?: boolean };

// Memoised on its product: a change elsewhere in the order never re-renders this row; a change
// to its own line does, through the store subscription.
export const ProductRow = memo(function ProductRow({ product, showCategory = false }: ProductRowProps) {
  const store = useOrderStore();
  // `text`: what was typed, shown until the field is left (a refused value stays, with its message).
  const { line, error, text } = useOrderRow(store, product.id);
  const { id, naam } = product;
  const perPiece = line.isPerPiece;
  const { kg } = line;
  const atZero = perPiece ? line.aantalStuks <= 0 : kg <= 0;
  const maxKg = product.allowedWeightsKg?.length ? Math.max(...product.allowedWeightsKg) : MAX_WEIGHT_KG;
  const atMax = perPiece ? line.aantalStuks >= MAX_PIECES : kg >= maxKg;
  const chosen = !atZero;
  // A row may stand twice (a search hit, and in its hidden category list): its message id is its own.
  const errorId = useId();
  const value = text ?? (perPiece ? String(line.aantalStuks) : formatKg(kg));

  const step = (direction: 1 | -1) => store.step(id, direction);

  // Taken off the order by the owner (/admin): still listed, so customers know it exists.
  if (!isAvailable(product)) {
    return (
      <li className={styles.row} data-unavailable="">
        <RowName product={product} showCategory={showCategory} />
        <p className={styles.unavailable}>Tijdelijk niet beschikbaar</p>
      </li>
    );
  }

  return (
    // data-*: the early script's hooks (lib/early/early-order-script.ts, which finds the buttons
    // by their names): before the framework runs it steps, switches and shows the mode through
    // attributes, never through text.
    <li
      className={styles.row}
      data-chosen={chosen || undefined}
      data-product={id}
      data-weights={product.allowedWeightsKg?.join(' ') || undefined}
    >
      <RowName product={product} showCategory={showCategory}>
        <PriceTag product={product} />
      </RowName>
      <div className={styles.controls}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            aria-label={`Minder ${naam}`}
            aria-disabled={atZero || undefined}
            onClick={() => step(-1)}
          >
            <MinusIcon />
          </button>
          <AmountField
            naam={naam}
            perPiece={perPiece}
            value={value}
            error={error ? errorId : null}
            onStep={step}
            onType={(raw) => (perPiece ? store.typePieces(id, raw) : store.typeWeight(id, raw))}
            onLeave={() => store.tidyWeight(id)}
          />
          <button
            type="button"
            className={styles.step}
            aria-label={`Meer ${naam}`}
            aria-disabled={atMax || undefined}
            onClick={() => step(1)}
          >
            <PlusIcon />
          </button>
        </div>
        <ModeChoice
          product={product}
          perPiece={perPiece}
          onMode={(toPerPiece) => store.setMode(id, toPerPiece)}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
});

function RowName({
  product,
  showCategory,
  children,
}: Omit<ProductRowProps, 'product'> & { product: Product; children?: ReactNode }) {
  return (
    <div className={styles.name}>
      <span className={styles.naam}>{product.naam}</span>
      {showCategory && <span className={styles.category}>{product.category}</span>}
      {product.info && <InfoButton naam={product.naam} info={product.info} allergens={product} />}
      {children}
      {/* one text node: read out as it is shown */}
      <span className={styles.allergens}>{allergenShort(product)}</span>
    </div>
  );
}

function ModeChoice(props: { product: Product; perPiece: boolean; onMode: (toPerPiece: boolean) => void }) {
  const { product, perPiece, onMode } = props;
  // No choice to make: the unit as plain text, in the toggle's column so the amounts line up.
  if (product.unit !== 'kg-of-stuk')
    return <span className={styles.fixedUnit}>{product.unit === 'stuk' ? 'per stuk' : 'per kg'}</span>;
  return (
    <button
      type="button"
      className={styles.toggle}
      // named for the mode it switches to, then the product (label in name: the visible text first)
      aria-label={`${perPiece ? 'Per kg' : 'Per stuk'}: ${product.naam}`}
      onClick={() => onMode(!perPiece)}
    >
      <span hidden={!perPiece}>Per kg</span>
      <span hidden={perPiece}>Per stuk</span>
    </button>
  );
}

type AmountFieldProps = {
  naam: string;
  perPiece: boolean;
  value: string;
  /** The id of the row's message when the value is refused. */
  error: string | null;
  onStep: (direction: 1 | -1) => void;
  onType: (raw: string) => void;
  onLeave: () => void;
};

// The amount as typed (kg with a comma, or pieces); the arrow keys step like the buttons.
function AmountField({ naam, perPiece, value, error, onStep, onType, onLeave }: AmountFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onStep(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <span className={styles.field}>
      <input
        className={styles.amount}
        type="text"
        inputMode={perPiece ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-label={`${naam} in ${perPiece ? 'stuks' : 'kg'}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ?? undefined}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        onChange={(event) => onType(event.currentTarget.value)}
        onBlur={onLeave}
      />
      {/* the unit from its attribute (CSS), which the early script can switch before hydration */}
      <span className={styles.unit} aria-hidden="true" data-unit={perPiece ? 'st.' : 'kg'} />
    </span>
  );
}
