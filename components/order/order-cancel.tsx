'use client';

import { useId, useState, type RefObject } from 'react';
import { cancelMaybeText } from '@/lib/order/mail-cause';
import type { Outcome, PageOrder } from '@/lib/order/order-state';
import { pickupLabel } from '@/lib/order/pickup';
import { shop } from '@/lib/shop';
import { AlertIcon, CheckIcon } from './icons';
import styles from './order-result.module.css';

// Cancelling an order the shop has (issue 31.6): the offer, asked once more, and what became of it.
// The model decides whether it may be offered and whether it goes; this only shows it.

/** 'Annuleer deze bestelling', then the question: nothing leaves before 'Ja, annuleer'. */
export function CancelOffer({ reference, onCancel }: { reference: string; onCancel: () => void }) {
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

type CancelOutcome = Extract<Outcome, `cancel${string}`>;
export const isCancelOutcome = (outcome: Outcome): outcome is CancelOutcome => outcome.startsWith('cancel');

const NOT_CANCELLED = {
  'cancel-maybe': {
    title: 'Uw annulering is misschien niet aangekomen',
    text: (order: PageOrder) =>
      `${cancelMaybeText(order.record.mails.cancel?.cause)} Uw bestelling staat dus misschien nog klaar: bel ons om zeker te zijn.`,
  },
  'cancel-not-arrived': {
    title: 'Uw annulering is niet aangekomen',
    text: () =>
      'Er is niets bij de slagerij aangekomen: uw bestelling staat nog klaar. Bel ons om te annuleren, of verstuur de annulering opnieuw.',
  },
  'cancel-offline': {
    title: 'Uw annulering is niet verzonden',
    text: () =>
      'U bent offline: er is niets verzonden en uw bestelling staat nog klaar. Zodra u weer verbinding hebt, verstuurt u de annulering opnieuw, of bel ons.',
  },
} satisfies Record<
  Exclude<CancelOutcome, 'cancelled'>,
  { title: string; text: (order: PageOrder) => string }
>;

/** The cancellation confirmed, or said plainly that it did not (surely) reach the shop. */
export function CancelResult({
  order,
  outcome,
  onResend,
  onDismiss,
  ref,
}: {
  order: PageOrder;
  outcome: CancelOutcome;
  onResend: () => void;
  /** Off this device, once the customer called (it cancels nothing by itself, and says so). */
  onDismiss: () => void;
  ref: RefObject<HTMLElement | null>;
}) {
  const { record } = order;
  const done = outcome === 'cancelled';
  const when = `${pickupLabel(record.dag)} om ${record.uur}`;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role={done ? undefined : 'alert'}
      className={`${styles.result} ${done ? styles.ok : styles.failed}`}
      aria-labelledby="bestelling-resultaat"
    >
      <h2 id="bestelling-resultaat" className={styles.title}>
        {done ? <CheckIcon /> : <AlertIcon />}
        {outcome === 'cancelled'
          ? `Bestelling ${record.reference} is geannuleerd`
          : NOT_CANCELLED[outcome].title}
      </h2>
      <p className={styles.reference}>
        Referentie: <strong>{record.reference}</strong> · {when}
      </p>
      {outcome === 'cancelled' ? (
        <p>De slagerij kreeg uw annulering per mail: u hoeft niets af te halen.</p>
      ) : (
        <>
          <p>{NOT_CANCELLED[outcome].text(order)}</p>
          <div className={styles.actions}>
            <a className="button" href={`tel:${shop.phone.tel}`}>
              Bel {shop.phone.display} om te annuleren
            </a>
            <button type="button" className="button button-ghost" onClick={onResend}>
              Verstuur de annulering opnieuw
            </button>
            <button type="button" className="button button-ghost" onClick={onDismiss}>
              Ik belde al: van dit toestel halen
            </button>
          </div>
        </>
      )}
    </section>
  );
}
