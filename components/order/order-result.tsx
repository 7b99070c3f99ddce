'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cancelMaybeText, copyUnknownText, maybeArrivedText } from '@/lib/order/mail-cause';
import { refusalOf } from '@/lib/order/order-record';
import { marksResend, receivedByShop, shareable, type PageOrder } from '@/lib/order/order-state';
import {
  cancelOffered,
  cancelResendOffered,
  isCancel,
  keptDayNotice,
  offlineNow,
  outcomeOf,
  type Outcome,
} from '@/lib/order/result-state';
import { buildTemplateParams, mailtoHref, orderAsText, type OrderTemplateParams } from '@/lib/order/payload';
import { pickupLabel } from '@/lib/shop/day-text';
import type { OrderRecord } from '@/lib/order/stored';
import { shop } from '@/lib/shop';
import { pageNow } from '@/lib/clock/page-clock';
import { amountText } from '@/lib/order/lines';
import { AlertIcon, Button, CalendarIcon, CheckIcon } from './controls';
import type { FlowProps, OrderActions } from './use-order-flow';
import styles from './order-result.module.css';

const SUCCESS_MESSAGE = 'Bestelling succesvol verzonden';
const OFFLINE_NOW =
  'U bent offline: er is nu niets verzonden. Zodra u weer verbinding hebt, probeert u het opnieuw.';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
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
      const text = await pickupCalendarFile({ ...order, summaryText: orderAsText(params) });
      download(`bestelling-${order.reference}.ics`, text, 'text/calendar');
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button onClick={addToCalendar}>
        <CalendarIcon />
        Zet in agenda
      </Button>
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
  captcha: 'De controle tegen misbruik (Google reCAPTCHA) lukte niet: er is niets verzonden.',
};

// What is known, never more.
function detail(order: PageOrder): string {
  const outcome = outcomeOf(order);
  const reason = refusalOf(order.record);
  if (outcome === 'shop-only')
    return `De slagerij heeft uw bestelling ontvangen, maar de bevestiging naar uw e-mailadres kon niet verstuurd worden${reason === 'quota' ? ': de e-maildienst van de slagerij heeft haar limiet bereikt' : ''}.`;
  if (outcome === 'copy-unknown') return copyUnknownText(order.record.mails.customer.cause);
  if (outcome === 'maybe') return maybeArrivedText(order.record.mails.shop.cause);
  if (outcome === 'offline')
    return 'U bent offline: er is niets verzonden. Zodra u weer verbinding hebt, klikt u op ‘Verstuur opnieuw’.';
  return (reason && REFUSALS[reason]) || 'Uw bestelling is niet bij de slagerij aangekomen.';
}

// An alert unless all went well; focused when an outcome comes (a new record: the honeypot's has none).
type SectionProps = { record?: OrderRecord; tone: 'ok' | 'partly' | 'failed'; title: ReactNode };
function ResultSection({ record, tone, title, children }: SectionProps & { children?: ReactNode }) {
  const ok = tone === 'ok';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => void (record && ref.current?.focus()), [record]);
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

const CallButton = ({ primary, what }: { primary?: boolean; what?: string }) => (
  <a className={primary ? 'button' : 'button button-ghost'} href={`tel:${shop.phone.tel}`}>
    Bel {shop.phone.display}
    {what}
  </a>
);

function Sent({ order, onCancel }: Unfinished) {
  const record = shareable(order);
  const params = buildTemplateParams({ order: record });
  return (
    <ResultSection record={record} tone="ok" title={SUCCESS_MESSAGE}>
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

// `own`: the shop has it, so a copy to the customer, never to the shop again; a long mailto needs the .txt.
function MailAndSave({ order, own }: { order: OrderRecord; own: boolean }) {
  const params = buildTemplateParams({ order, resend: !own && marksResend(order) });
  const save = () => download(`bestelling-${order.reference}.txt`, orderAsText(params), 'text/plain');
  return (
    <>
      <a className="button button-ghost" href={own ? mailtoHref(params, 'customer') : mailtoHref(params)}>
        {own ? 'Mail mezelf een kopie' : 'Mail de bestelling zelf'}
      </a>
      <Button onClick={save}>Bewaar een kopie</Button>
    </>
  );
}

// Cancelling, offered only where the model allows it: nothing leaves before 'Ja, annuleer'.
function CancelOffer({ reference, onCancel }: { reference: string; onCancel: () => void }) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const answer = (yes: boolean) => {
    setAsking(false);
    if (yes) onCancel();
  };
  if (!asking) return <Button onClick={() => setAsking(true)}>Annuleer deze bestelling</Button>;
  return (
    <div className={styles.question} role="group" aria-labelledby={questionId}>
      <p id={questionId}>
        <strong>Bestelling {reference} annuleren?</strong> De slagerij krijgt een mail dat u ze niet komt
        afhalen. Dat kan niet ongedaan gemaakt worden.
      </p>
      <div className={styles.actions}>
        <Button primary onClick={() => answer(true)}>
          Ja, annuleer bestelling {reference}
        </Button>
        <Button onClick={() => answer(false)}>Nee, ik kom ze halen</Button>
      </div>
    </div>
  );
}

type Unfinished = { order: PageOrder; actions: OrderActions; onCancel?: () => void };

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
        <CallButton primary what=" om te annuleren" />
        <Button onClick={() => actions.dismiss(true)}>Toch van dit toestel halen</Button>
        <Button onClick={actions.keep}>Terug</Button>
      </div>
      {onCancel && <CancelOffer reference={record.reference} onCancel={onCancel} />}
    </div>
  );
}

