// The order form's limits and plain rules, without zod: the page needs these at start, the schema
// (schema.ts, which re-exports them) only when the form is checked.

export const NAAM_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const BERICHT_MAX_LENGTH = 1000;

export const NO_PRODUCT_MESSAGE = 'Kies minstens één product';

// Honeypot: hidden from people, filled in by bots. The form pretends success and sends nothing.
export function isHoneypotFilled(form: { website: string }): boolean {
  return form.website.trim() !== '';
}
