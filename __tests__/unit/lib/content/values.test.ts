import type { Day } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import { weekdayNames, weekdays } from '@/lib/content/lists';
import { dateInputProblem, parseDutchDate, parseEuro, shopDay } from '@/lib/content/values';

it("the content's weekday names are date-fns' Dutch ones", () => {
  expect(weekdays.map((day) => weekdayNames[day])).toEqual(
    [1, 2, 3, 4, 5, 6, 0].map((n) => nl.localize.day(n as Day)),
  );
});

it.each([
  ['29,50', 29.5],
  ['29.50', 29.5],
  ['€ 29,50', 29.5],
  ['€29', 29],
  [' 3,5 ', 3.5],
  ['1.250', 1250],
  ['1.234,50', 1234.5],
  ['1,234.50', 1234.5],
])('parseEuro reads %s as %s euro, whatever the browser language', (text, value) => {
  expect(parseEuro(text)).toBe(value);
});

it.each(['', 'gratis', '29,5055', '-3', '2,9,5'])('parseEuro refuses %j', (text) => {
  expect(parseEuro(text)).toBeNull();
});

it.each([
  ['04/12/2026', '2026-12-04'],
  ['4/12/2026', '2026-12-04'],
  ['4-12-2026', '2026-12-04'],
  ['2026-12-04', '2026-12-04'],
])('parseDutchDate reads %s day first', (text, value) => {
  expect(parseDutchDate(text)).toBe(value);
});

it.each(['31/02/2027', '12/04/26', '04/12', 'morgen'])('parseDutchDate refuses %j', (text) => {
  expect(parseDutchDate(text)).toBeNull();
});

it('shopDay is the day in Brussels, not in UTC', () => {
  expect(shopDay(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-04');
});

it.each(['', '04/12/2026', '29/02/2028'])('dateInputProblem accepts %j', (text) => {
  expect(dateInputProblem(text)).toBeNull();
});

it.each([
  ['31/11/2026', '31/11/2026 bestaat niet: november 2026 heeft maar 30 dagen.'],
  ['29/02/2027', '29/02/2027 bestaat niet: februari 2027 heeft maar 28 dagen.'],
  ['12/13/2026', '12/13/2026 bestaat niet: een jaar heeft maar 12 maanden.'],
  ['24/12/26', 'Tik de datum als dd/mm/jjjj, bv. 04/12/2026, of kies ze in de kalender.'],
])('dateInputProblem says why %s cannot be read', (text, message) => {
  expect(dateInputProblem(text)).toBe(message);
});
