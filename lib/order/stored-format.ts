import { formatKg, keptWeight } from './quantity';

// The one format of what this device keeps of orders (a kept order, a tab's composition, the history):
// every value carries `version`; `migrate` reads each earlier version as this one, and `toStored` writes
// it. No zod here: the early script writes a composition too (lib/early).

/** The format this version writes. */
export const STORED_VERSION = 4;

/**
 * Until this day the previous version is still read (version 3, or none: weights as Dutch text,
 * `heartbeat`; the v2 drafts in order-storage.ts), and each write also carries what a tab still open on
 * it reads (`gewicht` beside `kg`, `heartbeat` beside `writtenAt`, with no `version` to refuse). After it,
 * the old shapes are not read (an order lives 35 days at most; what is read before is written again in this
 * format) and the code for them goes.
 */
export const OLD_FORMATS_UNTIL = Date.parse('2027-02-01T00:00:00Z');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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

/**
 * A value read from the device, in this version's format: as it is when it is of this version; an
 * earlier one upgraded (weights as numbers, `heartbeat` as `writtenAt`, the history's list in its
 * envelope) until OLD_FORMATS_UNTIL; after that day, null.
 */
export function migrate(value: unknown, now = Date.now()): unknown {
  if (isObject(value) && value.version === STORED_VERSION) return value;
  if (now >= OLD_FORMATS_UNTIL) return null;
  const upgraded = weightsAsNumbers(value);
  if (Array.isArray(upgraded)) return { version: STORED_VERSION, orders: upgraded };
  if (!isObject(upgraded)) return null;
  const { heartbeat, ...rest } = upgraded;
  return { ...rest, ...(heartbeat === undefined ? {} : { writtenAt: heartbeat }), version: STORED_VERSION };
}

/** Whether `raw` was written by an earlier version (it is then written again in this one). */
export function isOld(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return !isObject(value) || value.version !== STORED_VERSION;
  } catch {
    return true;
  }
}

/**
 * `value` as written, with its `version`; until OLD_FORMATS_UNTIL also readable by the previous version
 * (a kept order and a composition; it reads the history's envelope as no history).
 */
export function toStored(value: object, now = Date.now()): string {
  const versioned = { ...value, version: STORED_VERSION };
  if (now >= OLD_FORMATS_UNTIL) return JSON.stringify(versioned);
  // The previous version refuses an unknown `version` nowhere, but reads weights from `gewicht` and a kept
  // order's time from `heartbeat`; a tab open on it removes what it cannot read.
  return JSON.stringify(versioned, (_key, field: unknown) => {
    if (!isObject(field)) return field;
    if (typeof field.kg === 'number') return { ...field, gewicht: formatKg(field.kg) };
    if (typeof field.writtenAt === 'number') return { ...field, heartbeat: field.writtenAt };
    return field;
  });
}
