import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Phone numbers (issue 20, not the spec's "exactly 10 digits": the shop is near the Dutch border):
// Belgian numbers as people write them and any country's in + (or 00) form, checked by libphonenumber-js;
// written Belgian-style ('0470 12 34 56', '050 36 12 34'), others internationally ('+31 6 12345678').

/** The number in its one written form, or null when it is not a phone number we can call. */
export function writtenPhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^(?:\+|00)?[\d\s./()-]+$/.test(text)) return null;
  const number = parsePhoneNumberFromString(text.replace(/^00/, '+'), 'BE');
  if (!number?.isValid()) return null;
  return number.country === 'BE' ? number.formatNational() : number.formatInternational();
}
