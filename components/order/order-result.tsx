'use client';

import { useState, type ReactNode, type RefObject } from 'react';
import { copyUnknownText, maybeArrivedText } from '@/lib/order/mail-cause';
import { refusalOf } from '@/lib/order/order-record';
import { isCancel, marksResend, outcomeOf, receivedByShop, type PageOrder } from '@/lib/order/order-state';
import { buildTemplateParams, mailtoHref, orderAsText, type OrderTemplateParams } from '@/lib/order/payload';
import { pickupLabel } from '@/lib/order/pickup';
import type { OrderRecord } from '@/lib/order/stored';
import { shop } from '@/lib/shop';
import { amountText } from './amount';
import { AlertIcon, CalendarIcon, CheckIcon } from './icons';
import { CancelOffer, CancelResult, isCancelOutcome } from './order-cancel';
import styles from './order-result.module.css';

const SUCCESS_MESSAGE = 'Bestelling succesvol verzonden';
const FAILURE_MESSAGE = 'Er ging iets mis bij het verzenden van de bestelling';

type OrderResultProps = {
  order: PageOrder | null;
  /** A bot filled the honeypot: it gets the success it hopes for. */
  fakeSuccess: boolean;
  /** 'Niet meer nodig' on an order the shop may have: asked first. */
  dismissing?: boolean;
  onResend: () => void;
  onDismiss: (sure: boolean) => void;
  onKeep?: () => void;
  onAmend: () => void;
  /** The model allows a cancellation now (the shop has it, before its pick-up day). */
  cancellable?: boolean;
  onCancel?: () => void;
  /** The order's pick-up no longer holds by today's rules (issue 31.2), in the customer's words. */
  dayNotice?: string | null;
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

function Sent({
  order,
  foreign,
  ref,
  onCancel,
}: {
  order: OrderRecord;
  foreign: boolean;
  ref: RefObject<HTMLElement | null>;
  /** Only when the model allows a cancellation. */
  onCancel?: () => void;
}) {
  const params = buildTemplateParams({ order });
  return (
    <SuccessSection ref={ref}>
      <p className={styles.reference}>
        Uw referentie: <strong>{order.reference}</strong>
      </p>
      {!foreign && (
        <p>
          U krijgt een bevestiging op <strong>{params.email}</strong>.
        </p>
      )}
      <OrderLines order={order} />
      <CalendarButton order={order} params={params} />
      {onCancel && <CancelOffer reference={order.reference} onCancel={onCancel} />}
    </SuccessSection>
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
  const params = buildTemplateParams({ order, resend: marksResend(order) });
  return (
    <>
      <a className="button button-ghost" href={mailtoHref(params)}>
        Mail de bestelling zelf
      </a>
      <SaveCopy order={order} params={params} />
    </>
  );
}

// 'Niet meer nodig' on an order the shop may have (or has): removing it here cancels nothing there.
function DismissQuestion({
  record,
  onDismiss,
  onKeep,
  onCancel,
}: {
  record: OrderRecord;
  onDismiss: (sure: boolean) => void;
  onKeep: () => void;
  onCancel?: () => void;
}) {
  const has = receivedByShop(record);
  return (
    <div className={styles.question} role="group" aria-labelledby="bestelling-annuleren">
      <p id="bestelling-annuleren">
        <strong>
          De slagerij heeft bestelling {record.reference} {has ? 'al ontvangen' : 'misschien al ontvangen'}.
        </strong>{' '}
        Haalt u ze van dit toestel, dan is ze daar niet geannuleerd. Wilt u ze annuleren,{' '}
        {onCancel ? 'doe dat hieronder of bel ons op' : 'bel ons dan op'} {shop.phone.display}.
      </p>
      <div className={styles.actions}>
        <a className="button" href={`tel:${shop.phone.tel}`}>
          Bel {shop.phone.display} om te annuleren
        </a>
        <button type="button" className="button button-ghost" onClick={() => onDismiss(true)}>
          Toch van dit toestel halen
        </button>
        <button type="button" className="button button-ghost" onClick={onKeep}>
          Terug
        </button>
      </div>
      {onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </div>
  );
}

// The actions of an order that is not fully sent; only those that fit what the shop may have.
function UnfinishedActions(props: OrderResultProps & { order: PageOrder; received: boolean }) {
  const { order, received, onResend, onDismiss, onAmend, cancellable, onCancel, dayNotice } = props;
  const { record } = order;
  return (
    <>
      {!received && <p>Uw bestelling is niet verloren. Kies hoe u verder wilt:</p>}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onResend}>
          {received ? 'Verstuur de rest' : dayNotice ? 'Kies een andere dag' : 'Verstuur opnieuw'}
        </button>
        {received ? (
          // Maybe another person's order (taken over from a closed tab): no copy to their address.
          !order.foreign && <OwnCopy order={record} />
        ) : (
          <>
            <button type="button" className="button button-ghost" onClick={onAmend}>
              Bestelling aanpassen
            </button>
            {/* never a mail for a pick-up that no longer holds */}
            {!dayNotice && <MailItYourself order={record} />}
            <a className="button button-ghost" href={`tel:${shop.phone.tel}`}>
              Bel {shop.phone.display}
            </a>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={() => onDismiss(false)}>
          Niet meer nodig
        </button>
      </div>
      {cancellable && onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </>
  );
}

// The success panel: the order sent, or what a bot that filled the honeypot is shown.
function SuccessSection({ ref, children }: { ref: RefObject<HTMLElement | null>; children?: ReactNode }) {
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
      {children}
    </section>
  );
}

export function OrderResult(props: OrderResultProps) {
  const { order, fakeSuccess, dismissing = false, onDismiss, onKeep = () => undefined, ref } = props;
  const onCancel = props.cancellable ? props.onCancel : undefined;
  if (fakeSuccess && !order) return <SuccessSection ref={ref} />;
  if (!order) return null;
  const outcome = outcomeOf(order);
  const { record } = order;
  if (outcome === 'sending')
    return (
      <p role="status" className={`${styles.result} ${styles.sending}`}>
        <span className={styles.spinner} aria-hidden="true" />
        {isCancel(record) ? 'De annulering van bestelling ' : 'Bestelling '}
        <strong>{record.reference}</strong> wordt verzonden…
      </p>
    );
  if (outcome === 'sent')
    return <Sent order={record} foreign={order.foreign === true} ref={ref} onCancel={onCancel} />;
  if (isCancelOutcome(outcome))
    return (
      <CancelResult
        order={order}
        outcome={outcome}
        onResend={props.onResend}
        onDismiss={() => onDismiss(true)}
        ref={ref}
      />
    );

  const received = outcome === 'shop-only' || outcome === 'copy-unknown';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`${styles.result} ${received ? styles.partly : styles.failed}`}
      aria-labelledby="bestelling-resultaat"
    >
      <h2 id="bestelling-resultaat" className={styles.title}>
        <AlertIcon />
        {received ? 'De slagerij heeft uw bestelling' : FAILURE_MESSAGE}
      </h2>
      <p className={styles.reference}>
        Referentie: <strong>{record.reference}</strong> · {pickupLabel(record.dag)} om {record.uur}
      </p>
      <p>{detail(order)}</p>
      {props.dayNotice && <p className={styles.dayNotice}>{props.dayNotice}</p>}
      {dismissing ? (
        <DismissQuestion record={record} onDismiss={onDismiss} onKeep={onKeep} onCancel={onCancel} />
      ) : (
        <UnfinishedActions {...props} order={order} received={received} />
      )}
      <details className={styles.details}>
        <summary>Bekijk uw bestelling</summary>
        <OrderLines order={record} />
      </details>
    </section>
  );
}
