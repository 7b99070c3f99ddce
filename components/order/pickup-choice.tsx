'use client';

import { useEffect, useId, useMemo, useRef } from 'react';
import type { DialogState } from '@/lib/order/order-state';
import { productsOf } from '@/lib/order/catalogue';
import { dayMonthText, hourText } from '@/lib/shop/day-text';
import {
  allPickupHours,
  closedPickupDays,
  pickupDayChoices,
  pickupHoursFor,
  ruledOutTexts,
} from '@/lib/order/pickup';
import { shop } from '@/lib/shop';
import { pageNow } from '@/lib/clock/page-clock';
import { Message } from './controls';
import type { OrderActions } from './use-order-flow';
import styles from './confirm-dialog.module.css';

// The day and hour, with the closures that explain a missing Friday or Saturday.
type PickupProps = { dialog: DialogState; disabled: boolean; onPick: OrderActions['pick'] };
export function PickupChoice({ dialog, disabled, onPick }: PickupProps) {
  const { lines, days, dag, dayError: error } = dialog;
  const dayId = useId();
  const hourId = useId();
  const errorId = useId();
  const closedId = useId();
  const daySelect = useRef<HTMLSelectElement>(null);
  // A day the model refused: the customer's eye goes back to the day.
  useEffect(() => void (error && daySelect.current?.focus()), [error]);
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
          <Message id={errorId} role="alert" className={styles.error} text={error} />
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
        items={closed.map((day) => `${day.label}: gesloten (${day.reason})`)}
      />
    </>
  );
}

function DayNotes({ lines, days }: Pick<DialogState, 'lines' | 'days'>) {
  const choices = useMemo(() => pickupDayChoices({ now: pageNow(), products: productsOf(lines) }), [lines]);
  const onOffer = new Set(days.map((day) => day.value));
  const ruledOut = ruledOutTexts(choices);
  return (
    <>
      <DayList
        label="Extra openingsdagen"
        items={choices.flatMap(({ value, label, special: day }) =>
          day && onOffer.has(value)
            ? `${label}: extra open, afhalen van ${hourText(day.pickupFrom)} tot ${hourText(day.pickupUntil)}; bestellen tot ${dayMonthText(day.orderByDate)} om ${hourText(day.orderByTime)}`
            : [],
        )}
      />
      <DayList label="Niet mogelijk met uw producten" items={ruledOut} />
      {/* No day at all: by a product out of season, the way on is to take it out; else the phone. */}
      {days.length === 0 && (
        <p className={styles.noDays}>
          {ruledOut.length > 0
            ? 'Met deze producten is er geen afhaaldag meer. Sluit dit venster en haal de producten hierboven uit uw bestelling (‘Bestelling aanpassen’ bij een bewaarde bestelling), of bel ons op '
            : 'Er is voorlopig geen afhaaldag beschikbaar. Bel ons op '}
          <a href={`tel:${shop.phone.tel}`}>{shop.phone.display}</a>.
        </p>
      )}
    </>
  );
}

// Each item names its own day: the text is its key.
function DayList({ id, label, items }: { id?: string; label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul id={id} className={styles.closed} aria-label={label}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
