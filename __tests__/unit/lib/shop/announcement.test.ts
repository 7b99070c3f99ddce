import { announcementShows } from '@/lib/shop/announcement';

const range = { from: '2026-12-01', to: '2026-12-20' };
const secondOfJuly = { from: '2026-07-02', to: '2026-07-02' };

// From the first to the last day inclusive, the calendar day read in the given zone.
it.each([
  [range, '2026-11-30T22:59:00Z', 'Europe/Brussels', false],
  // 23:30 UTC on 30 November is already 1 December in Brussels.
  [range, '2026-11-30T23:30:00Z', 'Europe/Brussels', true],
  [range, '2026-12-20T22:59:00Z', 'Europe/Brussels', true],
  [range, '2026-12-20T23:00:00Z', 'Europe/Brussels', false],
  [secondOfJuly, '2026-07-01T22:30:00Z', 'Europe/Brussels', true],
  [secondOfJuly, '2026-07-01T22:30:00Z', 'America/New_York', false],
])('shows %j at %s in %s: %s', (shown, iso, zone, expected) => {
  expect(announcementShows(shown, new Date(iso), zone)).toBe(expected);
});
