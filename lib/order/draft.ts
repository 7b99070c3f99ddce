import * as z from 'zod/mini';
import type { Product } from './catalogue';
import { initialLine, isChosen, type OrderLine } from './lines';
import { MAX_PIECES, parseWeightInput } from './quantity';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from './schema';

// The order in progress as kept in local storage: pure (de)serialisation, checked on the way in because
// anything may be stored under the key (an old version, another tab mid-write, a curious visitor).

export const DRAFT_STORAGE_KEY = 'bestelling-concept-v1';

// Contact fields are kept as typed, so allow some slack over the form limits (the form still checks).
const SLACK = 50;
const weightText = z.string().check(
  z.maxLength(10),
  z.refine((text) => {
    const kind = parseWeightInput(text).kind;
    return kind === 'value' || kind === 'empty';
  }),
);
const delivery = z.object({ shop: z.boolean(), customer: z.boolean() });

const draftSchema = z.object({
  version: z.literal(1),
  quantities: z.record(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
    z.object({
      isPerPiece: z.boolean(),
      gewicht: weightText,
      aantalStuks: z.number().check(z.int(), z.gte(0), z.lte(MAX_PIECES)),
    }),
  ),
  contact: z.object({
    naam: z.string().check(z.maxLength(NAAM_MAX_LENGTH + SLACK)),
    email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH + SLACK)),
    telefoon: z.string().check(z.maxLength(40)),
    bericht: z.string().check(z.maxLength(BERICHT_MAX_LENGTH + SLACK)),
  }),
  pending: z.optional(
    z.object({
      reference: z.string().check(z.regex(/^DL-[2-9A-HJ-NP-Z]{5}$/)),
      dag: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      uur: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      delivered: delivery,
      timedOut: delivery,
    }),
  ),
});

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

// null for anything that is not a draft of this version; never throws.
export function parseDraft(raw: string | null): OrderDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = draftSchema.safeParse(data);
  if (!result.success) return null;
  const { pending, ...rest } = result.data;
  return pending ? { ...rest, pending } : rest;
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
