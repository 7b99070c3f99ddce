import { announcementShows } from '@/lib/shop/announcement';

const range = { from: '2026-12-01', to: '2026-12-20' };

it('shows from the first to the last day, inclusive, in the shop’s zone', () => {
  // 23:30 UTC on 30 November is already 1 December in Brussels.
  expect(announcementShows(range, new Date('2026-11-30T22:59:00Z'), 'Europe/Brussels')).toBe(false);
  expect(announcementShows(range, new Date('2026-11-30T23:30:00Z'), 'Europe/Brussels')).toBe(true);
  expect(announcementShows(range, new Date('2026-12-20T22:59:00Z'), 'Europe/Brussels')).toBe(true);
  expect(announcementShows(range, new Date('2026-12-20T23:00:00Z'), 'Europe/Brussels')).toBe(false);
});

it('reads the calendar day in the given zone', () => {
  const summerNight = new Date('2026-07-01T22:30:00Z');
  const secondOfJuly = { from: '2026-07-02', to: '2026-07-02' };
  expect(announcementShows(secondOfJuly, summerNight, 'Europe/Brussels')).toBe(true);
  expect(announcementShows(secondOfJuly, summerNight, 'America/New_York')).toBe(false);
});
