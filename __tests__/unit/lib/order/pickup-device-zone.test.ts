import { todaysSchedule } from '@/__tests__/fixtures/schedules';
import { pickupLabel, placedText, readableDay } from '@/lib/shop/day-text';
import { pickupDays } from '@/lib/order/pickup';

// Run as is and again by pickup-device-zones.test.ts in far-away zones: the device never moves the deadline.

const values = (iso: string) =>
  pickupDays({ now: new Date(iso), schedule: todaysSchedule, closures: [], products: [] }).map(
    (option) => option.value,
  );

// The zone in the title lets pickup-device-zones.test.ts check the child ran in the zone it asked for.
describe(`pickupDays on a device in ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it('closes this week at Wednesday 23:59:59.999 Brussels (winter and summer); lists the same days across both clock changes; says when an order was placed on the shop’s clock (winter, summer, past midnight), and writes a pick-up day for labels and sentences', () => {
    expect(values('2026-11-25T22:59:59.999Z').slice(0, 2)).toEqual(['2026-11-27', '2026-11-28']);
    expect(values('2026-11-25T23:00:00Z').slice(0, 2)).toEqual(['2026-12-04', '2026-12-05']);
    expect(values('2026-07-01T21:59:59.999Z')[0]).toBe('2026-07-03');
    expect(values('2026-07-01T22:00:00Z')[0]).toBe('2026-07-10');
    expect(values('2026-03-29T01:00:00Z')).toEqual(
      '2026-04-03 2026-04-04 2026-04-10 2026-04-11 2026-04-17 2026-04-18 2026-04-24 2026-04-25'.split(' '),
    );
    expect(values('2026-10-25T01:00:00Z')).toEqual(
      '2026-10-30 2026-10-31 2026-11-06 2026-11-07 2026-11-13 2026-11-14 2026-11-20 2026-11-21'.split(' '),
    );
    expect(placedText('2026-11-23T09:05:00.000Z')).toBe('maandag 23 november 2026 om 10:05');
    expect(placedText('2026-07-01T22:30:00Z')).toBe('donderdag 2 juli 2026 om 00:30');
    expect(placedText('geen tijd')).toBe('geen tijd');
    expect(pickupLabel('2026-12-04')).toBe('Vrijdag 04/12/2026');
    expect(readableDay('2027-01-08')).toBe('vrijdag 8 januari 2027');
    expect(readableDay('vrijdag')).toBe('vrijdag');
    expect(pickupLabel('2026-02-30')).toBe('2026-02-30');
  });
});
