'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cancelMaybeText, copyUnknownText, maybeArrivedText } from '@/lib/order/mail-cause';
import { refusalOf } from '@/lib/order/order-record';
import {
  cancelOffered,
  isCancel,
  keptDayNotice,
  marksResend,
  outcomeOf,
  receivedByShop,
  type ModelState,
  type Outcome,
  type PageOrder,
} from '@/lib/order/order-state';
import { buildTemplateParams, mailtoHref, orderAsText, type OrderTemplateParams } from '@/lib/order/payload';
import { pickupLabel } from '@/lib/order/day-text';
import type { OrderRecord } from '@/lib/order/stored';
import { shop } from '@/lib/shop';
import { pageNow } from '@/lib/clock/page-clock';
import { amountText } from './amount';
import { AlertIcon, CalendarIcon, CheckIcon } from './icons';
import type { OrderActions } from './use-order-flow';
import styles from './order-result.module.css';

const SUCCESS_MESSAGE = 'Bestelling succesvol verzonden';

type Ref = RefObject<HTMLElement | null>;
type OrderResultProps = {
  state: Pick<ModelState, 'order' | 'fakeSuccess' | 'dismissing'>;
  actions: Pick<OrderActions, 'resend' | 'dismiss' | 'keep' | 'amend' | 'cancel'>;
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
      const { reference, dag, uur } = order;
      const text = await pickupCalendarFile({ reference, dag, uur, summaryText: orderAsText(params) });
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

// A result panel, focused when it comes: an alert unless all went well.
type SectionProps = { ref: Ref; tone: 'ok' | 'partly' | 'failed'; title: ReactNode; children?: ReactNode };
function ResultSection({ ref, tone, title, children }: SectionProps) {
  const ok = tone === 'ok';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role={ok ? undefined : 'alert'}
      className={`${styles.result} ${styles[tone]}`}
      aria-labelledby="bestelling-resultaat"
    >
      <h2 id="bestelling-resultaat" className={styles.title}>
        {ok ? <CheckIcon /> : <AlertIcon />}
        {title}
      </h2>
      {children}
    </section>
  );
}

const ReferenceLine = ({ record }: { record: OrderRecord }) => (
  <p className={styles.reference}>
    Referentie: <strong>{record.reference}</strong> · {pickupLabel(record.dag)} om {record.uur}
  </p>
);

function Sent({ order, ref, onCancel }: { order: PageOrder; ref: Ref; onCancel?: () => void }) {
  const { record } = order;
  const params = buildTemplateParams({ order: record });
  return (
    <ResultSection ref={ref} tone="ok" title={SUCCESS_MESSAGE}>
      <p className={styles.reference}>
        Uw referentie: <strong>{record.reference}</strong>
      </p>
      {!order.foreign && (
        <p>
          U krijgt een bevestiging op <strong>{params.email}</strong>.
        </p>
      )}
      <OrderLines order={record} />
      <CalendarButton order={record} params={params} />
      {onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </ResultSection>
  );
}

// The shop has the order: the customer keeps a copy himself, never by mailing the shop again. It may
// not: the customer mails it himself (marked where it may have arrived). Either way the whole order as
// a .txt (a large order's mail link holds only the essentials and points there).
function MailAndSave({ order, own }: { order: OrderRecord; own: boolean }) {
  const params = buildTemplateParams({ order, resend: !own && marksResend(order) });
  return (
    <>
      <a className="button button-ghost" href={own ? mailtoHref(params, 'customer') : mailtoHref(params)}>
        {own ? 'Mail mezelf een kopie' : 'Mail de bestelling zelf'}
      </a>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => download(`bestelling-${order.reference}.txt`, orderAsText(params), 'text/plain')}
      >
        Bewaar een kopie
      </button>
    </>
  );
}

