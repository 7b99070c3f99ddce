import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { formatDutchDate } from './values';

// The field rules the content files share (schemas.ts). Every message names the field in Dutch, as the
// CMS labels it.

// Classic zod's English messages for the few refusals without a Dutch one (zod/mini says 'Invalid input').
if (!z.config().localeError) z.config(en());

export const text = (field: string) =>
  z.string({ error: `${field} ontbreekt` }).check(z.trim(), z.minLength(1, `${field} is leeg`));

export const isoDate = (field: string) =>
  z.string({ error: `${field} ontbreekt` }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} moet een datum zijn (jjjj-mm-dd)`, abort: true }),
    z.refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      },
      {
        error: (issue) => `${field} (${formatDutchDate(String(issue.input))}) bestaat niet in de kalender`,
      },
    ),
    z.refine(
      (value) => value >= '2020-01-01' && value <= '2099-12-31',
      `${field}: het jaar klopt niet (tik de datum als dd/mm/jjjj, bv. 04/12/2026)`,
    ),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string) => TIME.test(value);
export const time = (field: string) =>
  z.string({ error: `${field} ontbreekt` }).check(z.regex(TIME, `${field} moet een uur zijn (uu:mm)`));

export const url = (field: string) =>
  z
    .string({ error: `${field} ontbreekt` })
    .check(z.regex(/^https:\/\/\S+$/, `${field} moet een webadres zijn (https://…)`));

export const optionalTime = z.optional(z.string({ error: 'moet een uur zijn (uu:mm)' }));

/** An issue at each item whose `field` repeats an earlier item's (the owner reads `message`). */
export function flagRepeats<T, K extends keyof T & string>(
  items: readonly T[],
  context: z.core.$RefinementCtx,
  field: K,
  message: (item: T) => string,
) {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    if (seen.has(item[field]))
      context.addIssue({ code: 'custom', path: [index, field], message: message(item) });
    seen.add(item[field]);
  });
}

// '' is what /admin writes for a cleared date.
export const optionalDate = (field: string) => z.optional(z.union([z.literal(''), isoDate(field)]));
