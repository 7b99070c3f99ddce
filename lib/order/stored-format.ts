import { formatKg } from './quantity';

// The one format of what this device keeps of orders (kept order, composition, history): every value carries
// `version`; `toStored` writes it, `migrate` (stored.ts, loaded with the schemas on reading) reads each
// earlier version as this one. No zod here: the early script writes a composition too (lib/early).

export const STORED_VERSION = 4;

// Until this day the previous version (3, or none: Dutch-text weights, `heartbeat`; order-storage.ts's v2
// drafts) is still read, and each write readable by it (toStored). After it the old shapes are not read (an
// order lives 35 days at most; what is read before is rewritten in this format) and their code goes.
export const OLD_FORMATS_UNTIL = Date.parse('2027-02-01T00:00:00Z');

export const isObject = (value: unknown): value is Record<string, unknown> =>
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

// `value` with its `version`; until OLD_FORMATS_UNTIL also readable by a tab open on the previous version,
// which refuses no `version` but reads weights from `gewicht` and a kept order's time from `heartbeat`
// (the history's envelope it reads as no history), and removes what it cannot read.
export function toStored(value: object, now = Date.now()): string {
  const versioned = { ...value, version: STORED_VERSION };
  if (now >= OLD_FORMATS_UNTIL) return JSON.stringify(versioned);
  return JSON.stringify(versioned, (_key, field: unknown) => {
    if (!isObject(field)) return field;
    if (typeof field.kg === 'number') return { ...field, gewicht: formatKg(field.kg) };
    if (typeof field.writtenAt === 'number') return { ...field, heartbeat: field.writtenAt };
    return field;
  });
}
