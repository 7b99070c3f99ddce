import { buildCalendar } from '@/lib/shop/zone-calendar';
import { dayOn, shopDayOf } from '@/lib/shop/day';

const HOUR = 3_600_000;
const calendar = buildCalendar();
const [[start = 0] = []] = calendar.offsets;

// Every hour of the three years and the moment before it (the day changes on the hour, summer time too).
it("tells the shop's day as Intl does, every hour from the build for as long as the offsets reach, and formats the day only where they do not reach (a clock before the build, or years later)", () => {
  expect(calendar.offsets.length).toBeGreaterThanOrEqual(6); // summer and winter time, three years
  const wrong: string[] = [];
  for (let time = start; time < calendar.until; time += HOUR)
    for (const moment of [new Date(time), new Date(time - 1)])
      if (dayOn(calendar, moment) !== shopDayOf(moment)) wrong.push(moment.toISOString());
  expect(wrong).toEqual([]);
  const formats = jest.spyOn(Intl, 'DateTimeFormat');
  dayOn(calendar, new Date(start + HOUR));
  expect(formats).not.toHaveBeenCalled();
  for (const moment of [new Date(start - 40 * 24 * HOUR), new Date(calendar.until + 100 * 24 * HOUR)]) {
    formats.mockClear();
    expect(dayOn(calendar, moment)).toBe(shopDayOf(moment));
    expect(formats).toHaveBeenCalled();
  }
  formats.mockRestore();
});
