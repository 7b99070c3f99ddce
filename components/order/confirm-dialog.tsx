'use client';

import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import type { OrderLine } from '@/lib/order/lines';
import { receivedByShop, type SameOrNew } from '@/lib/order/order-state';
import type { OrderRecord } from '@/lib/order/stored';
import { productsOf } from '@/lib/order/catalogue';
import {
  allPickupHours,
  closedPickupDays,
  dayMonthText,
  hourText,
  pickupDayChoices,
  pickupHoursFor,
  pickupLabel,
  type ClosedPickupDay,
  type PickupDayChoice,
  type PickupOption,
} from '@/lib/order/pickup';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { Modal } from './modal';
import { LineAmount, PriceTotal, usePricesShown } from './price-tag';
import { pageNow } from '@/lib/clock/page-clock';
import styles from './confirm-dialog.module.css';

type Contact = { naam: string; email: string; telefoon: string; bericht?: string };

type ConfirmDialogProps = {
  contact: Contact;
  lines: readonly OrderLine[];
  days: readonly PickupOption[];
  /** Why the dialog asks again: the chosen day passed while it was open, a part failed to load. */
  notice?: string | null;
  /** The chosen day and hour, as the order model holds them; `dayError`: why they cannot be sent. */
  dag: string;
  uur: string;
  dayError?: string | null;
  /** What the page warns of while the dialog covers it (storage full: do not leave). */
  warning?: string | null;
  sending: boolean;
  /** Another unfinished order of this device: is this that order, or a new one? */
  unsettled?: OrderRecord | null;
  choice?: SameOrNew | null;
  choiceError?: string | null;
  onChoose?: (choice: SameOrNew) => void;
  onPick: (pickup: { dag?: string; uur?: string }) => void;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({
  contact,
  lines,
  days,
  notice = null,
  dag,
  uur,
  dayError = null,
  warning = null,
  sending,
  unsettled = null,
  choice = null,
  choiceError = null,
  onChoose = () => undefined,
  onPick,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const titleId = useId();
  const introId = useId();

  return (
    <Modal
      labelledBy={titleId}
      describedBy={introId}
      size="large"
      returnFocus={returnFocus}
      onCancel={sending ? undefined : onCancel}
    >
      <DialogIntro titleId={titleId} introId={introId} contact={contact} notice={notice} warning={warning} />

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
      <DialogLines lines={lines} />

      <PickupChoice
        lines={lines}
        days={days}
        dag={dag}
        uur={uur}
        error={dayError}
        disabled={sending}
        onDay={(value) => onPick({ dag: value })}
        onHour={(value) => onPick({ uur: value })}
      />

      <p role="status" className={styles.status}>
        {sending && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            Bezig met verzenden...
          </>
        )}
      </p>

      <div className={styles.actions}>
        <button type="button" className="button button-ghost" disabled={sending} onClick={onCancel}>
          Annuleer
        </button>
        <button type="button" className="button" disabled={sending} onClick={onConfirm}>
          Bevestig Bestelling
        </button>
      </div>
    </Modal>
  );
}

// Who the order is for, why the dialog asks again (if it does), what the page warns of, and the
// customer's message.
function DialogIntro(props: {
  titleId: string;
  introId: string;
  contact: Contact;
  notice: string | null;
  warning: string | null;
}) {
  const { titleId, introId, contact, notice, warning } = props;
  const bericht = contact.bericht?.trim();
  return (
    <>
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
      {warning && (
        <p role="alert" className={styles.notice}>
          {warning}
        </p>
      )}
      {bericht && (
        <div className={styles.message}>
          <h3 className={styles.subtitle}>Uw bericht</h3>
          <p>{bericht}</p>
        </div>
      )}
    </>
  );
}

function DialogLines({ lines }: { lines: readonly OrderLine[] }) {
  // A line with its price takes two lines: room for as many products before the list scrolls.
  const withPrices = usePricesShown();
  return (
    <>
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
    </>
  );
}

type PickupChoiceProps = {
  lines: readonly OrderLine[];
  days: readonly PickupOption[];
  dag: string;
  uur: string;
  error: string | null;
  disabled: boolean;
  onDay: (dag: string) => void;
  onHour: (uur: string) => void;
};

// The day and hour, with the closures that explain a missing Friday or Saturday.
function PickupChoice({ lines, days, dag, uur, error, disabled, onDay, onHour }: PickupChoiceProps) {
  const dayId = useId();
  const hourId = useId();
  const errorId = useId();
  const closedId = useId();
  const hours = dag ? pickupHoursFor(dag) : allPickupHours();
  const daySelect = useRef<HTMLSelectElement>(null);
  // A day the model refused: the customer's eye goes back to the day.
  useEffect(() => {
    if (error) daySelect.current?.focus();
  }, [error]);
  // Closures between now (the host's time) and the last day on offer.
  const closed = useMemo(() => closedPickupDays({ now: pageNow(), until: days.at(-1)?.value }), [days]);
  // Issue 31: the days a chosen product rules out (by name), and the special days with their deadline.
  const choices = useMemo(() => pickupDayChoices({ now: pageNow(), products: productsOf(lines) }), [lines]);
  return (
    <>
      <div className={styles.pickup}>
        <div className={styles.field}>
          <label htmlFor={dayId}>Kies een dag</label>
          <select
            ref={daySelect}
            id={dayId}
            className={styles.select}
            value={dag}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error ? errorId : '', closed.length > 0 ? closedId : ''].join(' ').trim() || undefined
            }
            onChange={(event) => onDay(event.currentTarget.value)}
          >
            <option value="">Kies een dag</option>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={hourId}>Kies een uur</label>
          <select
            id={hourId}
            className={styles.select}
            value={uur}
            disabled={disabled}
            onChange={(event) => onHour(event.currentTarget.value)}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DayNotes choices={choices} offered={days} />
      <ClosedDays id={closedId} closed={closed} none={days.length === 0} />
    </>
  );
}

