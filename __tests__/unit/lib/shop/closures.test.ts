import { closedDays } from '@/lib/shop/closures';
import { todaysSchedule } from '@/__tests__/fixtures/schedules';
import { closedPickupDays } from '@/lib/order/pickup';
import publicHolidays from '@/lib/public-holidays.json';

const holidays = [
  { date: '2026-12-25', reason: 'Kerstmis' },
  { date: '2027-01-01', reason: 'Nieuwjaar' },
];
/** Closures of one period only, holidays off. */
const period = (from: string, to: string, reason: string) => ({
  publicHolidays: false,
  days: [],
  periods: [{ from, to, reason }],
});

it('closedDays lists single days, every day of a period (inclusive, across a daylight-saving change and a month end) and, when switched on (only then), the holidays, keeping the owner’s own reason on a holiday', () => {
  const days = [{ date: '2027-03-05', reason: 'Familiefeest' }];
  const closures = { ...period('2027-07-30', '2027-08-02', 'Zomerverlof'), publicHolidays: true, days };
  expect(closedDays(closures, holidays)).toEqual([
    ...holidays,
    ...days,
    ...['2027-07-30', '2027-07-31', '2027-08-01', '2027-08-02'].map((date) => ({
      date,
      reason: 'Zomerverlof',
    })),
  ]);
  expect(closedDays({ publicHolidays: false, days: [], periods: [] }, holidays)).toEqual([]);
  // the longest period the content check accepts (check.test.ts) is listed whole, to its last day
  const year = closedDays(period('2026-11-20', '2027-11-21', 'Verbouwing'), holidays);
  expect([year.length, year.at(-1)?.date]).toEqual([367, '2027-11-21']);
  const christmas = { ...period('2026-12-24', '2026-12-26', 'Kerstverlof'), publicHolidays: true };
  expect(closedDays(christmas, holidays).find((day) => day.date === '2026-12-25')?.reason).toBe(
    'Kerstverlof',
  );
  expect(closedDays(period('2027-03-27', '2027-04-01', 'Verlof'), []).map((day) => day.date)).toEqual(
    '2027-03-27 2027-03-28 2027-03-29 2027-03-30 2027-03-31 2027-04-01'.split(' '),
  );
});

it('holds the ten Belgian public holidays of each year, computed at build time, with Easter Monday moving', () => {
  const in2027 = publicHolidays.filter((day) => day.date.startsWith('2027-'));
  expect(in2027.map((day) => day.date)).toEqual(
    '2027-01-01 2027-03-29 2027-05-01 2027-05-06 2027-05-17 2027-07-21 2027-08-15 2027-11-01 2027-11-11 2027-12-25'.split(
      ' ',
    ),
  );
  expect(in2027[0]?.reason).toBe('Nieuwjaar');
});

it('closedPickupDays: names the Fridays and Saturdays up to the last day on offer that a closure took away, none already past in the shop’s zone', () => {
  const closedFrom = (now: string, closedDays: { date: string; reason: string }[]) =>
    closedPickupDays({ now: new Date(now), schedule: todaysSchedule, closedDays, until: '2027-01-09' });
  const christmas = { date: '2026-12-25', reason: 'Kerstmis' };
  expect(
    closedFrom('2026-12-14T09:00:00Z', [
      { date: '2026-12-24', reason: 'Kerstavond' },
      christmas,
      { date: '2027-01-01', reason: 'Nieuwjaar' },
      { date: '2027-03-05', reason: 'Later' },
    ]),
  ).toEqual([
    { value: '2026-12-25', label: 'Vrijdag 25/12/2026', reason: 'Kerstmis' },
    { value: '2027-01-01', label: 'Vrijdag 01/01/2027', reason: 'Nieuwjaar' },
  ]);
  // 23:30 UTC on Friday 25 Dec is Saturday 26 Dec in Brussels.
  expect(closedFrom('2026-12-25T23:30:00Z', [christmas])).toEqual([]);
});
