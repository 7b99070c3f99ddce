/** @jest-environment node */
import { changeDays, comingRange, dayRuns } from '@/lib/shop/day';

// The runs of days a page shows one variant of what is dated on (lib/early/day-marks.ts).

it('dayRuns: one call for the first day and for each change day after it, neighbours with the same value joined, the last run open; changeDays: the days of the coming year whose value differs from the day before (objects compared as JSON); comingRange: a closure is among the coming weeks from 27 days before its first day through its last', () => {
  const asked: string[] = [];
  const valueOf = (day: string) => {
    asked.push(day);
    return day < '2026-12-01' ? 'november' : day < '2027-01-01' ? 'december' : 'november';
  };
  const changes = ['2027-01-01', '2026-10-01', '2026-12-01', '2026-12-15', '2026-12-01'];
  expect(dayRuns('2026-11-10', changes, valueOf)).toEqual([
    { from: '2026-11-10', until: '2026-11-30', value: 'november' },
    { from: '2026-12-01', until: '2026-12-31', value: 'december' },
    { from: '2027-01-01', value: 'november' },
  ]);
  // not the change before the first day; in order (a day given twice is one run)
  expect(asked).toEqual(['2026-11-10', '2026-12-01', '2026-12-01', '2026-12-15', '2027-01-01']);
  expect(dayRuns('2026-11-10', [], () => ({ title: 'x' }))).toEqual([
    { from: '2026-11-10', value: { title: 'x' } },
  ]);
  const itemsOf = (day: string) => ({
    items: day >= '2026-11-28' && day <= '2027-01-01' ? ['Kerstmis'] : [],
  });
  expect(changeDays('2026-11-01', itemsOf)).toEqual(['2026-11-28', '2027-01-02']);
  // 366 days ahead, no further
  expect(changeDays('2026-11-01', (day) => day >= '2027-11-02')).toEqual(['2027-11-02']);
  expect(changeDays('2026-11-01', (day) => day >= '2027-11-03')).toEqual([]);
  // Home and contact name a closure four weeks ahead: the reach of the order dialog (issue 53).
  expect(comingRange({ from: '2027-01-15', to: '2027-01-16' })).toEqual({
    from: '2026-12-19',
    until: '2027-01-16',
  });
});
