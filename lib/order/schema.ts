import * as z from 'zod/mini';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH, hasInvisibleControl } from './form-rules';
import { writtenPhone } from './phone';

// The order form's one schema: zod/mini, the same API through zodResolver at a fraction of zod's bundle.

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
  naam: z.string().check(
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
  telefoon: z.string().check(
    z.trim(),
    required(formMessages.telefoonRequired),
    z.refine((telefoon) => writtenPhone(telefoon) !== null, {
      error: formMessages.telefoonInvalid,
      abort: true,
    }),
    z.overwrite((telefoon) => writtenPhone(telefoon) ?? telefoon),
  ),
  // May be empty; strings on both sides give useForm<OrderFormInput, unknown, OrderForm> one shape.
  bericht: z.string().check(
    z.trim(),
    z.maxLength(BERICHT_MAX_LENGTH, formMessages.berichtTooLong),
    z.refine((bericht) => !hasInvisibleControl(bericht, true), formMessages.berichtInvisible),
  ),
  website: z.string(), // the honeypot (form-rules.ts)
});

export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderForm = z.infer<typeof orderFormSchema>;
