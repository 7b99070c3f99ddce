import { formatKg } from './quantity';

// The one versioned format of what the device keeps (migrate: stored.ts); no zod: lib/early writes it too.

export const STORED_VERSION = 4;

// Until then the previous shapes are read and each write stays readable by them; after it, their code goes.
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

// Until OLD_FORMATS_UNTIL also with `gewicht` and `heartbeat`, which a tab on the previous version reads.
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
