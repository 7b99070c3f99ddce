'use client';

import { useContext, useId, useState } from 'react';
import { pastOrderPriceChanges } from '@/lib/order/catalogue-prices';
import { lineCount } from '@/lib/order/history';
import { pickupLabel } from '@/lib/shop/day-text';
import { forgetQuestion, unfinishedReference } from '@/lib/order/order-state';
import type { PastOrder } from '@/lib/order/stored';
import { productCountText } from '@/lib/order/lines';
import { Button } from './controls';
import { PriceListContext } from './price-tag';
import type { FlowProps } from './use-order-flow';
import styles from './reorder.module.css';

// 'Bestel opnieuw': the last orders of this device, kept only when the customer asked for it.
export function Reorder(props: { history: readonly PastOrder[]; onReorder: (order: PastOrder) => void }) {
  const { history, onReorder } = props;
  if (history.length === 0) return null;
  return (
    <section className={styles.reorder} aria-labelledby="bestel-opnieuw">
      <h2 id="bestel-opnieuw" className={styles.title}>
        Bestel opnieuw
      </h2>
      <p className={styles.intro}>
        Uw vorige bestellingen op dit toestel. U kiest daarna een nieuwe afhaaldag.
      </p>
      <ul className={styles.list}>
        {history.map((order) => (
          <li key={order.reference} className={styles.item}>
            <span>
              <strong>{order.reference}</strong> · {pickupLabel(order.dag)} ·{' '}
              {productCountText(lineCount(order))}
              {order.cancelled && <strong className={styles.cancelled}> · geannuleerd</strong>}
            </span>
            <Button aria-label={`Bestel opnieuw: ${order.reference}`} onClick={() => onReorder(order)}>
              Bestel opnieuw
            </Button>
            <PriceChanges order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// The owner changed a price since this order: it is made again at today's price, and says so.
function PriceChanges({ order }: { order: PastOrder }) {
  const changes = pastOrderPriceChanges(order, useContext(PriceListContext));
  if (changes.length === 0) return null;
  return (
    <ul className={styles.priceChanges} aria-label={`Gewijzigde prijzen sinds ${order.reference}`}>
      {changes.map((change) => (
        <li key={change.id}>{change.text}</li>
      ))}
    </ul>
  );
}

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
