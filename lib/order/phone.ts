import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Issue 20, not the spec's 10 digits (the Dutch border is near): Belgian as typed, others with + or 00.

/** The number in its one written form, or null when it is not a phone number we can call. */
export function writtenPhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^(?:\+|00)?[\d\s./()-]+$/.test(text)) return null;
  const number = parsePhoneNumberFromString(text.replace(/^00/, '+'), 'BE');
  if (!number?.isValid()) return null;
  return number.country === 'BE' ? number.formatNational() : number.formatInternational();
}
