import { TZDate } from '@date-fns/tz';
import type { Day, Month } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import { shop } from '@/lib/shop';

// How the order pages write a day and an hour ('Vrijdag 27/11/2026', 'donderdag 24/12', '9u30'), and the
// whole-day arithmetic the pick-up rules (./pickup.ts) share with them.

// Dutch names from date-fns's own locale (only the locale: its formatter is not needed on the order page).
const dayName = (index: number) => nl.localize.day(index as Day, { width: 'wide' });
const monthName = (index: number) => nl.localize.month(index as Month, { width: 'wide' });
export const DAY_MS = 86_400_000;
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// A calendar day as a whole number of days since 1970-01-01, so adding days never meets a DST change.
export type DayNumber = number;

export function dayNumber(year: number, monthIndex: number, day: number): DayNumber {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

export function isoValue(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function parseValue(value: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoValue(day) === value ? day : null;
}

type DateParts = { weekday: string; dd: string; MM: string; yyyy: string; d: string; month: string };

/** `value` (yyyy-MM-dd) written by `write`; a value that is no date is given back as it is. */
function dayText(value: string, write: (parts: DateParts) => string): string {
  const day = parseValue(value);
  if (day === null) return value;
  const date = new Date(day * DAY_MS);
  return write({
    weekday: dayName(date.getUTCDay()),
    dd: pad(date.getUTCDate()),
    MM: pad(date.getUTCMonth() + 1),
    yyyy: String(date.getUTCFullYear()),
    d: String(date.getUTCDate()),
    month: monthName(date.getUTCMonth()),
  });
}

// '2026-11-27' → 'Vrijdag 27/11/2026' (the dropdown label).
export const pickupLabel = (value: string) =>
  dayText(value, (p) => `${p.weekday.charAt(0).toUpperCase()}${shortDay(value).slice(1)}`);

// '2026-11-27' → 'vrijdag 27/11/2026' (the e-mail subject).
export const shortDay = (value: string) => dayText(value, (p) => `${p.weekday} ${p.dd}/${p.MM}/${p.yyyy}`);

// '2026-11-27' → 'vrijdag 27 november 2026'.
export const readableDay = (value: string) =>
  dayText(value, (p) => `${p.weekday} ${p.d} ${p.month} ${p.yyyy}`);

// The moment an order was placed, on the shop's clock: 'maandag 23 november 2026 om 10:00' ('besteld op'
// in the mails). An unreadable time is given back as it is.
export function placedText(iso: string, timeZone = shop.timeZone): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const local = new TZDate(time, timeZone);
  const day = `${dayName(local.getDay())} ${local.getDate()} ${monthName(local.getMonth())} ${local.getFullYear()}`;
  return `${day} om ${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

// '09:00' → '9u', '09:30' → '9u30' (how the shop writes its hours).
export function hourText(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  return `${hours}u${minutes === '00' ? '' : minutes}`;
}

// '2026-12-24' → 'donderdag 24/12'.
export const dayMonthText = (value: string) => dayText(value, (p) => `${p.weekday} ${p.dd}/${p.MM}`);
