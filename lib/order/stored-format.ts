import { formatKg } from './quantity';

// The one format of what this device keeps of orders (a kept order, a tab's composition, the history):
// every value carries `version`; `toStored` writes it, and `migrate` (stored.ts, loaded with the schemas
// when something is read) reads each earlier version as this one. No zod here: the early script writes
// a composition too (lib/early).

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
export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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
