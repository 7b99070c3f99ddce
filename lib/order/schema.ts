import * as z from 'zod/mini';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from './form-rules';
import { isPickupValue, pickupHoursFor, type PickupOption } from './pickup';

// Contract change: bericht and website are required string keys that may be empty (not optional keys),
// so the form's input and output types have the same shape.
// The order form's one schema (zod/mini: same API through @hookform/resolvers' zodResolver, a fraction
// of classic zod's bundle). Messages are what the visitor reads next to the field.

export {
  BERICHT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAAM_MAX_LENGTH,
  NO_PRODUCT_MESSAGE,
  isHoneypotFilled,
} from './form-rules';
export const PICKUP_DAY_MESSAGE = 'Kies een afhaaldag';
export const PICKUP_DAY_GONE_MESSAGE = 'Deze afhaaldag kan niet meer, kies een andere dag';
export const PICKUP_HOUR_MESSAGE = 'Kies een afhaaluur';

export const formMessages = {
  naamRequired: 'Vul uw naam in',
  naamTooLong: `Uw naam mag hoogstens ${NAAM_MAX_LENGTH} tekens tellen`,
  emailRequired: 'Vul uw e-mailadres in',
  emailInvalid: 'Vul een geldig e-mailadres in',
  telefoonRequired: 'Vul uw telefoonnummer in',
  telefoonInvalid: 'Vul een geldig telefoonnummer in van 10 cijfers, bv. 0470 12 34 56',
  berichtTooLong: `Uw bericht mag hoogstens ${BERICHT_MAX_LENGTH} tekens tellen`,
} as const;

// Spaces, dots, slashes, dashes and brackets people type are dropped; +32/0032 becomes the leading 0
// ('+32 470 12 34 56' → '0470123456'). What is left must be exactly 10 digits.
export function normalisePhone(raw: string): string {
  const compact = raw.replace(/[\s./()-]/g, '');
  const international = /^(?:\+|00)32(\d{9})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

const required = (message: string) => z.minLength(1, { error: message, abort: true });

export const orderFormSchema = z.object({
  naam: z
    .string()
    .check(
      z.trim(),
      required(formMessages.naamRequired),
      z.maxLength(NAAM_MAX_LENGTH, formMessages.naamTooLong),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      required(formMessages.emailRequired),
      z.maxLength(EMAIL_MAX_LENGTH, { error: formMessages.emailInvalid, abort: true }),
      z.email({ error: formMessages.emailInvalid }),
    ),
  telefoon: z
    .string()
    .check(
      z.overwrite(normalisePhone),
      required(formMessages.telefoonRequired),
      z.regex(/^\d{10}$/, formMessages.telefoonInvalid),
    ),
  // Optional for the visitor: may be empty. Every key is a string on both sides of the schema, so the
  // form's values and the resolver's output share one shape (useForm<OrderFormInput, unknown, OrderForm>).
  bericht: z.string().check(z.trim(), z.maxLength(BERICHT_MAX_LENGTH, formMessages.berichtTooLong)),
  // Honeypot: hidden from people, filled in by bots. The form pretends success and sends nothing.
  website: z.string(),
});

export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderForm = z.infer<typeof orderFormSchema>;

// What the dialog checks on confirm: the day must be one of those it offered, the hour one of that
// day's pick-up hours (`hoursFor`: the shop's schedule, a fixture schedule in tests).
export function pickupSchemaFor(
  offered: readonly PickupOption[],
  hoursFor: (dag: string) => readonly string[] = pickupHoursFor,
) {
  const values = new Set(offered.map((option) => option.value));
  return z
    .object({
      dag: z.string().check(
        z.refine(isPickupValue, { error: PICKUP_DAY_MESSAGE, abort: true }),
        z.refine((value) => values.has(value), PICKUP_DAY_GONE_MESSAGE),
      ),
      uur: z.string(),
    })
    .check(
      // Only for a day on offer: a day that is gone already has its own message.
      z.refine((pickup) => !values.has(pickup.dag) || hoursFor(pickup.dag).includes(pickup.uur), {
        error: PICKUP_HOUR_MESSAGE,
        path: ['uur'],
      }),
    );
}

export type Pickup = z.infer<ReturnType<typeof pickupSchemaFor>>;
