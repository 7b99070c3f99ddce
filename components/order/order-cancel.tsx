'use client';

import { useId, useState } from 'react';
import styles from './order-result.module.css';

// Cancelling an order the shop has (issue 31.6), offered only where the model allows it: 'Annuleer
// deze bestelling', then the question: nothing leaves before 'Ja, annuleer'.
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
