import fc from 'fast-check';
import { productNamed as byName } from '@/__tests__/fixtures/orders';
import { scheduleWith, todaysSchedule } from '@/__tests__/fixtures/schedules';
import { catalogue } from '@/lib/order/catalogue';
import { pickupLabel } from '@/lib/shop/day-text';
import { allPickupHours, pickupDays, pickupHoursFor, pickupProblem } from '@/lib/order/pickup';
import type { Weekday } from '@/lib/shop';

it("pickupHoursFor: runs every 30 minutes from 09:00 to 18:00 on a Friday and a Saturday, and starts on 09:00; pickupDays: lead times from the product data keep konijn and kalkoenfiletgebraad on Wednesday even if the general deadline moves; pickupProblem: refuses no day and the old preselected 'vrijdag', and accepts only the offered half-hour slots", () => {
  const hour = (n: number) => `${String(9 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`;
  const halfHours = Array.from({ length: 19 }, (_, n) => hour(n));
  for (const day of ['2026-11-27', '2026-11-28'])
    expect(pickupHoursFor(day, todaysSchedule)).toEqual(halfHours);
  expect(allPickupHours(todaysSchedule)).toEqual(halfHours);
  expect(pickupHoursFor('vrijdag', todaysSchedule)).toEqual([]);
  const schedule = scheduleWith('thursday');
  const first = (iso: string, naam: string) =>
    pickupDays({ now: new Date(iso), schedule, closures: [], products: [byName(naam)] })[0]?.value;
  for (const naam of ['Konijn', 'Kalkoenfiletgebraad'])
    expect(first('2026-11-26T10:00:00Z', naam)).toBe('2026-12-04');
  expect(first('2026-11-25T21:00:00Z', 'Konijn')).toBe('2026-11-27');
  const offered = [{ value: '2026-11-27', label: 'Vrijdag 27/11/2026' }];
  const problem = (dag: string, uur: string) => pickupProblem({ dag, uur }, offered)?.message ?? null;
  for (const dag of ['', 'vrijdag', '2026-02-30']) expect(problem(dag, '09:00')).toBe('Kies een afhaaldag');
  expect(problem('2026-11-27', '09:00')).toBeNull();
  expect(problem('2026-11-27', '18:00')).toBeNull();
  for (const uur of ['08:30', '18:30', '09:15', '9:00', ''])
    expect(problem('2026-11-27', uur)).toBe('Kies een afhaaluur');
});

const brusselsDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }); // yyyy-MM-dd
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

it('pickupDays over three years of instants: always offers 8 increasing Fridays/Saturdays, the first one still open per Intl; never a day that is closed, too soon for a lead time, or past its deadline', () => {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const end = Date.parse('2029-01-01T00:00:00Z');
  fc.assert(
    fc.property(fc.integer({ min: start, max: end }), (ms) => {
      const list = pickupDays({ now: new Date(ms), schedule: todaysSchedule, closures: [], products: [] });
      const today = brusselsDate.format(new Date(ms));
      // Oracle: the Friday of the first week whose Wednesday is today or later.
      let friday = addDays(today, (5 - weekday(today) + 7) % 7);
      if (addDays(friday, -2) < today) friday = addDays(friday, 7);
      const expected = [0, 1, 7, 8, 14, 15, 21, 22].map((n) => addDays(friday, n));
      return (
        list.length === 8 &&
        list.every((option, index) => option.value === expected[index]) &&
        list.every((option) => option.label === pickupLabel(option.value))
      );
    }),
    { numRuns: 2000 },
  );
  const leadProducts = catalogue().filter((product) => product.leadTime);
  const deadlines: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'sunday'];
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }),
      fc.subarray(leadProducts),
      fc.constantFrom(...deadlines),
      fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }),
      (ms, products, deadlineWeekday, closureOffsets) => {
        const today = brusselsDate.format(new Date(ms));
        const closures = closureOffsets.map((n) => addDays(today, n));
        const list = pickupDays({
          now: new Date(ms),
          schedule: scheduleWith(deadlineWeekday),
          closures,
          products,
        });
        const minAhead = Math.max(0, ...products.map((product) => product.leadTime?.minDaysAhead ?? 0));
        return (
          list.length === 8 &&
          list.every((option, index) => index === 0 || option.value > (list[index - 1]?.value ?? '')) &&
          list.every((option) => [5, 6].includes(weekday(option.value))) &&
          list.every((option) => !closures.includes(option.value)) &&
          list.every((option) => option.value >= addDays(today, minAhead)) &&
          list.every((option) => option.value > today)
        );
      },
    ),
    { numRuns: 1000 },
  );
});
