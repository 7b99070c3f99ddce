'use client';

import { useId, useState } from 'react';
import { forgetQuestion, unfinishedReference } from '@/lib/order/order-state';
import { Button } from './controls';
import type { FlowProps } from './use-order-flow';
import styles from './reorder.module.css';

// What this device keeps, in sight on a shared computer; forgetting an unfinished order is asked about.
export function DeviceData({ state, actions }: FlowProps) {
  const unfinished = unfinishedReference(state) && state.order?.record;
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const forget = (keepOrder: boolean) => {
    setAsking(false);
    actions.forget(keepOrder);
  };
  return (
    <div className={styles.device}>
      <label className={styles.remember}>
        <input
          type="checkbox"
          data-until-live=""
          checked={state.remember}
          onChange={(event) => actions.remember(event.currentTarget.checked)}
        />
        <span>Onthoud mijn gegevens op dit toestel (voor ‘Bestel opnieuw’)</span>
      </label>
      {asking && unfinished ? (
        <div role="group" aria-labelledby={questionId} className={styles.question}>
          <p id={questionId}>{forgetQuestion(unfinished)}</p>
          <Button onClick={() => forget(true)}>Eerst afwerken, de rest wissen</Button>
          <Button onClick={() => forget(false)}>Toch alles wissen</Button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.forget}
          data-until-live=""
          onClick={() => (unfinished ? setAsking(true) : forget(false))}
        >
          Vergeet mijn gegevens
        </button>
      )}
    </div>
  );
}
