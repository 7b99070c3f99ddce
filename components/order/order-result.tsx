'use client';

import { useState, type RefObject } from 'react';
import { mailtoHref, orderAsText } from '@/lib/order/payload';
import type { OrderOutcome, SentOrder } from '@/lib/order/order-flow';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { AlertIcon, CalendarIcon, CheckIcon } from './icons';
import styles from './order-result.module.css';

type OrderResultProps = {
  outcome: OrderOutcome;
  onRestore: () => void;
  ref: RefObject<HTMLElement | null>;
};

export const SUCCESS_MESSAGE = 'Bestelling succesvol verzonden';
export const FAILURE_MESSAGE = 'Er ging iets mis bij het verzenden van de bestelling';

function downloadFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function OrderLines({ order }: { order: SentOrder }) {
  return (
    <>
      <p className={styles.pickup}>
        Afhalen op <strong>{order.dayLabel}</strong> om <strong>{order.uur}</strong> in onze winkel.
      </p>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>{line.naam}</span>
            <strong>{amountText(line)}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

function CalendarButton({ order }: { order: SentOrder }) {
  const [failed, setFailed] = useState(false);
  const addToCalendar = async () => {
    setFailed(false);
    try {
      const { pickupCalendarFile } = await import('@/lib/order/calendar');
      const text = await pickupCalendarFile({
        reference: order.reference,
        dag: order.dag,
        uur: order.uur,
        summaryText: orderAsText(order.params),
      });
      downloadFile(`bestelling-${order.reference}.ics`, text);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="button button-ghost" onClick={addToCalendar}>
        <CalendarIcon />
        Zet in agenda
      </button>
      {failed && (
        <p role="alert" className={styles.note}>
          Het agendabestand kon niet gemaakt worden. Noteer uw afhaalmoment zeker even.
        </p>
      )}
    </>
  );
}

// What is known, never more: 'maybe' when the e-mail service may have taken the shop mail.
function failureDetail(state: Extract<OrderOutcome, { kind: 'failed' }>['state']): string {
  if (state === 'shop-only')
    return 'De slagerij heeft uw bestelling ontvangen, maar de bevestiging naar uw e-mailadres kon niet verstuurd worden.';
  if (state === 'maybe')
    return 'We kregen geen duidelijk antwoord van de e-maildienst: misschien is uw bestelling toch aangekomen. Verstuurt u ze opnieuw, dan ziet de slagerij aan de referentie en de vermelding ‘herzending’ dat het om dezelfde bestelling gaat.';
  return 'Uw bestelling is niet bij de slagerij aangekomen.';
}

export function OrderResult({ outcome, onRestore, ref }: OrderResultProps) {
  if (outcome.kind === 'sent') {
    const { order } = outcome;
    return (
      <section
        ref={ref}
        tabIndex={-1}
        className={`${styles.result} ${styles.ok}`}
        aria-labelledby="bestelling-resultaat"
      >
        <h2 id="bestelling-resultaat" className={styles.title}>
          <CheckIcon />
          {SUCCESS_MESSAGE}
        </h2>
        {order && (
          <>
            <p className={styles.reference}>
              Uw referentie: <strong>{order.reference}</strong>
            </p>
            <p>
              U krijgt een bevestiging op <strong>{order.params.email}</strong>.
            </p>
            <OrderLines order={order} />
            <CalendarButton order={order} />
          </>
        )}
      </section>
    );
  }

  const { order, state } = outcome;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`${styles.result} ${styles.failed}`}
      aria-labelledby="bestelling-resultaat"
    >
      <h2 id="bestelling-resultaat" className={styles.title}>
        <AlertIcon />
        {FAILURE_MESSAGE}
      </h2>
      <p className={styles.reference}>
        Referentie: <strong>{order.reference}</strong>
      </p>
      <p>{failureDetail(state)}</p>
      <p>Uw bestelling is niet verloren. Kies hoe u verder wilt:</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onRestore}>
          Bestelling herstellen
        </button>
        <a className="button button-ghost" href={mailtoHref(order.params)}>
          Mail de bestelling zelf
        </a>
        <a className="button button-ghost" href={`tel:${shop.phone.tel}`}>
          Bel {shop.phone.display}
        </a>
      </div>
      <details className={styles.details}>
        <summary>Bekijk uw bestelling</summary>
        <OrderLines order={order} />
      </details>
    </section>
  );
}
