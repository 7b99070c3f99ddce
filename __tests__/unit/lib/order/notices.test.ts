/** @jest-environment node */
import { decemberCalendar } from '@/__tests__/fixtures/schedules';
import { calendarNotice } from '@/lib/order/notices';

// Issue 53: the order page's first notice follows the shop's calendar of the coming four weeks.

it('names the coming special pick-up days with their own deadline and the closures among them, then the usual rule; a special day past its deadline is left out; the usual rule alone when nothing in the coming weeks differs (a closure that ends today included); names new weekly hours that change the rule in the coming weeks; tells each pick-up day its own week', () => {
  expect(calendarNotice('2026-12-18', decemberCalendar)).toEqual({
    title: 'Bestellen de komende weken',
    items: [
      'Voor donderdag 24/12: bestellen tot zondag 20/12 om 18u',
      'Gesloten op vrijdag 25/12 (Kerstmis)',
      'Gesloten op zaterdag 26/12 (Kerstverlof)',
      'Voor donderdag 31/12: bestellen tot zondag 27/12 om 18u',
      'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)',
    ],
    text: 'Voor de andere dagen: bestel uiterlijk op woensdag om uw bestelling dezelfde week op vrijdag of zaterdag af te halen.',
  });
  // Monday 21/12: 24/12's deadline has passed (the dialog no longer offers it).
  expect(calendarNotice('2026-12-21', decemberCalendar).items).toEqual([
    'Gesloten op vrijdag 25/12 (Kerstmis)',
    'Gesloten op zaterdag 26/12 (Kerstverlof)',
    'Voor donderdag 31/12: bestellen tot zondag 27/12 om 18u',
    'Gesloten van vrijdag 01/01 tot en met zaterdag 02/01 (Nieuwjaar)',
  ]);
  expect(calendarNotice('2027-01-02', decemberCalendar)).toEqual({
    title: 'Ten laatste woensdag bestellen',
    text: 'Bestel uiterlijk op woensdag om uw bestelling dezelfde week op vrijdag of zaterdag af te halen.',
  });
  // A tester's finds: new hours went unnamed until they began; Monday and Friday both read 'de week erna'.
  const saturday = decemberCalendar.openingHours.find((day) => day.day === 'saturday')!;
  const mondaysToo = [
    { ...saturday, day: 'monday' as const, label: 'Maandag' },
    ...decemberCalendar.openingHours,
  ];
  const changed = {
    ...decemberCalendar,
    specialDays: [],
    scheduleChanges: [
      {
        from: '2027-01-01',
        openingHours: [{ ...saturday, orderByDay: 'monday' as const, orderByTime: '12:00' }],
      },
    ],
  };
  expect(calendarNotice('2026-12-28', changed).items).toContain(
    'Vanaf vrijdag 01/01: bestel uiterlijk op maandag om 12:00 om uw bestelling dezelfde week op zaterdag af te halen.',
  );
  // Named only within the coming weeks, and not once begun (then back to the old hours on 02/01).
  const back = { from: '2027-01-02', openingHours: decemberCalendar.openingHours };
  const undone = { ...changed, scheduleChanges: [...changed.scheduleChanges, back] };
  for (const today of ['2026-11-20', '2027-01-04'])
    expect(JSON.stringify(calendarNotice(today, undone))).not.toContain('Vanaf');
  expect(
    calendarNotice('2027-01-02', { ...decemberCalendar, openingHours: mondaysToo, scheduleChanges: [] }),
  ).toEqual({
    title: 'Ten laatste woensdag bestellen',
    text: 'Bestel uiterlijk op woensdag om uw bestelling dezelfde week op vrijdag of zaterdag, of de week erna op maandag af te halen.',
  });
});
