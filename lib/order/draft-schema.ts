import * as z from 'zod/mini';
import type { OrderDraft } from './draft';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from './form-rules';
import { MAX_PIECES, parseWeightInput } from './quantity';

// A stored draft is checked on the way in because anything may be stored under the key (an old
// version, another tab mid-write, a curious visitor). Apart from draft.ts so that zod loads only
// when there is a draft to read.

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
