import type { OrderLine } from './lines';
import type { OrderRecord } from './lifecycle';
import type { OrderForm } from './schema';

// The order in progress as kept in local storage, one entry per browser tab: pure types and
// (de)serialisation. Reading it back is checked (draft-schema.ts, loaded only when something is stored).

export const DRAFT_KEY_PREFIX = 'bestelling-concept-v2:';

type Quantity = { isPerPiece: boolean; gewicht: string; aantalStuks: number };

/** The order in flight: its lines and contact as the mails carry them, and each mail's state. */
export type StoredOrder = OrderRecord<OrderLine, OrderForm>;

export type OrderDraft = {
  version: 2;
  quantities: Record<number, Quantity>;
  /** The fields as typed, for the form. */
  contact: { naam: string; email: string; telefoon: string; bericht: string };
  order?: StoredOrder;
  /** Set when its tab went away (closed, reloaded): another tab may then take the draft over. */
  left?: boolean;
  savedAt: number;
};

export function serialiseDraft(draft: OrderDraft): string {
  return JSON.stringify(draft);
}
