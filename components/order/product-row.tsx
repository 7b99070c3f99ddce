'use client';

import { memo, useId, type ReactNode } from 'react';
import type { DayMarks } from '@/lib/early/day-marks';
import { allergenShort } from '@/lib/order/allergens';
import type { Product } from '@/lib/order/catalogue';
import { isChosen } from '@/lib/order/lines';
import { formatKg, maxAmount } from '@/lib/order/quantity';
import { MinusIcon, PlusIcon } from './controls';
import { InfoButton } from './info-button';
import { PriceTag } from './price-tag';
import { useOrderRow, useOrderStore, type RowState } from './order-store';
import styles from './product-row.module.css';

type ProductRowProps = {
  product: Product;
  showCategory?: boolean;
  /** Its amount's form. */
  form?: string;
  /** A seasonal product's note, when it can be picked up ('Alleen af te halen op …'), and its row's days. */
  season?: RowSeason | undefined;
};
export type RowSeason = { note: ReactNode; marks?: DayMarks | undefined };

// Memoised on its product: a change elsewhere in the order never re-renders this row; a change
// to its own line does, through the store subscription.
export const ProductRow = memo(function ProductRow({
  product,
  showCategory = false,
  form,
  season,
}: ProductRowProps) {
  const store = useOrderStore();
  const row = useOrderRow(store, product.id);
  const { line, error } = row;
  const perPiece = line.isPerPiece;
  // A row may stand twice (a search hit, and in its hidden category list): its message id is its own.
  const errorId = useId();

  // Taken off the order in /admin (only `available: false`): still listed, so customers know it exists.
  if (product.available === false) {
    return (
      <li className={styles.row} data-unavailable="" {...season?.marks}>
        <RowName product={product} showCategory={showCategory} season={season} />
        <p className={styles.unavailable}>Tijdelijk niet beschikbaar</p>
      </li>
    );
  }

  return (
    // data-*: the early script's hooks (lib/early/early-order-script.ts): it finds the row, its name, its
    // mode (data-unit) and its buttons (data-step, data-toggle) by these, never by their Dutch labels.
    <li
      className={styles.row}
      data-chosen={isChosen(line) || undefined}
      data-product={product.id}
      data-weights={product.allowedWeightsKg?.join(' ') || undefined}
      {...season?.marks}
    >
      <RowName product={product} showCategory={showCategory} season={season}>
        <PriceTag product={product} />
      </RowName>
      <div className={styles.controls}>
        <Stepper product={product} row={row} errorId={error ? errorId : null} form={form} />
        {product.unit === 'kg-of-stuk' ? (
          <button
            type="button"
            className={styles.toggle}
            data-toggle=""
            // named for the mode it switches to, then the product (label in name: the visible text first)
            aria-label={`${perPiece ? 'Per kg' : 'Per stuk'}: ${product.naam}`}
            onClick={() => store.setMode(product.id, !perPiece)}
          >
            <span hidden={!perPiece}>Per kg</span>
            <span hidden={perPiece}>Per stuk</span>
          </button>
        ) : (
          // No choice to make: the unit as plain text, in the toggle's column so the amounts line up.
          <span className={styles.fixedUnit}>{product.unit === 'stuk' ? 'per stuk' : 'per kg'}</span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
});

function RowName(props: ProductRowProps & { children?: ReactNode }) {
  const { product, showCategory, season, children } = props;
  return (
    <div className={styles.name}>
      <span className={styles.naam} data-name="">
        {product.naam}
      </span>
      {showCategory && <span className={styles.category}>{product.category}</span>}
      {product.info && (
        <InfoButton naam={product.naam} info={product.info} allergens={product} seasonNote={season?.note} />
      )}
      {children}
      {season?.note && <span className={styles.season}>{season.note}</span>}
      {/* one text node: read out as it is shown */}
      <span className={styles.allergens}>{allergenShort(product)}</span>
    </div>
  );
}

type StepButtonProps = {
  label: string;
  step: 1 | -1;
  atEnd: boolean;
  onClick: () => void;
  children: ReactNode;
};
const StepButton = (props: StepButtonProps) => (
  <button
    type="button"
    className={styles.step}
    data-step={props.step}
    aria-label={props.label}
    aria-disabled={props.atEnd || undefined}
    onClick={props.onClick}
  >
    {props.children}
  </button>
);

// Minus, the amount as typed (kg with a comma, or pieces) and plus; the arrow keys step like the buttons.
type StepperProps = Pick<ProductRowProps, 'product' | 'form'> & { row: RowState; errorId: string | null };
function Stepper({ product, row, errorId, form }: StepperProps) {
  const store = useOrderStore();
  const { id, naam, allowedWeightsKg } = product;
  const { line, text } = row;
  const perPiece = line.isPerPiece;
  const amount = perPiece ? line.aantalStuks : line.kg;
  return (
    <div className={styles.stepper}>
      <StepButton label={`Minder ${naam}`} step={-1} atEnd={amount <= 0} onClick={() => store.step(id, -1)}>
        <MinusIcon />
      </StepButton>
      <span className={styles.field}>
        <input
          className={styles.amount}
          form={form}
          type="text"
          inputMode={perPiece ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-label={`${naam} in ${perPiece ? 'stuks' : 'kg'}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId ?? undefined}
          value={text ?? (perPiece ? String(line.aantalStuks) : formatKg(line.kg))}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            store.step(id, event.key === 'ArrowUp' ? 1 : -1);
          }}
          onChange={(event) => store.type(id, event.currentTarget.value)}
          onBlur={() => store.tidyWeight(id)}
        />
        {/* the unit from its attribute (CSS), which the early script can switch before hydration */}
        <span className={styles.unit} aria-hidden="true" data-unit={perPiece ? 'st.' : 'kg'} />
      </span>
      <StepButton
        label={`Meer ${naam}`}
        step={1}
        atEnd={amount >= maxAmount(perPiece, allowedWeightsKg ?? [])}
        onClick={() => store.step(id, 1)}
      >
        <PlusIcon />
      </StepButton>
    </div>
  );
}
