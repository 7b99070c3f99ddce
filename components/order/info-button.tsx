'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { allergenSentence } from '@/lib/order/allergens';
import type { Product } from '@/lib/order/catalogue';
import { Button, InfoIcon } from './controls';
import { Modal } from './modal';
import styles from './product-row.module.css';

export function InfoButton(props: {
  naam: string;
  info: NonNullable<Product['info']>;
  allergens: Pick<Product, 'allergens'>;
  /** When a seasonal product can be picked up. */
  seasonNote?: ReactNode;
}) {
  const { naam, info, allergens, seasonNote } = props;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.info}
        aria-label={`Info over ${naam}`}
        aria-haspopup="dialog"
        data-until-live=""
        onClick={() => setOpen(true)}
      >
        <InfoIcon />
      </button>
      {open && (
        <Modal labelledBy={titleId} describedBy={textId} onCancel={close} returnFocus={buttonRef}>
          <h2 id={titleId} className={styles.infoTitle}>
            {info.title}
          </h2>
          <p id={textId} className={styles.infoText}>
            {info.text}
          </p>
          {seasonNote && <p className={styles.infoText}>{seasonNote}.</p>}
          <p className={styles.infoText}>{allergenSentence(allergens)}</p>
          <div className={styles.infoActions}>
            <Button primary onClick={close}>
              Sluiten
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