// Special days on offer with their own deadline; days a product rules out, with the product and why.
function DayNotes({
  choices,
  offered,
}: {
  choices: readonly PickupDayChoice[];
  offered: readonly PickupOption[];
}) {
  const onOffer = new Set(offered.map((day) => day.value));
  const special = choices.flatMap(({ value, label, special: day }) =>
    day && onOffer.has(value) ? [{ value, label, day }] : [],
  );
  const ruledOut = choices.filter((choice) => choice.ruledOutBy.length > 0);
  return (
    <>
      {special.length > 0 && (
        <ul className={styles.closed} aria-label="Extra openingsdagen">
          {special.map(({ value, label, day }) => (
            <li key={value}>
              {label}: extra open, afhalen van {hourText(day.from)} tot {hourText(day.until)}; bestellen tot{' '}
              {dayMonthText(day.orderBy.date)} om {hourText(day.orderBy.time)}
            </li>
          ))}
        </ul>
      )}
      {ruledOut.length > 0 && (
        <ul className={styles.closed} aria-label="Niet mogelijk met uw producten">
          {ruledOut.map((day) => (
            <li key={day.value}>
              {day.label} kan niet: {day.reasons.join('; ')}.
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ClosedDays({ id, closed, none }: { id: string; closed: readonly ClosedPickupDay[]; none: boolean }) {
  return (
    <>
      {closed.length > 0 && (
        <ul id={id} className={styles.closed} aria-label="Gesloten afhaaldagen">
          {closed.map((day) => (
            <li key={day.value}>
              {day.label}: gesloten ({day.reason})
            </li>
          ))}
        </ul>
      )}
      {none && (
        <p className={styles.noDays}>
          Er is voorlopig geen afhaaldag beschikbaar. Bel ons op{' '}
          <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a>.
        </p>
      )}
    </>
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
  const received = receivedByShop(unsettled);
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
