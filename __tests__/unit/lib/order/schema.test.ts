import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { isHoneypotFilled } from '@/lib/order/form-rules';
import { formMessages, orderFormSchema, type OrderFormInput } from '@/lib/order/schema';

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

it('accepts a correct form, hands back tidy values and spots a filled honeypot; asks for a name of at most 100 characters and a message of at most 1000, and refuses invisible control characters in both, with a message', () => {
  const result = orderFormSchema.parse({
    ...valid,
    naam: '  Jan Peeters ',
    bericht: ' Graag dun gesneden. ',
  });
  expect(result).toEqual({ ...valid, bericht: 'Graag dun gesneden.' });
  expect(isHoneypotFilled(orderFormSchema.parse(valid))).toBe(false);
  expect(isHoneypotFilled(orderFormSchema.parse({ ...valid, website: 'http://spam.example' }))).toBe(true);
  expect(messagesFor({ naam: '' })).toEqual({ naam: 'Vul uw naam in' });
  expect(messagesFor({ naam: '   ' })).toEqual({ naam: 'Vul uw naam in' });
  expect(messagesFor({ naam: 'x'.repeat(101) })).toEqual({ naam: formMessages.naamTooLong });
  expect(messagesFor({ bericht: 'x'.repeat(1000) })).toEqual({});
  expect(messagesFor({ bericht: 'x'.repeat(1001) })).toEqual({ bericht: formMessages.berichtTooLong });
  expect(messagesFor({ naam: 'Jan \u202Eenreteep' })).toEqual({ naam: formMessages.naamInvisible });
  expect(messagesFor({ naam: 'Jan\u200BPeeters' })).toEqual({ naam: formMessages.naamInvisible });
  expect(messagesFor({ naam: 'Jan\nPeeters' })).toEqual({ naam: formMessages.naamInvisible });
  expect(messagesFor({ bericht: 'Graag \u2066dun\u2069' })).toEqual({
    bericht: formMessages.berichtInvisible,
  });
  expect(messagesFor({ bericht: 'Eerste regel\nTweede\tregel 👨\u200D👩\u200D👧' })).toEqual({});
  expect(messagesFor({ naam: 'Zoë Van den Broeck-D’Hondt' })).toEqual({});
});

it('asks for a valid e-mail address, and a phone number we can call, written one way (lib/order/phone.ts has the cases); works through zodResolver (zod/mini with @hookform/resolvers), every invalid field at once, one message each', async () => {
  expect(messagesFor({ email: '' })).toEqual({ email: 'Vul uw e-mailadres in' });
  const invalid = ['jan', 'jan@', 'jan@example', '@example.be', 'jan peeters@example.be', 'jan@@example.be'];
  for (const email of [...invalid, `${'a'.repeat(250)}@example.be`])
    expect(messagesFor({ email })).toEqual({ email: 'Vul een geldig e-mailadres in' });
  expect(messagesFor({ email: ' an.de-smet+slager@telenet.be ' })).toEqual({});
  expect(messagesFor({ telefoon: '' })).toEqual({ telefoon: 'Vul uw telefoonnummer in' });
  expect(messagesFor({ telefoon: '06 12345678' })).toEqual({ telefoon: formMessages.telefoonInvalid });
  expect(orderFormSchema.parse({ ...valid, telefoon: '0031612345678' }).telefoon).toBe('+31 6 12345678');
  expect(messagesFor({ naam: '', email: 'x', telefoon: '12' })).toEqual({
    naam: formMessages.naamRequired,
    email: formMessages.emailInvalid,
    telefoon: formMessages.telefoonInvalid,
  });
  const resolver = zodResolver(orderFormSchema);
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<OrderFormInput>;
  const bad = await resolver({ ...valid, naam: '', telefoon: '123' }, undefined, options);
  expect(bad.values).toEqual({});
  expect(bad.errors.naam?.message).toBe('Vul uw naam in');
  expect(bad.errors.telefoon?.message).toBe(formMessages.telefoonInvalid);
  const good = await resolver(valid, undefined, options);
  expect(good.errors).toEqual({});
  expect(good.values).toMatchObject({ telefoon: '0470 12 34 56' });
});
