import type { Product } from './catalogue';
import { initialLine, isChosen, type OrderLine } from './lines';

// The order in progress as kept in local storage: pure (de)serialisation. Reading it back is checked
// (draft-schema.ts, loaded only when something is stored).

export const DRAFT_STORAGE_KEY = 'bestelling-concept-v1';

type Quantity = { isPerPiece: boolean; gewicht: string; aantalStuks: number };

export type OrderDraft = {
  version: 1;
  quantities: Record<number, Quantity>;
  contact: { naam: string; email: string; telefoon: string; bericht: string };
  pending?: {
    reference: string;
    dag: string;
    uur: string;
    delivered: { shop: boolean; customer: boolean };
    timedOut: { shop: boolean; customer: boolean };
  };
};

export function serialiseDraft(draft: OrderDraft): string {
  return JSON.stringify(draft);
}

// The chosen lines only, keyed by product id: what a draft stores.
export function draftQuantities(lines: readonly OrderLine[]): OrderDraft['quantities'] {
  const quantities: OrderDraft['quantities'] = {};
  for (const line of lines) {
    if (!isChosen(line)) continue;
    quantities[line.id] = {
      isPerPiece: line.isPerPiece,
      gewicht: line.gewicht,
      aantalStuks: line.aantalStuks,
    };
  }
  return quantities;
}

// Lines for the given products with a draft's amounts put back. Ids no longer in the catalogue are
// ignored, and a product whose unit changed since keeps only the amount its unit allows.
export function linesFromDraft(
  products: readonly Product[],
  quantities: OrderDraft['quantities'],
): OrderLine[] {
  return products.map((product) => {
    const line = initialLine(product);
    const saved = quantities[product.id];
    if (!saved) return line;
    const isPerPiece = line.toggleDisabled ? line.isPerPiece : saved.isPerPiece;
    return isPerPiece
      ? { ...line, isPerPiece, aantalStuks: saved.aantalStuks }
      : { ...line, isPerPiece, gewicht: saved.gewicht };
  });
}