// Cancelling an order the shop has (issue 31.6), offered only where the model allows it: 'Annuleer
// deze bestelling', then the question: nothing leaves before 'Ja, annuleer'.
function CancelOffer({ reference, onCancel }: { reference: string; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking)
    return (
      <button type="button" className="button button-ghost" onClick={() => setAsking(true)}>
        Annuleer deze bestelling
      </button>
    );
  return (
    <div className={styles.question} role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        <strong>Bestelling {reference} annuleren?</strong> De slagerij krijgt een mail dat u ze niet komt
        afhalen. Dat kan niet ongedaan gemaakt worden.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => {
            setAsking(false);
            onCancel();
          }}
        >
          Ja, annuleer bestelling {reference}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setAsking(false)}>
          Nee, ik kom ze halen
        </button>
      </div>
    </div>
  );
}

// What the panel of an order that is not (surely) sent offers: cancelling it only where the model allows.
type Unfinished = { order: PageOrder; actions: OrderResultProps['actions']; onCancel?: () => void };

// 'Niet meer nodig' on an order the shop may have (or has): removing it here cancels nothing there.
function DismissQuestion({ order: { record }, actions, onCancel }: Unfinished) {
  return (
    <div className={styles.question} role="group" aria-labelledby="bestelling-annuleren">
      <p id="bestelling-annuleren">
        <strong>
          De slagerij heeft bestelling {record.reference}{' '}
          {receivedByShop(record) ? 'al ontvangen' : 'misschien al ontvangen'}.
        </strong>{' '}
        Haalt u ze van dit toestel, dan is ze daar niet geannuleerd. Wilt u ze annuleren,{' '}
        {onCancel ? 'doe dat hieronder of bel ons op' : 'bel ons dan op'} {shop.phone.display}.
      </p>
      <div className={styles.actions}>
        <a className="button" href={`tel:${shop.phone.tel}`}>
          Bel {shop.phone.display} om te annuleren
        </a>
        <button type="button" className="button button-ghost" onClick={() => actions.dismiss(true)}>
          Toch van dit toestel halen
        </button>
        <button type="button" className="button button-ghost" onClick={actions.keep}>
          Terug
        </button>
      </div>
      {onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </div>
  );
}

// The actions of an order that is not fully sent; only those that fit what the shop may have.
function UnfinishedActions(props: Unfinished & { received: boolean; dayNotice: string | null }) {
  const { order, received, actions, dayNotice, onCancel } = props;
  const { record } = order;
  return (
    <>
      {!received && <p>Uw bestelling is niet verloren. Kies hoe u verder wilt:</p>}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={actions.resend}>
          {received ? 'Verstuur de rest' : dayNotice ? 'Kies een andere dag' : 'Verstuur opnieuw'}
        </button>
        {received ? (
          // Maybe another person's order (taken over from a closed tab): no copy to their address.
          !order.foreign && <MailAndSave order={record} own />
        ) : (
          <>
            <button type="button" className="button button-ghost" onClick={actions.amend}>
              Bestelling aanpassen
            </button>
            {/* never a mail for a pick-up that no longer holds */}
            {!dayNotice && <MailAndSave order={record} own={false} />}
            <a className="button button-ghost" href={`tel:${shop.phone.tel}`}>
              Bel {shop.phone.display}
            </a>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={() => actions.dismiss(false)}>
          Niet meer nodig
        </button>
      </div>
      {onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </>
  );
}

type CancelOutcome = Extract<Outcome, `cancel${string}`>;
const isCancelOutcome = (outcome: Outcome): outcome is CancelOutcome => outcome.startsWith('cancel');

const NOT_CANCELLED: Record<Exclude<CancelOutcome, 'cancelled'>, [string, (order: PageOrder) => string]> = {
  'cancel-maybe': [
    'Uw annulering is misschien niet aangekomen',
    (order) =>
      `${cancelMaybeText(order.record.mails.cancel?.cause)} Uw bestelling staat dus misschien nog klaar: bel ons om zeker te zijn.`,
  ],
  'cancel-not-arrived': [
    'Uw annulering is niet aangekomen',
    () =>
      'Er is niets bij de slagerij aangekomen: uw bestelling staat nog klaar. Bel ons om te annuleren, of verstuur de annulering opnieuw.',
  ],
  'cancel-offline': [
    'Uw annulering is niet verzonden',
    () =>
      'U bent offline: er is niets verzonden en uw bestelling staat nog klaar. Zodra u weer verbinding hebt, verstuurt u de annulering opnieuw, of bel ons.',
  ],
};

// Issue 31.6: the cancellation confirmed, or said plainly that it did not (surely) reach the shop.
type CancelProps = Unfinished & { ref: Ref; outcome: CancelOutcome };
function CancelResult({ order, outcome, actions, ref }: CancelProps) {
  if (outcome === 'cancelled')
    return (
      <ResultSection ref={ref} tone="ok" title={`Bestelling ${order.record.reference} is geannuleerd`}>
        <ReferenceLine record={order.record} />
        <p>De slagerij kreeg uw annulering per mail: u hoeft niets af te halen.</p>
      </ResultSection>
    );
  const [title, text] = NOT_CANCELLED[outcome];
  return (
    <ResultSection ref={ref} tone="failed" title={title}>
      <ReferenceLine record={order.record} />
      <p>{text(order)}</p>
      <div className={styles.actions}>
        <a className="button" href={`tel:${shop.phone.tel}`}>
          Bel {shop.phone.display} om te annuleren
        </a>
        <button type="button" className="button button-ghost" onClick={actions.resend}>
          Verstuur de annulering opnieuw
        </button>
        {/* off this device, once the customer called: it cancels nothing by itself, and says so */}
        <button type="button" className="button button-ghost" onClick={() => actions.dismiss(true)}>
          Ik belde al: van dit toestel halen
        </button>
      </div>
    </ResultSection>
  );
}

export function OrderResult({ state, actions }: OrderResultProps) {
  const { order } = state;
  const ref = useRef<HTMLElement>(null);
  // The panel takes the focus when an outcome comes (a new record), never while sending.
  const outcomeKey = order && !order.running ? order.record : null;
  useEffect(() => {
    if (outcomeKey) ref.current?.focus();
  }, [outcomeKey]);
  // Once per change of the order (the day check looks a year ahead), not per render; on the page clock.
  const view = useMemo(() => {
    const now = pageNow();
    return order && { cancellable: cancelOffered(order, now), dayNotice: keptDayNotice(order, now) };
  }, [order]);
  // A bot that filled the honeypot gets the success it hopes for.
  if (state.fakeSuccess && !order) return <ResultSection ref={ref} tone="ok" title={SUCCESS_MESSAGE} />;
  if (!order || !view) return null;
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
  const onCancel = view.cancellable ? actions.cancel : undefined;
  if (outcome === 'sent') return <Sent order={order} ref={ref} onCancel={onCancel} />;
  if (isCancelOutcome(outcome))
    return <CancelResult order={order} outcome={outcome} actions={actions} ref={ref} />;

  const received = outcome === 'shop-only' || outcome === 'copy-unknown';
  const unfinished = { order, actions, onCancel };
  return (
    <ResultSection
      ref={ref}
      tone={received ? 'partly' : 'failed'}
      title={
        received ? 'De slagerij heeft uw bestelling' : 'Er ging iets mis bij het verzenden van de bestelling'
      }
    >
      <ReferenceLine record={record} />
      <p>{detail(order)}</p>
      {view.dayNotice && <p className={styles.dayNotice}>{view.dayNotice}</p>}
      {state.dismissing ? (
        <DismissQuestion {...unfinished} />
      ) : (
        <UnfinishedActions {...unfinished} received={received} dayNotice={view.dayNotice} />
      )}
      <details className={styles.details}>
        <summary>Bekijk uw bestelling</summary>
        <OrderLines order={record} />
      </details>
    </ResultSection>
  );
}