function UnfinishedActions(props: Unfinished & { received: boolean; dayNotice: string | null }) {
  const { order, received, actions, dayNotice, onCancel } = props;
  return (
    <>
      {!received && <p>Uw bestelling is niet verloren. Kies hoe u verder wilt:</p>}
      <div className={styles.actions}>
        {received && dayNotice ? (
          // the shop changed that moment: no copy confirms it (the model refuses it too); the customer calls
          <CallButton primary what=" om een ander moment af te spreken" />
        ) : (
          <Button primary onClick={actions.resend}>
            {received ? 'Verstuur de rest' : dayNotice ? 'Kies een andere dag' : 'Verstuur opnieuw'}
          </Button>
        )}
        {received ? (
          // Maybe another person's order (taken over from a closed tab): no copy to their address.
          !order.foreign && <MailAndSave order={order.record} own />
        ) : (
          <>
            <Button onClick={actions.amend}>Bestelling aanpassen</Button>
            {/* never a mail for a pick-up that no longer holds */}
            {!dayNotice && <MailAndSave order={shareable(order)} own={false} />}
            <CallButton />
          </>
        )}
        <Button onClick={() => actions.dismiss(false)}>Niet meer nodig</Button>
      </div>
      {onCancel && <CancelOffer reference={order.record.reference} onCancel={onCancel} />}
    </>
  );
}

type CancelOutcome = Extract<Outcome, `cancel${string}`>;
const isCancelOutcome = (outcome: Outcome): outcome is CancelOutcome => outcome.startsWith('cancel');

const CANCEL_RESULTS: Record<CancelOutcome, [(reference: string) => string, (order: PageOrder) => string]> = {
  cancelled: [
    (reference) => `Bestelling ${reference} is geannuleerd`,
    () => 'De slagerij kreeg uw annulering per mail: u hoeft niets af te halen.',
  ],
  'cancel-maybe': [
    () => 'Uw annulering is misschien niet aangekomen',
    (order) =>
      `${cancelMaybeText(order.record.mails.cancel?.cause)} Uw bestelling staat dus misschien nog klaar: bel ons om zeker te zijn.`,
  ],
  'cancel-not-arrived': [
    () => 'Uw annulering is niet aangekomen',
    (order) =>
      refusalOf(order.record) === 'quota'
        ? 'De e-maildienst van de slagerij heeft haar limiet bereikt en weigerde de annulering: er is niets verzonden. Uw bestelling staat nog klaar: bel ons om te annuleren.'
        : 'Er is niets bij de slagerij aangekomen: uw bestelling staat nog klaar. Bel ons om te annuleren, of verstuur de annulering opnieuw.',
  ],
  'cancel-offline': [
    () => 'Uw annulering is niet verzonden',
    () =>
      'U bent offline: er is niets verzonden en uw bestelling staat nog klaar. Zodra u weer verbinding hebt, verstuurt u de annulering opnieuw, of bel ons.',
  ],
};

function CancelResult(props: Unfinished & { outcome: CancelOutcome; mayResend: boolean }) {
  const { order, outcome, actions, mayResend } = props;
  const { record } = order;
  const [title, text] = CANCEL_RESULTS[outcome];
  const cancelled = outcome === 'cancelled';
  return (
    <ResultSection record={record} tone={cancelled ? 'ok' : 'failed'} title={title(record.reference)}>
      <ReferenceLine record={record} />
      <p>{text(order)}</p>
      {offlineNow(order) && <p>{OFFLINE_NOW}</p>}
      {!cancelled && (
        <div className={styles.actions}>
          <CallButton primary what=" om te annuleren" />
          {/* on the pick-up day a cancel by mail is refused as it leaves: only the phone is left */}
          {mayResend && <Button onClick={actions.resend}>Verstuur de annulering opnieuw</Button>}
          {/* off this device, once the customer called: it cancels nothing by itself, and says so */}
          <Button onClick={() => actions.dismiss(true)}>Ik belde al: van dit toestel halen</Button>
        </div>
      )}
    </ResultSection>
  );
}

export function OrderResult({ state, actions }: FlowProps) {
  const { order } = state;
  // The day check looks a year ahead: once per order; a cancel is asked each render (midnight may refuse it).
  const dayNotice = useMemo(() => order && keptDayNotice(order, pageNow()), [order]);
  // A bot that filled the honeypot gets the success it hopes for.
  if (state.fakeSuccess && !order) return <ResultSection tone="ok" title={SUCCESS_MESSAGE} />;
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
  const now = pageNow();
  const unfinished = { order, actions, onCancel: cancelOffered(order, now) ? actions.cancel : undefined };
  if (outcome === 'sent') return <Sent {...unfinished} />;
  if (isCancelOutcome(outcome))
    return <CancelResult {...unfinished} outcome={outcome} mayResend={cancelResendOffered(order, now)} />;

  const received = outcome === 'shop-only' || outcome === 'copy-unknown';
  const title = received
    ? 'De slagerij heeft uw bestelling'
    : 'Er ging iets mis bij het verzenden van de bestelling';
  return (
    <ResultSection record={record} tone={received ? 'partly' : 'failed'} title={title}>
      <ReferenceLine record={record} />
      <p>{detail(order)}</p>
      {offlineNow(order) && <p>{OFFLINE_NOW}</p>}
      {dayNotice && <p className={styles.dayNotice}>{dayNotice}</p>}
      {state.dismissing ? (
        <DismissQuestion {...unfinished} />
      ) : (
        <UnfinishedActions {...unfinished} received={received} dayNotice={dayNotice} />
      )}
      <details className={styles.details}>
        <summary>Bekijk uw bestelling</summary>
        <OrderLines order={record} />
      </details>
    </ResultSection>
  );
}
