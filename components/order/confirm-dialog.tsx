'use client';

import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { receivedByShop, type DialogState, type SameOrNew } from '@/lib/order/order-state';
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
} from '@/lib/order/pickup';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { Modal } from './modal';
import { LineAmount, PriceTotal, usePricesShown } from './price-tag';
import { pageNow } from '@/lib/clock/page-clock';
import type { OrderActions } from './use-order-flow';
import styles from './confirm-dialog.module.css';

type ConfirmDialogProps = {
  dialog: DialogState;
  /** What the page warns of while the dialog covers it (storage full: do not leave). */
  warning: string | null;
  sending: boolean;
  actions: Pick<OrderActions, 'choose' | 'pick' | 'confirm' | 'close'>;
  returnFocus: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({ dialog, warning, sending, actions, returnFocus }: ConfirmDialogProps) {
  const titleId = useId();
  const introId = useId();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={introId}
      size="large"
      returnFocus={returnFocus}
      onCancel={sending ? undefined : actions.close}
    >
      <DialogIntro titleId={titleId} introId={introId} dialog={dialog} warning={warning} />
      {dialog.unsettled && (
        <SameOrNewQuestion
          unsettled={dialog.unsettled}
          dialog={dialog}
          disabled={sending}
          onChoose={actions.choose}
        />
      )}
      <h3 className={styles.subtitle}>Uw producten</h3>
      <DialogLines lines={dialog.lines} />
      <PickupChoice dialog={dialog} disabled={sending} onPick={actions.pick} />
      <p role="status" className={styles.status}>
        {sending && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            Bezig met verzenden...
          </>
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" disabled={sending} onClick={actions.close}>
          Annuleer
        </button>
        <button type="button" className="button" disabled={sending} onClick={actions.confirm}>
          Bevestig Bestelling
        </button>
      </div>
    </Modal>
  );
}

// Who the order is for, why the dialog asks again, what the page warns of, and the customer's message.
function DialogIntro(props: {
  titleId: string;
  introId: string;
  dialog: DialogState;
  warning: string | null;
}) {
  const { contact, notice } = props.dialog;
  const bericht = contact.bericht?.trim();
  return (
    <>
      <h2 id={props.titleId} className={styles.title}>
        Bestelling Bevestigen
      </h2>
      <p id={props.introId} className={styles.intro}>
        We versturen uw bestelling naar <strong>{contact.email}</strong>, op naam van{' '}
        <strong>{contact.naam}</strong> met telefoonnummer <strong>{contact.telefoon}</strong>.
      </p>
      {[notice, props.warning].map(
        (text, index) =>
          text && (
            <p key={index} role="alert" className={styles.notice}>
              {text}
            </p>
          ),
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

function DialogLines({ lines }: { lines: DialogState['lines'] }) {
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

// The day and hour, with the closures that explain a missing Friday or Saturday.
function PickupChoice(props: { dialog: DialogState; disabled: boolean; onPick: OrderActions['pick'] }) {
  const { dialog, disabled, onPick } = props;
  const { lines, days, dag, dayError: error } = dialog;
  const dayId = useId();
  const hourId = useId();
  const errorId = useId();
  const closedId = useId();
  const daySelect = useRef<HTMLSelectElement>(null);
  // A day the model refused: the customer's eye goes back to the day.
  useEffect(() => {
    if (error) daySelect.current?.focus();
  }, [error]);
  // Closures between now (the host's time) and the last day on offer.
  const closed = useMemo(() => closedPickupDays({ now: pageNow(), until: days.at(-1)?.value }), [days]);
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
            onChange={(event) => onPick({ dag: event.currentTarget.value })}
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
            value={dialog.uur}
            disabled={disabled}
            onChange={(event) => onPick({ uur: event.currentTarget.value })}
          >
            {(dag ? pickupHoursFor(dag) : allPickupHours()).map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DayNotes lines={lines} days={days} />
      <DayList
        id={closedId}
        label="Gesloten afhaaldagen"
        items={closed}
        text={(day) => `${day.label}: gesloten (${day.reason})`}
      />
      {days.length === 0 && (
        <p className={styles.noDays}>
          Er is voorlopig geen afhaaldag beschikbaar. Bel ons op{' '}
          <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a>.
        </p>
      )}
    </>
  );
}

// Issue 31: special days on offer with their own deadline; days a chosen product rules out, and why.
function DayNotes({ lines, days }: Pick<DialogState, 'lines' | 'days'>) {
  const choices = useMemo(() => pickupDayChoices({ now: pageNow(), products: productsOf(lines) }), [lines]);
  const onOffer = new Set(days.map((day) => day.value));
  return (
    <>
      <DayList
        label="Extra openingsdagen"
        items={choices.flatMap(({ value, label, special }) =>
          special && onOffer.has(value) ? [{ value, label, special }] : [],
        )}
        text={({ label, special: day }) =>
          `${label}: extra open, afhalen van ${hourText(day.from)} tot ${hourText(day.until)}; bestellen tot ${dayMonthText(day.orderBy.date)} om ${hourText(day.orderBy.time)}`
        }
      />
      <DayList
        label="Niet mogelijk met uw producten"
        items={choices.filter((choice) => choice.ruledOutBy.length > 0)}
        text={(day) => `${day.label} kan niet: ${day.reasons.join('; ')}.`}
      />
    </>
  );
}

function DayList<Day extends { value: string }>(props: {
  id?: string;
  label: string;
  items: readonly Day[];
  text: (day: Day) => string;
}) {
  if (props.items.length === 0) return null;
  return (
    <ul id={props.id} className={styles.closed} aria-label={props.label}>
      {props.items.map((day) => (
        <li key={day.value}>{props.text(day)}</li>
      ))}
    </ul>
  );
}

// While an order of this device is unfinished, a new confirm asks whether it is that order (sent again
// under its reference, marked) or a new one (its own reference): never a silent second order.
function SameOrNewQuestion(props: {
  unsettled: OrderRecord;
  dialog: DialogState;
  disabled: boolean;
  onChoose: (choice: SameOrNew) => void;
}) {
  const { unsettled, disabled, onChoose } = props;
  const { choice, choiceError: error } = props.dialog;
  const errorId = useId();
  const name = useId();
  const day = `${pickupLabel(unsettled.dag)} om ${unsettled.uur}`;
  const received = receivedByShop(unsettled);
  const labels: Record<SameOrNew, string> = received
    ? {
        same: 'Nee, het is dezelfde bestelling: de slagerij heeft ze al. Stuur mij alleen de bevestiging.',
        new: 'Ja, dit is een nieuwe bestelling, bovenop de vorige.',
      }
    : {
        same: `Het is dezelfde bestelling: ze vervangt ${unsettled.reference} (zelfde referentie, met de vermelding ‘herzending’).`,
        new: 'Het is een nieuwe bestelling, bovenop de vorige.',
      };
  return (
    <div className={styles.question}>
      <fieldset className={styles.choice} aria-describedby={error ? errorId : undefined}>
        <legend>
          {received
            ? `De slagerij heeft uw bestelling ${unsettled.reference} (${day}) al ontvangen. Is dit een nieuwe bestelling?`
            : `Bestelling ${unsettled.reference} (${day}) is nog niet volledig verzonden. Is dit dezelfde bestelling?`}
        </legend>
        {(['same', 'new'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              disabled={disabled}
              onChange={() => onChoose(value)}
            />
            <span>{labels[value]}</span>
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
