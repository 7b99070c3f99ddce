import * as z from 'zod/mini';
import type { OrderDraft } from './draft';
import { HISTORY_SIZE, type PastOrder } from './history';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from './form-rules';
import { MAX_PIECES, parseWeightInput } from './quantity';
import { REFERENCE_PATTERN } from './reference';

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
const pieces = z.number().check(z.int(), z.gte(0), z.lte(MAX_PIECES));
const text = (max: number) => z.string().check(z.maxLength(max + SLACK));

const mail = z.object({
  status: z.enum(['not-sent', 'in-flight', 'accepted', 'failed-known', 'outcome-unknown']),
  mayHaveArrived: z.boolean(),
  roundAttempts: z.number().check(z.int(), z.gte(0), z.lte(10)),
  retry: z.boolean(),
});

const line = z.object({
  id: z.number().check(z.int(), z.positive()),
  naam: z.string().check(z.maxLength(200)),
  isPerPiece: z.boolean(),
  toggleDisabled: z.boolean(),
  gewicht: weightText,
  aantalStuks: pieces,
});

const quantities = z.record(
  z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
  z.object({ isPerPiece: z.boolean(), gewicht: weightText, aantalStuks: pieces }),
);
const contact = z.object({
  naam: text(NAAM_MAX_LENGTH),
  email: text(EMAIL_MAX_LENGTH),
  telefoon: z.string().check(z.maxLength(40)),
  bericht: text(BERICHT_MAX_LENGTH),
});

// A kept price (issue 19): euro, or '' for a field cleared in /admin.
const euroOrCleared = z.optional(z.union([z.number().check(z.positive(), z.lte(100_000)), z.literal('')]));
const priceSnapshot = z.record(
  z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
  z.object({ pricePerKg: euroOrCleared, pricePerPiece: euroOrCleared, pieceWeightKg: euroOrCleared }),
);

const historySchema = z
  .array(
    z.object({
      reference: z.string().check(z.regex(REFERENCE_PATTERN)),
      dag: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      quantities,
      contact,
      prices: z.optional(priceSnapshot),
    }),
  )
  .check(z.maxLength(HISTORY_SIZE));

// [] for anything that is not a list of past orders; never throws.
export function parseHistory(raw: string | null): PastOrder[] {
  if (!raw) return [];
  try {
    const result = historySchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}

const draftSchema = z.object({
  version: z.literal(2),
  quantities,
  contact,
  order: z.optional(
    z.object({
      reference: z.string().check(z.regex(REFERENCE_PATTERN)),
      lines: z.array(line).check(z.maxLength(200)),
      contact: z.object({
        naam: text(NAAM_MAX_LENGTH),
        email: text(EMAIL_MAX_LENGTH),
        telefoon: z.string().check(z.maxLength(40)),
        bericht: text(BERICHT_MAX_LENGTH),
        website: z.string().check(z.maxLength(200)),
      }),
      dag: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      uur: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
      mails: z.object({ shop: mail, customer: mail }),
    }),
  ),
  left: z.optional(z.boolean()),
  savedAt: z.number(),
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
  const { order, left, ...rest } = result.data;
  return { ...rest, ...(order ? { order } : {}), ...(left ? { left } : {}) };
}
