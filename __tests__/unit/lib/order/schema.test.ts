import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import type { ResolverOptions } from 'react-hook-form';
import {
  formMessages,
  isHoneypotFilled,
  normalisePhone,
  orderFormSchema,
  pickupSchemaFor,
  type OrderFormInput,
} from '@/lib/order/schema';

const valid: OrderFormInput = {
  naam: 'Jan Peeters',
  email: 'jan.peeters@example.be',
  telefoon: '0470 12 34 56',
  bericht: '',
  website: '',
};

const messagesFor = (input: Partial<OrderFormInput>) => {
  const result = orderFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('normalisePhone', () => {
  it.each([
    ['0470 12 34 56', '0470123456'],
    ['0470.12.34.56', '0470123456'],
    ['0470/12.34.56', '0470123456'],
    ['0470-12-34-56', '0470123456'],
    [' (0470) 123 456 ', '0470123456'],
    ['+32 470 12 34 56', '0470123456'],
    ['0032 470 12 34 56', '0470123456'],
    ['+31 6 12345678', '+31612345678'],
    ['050 36 12 34', '050361234'],
  ])('%j → %j', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it('keeps the digits of any typed number with separators, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^\d{1,3}$/), fc.constantFrom(' ', '.', '/', '-', '')), {
          minLength: 1,
          maxLength: 6,
        }),
        (parts) => {
          const raw = parts.map(([digits, separator]) => digits + separator).join('');
          const digits = parts.map(([part]) => part).join('');
          // 0032 and nine digits is a Belgian number written internationally: it becomes 0 and the nine.
          const expected = /^0032\d{9}$/.test(digits) ? `0${digits.slice(4)}` : digits;
          return normalisePhone(raw) === expected;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('orderFormSchema', () => {
  it('accepts a correct form and hands back tidy values', () => {
    const result = orderFormSchema.parse({
      ...valid,
      naam: '  Jan Peeters ',
      bericht: ' Graag dun gesneden. ',
    });
    expect(result).toEqual({
      naam: 'Jan Peeters',
      email: 'jan.peeters@example.be',
      telefoon: '0470123456',
      bericht: 'Graag dun gesneden.',
      website: '',
    });
  });

  it('accepts an empty message (it is optional) and an empty honeypot', () => {
    const result = orderFormSchema.parse({ ...valid, bericht: '   ', website: '' });
    expect(result.bericht).toBe('');
    expect(result.website).toBe('');
  });

  it('asks for a name', () => {
    expect(messagesFor({ naam: '' })).toEqual({ naam: 'Vul uw naam in' });
    expect(messagesFor({ naam: '   ' })).toEqual({ naam: 'Vul uw naam in' });
    expect(messagesFor({ naam: 'x'.repeat(101) })).toEqual({ naam: formMessages.naamTooLong });
  });

  it('asks for a valid e-mail address', () => {
    expect(messagesFor({ email: '' })).toEqual({ email: 'Vul uw e-mailadres in' });
    for (const email of [
      'jan',
      'jan@',
      'jan@example',
      '@example.be',
      'jan peeters@example.be',
      'jan@@example.be',
    ]) {
      expect(messagesFor({ email })).toEqual({ email: 'Vul een geldig e-mailadres in' });
    }
    expect(messagesFor({ email: `${'a'.repeat(250)}@example.be` })).toEqual({
      email: 'Vul een geldig e-mailadres in',
    });
    expect(messagesFor({ email: ' an.de-smet+slager@telenet.be ' })).toEqual({});
  });

  it('asks for exactly 10 digits, after removing what people type between them', () => {
    const message = 'Vul een geldig telefoonnummer in van 10 cijfers, bv. 0470 12 34 56';
    expect(formMessages.telefoonInvalid).toBe(message);
    expect(messagesFor({ telefoon: '' })).toEqual({ telefoon: 'Vul uw telefoonnummer in' });
    for (const telefoon of ['047012345', '04701234567', '0470 12 34 5x', '050 36 12 34', 'nummer']) {
      expect(messagesFor({ telefoon })).toEqual({ telefoon: message });
    }
    for (const telefoon of ['0470123456', '0470 12 34 56', '0470/12.34.56', '+32 470 12 34 56']) {
      expect(messagesFor({ telefoon })).toEqual({});
    }
  });

  it('limits the message to 1000 characters', () => {
    expect(messagesFor({ bericht: 'x'.repeat(1000) })).toEqual({});
    expect(messagesFor({ bericht: 'x'.repeat(1001) })).toEqual({
      bericht: 'Uw bericht mag hoogstens 1000 tekens tellen',
    });
  });

  it('reports every invalid field at once, one message each', () => {
    expect(messagesFor({ naam: '', email: 'x', telefoon: '12' })).toEqual({
      naam: formMessages.naamRequired,
      email: formMessages.emailInvalid,
      telefoon: formMessages.telefoonInvalid,
    });
  });

  it('spots a filled honeypot', () => {
    expect(isHoneypotFilled(orderFormSchema.parse(valid))).toBe(false);
    expect(isHoneypotFilled(orderFormSchema.parse({ ...valid, website: 'http://spam.example' }))).toBe(true);
  });

  it('works through zodResolver (zod/mini with @hookform/resolvers)', async () => {
    const resolver = zodResolver(orderFormSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<OrderFormInput>;
    const bad = await resolver({ ...valid, naam: '', telefoon: '123' }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors.naam?.message).toBe('Vul uw naam in');
    expect(bad.errors.telefoon?.message).toBe(formMessages.telefoonInvalid);
    const good = await resolver(valid, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ telefoon: '0470123456' });
  });
});

describe('pickupSchemaFor', () => {
  const pickupSchema = pickupSchemaFor([{ value: '2026-11-27', label: 'Vrijdag 27/11/2026' }]);
  const messages = (schema: typeof pickupSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it("refuses no day and the old preselected 'vrijdag'", () => {
    expect(messages(pickupSchema, { dag: '', uur: '09:00' })).toEqual({ dag: 'Kies een afhaaldag' });
    expect(messages(pickupSchema, { dag: 'vrijdag', uur: '09:00' })).toEqual({ dag: 'Kies een afhaaldag' });
    expect(messages(pickupSchema, { dag: '2026-02-30', uur: '09:00' })).toEqual({
      dag: 'Kies een afhaaldag',
    });
    expect(messages(pickupSchema, { dag: '2026-11-27', uur: '09:00' })).toEqual({});
  });

  it('accepts only the offered half-hour slots', () => {
    expect(messages(pickupSchema, { dag: '2026-11-27', uur: '18:00' })).toEqual({});
    for (const uur of ['08:30', '18:30', '09:15', '9:00', '']) {
      expect(messages(pickupSchema, { dag: '2026-11-27', uur })).toEqual({ uur: 'Kies een afhaaluur' });
    }
  });

  it('accepts only a day that was offered', () => {
    const schema = pickupSchemaFor([{ value: '2026-11-27', label: 'Vrijdag 27/11/2026' }]);
    expect(messages(schema, { dag: '2026-11-27', uur: '10:30' })).toEqual({});
    expect(messages(schema, { dag: '', uur: '10:30' })).toEqual({ dag: 'Kies een afhaaldag' });
    expect(messages(schema, { dag: '2026-11-28', uur: '10:30' })).toEqual({
      dag: 'Deze afhaaldag kan niet meer, kies een andere dag',
    });
  });
});
