/** @jest-environment node */
import { weekdaysClosedByChanges } from '@/lib/content/schedule-changes';
import { contentJson } from '@/__tests__/fixtures/content-files';

// Issue 52: new hours from 4/1/2027 with only Saturday typed would close Friday without a word.
const shop = contentJson('winkel.json');
const [friday, saturday] = shop.openingHours;
const withChanges = (...changes: unknown[]) => ({ ...shop, scheduleChanges: changes });

it('names the weekdays a new change from a date leaves out, comparing a later change with the change before it, not with today’s week; asks nothing for a change that keeps the whole week, nor again for one saved before', () => {
  const saturdayOnly = { from: '2027-01-04', openingHours: [{ ...saturday, closes: '12:30' }] };
  expect(weekdaysClosedByChanges(shop, withChanges(saturdayOnly))).toEqual([
    'Vanaf 04/01/2027 is de winkel op vrijdag dicht: die dag staat niet in de nieuwe openingsuren.',
  ]);
  const first = { from: '2027-01-04', openingHours: [saturday] };
  const second = { from: '2027-03-01', openingHours: [friday, saturday] };
  const third = { from: '2027-06-01', openingHours: [{ ...friday, day: 'thursday', label: 'Donderdag' }] };
  expect(weekdaysClosedByChanges(withChanges(first), withChanges(first, second, third))).toEqual([
    'Vanaf 01/06/2027 is de winkel op vrijdag en zaterdag dicht: die dagen staan niet in de nieuwe openingsuren.',
  ]);
  const whole = { from: '2027-01-04', openingHours: [friday, { ...saturday, closes: '12:30' }] };
  expect(weekdaysClosedByChanges(shop, withChanges(whole))).toEqual([]);
  expect(weekdaysClosedByChanges(withChanges(first), withChanges(first))).toEqual([]);
});
