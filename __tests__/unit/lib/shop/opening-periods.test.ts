import { openingPeriods } from '@/lib/shop/opening-periods';

// Issue 31: 'Saturday 08:00–12:00 from January' set ahead; each day follows the hours valid on it.
const now = ['vrijdag 8–18', 'zaterdag 8–18'];
const january = ['vrijdag 8–18', 'zaterdag 8–12'];
const march = ['vrijdag 8–18'];
const periods = openingPeriods(now, [
  { from: '2027-03-01', openingHours: march },
  { from: '2027-01-01', openingHours: january },
]);

it('holds the current hours until the day before the first change, each change until the next (one period without changes)', () => {
  expect(periods).toEqual([
    { from: null, until: '2026-12-31', days: now },
    { from: '2027-01-01', until: '2027-02-28', days: january },
    { from: '2027-03-01', until: null, days: march },
  ]);
  expect(openingPeriods(now)).toEqual([{ from: null, until: null, days: now }]);
});
