'use client';

import { memo, useId, useRef, useState, type ReactNode } from 'react';
import type { DayMarks } from '@/lib/early/day-marks';
import { allergenSentence, allergenShort } from '@/lib/order/allergens';
import type { Product } from '@/lib/order/catalogue';
import { isChosen } from '@/lib/order/lines';
import { formatKg, maxAmount } from '@/lib/order/quantity';
import { Button, InfoIcon, MinusIcon, PlusIcon } from './controls';
import { Modal } from './modal';
import { PriceTag } from './price-tag';
import type { RowState } from '@/lib/order/rows';
import { useOrderRow, useOrderStore } from './order-store';
import styles from './product-row.module.css';

type ProductRowProps = {
  product: Product;
  showCategory?: boolean;
  form?: string;
  /** A seasonal product's note, when it can be picked up ('Alleen af te halen op …'), and its row's days. */
  season?: RowSeason | undefined;
};
export type RowSeason = { note: ReactNode; marks?: DayMarks | undefined };

// Memo: a change elsewhere in the order never re-renders this row; its own line's does (store subscription).
export const ProductRow = memo(function ProductRow(props: ProductRowProps) {
  const { product, showCategory = false, form, season } = props;
  const store = useOrderStore();
  const row = useOrderRow(store, product.id);
  const { line, error } = row;
  const perPiece = line.isPerPiece;
  // A row may stand twice (a search hit, and in its hidden category list): its message id is its own.
  const errorId = useId();

  // Taken off the order in /admin (only `available: false`): still listed, so customers know it exists.
  if (product.available === false)
    return (
      <li className={styles.row} data-unavailable="" {...season?.marks}>
        <RowName product={product} showCategory={showCategory} season={season} />
        <p className={styles.unavailable}>Tijdelijk niet beschikbaar</p>
      </li>
    );

  return (
    // data-*: the early script finds the row, its name, mode and buttons by these, never by the Dutch labels.
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

function RowName({ product, showCategory, season, children }: ProductRowProps & { children?: ReactNode }) {
  return (
    <div className={styles.name}>
      <span className={styles.naam} data-name="">
        {product.naam}
      </span>
      {showCategory && <span className={styles.category}>{product.category}</span>}
      {product.info && <InfoButton product={product} info={product.info} note={season?.note} />}
      {children}
      {season?.note && <span className={styles.season}>{season.note}</span>}
      {/* one text node: read out as it is shown */}
      <span className={styles.allergens}>{allergenShort(product)}</span>
    </div>
  );
}

type StepButtonProps = { naam: string; step: 1 | -1; atEnd: boolean; onStep: (step: 1 | -1) => void };
const StepButton = ({ naam, step, atEnd, onStep }: StepButtonProps) => (
  <button
    type="button"
    className={styles.step}
    data-step={step}
    aria-label={`${step === 1 ? 'Meer' : 'Minder'} ${naam}`}
    aria-disabled={atEnd || undefined}
    onClick={() => onStep(step)}
  >
    {step === 1 ? <PlusIcon /> : <MinusIcon />}
  </button>
);

type StepperProps = Pick<ProductRowProps, 'product' | 'form'> & { row: RowState; errorId: string | null };
function Stepper({ product, row, errorId, form }: StepperProps) {
  const store = useOrderStore();
  const { id, naam, allowedWeightsKg } = product;
  const { line, text } = row;
  const perPiece = line.isPerPiece;
  const amount = perPiece ? line.aantalStuks : line.kg;
  const max = maxAmount(perPiece, allowedWeightsKg ?? []);
  const onStep = (step: 1 | -1) => store.step(id, step);
  return (
    <div className={styles.stepper}>
      <StepButton naam={naam} step={-1} atEnd={amount <= 0} onStep={onStep} />
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
            onStep(event.key === 'ArrowUp' ? 1 : -1);
          }}
          onChange={(event) => store.type(id, event.currentTarget.value)}
          onBlur={() => store.tidyWeight(id)}
        />
        {/* the unit from its attribute (CSS), which the early script can switch before hydration */}
        <span className={styles.unit} aria-hidden="true" data-unit={perPiece ? 'st.' : 'kg'} />
      </span>
      <StepButton naam={naam} step={1} atEnd={amount >= max} onStep={onStep} />
    </div>
  );
}

function InfoButton(props: { product: Product; info: NonNullable<Product['info']>; note: ReactNode }) {
  const { product, info, note } = props;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.info}
        aria-label={`Info over ${product.naam}`}
        aria-haspopup="dialog"
        data-until-live=""
        onClick={() => setOpen(true)}
      >
        <InfoIcon />
      </button>
      {open && (
        <Modal labelledBy={titleId} describedBy={textId} onCancel={close} returnFocus={buttonRef}>
          <h2 id={titleId} className={styles.infoTitle}>
            {info.title}
          </h2>
          <p id={textId} className={styles.infoText}>
            {info.text}
          </p>
          {note && <p className={styles.infoText}>{note}.</p>}
          <p className={styles.infoText}>{allergenSentence(product)}</p>
          <div className={styles.infoActions}>
            <Button primary onClick={close}>
              Sluiten
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
