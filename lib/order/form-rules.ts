// The form's limits and plain rules without zod: needed at start; the schema (schema.ts) only on checking.

export const NAAM_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const BERICHT_MAX_LENGTH = 1000;

/** 'Bestel opnieuw' keeps at most this many orders. */
export const HISTORY_SIZE = 3;

export const NO_PRODUCT_MESSAGE = 'Kies minstens één product';

// Honeypot: hidden from people, filled in by bots. The form pretends success and sends nothing.
export const isHoneypotFilled = (form: { website: string }) => form.website.trim() !== '';

// Refused, never removed (U+202E turns the mail's subject around); the joiner U+200D stays: emoji need it.
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;

/** Whether `text` holds an invisible control character (`lines`: line breaks and tabs are allowed). */
export const hasInvisibleControl = (text: string, lines = false) =>
  INVISIBLE.test(text) || (!lines && /[\t\n\r]/.test(text));
