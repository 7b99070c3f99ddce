import fc from 'fast-check';
import { dayMarks, hiddenOn } from '@/lib/early/day-marks';
import { addDays } from '@/lib/shop/day';

// What the shop-day script hides before the first paint (issue: a page built on one day, opened on another).

const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('2000-01-01', n));

/** An element with `marks`, and whether the script's rule for `today` hides it. */
function hiddenWith(marks: Record<string, string | undefined>, today: string) {
  const element = document.createElement('li');
  for (const [name, value] of Object.entries(marks))
    if (value !== undefined) element.setAttribute(name, value);
  return element.matches(hiddenOn(today));
}

it('hides a variant exactly on the days outside its run, by the attributes alone (attribute prefixes, no date parsing); marks a run with the days it holds on, leaving out a start on or before the build day (also a device clock behind it); the build day’s own variant is not `other`', () => {
  fc.assert(
    fc.property(day, day, day, (a, b, today) => {
      const [from, until] = a <= b ? [a, b] : [b, a];
      expect(hiddenWith({ 'data-day-from': from, 'data-day-until': until }, today)).toBe(
        today < from || today > until,
      );
      expect(hiddenWith({ 'data-day-from': from }, today)).toBe(today < from);
      expect(hiddenWith({ 'data-day-until': until }, today)).toBe(today > until);
      expect(hiddenWith({}, today)).toBe(false);
    }),
  );
  // the run's own ends hold
  const december = { 'data-day-from': '2026-12-10', 'data-day-until': '2026-12-31' };
  expect(hiddenWith(december, '2026-12-10')).toBe(false);
  expect(hiddenWith(december, '2026-12-31')).toBe(false);
  expect(hiddenWith({ 'data-day-from': '2026-12-10' }, '2026-12-09')).toBe(true);
  expect(hiddenWith({ 'data-day-until': '2026-12-31' }, '2027-01-01')).toBe(true);
  expect(dayMarks({ from: '2026-11-01', until: '2026-11-27' }, '2026-11-01')).toEqual({
    'data-day-until': '2026-11-27',
  });
  expect(dayMarks({ from: '2026-11-28', until: '2026-12-04' }, '2026-11-01')).toEqual({
    'data-day-from': '2026-11-28',
    'data-day-until': '2026-12-04',
    'data-day-other': '',
  });
  expect(dayMarks({ from: '2026-12-01' }, '2026-11-01')).toEqual({
    'data-day-from': '2026-12-01',
    'data-day-other': '',
  });
  expect(dayMarks({}, '2026-11-01')).toEqual({});
});
