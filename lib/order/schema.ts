import * as z from 'zod/mini';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH, hasInvisibleControl } from './form-rules';
import { writtenPhone } from './phone';
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
  naamInvisible: 'Uw naam bevat een onzichtbaar teken (bv. een tekstrichtingsteken). Typ uw naam opnieuw.',
  emailRequired: 'Vul uw e-mailadres in',
  emailInvalid: 'Vul een geldig e-mailadres in',
  telefoonRequired: 'Vul uw telefoonnummer in',
  telefoonInvalid:
    'Vul een geldig telefoonnummer in, bv. 0470 12 34 56 of 050 36 12 34, of uit het buitenland met + (+31 6 12345678)',
  berichtTooLong: `Uw bericht mag hoogstens ${BERICHT_MAX_LENGTH} tekens tellen: maak het wat korter`,
  berichtInvisible:
    'Uw bericht bevat een onzichtbaar teken (bv. een tekstrichtingsteken). Verwijder het of typ die woorden opnieuw.',
} as const;

const required = (message: string) => z.minLength(1, { error: message, abort: true });

export const orderFormSchema = z.object({
  naam: z
    .string()
    .check(
      z.trim(),
      required(formMessages.naamRequired),
      z.maxLength(NAAM_MAX_LENGTH, formMessages.naamTooLong),
      z.refine((naam) => !hasInvisibleControl(naam), formMessages.naamInvisible),
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
      z.trim(),
      required(formMessages.telefoonRequired),
      z.refine((telefoon) => writtenPhone(telefoon) !== null, { error: formMessages.telefoonInvalid, abort: true }),
      z.overwrite((telefoon) => writtenPhone(telefoon) ?? telefoon),
    ),
  // Optional for the visitor: may be empty. Every key is a string on both sides of the schema, so the
  // form's values and the resolver's output share one shape (useForm<OrderFormInput, unknown, OrderForm>).
  bericht: z
    .string()
    .check(
      z.trim(),
      z.maxLength(BERICHT_MAX_LENGTH, formMessages.berichtTooLong),
      z.refine((bericht) => !hasInvisibleControl(bericht, true), formMessages.berichtInvisible),
    ),
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
