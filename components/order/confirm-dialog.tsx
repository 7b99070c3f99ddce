'use client';

import { useContext, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { emailJsConfig } from '@/lib/env';
import { isSending, receivedByShop, STORAGE_FAILED_WARNING } from '@/lib/order/order-state';
import type { DialogState, SameOrNew } from '@/lib/order/order-state';
import { pickupLabel } from '@/lib/shop/day-text';
import { amountText } from '@/lib/order/lines';
import { Button, Message } from './controls';
import { Modal } from './modal';
import { LineAmount, PriceListContext, PriceTotal } from './price-tag';
import { PickupChoice } from './pickup-choice';
import type { FlowProps, OrderActions } from './use-order-flow';
import styles from './confirm-dialog.module.css';

// Open while the model has a dialog; the page's warning (storage full: do not leave) is repeated in it.
type ConfirmDialogProps = FlowProps & { returnFocus: RefObject<HTMLElement | null> };
export function ConfirmDialog({ state, actions, returnFocus }: ConfirmDialogProps) {
  const titleId = useId();
  const introId = useId();
  const { dialog } = state;
  if (!dialog) return null;
  const sending = isSending(state);
  const { contact } = dialog;
  const bericht = contact.bericht?.trim();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={introId}
      size="large"
      returnFocus={returnFocus}
      onCancel={sending ? undefined : actions.close}
    >
      <h2 id={titleId} className={styles.title}>
        Bestelling Bevestigen
      </h2>
      <p id={introId} className={styles.intro}>
        We versturen uw bestelling naar <strong>{contact.email}</strong>, op naam van{' '}
        <strong>{contact.naam}</strong> met telefoonnummer <strong>{contact.telefoon}</strong>.
      </p>
      <Message role="alert" className={styles.notice} text={dialog.notice} />
      <Message role="alert" className={styles.notice} text={state.storageFailed && STORAGE_FAILED_WARNING} />
      {bericht && (
        <div className={styles.message}>
          <h3 className={styles.subtitle}>Uw bericht</h3>
          <p>{bericht}</p>
        </div>
      )}
      <SameOrNewQuestion dialog={dialog} disabled={sending} onChoose={actions.choose} />
      <h3 className={styles.subtitle}>Uw producten</h3>
      <DialogLines lines={dialog.lines} />
      <PickupChoice dialog={dialog} disabled={sending} onPick={actions.pick} />
      <CaptchaNote />
      <p role="status" className={styles.status}>
        {sending && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            Bezig met verzenden...
          </>
        )}
      </p>
      {dialog.again && !sending ? (
        <AgainQuestion actions={actions} />
      ) : (
        <div className={styles.actions}>
          <Button disabled={sending} onClick={actions.close}>
            Annuleer
          </Button>
          <Button primary disabled={sending} onClick={actions.confirm}>
            Bevestig Bestelling
          </Button>
        </div>
      )}
    </Modal>
  );
}

function DialogLines({ lines }: { lines: DialogState['lines'] }) {
  // A line with its price takes two lines: room for as many products before the list scrolls.
  const withPrices = useContext(PriceListContext).shown;
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

// With an order of this device unfinished, a confirm asks: that one again, or a new one? Never silently two.
type QuestionProps = { dialog: DialogState; disabled: boolean; onChoose: OrderActions['choose'] };
function SameOrNewQuestion({ dialog, disabled, onChoose }: QuestionProps) {
  const { unsettled, choice, choiceError: error } = dialog;
  const errorId = useId();
  const name = useId();
  if (!unsettled) return null;
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
        <Message id={errorId} role="alert" className={styles.error} text={error} />
      </fieldset>
    </div>
  );
}

// With reCAPTCHA on, its note and Google's script load as the dialog opens; without the key, nothing does.
function CaptchaNote() {
  const [Note, setNote] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (emailJsConfig.recaptchaSiteKey)
      import('./captcha-note').then(
        (module) => setNote(() => module.CaptchaNote),
        () => undefined,
      );
  }, []);
  return Note && <Note />;
}

// Within a minute of this device's last order (a double tap on a slow phone), a new one is asked about.
function AgainQuestion({ actions }: { actions: OrderActions }) {
  const titleId = useId();
  const no = useRef<HTMLButtonElement>(null);
  // 'Bevestig' is gone: the focus goes to the safe answer.
  useEffect(() => no.current?.focus(), []);
  return (
    <section className={styles.question} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        Nog een bestelling?
      </h3>
      <p role="alert">
        Van dit toestel vertrok minder dan een minuut geleden al een bestelling. Wilt u deze bestelling ook
        versturen, bovenop de vorige?
      </p>
      <div className={styles.actions}>
        <Button ref={no} onClick={actions.close}>
          Nee, niet versturen
        </Button>
        <Button primary onClick={actions.confirmAgain}>
          Ja, verstuur ook deze
        </Button>
      </div>
    </section>
  );
}
