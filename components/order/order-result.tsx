'use client';

import { useState, type RefObject } from 'react';
import { copyUnknownText, maybeArrivedText } from '@/lib/order/mail-cause';
import { outcomeOf, refusalOf, type PageOrder } from '@/lib/order/order-model';
import { buildTemplateParams, mailtoHref, orderAsText, type OrderTemplateParams } from '@/lib/order/payload';
import { pickupLabel } from '@/lib/order/pickup';
import type { OrderRecord } from '@/lib/order/stored';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { AlertIcon, CalendarIcon, CheckIcon } from './icons';
import styles from './order-result.module.css';

const SUCCESS_MESSAGE = 'Bestelling succesvol verzonden';
const FAILURE_MESSAGE = 'Er ging iets mis bij het verzenden van de bestelling';

type OrderResultProps = {
  order: PageOrder | null;
  /** A bot filled the honeypot: it gets the success it hopes for. */
  fakeSuccess: boolean;
  onResend: () => void;
  onDismiss: () => void;
  onAmend: () => void;
  ref: RefObject<HTMLElement | null>;
};

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function OrderLines({ order }: { order: OrderRecord }) {
  return (
    <>
      <p className={styles.pickup}>
        Afhalen op <strong>{pickupLabel(order.dag)}</strong> om <strong>{order.uur}</strong> in onze winkel.
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

function CalendarButton({ order, params }: { order: OrderRecord; params: OrderTemplateParams }) {
  const [failed, setFailed] = useState(false);
  const addToCalendar = async () => {
    setFailed(false);
    try {
      const { pickupCalendarFile } = await import('@/lib/order/calendar');
      const text = await pickupCalendarFile({
        reference: order.reference,
        dag: order.dag,
        uur: order.uur,
        summaryText: orderAsText(params),
      });
      download(`bestelling-${order.reference}.ics`, text, 'text/calendar');
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

const REFUSALS: Record<string, string> = {
  quota:
    'De e-maildienst van de slagerij heeft haar limiet bereikt en weigerde de bestelling: er is niets verzonden.',
  origin: 'De e-maildienst weigerde bestellingen vanaf dit adres: er is niets verzonden.',
};

// What is known, never more.
function detail(order: PageOrder): string {
  const outcome = outcomeOf(order);
  const reason = refusalOf(order.record);
  if (outcome === 'shop-only')
    return 'De slagerij heeft uw bestelling ontvangen, maar de bevestiging naar uw e-mailadres kon niet verstuurd worden.';
  if (outcome === 'copy-unknown') return copyUnknownText(order.record.mails.customer.cause);
  if (outcome === 'maybe') return maybeArrivedText(order.record.mails.shop.cause);
  if (outcome === 'offline')
    return 'U bent offline: er is niets verzonden. Zodra u weer verbinding hebt, klikt u op ‘Verstuur opnieuw’.';
  return (reason && REFUSALS[reason]) ?? 'Uw bestelling is niet bij de slagerij aangekomen.';
}

function Sent({ order, ref }: { order: OrderRecord; ref: RefObject<HTMLElement | null> }) {
  const params = buildTemplateParams({ order });
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
      <p className={styles.reference}>
        Uw referentie: <strong>{order.reference}</strong>
      </p>
      <p>
        U krijgt een bevestiging op <strong>{params.email}</strong>.
      </p>
      <OrderLines order={order} />
      <CalendarButton order={order} params={params} />
    </section>
  );
}

// The whole order as a .txt (a large order's mail link holds only the essentials and points here).
function SaveCopy({ order, params }: { order: OrderRecord; params: OrderTemplateParams }) {
  return (
    <button
      type="button"
      className="button button-ghost"
      onClick={() => download(`bestelling-${order.reference}.txt`, orderAsText(params), 'text/plain')}
    >
      Bewaar een kopie
    </button>
  );
}

// The shop has the order: the customer keeps a copy himself, never by mailing the shop again.
function OwnCopy({ order }: { order: OrderRecord }) {
  const params = buildTemplateParams({ order });
  return (
    <>
      <a className="button button-ghost" href={mailtoHref(params, 'customer')}>
        Mail mezelf een kopie
      </a>
      <SaveCopy order={order} params={params} />
    </>
  );
}

// The shop may not have the order: the customer mails it himself (marked where it may have arrived).
function MailItYourself({ order }: { order: OrderRecord }) {
  const params = buildTemplateParams({ order, resend: order.mails.shop.mayHaveArrived });
  return (
    <>
      <a className="button button-ghost" href={mailtoHref(params)}>
        Mail de bestelling zelf
      </a>
      <SaveCopy order={order} params={params} />
    </>
  );
}

export function OrderResult({ order, fakeSuccess, onResend, onDismiss, onAmend, ref }: OrderResultProps) {
  if (fakeSuccess && !order)
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
      </section>
    );
  if (!order) return null;
  const outcome = outcomeOf(order);
  const { record } = order;
  if (outcome === 'sending')
    return (
      <p role="status" className={`${styles.result} ${styles.sending}`}>
        <span className={styles.spinner} aria-hidden="true" />
        Bestelling <strong>{record.reference}</strong> wordt verzonden…
      </p>
    );
  if (outcome === 'sent') return <Sent order={record} ref={ref} />;

  const shopHasIt = outcome === 'shop-only' || outcome === 'copy-unknown';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`${styles.result} ${shopHasIt ? styles.partly : styles.failed}`}
      aria-labelledby="bestelling-resultaat"
    >
      <h2 id="bestelling-resultaat" className={styles.title}>
        <AlertIcon />
        {shopHasIt ? 'De slagerij heeft uw bestelling' : FAILURE_MESSAGE}
      </h2>
      <p className={styles.reference}>
        Referentie: <strong>{record.reference}</strong> · {pickupLabel(record.dag)} om {record.uur}
      </p>
      <p>{detail(order)}</p>
      {!shopHasIt && <p>Uw bestelling is niet verloren. Kies hoe u verder wilt:</p>}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onResend}>
          {shopHasIt ? 'Verstuur de rest' : 'Verstuur opnieuw'}
        </button>
        {shopHasIt ? (
          <OwnCopy order={record} />
        ) : (
          <>
            <button type="button" className="button button-ghost" onClick={onAmend}>
              Bestelling aanpassen
            </button>
            <MailItYourself order={record} />
            <a className="button button-ghost" href={`tel:${shop.phone.tel}`}>
              Bel {shop.phone.display}
            </a>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={onDismiss}>
          Niet meer nodig
        </button>
      </div>
      <details className={styles.details}>
        <summary>Bekijk uw bestelling</summary>
        <OrderLines order={record} />
      </details>
    </section>
  );
}
