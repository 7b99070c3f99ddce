// Cancelling an order (issue 31.6), for order-model.ts: only for an order the shop has, before its pick-up
// day on the page clock; checked when asked and again as the mail leaves.
import { CANCEL_TOO_LATE } from './model-texts';
import { beforePickupDay, mayCancel, shopHasIt, withCancel } from './order-record';
import type { ModelState, PageOrder } from './order-state';

/** 'Annuleer deze bestelling' at `at`; never for an order taken over from a closed tab. */
export function cancel(state: ModelState, at: string): ModelState {
  const order = state.order;
  if (!order || order.running || order.foreign) return state;
  if (!mayCancel(order.record, new Date(at)))
    return shopHasIt(order.record) && !order.record.mails.cancel
      ? { ...state, note: CANCEL_TOO_LATE }
      : state;
  const record = withCancel(order.record);
  return { ...state, dismissing: false, order: { ...order, record, running: true, offline: false } };
}

/** Whether the cancellation may still leave at `at`: before the pick-up day. */
export const cancelMayLeave = (order: PageOrder, at: string) => beforePickupDay(order.record, new Date(at));

/** The cancellation about to leave on the pick-up day itself: it stops (dropped if nothing may have left). */
export function cancelTooLate(state: ModelState, order: PageOrder): ModelState {
  const { cancel: asked, ...mails } = order.record.mails;
  const record = asked?.mayHaveArrived ? order.record : { ...order.record, mails };
  return { ...state, note: CANCEL_TOO_LATE, order: { ...order, record, running: false } };
}
