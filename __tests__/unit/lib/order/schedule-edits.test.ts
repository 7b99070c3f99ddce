/** @jest-environment node */
import { ownerEdits, todaysSchedule } from '@/__tests__/fixtures/schedules';
import { calendarNotice } from '@/lib/order/notices';
import {
  allPickupHours,
  pickupDays,
  pickupHoursFor,
  pickupProblem,
  type PickupSchedule,
} from '@/lib/order/pickup';

// Issue 15: each owner edit changes the days and hours offered, the confirm re-check and the notice.

const MONDAY = new Date('2026-11-23T09:00:00Z');
// Nothing special in the coming weeks: the usual rule.
const deadlineNotice = (schedule: PickupSchedule) =>
  calendarNotice('2026-11-23', { ...schedule, closedDays: [] });
const offered = (schedule: PickupSchedule, now = MONDAY) =>
  pickupDays({ now, schedule, closures: [], products: [] });
const values = (schedule: PickupSchedule, now = MONDAY) => offered(schedule, now).map((day) => day.value);
const recheck = (schedule: PickupSchedule, dag: string, uur: string, now = MONDAY) =>
  pickupProblem({ dag, uur }, offered(schedule, now), schedule)?.message ?? 'ok';

it('Thursday added (14:00–18:00, order by Wednesday): offered with its own hours, closed at the end of Wednesday, re-checked at confirm, in the notice; 15-minute slots: every quarter from 09:00 to 18:00, 09:15 accepted at confirm (today’s schedule refuses it)', () => {
  const schedule = ownerEdits.thursday;
  expect(values(schedule).slice(0, 4)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-12-03']);
  expect(values(schedule)).toHaveLength(8);
  expect(offered(schedule)[0]?.label).toBe('Donderdag 26/11/2026');
  expect(pickupHoursFor('2026-11-26', schedule)).toEqual(
    '14:00 14:30 15:00 15:30 16:00 16:30 17:00 17:30 18:00'.split(' '),
  );
  expect(allPickupHours(schedule)[0]).toBe('09:00');
  expect(values(schedule, new Date('2026-11-25T22:59:00Z'))[0]).toBe('2026-11-26'); // Wed 23:59
  expect(values(schedule, new Date('2026-11-25T23:00:00Z'))[0]).toBe('2026-12-03'); // Thu 00:00
  // Thursday 14:00 accepted at confirm, Thursday 09:00 (before its window) refused.
  expect(recheck(schedule, '2026-11-26', '14:00')).toBe('ok');
  expect(recheck(schedule, '2026-11-26', '09:00')).toBe('Kies een afhaaluur');
  expect(recheck(todaysSchedule, '2026-11-26', '14:00')).toBe(
    'Deze afhaaldag kan niet meer, kies een andere dag',
  );
  expect(deadlineNotice(schedule)?.text).toBe(
    'Bestel uiterlijk op woensdag om uw bestelling dezelfde week op donderdag, vrijdag of zaterdag af te halen.',
  );
  const quarters = ownerEdits.quarterHours;
  const hours = pickupHoursFor('2026-11-27', quarters);
  expect(hours).toHaveLength(37);
  expect(hours.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
  expect(hours.at(-1)).toBe('18:00');
  expect(recheck(quarters, '2026-11-27', '09:15')).toBe('ok');
  expect(recheck(todaysSchedule, '2026-11-27', '09:15')).toBe('Kies een afhaaluur');
});

it('deadline moved to Tuesday 18:00: keeps this week’s Friday through Tuesday 18:00 (Brussels), drops it at 18:01, says so in the notice; one notice line per deadline when the days have different deadlines', () => {
  const schedule = ownerEdits.tuesdayDeadline;
  expect(values(schedule, new Date('2026-11-24T17:00:59Z'))[0]).toBe('2026-11-27');
  expect(values(schedule, new Date('2026-11-24T17:01:00Z'))[0]).toBe('2026-12-04');
  // Today's Wednesday deadline would still offer it on Wednesday.
  expect(values(todaysSchedule, new Date('2026-11-25T10:00:00Z'))[0]).toBe('2026-11-27');
  expect(values(schedule, new Date('2026-11-25T10:00:00Z'))[0]).toBe('2026-12-04');
  expect(deadlineNotice(schedule)).toEqual({
    title: 'Ten laatste dinsdag om 18:00 bestellen',
    text: 'Bestel uiterlijk op dinsdag om 18:00 om uw bestelling dezelfde week op vrijdag of zaterdag af te halen.',
  });
  const [friday, saturday] = todaysSchedule.openingHours;
  const mixed = {
    ...todaysSchedule,
    openingHours: [friday!, { ...saturday!, orderByDay: 'thursday', orderByTime: '12:00' }],
  } satisfies PickupSchedule;
  expect(deadlineNotice(mixed)).toEqual({
    title: 'Tijdig bestellen',
    text: 'Voor vrijdag bestelt u uiterlijk op woensdag; voor zaterdag bestelt u uiterlijk op donderdag om 12:00.',
  });
});
