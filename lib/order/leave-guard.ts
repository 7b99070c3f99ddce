import { settled } from './order-record';
import type { ModelState } from './order-state';

// Storage full or blocked (issue 32 #14): this device cannot keep the order, so leaving the page loses
// it. The customer is told where he looks (also inside the open dialog) and asked before the page goes.

export const STORAGE_FAILED_WARNING =
  'Deze browser kan uw bestelling niet bewaren (opslag vol of geblokkeerd). Sluit of herlaad deze pagina niet tot uw bestelling verzonden is.';

/** Whether leaving the page now loses an order: it could not be kept and is not fully sent. */
export function leavingLosesOrder(state: Pick<ModelState, 'storageFailed' | 'order'>): boolean {
  return state.storageFailed && state.order !== null && !settled(state.order.record);
}
