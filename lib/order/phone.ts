import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Phone numbers (issue 20, a deliberate change of the spec's "exactly 10 digits"): the shop's own number
// is a Belgian landline (050 …) and the shop is a few kilometres from the Dutch border. Belgian
// landlines and mobiles are accepted as people write them, any country's number in + (or 00) form too,
// checked by libphonenumber-js (Google's metadata; loaded with the form's check, not with the page).
// One written form in the dialog and both mails: Belgian numbers as Belgians write them
// ('0470 12 34 56', '050 36 12 34'), others internationally ('+31 6 12345678').

/** The number in its one written form, or null when it is not a phone number we can call. */
export function writtenPhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^(?:\+|00)?[\d\s./()-]+$/.test(text)) return null;
  const number = parsePhoneNumberFromString(text.replace(/^00/, '+'), 'BE');
  if (!number?.isValid()) return null;
  return number.country === 'BE' ? number.formatNational() : number.formatInternational();
}
