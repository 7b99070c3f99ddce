import { decemberCalendar } from '@/__tests__/fixtures/schedules';
import { calendarNotes, shopDayOn, weeklyHoursOn } from '@/lib/shop/calendar';
import { hoursNotes } from '@/lib/shop/hours';

// Issue 53: one answer to "the shop on day D", and the days that differ from the weekly hours.

it('shopDayOn: a closure wins over the weekly hours, a special day opens a day without them, and the weekly hours are those in force on that day; calendarNotes: special days and runs of closed days with one reason, in date order; a closure on a day the shop is closed anyway is left out; hoursNotes: what home and contact write of each note, and what the day’s own row says on it', () => {
  expect(shopDayOn('2026-12-26', decemberCalendar)).toMatchObject({
    weekly: { day: 'saturday', closes: '18:00' },
    closure: { reason: 'Kerstverlof' },
    open: false,
  });
  expect(shopDayOn('2026-12-24', decemberCalendar)).toMatchObject({
    weekly: undefined,
    special: { opens: '09:00', closes: '15:00' },
    open: true,
  });
  expect(shopDayOn('2027-01-09', decemberCalendar)).toMatchObject({
    weekly: { closes: '12:00' },
    open: true,
  });
  expect(shopDayOn('2026-12-23', decemberCalendar)).toMatchObject({ weekly: undefined, open: false });
  expect(weeklyHoursOn('2026-12-31', decemberCalendar)).toBe(decemberCalendar.openingHours);
  expect(calendarNotes('2026-12-18', '2027-04-30', decemberCalendar)).toEqual([
    expect.objectContaining({ kind: 'special', from: '2026-12-24', to: '2026-12-24' }),
    { kind: 'closed', from: '2026-12-25', to: '2026-12-25', reason: 'Kerstmis' },
    { kind: 'closed', from: '2026-12-26', to: '2026-12-26', reason: 'Kerstverlof' },
    expect.objectContaining({ kind: 'special', from: '2026-12-31' }),
    { kind: 'closed', from: '2027-01-01', to: '2027-01-02', reason: 'Nieuwjaar' },
  ]);
  // A holiday period over a weekend: one run, Sunday included; a special day a closure cancels: none.
  const summer = {
    ...decemberCalendar,
    closedDays: ['2027-07-16', '2027-07-17', '2027-07-18', '2027-07-19', '2026-12-24'].map((date) => ({
      date,
      reason: 'Jaarlijks verlof',
    })),
  };
  expect(calendarNotes('2026-12-20', '2027-08-01', summer)).toEqual([
    { kind: 'closed', from: '2026-12-24', to: '2026-12-24', reason: 'Jaarlijks verlof' },
    expect.objectContaining({ kind: 'special', from: '2026-12-31' }),
    { kind: 'closed', from: '2027-07-16', to: '2027-07-19', reason: 'Jaarlijks verlof' },
  ]);
  expect(hoursNotes('2026-12-18', decemberCalendar).slice(0, 5)).toEqual([
    {
      from: '2026-12-24',
      to: '2026-12-24',
      closed: false,
      text: 'Extra open: donderdag 24/12, 9u–15u',
      orderBy: 'bestellen tot zondag 20/12 om 18u',
      today: 'Vandaag open van 9u tot 15u',
    },
    expect.objectContaining({
      text: 'Gesloten op vrijdag 25/12 (Kerstmis)',
      today: 'Vandaag gesloten (Kerstmis)',
    }),
    expect.objectContaining({ text: 'Gesloten op zaterdag 26/12 (Kerstverlof)', closed: true, orderBy: '' }),
    expect.objectContaining({ text: 'Extra open: donderdag 31/12, 9u–15u' }),
    expect.objectContaining({ text: 'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)' }),
  ]);
  // A special day on a weekly day has other hours, not extra ones.
  const friday = {
    ...decemberCalendar,
    specialDays: [{ ...decemberCalendar.specialDays![0]!, date: '2026-12-11' }],
  };
  expect(hoursNotes('2026-12-01', friday)[0]).toMatchObject({ text: 'Andere uren: vrijdag 11/12, 9u–15u' });
});
