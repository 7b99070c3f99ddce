'use client';

import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { OrderLine } from '@/lib/order/lines';
import { shopHasIt, type SameOrNew } from '@/lib/order/order-model';
import type { OrderRecord } from '@/lib/order/stored';
import {
  allPickupHours,
  pickupHoursFor,
  pickupLabel,
  shopClosedPickupDays,
  type PickupOption,
} from '@/lib/order/pickup';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { Modal } from './modal';
import { LineAmount, PriceTotal, usePricesShown } from './price-tag';
import { pageNow } from './page-clock';
import styles from './confirm-dialog.module.css';

type Contact = { naam: string; email: string; telefoon: string; bericht?: string };

type ConfirmDialogProps = {
  contact: Contact;
  lines: readonly OrderLine[];
  days: readonly PickupOption[];
  /** Why the dialog asks again: the chosen day passed while it was open, a part failed to load. */
  notice?: string | null;
  initialDay: string;
  initialHour: string;
  sending: boolean;
  /** Another unfinished order of this device: is this that order, or a new one? */
  unsettled?: OrderRecord | null;
  choice?: SameOrNew | null;
  choiceError?: string | null;
  onChoose?: (choice: SameOrNew) => void;
  onConfirm: (pickup: { dag: string; uur: string }) => void;
  onCancel: (pickup: { dag: string; uur: string }) => void;
  returnFocus: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({
  contact,
  lines,
  days,
  notice = null,
  initialDay,
  initialHour,
  sending,
  unsettled = null,
  choice = null,
  choiceError = null,
  onChoose = () => undefined,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const [chosenDay, setDag] = useState(initialDay);
  // A day no longer on offer (the page re-checked it against the clock) is no longer chosen.
  const dag = days.some((day) => day.value === chosenDay) ? chosenDay : '';
  const [chosenHour, setUur] = useState(initialHour);
  // The chosen day's pick-up hours (a Saturday closing at noon has no 17:30); an hour that day does
  // not offer falls back to its first.
  const hours = dag ? pickupHoursFor(dag) : allPickupHours();
  const uur = hours.includes(chosenHour) ? chosenHour : (hours[0] ?? '');
  const [dayError, setDayError] = useState<string | null>(null);
  const daySelect = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  const introId = useId();
  const dayId = useId();
  const hourId = useId();
  const dayErrorId = useId();
  const closedId = useId();
  // Closures between now and the last day on offer: why a Friday or Saturday is missing.
  const closed = useMemo(() => shopClosedPickupDays(pageNow(), days), [days]);
  // A line with its price takes two lines: room for as many products before the list scrolls.
  const withPrices = usePricesShown();

  const confirm = async () => {
    let pickupSchemaFor;
    try {
      // Already loaded by the form's check that opened this dialog.
      ({ pickupSchemaFor } = await import('@/lib/order/schema'));
    } catch {
      setDayError('Een deel van de pagina kon niet geladen worden (zwak netwerk?). Probeer het zo opnieuw.');
      return;
    }
    const checked = pickupSchemaFor(days).safeParse({ dag, uur });
    if (!checked.success) {
      setDayError(checked.error.issues[0]?.message ?? null);
      daySelect.current?.focus();
      return;
    }
    onConfirm(checked.data);
  };

  const bericht = contact.bericht?.trim();

  return (
    <Modal
      labelledBy={titleId}
      describedBy={introId}
      size="large"
      returnFocus={returnFocus}
      onCancel={sending ? undefined : () => onCancel({ dag, uur })}
    >
      <h2 id={titleId} className={styles.title}>
        Bestelling Bevestigen
      </h2>
      <p id={introId} className={styles.intro}>
        We versturen uw bestelling naar <strong>{contact.email}</strong>, op naam van{' '}
        <strong>{contact.naam}</strong> met telefoonnummer <strong>{contact.telefoon}</strong>.
      </p>
      {notice && (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      )}
      {bericht && (
        <div className={styles.message}>
          <h3 className={styles.subtitle}>Uw bericht</h3>
          <p>{bericht}</p>
        </div>
      )}

      {unsettled && (
        <SameOrNewQuestion
          unsettled={unsettled}
          choice={choice}
          error={choiceError}
          disabled={sending}
          onChoose={onChoose}
        />
      )}

      <h3 className={styles.subtitle}>Uw producten</h3>
      <ul className={styles.lines} data-prices={withPrices || undefined}>
        {lines.map((line) => (
          <li key={line.id}>
            <span>{line.naam}</span>
            <strong>
              {amountText(line)}
              <LineAmount line={line} />
            </strong>
          </li>
        ))}
      </ul>
      <PriceTotal lines={lines} />

      <div className={styles.pickup}>
        <div className={styles.field}>
          <label htmlFor={dayId}>Kies een dag</label>
          <select
            ref={daySelect}
            id={dayId}
            className={styles.select}
            value={dag}
            disabled={sending}
            aria-invalid={dayError ? true : undefined}
            aria-describedby={
              [dayError ? dayErrorId : '', closed.length > 0 ? closedId : ''].join(' ').trim() || undefined
            }
            onChange={(event) => {
              setDag(event.currentTarget.value);
              setDayError(null);
            }}
          >
            <option value="">Kies een dag</option>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
          {dayError && (
            <p id={dayErrorId} role="alert" className={styles.error}>
              {dayError}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={hourId}>Kies een uur</label>
          <select
            id={hourId}
            className={styles.select}
            value={uur}
            disabled={sending}
            onChange={(event) => setUur(event.currentTarget.value)}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </div>
      </div>
      {closed.length > 0 && (
        <ul id={closedId} className={styles.closed} aria-label="Gesloten afhaaldagen">
          {closed.map((day) => (
            <li key={day.value}>
              {day.label}: gesloten ({day.reason})
            </li>
          ))}
        </ul>
      )}
      {days.length === 0 && (
        <p className={styles.noDays}>
          Er is voorlopig geen afhaaldag beschikbaar. Bel ons op{' '}
          <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a>.
        </p>
      )}

      <p role="status" className={styles.status}>
        {sending && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            Bezig met verzenden...
          </>
        )}
      </p>

      <div className={styles.actions}>
        <button
          type="button"
          className="button button-ghost"
          disabled={sending}
          onClick={() => onCancel({ dag, uur })}
        >
          Annuleer
        </button>
        <button type="button" className="button" disabled={sending} onClick={confirm}>
          Bevestig Bestelling
        </button>
      </div>
    </Modal>
  );
}

// While an order of this device is unfinished, a new confirm asks whether it is that order (sent again
// under its reference, marked) or a new one (its own reference): never a silent second order.
function SameOrNewQuestion({
  unsettled,
  choice,
  error,
  disabled,
  onChoose,
}: {
  unsettled: OrderRecord;
  choice: SameOrNew | null;
  error: string | null;
  disabled: boolean;
  onChoose: (choice: SameOrNew) => void;
}) {
  const errorId = useId();
  const name = useId();
  const day = `${pickupLabel(unsettled.dag)} om ${unsettled.uur}`;
  const received = shopHasIt(unsettled);
  const options: { value: SameOrNew; label: string }[] = received
    ? [
        {
          value: 'same',
          label: `Nee, het is dezelfde bestelling: de slagerij heeft ze al. Stuur mij alleen de bevestiging.`,
        },
        { value: 'new', label: 'Ja, dit is een nieuwe bestelling, bovenop de vorige.' },
      ]
    : [
        {
          value: 'same',
          label: `Het is dezelfde bestelling: ze vervangt ${unsettled.reference} (zelfde referentie, met de vermelding ‘herzending’).`,
        },
        { value: 'new', label: 'Het is een nieuwe bestelling, bovenop de vorige.' },
      ];
  return (
    <div className={styles.question}>
      <fieldset className={styles.choice} aria-describedby={error ? errorId : undefined}>
        <legend>
          {received
            ? `De slagerij heeft uw bestelling ${unsettled.reference} (${day}) al ontvangen. Is dit een nieuwe bestelling?`
            : `Bestelling ${unsettled.reference} (${day}) is nog niet volledig verzonden. Is dit dezelfde bestelling?`}
        </legend>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              disabled={disabled}
              onChange={() => onChoose(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
