'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { allergenSentence } from '@/lib/order/allergens';
import type { Product } from '@/lib/order/catalogue';
import { InfoIcon } from './controls';
import { Modal } from './modal';
import styles from './product-row.module.css';

type Info = NonNullable<Product['info']>;

export function InfoButton(props: {
  naam: string;
  info: Info;
  allergens: Pick<Product, 'allergens'>;
  /** When a seasonal product can be picked up (issue 53). */
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
            <button type="button" className="button" onClick={close}>
              Sluiten
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
