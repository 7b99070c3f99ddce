/** @jest-environment node */
import { pickupCalendarFile } from '@/lib/order/calendar';
import { fullAddress, shop } from '@/lib/shop';

// Folded iCalendar lines (75 octets, continuation starts with a space) read back as one line.
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const field = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

const summaryText = 'Bestelling DL-4K7QX\nBiefstuk: 1,5 kg';
const file = (dag: string, uur: string) =>
  pickupCalendarFile({ reference: 'DL-4K7QX', dag, uur, summaryText });

// Winter (UTC+1), summer (UTC+2), and the first Friday after each clock change.
it.each([
  ['2026-11-27', '09:00', '20261127T080000Z'],
  ['2026-07-03', '17:30', '20260703T153000Z'],
  ['2026-04-03', '09:00', '20260403T070000Z'],
  ['2026-10-30', '09:00', '20261030T080000Z'],
])('puts a pick-up on %s at %s at the right UTC instant', async (dag, uur, start) => {
  expect(field(await file(dag, uur), 'DTSTART')).toBe(`DTSTART:${start}`);
});

it('places the event at the shop, one slot long, with the order as description; refuses a day or hour that is not a date and time', async () => {
  const ics = unfold(await file('2026-11-27', '09:00'));
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('DURATION:PT30M');
  expect(field(ics, 'LOCATION')).toBe(`LOCATION:${shop.name}\\, ${fullAddress.replace(/,/g, '\\,')}`);
  expect(fullAddress).toContain('Sint-Kruis');
  expect(field(ics, 'SUMMARY')).toBe(`SUMMARY:Bestelling DL-4K7QX afhalen – ${shop.name}`);
  expect(field(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Bestelling DL-4K7QX\\nBiefstuk: 1\\,5 kg');
  expect(field(ics, 'UID')).toBe('UID:DL-4K7QX-2026-11-27@www.hoeveslagerij-delinde.be');
  expect(ics).toContain('BEGIN:VALARM');
  await expect(file('vrijdag', '09:00')).rejects.toThrow('Ongeldig afhaalmoment');
  await expect(file('2026-11-27', '9u')).rejects.toThrow('Ongeldig afhaalmoment');
});
