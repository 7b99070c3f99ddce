import * as z from 'zod/mini';
import { UNKNOWN_CAUSES } from './mail-cause';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, HISTORY_SIZE, NAAM_MAX_LENGTH } from './form-rules';
import { MAX_PIECES, MAX_WEIGHT_KG, keptWeight } from './quantity';
import { REFERENCE_PATTERN } from './reference';
import { OLD_FORMATS_UNTIL, STORED_VERSION, isObject } from './stored-format';

// Schemas of what the device keeps: all read back is parsed; pages import types only, so zod loads on reading.

// Contact fields are kept as typed, so allow some slack over the form limits (the form still checks).
const SLACK = 50;
// To the gram, also under today's 100 g: an earlier version's 0,05 kg may be at the shop (issue 51.5).
const wholeGrams = (kg: number) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;
const weight = z.number().check(z.gte(0), z.lte(MAX_WEIGHT_KG), z.refine(wholeGrams));
const pieces = z.number().check(z.int(), z.gte(0), z.lte(MAX_PIECES));
const text = (max: number) => z.string().check(z.maxLength(max + SLACK));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const reference = z.string().check(z.regex(REFERENCE_PATTERN));

export const mailStateSchema = z.object({
  status: z.enum(['not-sent', 'in-flight', 'accepted', 'refused', 'unknown']),
  /** Whether some attempt of this mail may have reached its recipient. */
  mayHaveArrived: z.boolean(),
  /** Attempts in the current round (one confirm or 'Verstuur opnieuw'). */
  attempts: z.number().check(z.int(), z.gte(0), z.lte(10)),
  /** Whether the last answer was worth another try at once (429, 5xx, network). */
  retry: z.boolean(),
  /** Why EmailJS refused the last attempt, when it said so (quota, origin …). */
  reason: z.optional(z.string().check(z.maxLength(40))),
  cause: z.optional(z.enum(UNKNOWN_CAUSES)),
});

const lineFields = {
  id: z.number().check(z.int(), z.positive()),
  naam: z.string().check(z.maxLength(200)),
  isPerPiece: z.boolean(),
  toggleDisabled: z.boolean(),
  aantalStuks: pieces,
};
const lineSchema = z.object({ ...lineFields, kg: weight });

export const contactSchema = z.object({
  naam: text(NAAM_MAX_LENGTH),
  email: text(EMAIL_MAX_LENGTH),
  telefoon: z.string().check(z.maxLength(40)),
  bericht: text(BERICHT_MAX_LENGTH),
});

/** One order as both mails carry it, and what is known of each mail. */
export const orderRecordSchema = z.object({
  reference,
  lines: z.array(lineSchema).check(z.maxLength(200)),
  contact: contactSchema,
  dag: isoDay,
  uur: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  /** When the customer confirmed it (ISO instant, from the host's clock where it could be read). */
  placedAt: z.string().check(z.maxLength(40)),
  /** When the shop mail first left, when a later attempt is the one 'besteld op' names. */
  firstSentAt: z.optional(z.string().check(z.maxLength(40))),
  /** `cancel`: the cancellation sent to the shop under this reference (issue 31.6); absent until asked. */
  mails: z.object({ shop: mailStateSchema, customer: mailStateSchema, cancel: z.optional(mailStateSchema) }),
});

/** An order kept on the device, with the tab that sends it; whether that tab lives, its Web Lock tells. */
export const keptOrderSchema = z.object({
  order: orderRecordSchema,
  /** The sending tab's id: it survives a reload of that tab. */
  owner: z.string().check(z.maxLength(20)),
  /** When it was last written (the page clock's ms). */
  writtenAt: z.number(),
});

const amountSchema = z.object({ isPerPiece: z.boolean(), aantalStuks: pieces, kg: weight });
// A product's number: 1 to 145, or an /admin product's first-save ms (issue 52); any exact whole number.
const productKey = z.string().check(z.regex(/^[1-9]\d{0,15}$/));
const quantitiesSchema = z.record(productKey, amountSchema);

/** The order being composed in one tab (its amounts, and the fields as typed), so a reload loses nothing. */
export const conceptSchema = z.object({
  quantities: quantitiesSchema,
  contact: contactSchema,
  /** The order this composition changes ('Bestelling aanpassen'): it keeps that reference. */
  amends: z.optional(reference),
  savedAt: z.number(),
});

// A kept price (issue 19): euro, or '' for a field cleared in /admin.
const euroOrCleared = z.optional(z.union([z.number().check(z.positive(), z.lte(100_000)), z.literal('')]));
const priceSnapshotSchema = z.record(
  productKey,
  z.object({ pricePerKg: euroOrCleared, pricePerPiece: euroOrCleared, pieceWeightKg: euroOrCleared }),
);

export const pastOrderSchema = z.object({
  reference,
  dag: isoDay,
  quantities: quantitiesSchema,
  contact: contactSchema,
  /** The prices it was ordered at, to say which changed since; absent in older entries. */
  prices: z.optional(priceSnapshotSchema),
  /** The shop accepted this order's cancellation (issue 31.6); absent in older entries. */
  cancelled: z.optional(z.boolean()),
});
const historySchema = z.object({ orders: z.array(pastOrderSchema).check(z.maxLength(HISTORY_SIZE)) });

export type MailState = z.infer<typeof mailStateSchema>;
export type OrderLine = z.infer<typeof lineSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type OrderRecord = z.infer<typeof orderRecordSchema>;
export type KeptOrder = z.infer<typeof keptOrderSchema>;
export type Quantities = Record<string, z.infer<typeof amountSchema>>;
export type Concept = z.infer<typeof conceptSchema>;
export type PastOrder = z.infer<typeof pastOrderSchema>;

/** Every weight kept as Dutch text (`gewicht`) as the number of kg its mails were made from. */
function weightsAsNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(weightsAsNumbers);
  if (!isObject(value)) return value;
  const { gewicht, ...rest } = value;
  const fields = Object.fromEntries(
    Object.entries(rest).map(([key, field]) => [key, weightsAsNumbers(field)]),
  );
  // A text no version accepted becomes NaN: the schema refuses it.
  if (typeof gewicht === 'string' && !('kg' in rest)) fields.kg = keptWeight(gewicht) ?? Number.NaN;
  return fields;
}

// A read value in this version's format: an earlier one upgraded until OLD_FORMATS_UNTIL, then null.
export function migrate(value: unknown, now = Date.now()): unknown {
  if (isObject(value) && value.version === STORED_VERSION) return value;
  if (now >= OLD_FORMATS_UNTIL) return null;
  const upgraded = weightsAsNumbers(value);
  if (Array.isArray(upgraded)) return { version: STORED_VERSION, orders: upgraded };
  if (!isObject(upgraded)) return null;
  const { heartbeat, ...rest } = upgraded;
  return { ...rest, ...(heartbeat === undefined ? {} : { writtenAt: heartbeat }), version: STORED_VERSION };
}

function parseWith<T>(schema: z.ZodMiniType<T>, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const migrated = migrate(JSON.parse(raw));
    if (!isObject(migrated)) return null;
    const { version: _version, ...value } = migrated;
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

// null (or []) for anything that is not what the key should hold; never throws.
export const parseKeptOrder = (raw: string | null) => parseWith(keptOrderSchema, raw);
export const parseConcept = (raw: string | null) => parseWith(conceptSchema, raw);
export const parseHistory = (raw: string | null): PastOrder[] => parseWith(historySchema, raw)?.orders ?? [];
