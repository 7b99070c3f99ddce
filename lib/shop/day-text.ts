import { TZDateMini } from '@date-fns/tz/date/mini';
import type { Day, Month } from 'date-fns';
import { nl } from 'date-fns/locale/nl';
import { shop } from '@/lib/shop';

// How the shop writes a day and an hour ('Vrijdag 27/11/2026', 'donderdag 24/12', '9u30'), and the
// whole-day arithmetic the pick-up rules (lib/order/pickup.ts) share with them.

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

// A calendar day as a whole number of days since 1970-01-01, so adding days never meets a DST change.
export type DayNumber = number;

const dayNumber = (year: number, monthIndex: number, day: number): DayNumber =>
  Date.UTC(year, monthIndex, day) / DAY_MS;

export const isoValue = (day: DayNumber) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function parseValue(value: string): DayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoValue(day) === value ? day : null;
}

/** The shop's date and wall-clock minute at `now`, as one comparable number of minutes. */
export function shopMinute(now: Date): number {
  // The small TZDate, by its own path: the package's index brings the full one (string methods) along.
  const local = new TZDateMini(now.getTime(), shop.timeZone);
  const day = dayNumber(local.getFullYear(), local.getMonth(), local.getDate());
  return day * 1440 + local.getHours() * 60 + local.getMinutes();
}

export const shopToday = (now: Date): DayNumber => Math.floor(shopMinute(now) / 1440);

// 570 → '09:30' (a minute of the day, or a shop minute).
export const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** `value` (yyyy-MM-dd) written in `form`, with the Dutch day name first; a value that is no date as it is. */
function dayText(value: string, form: 'dd/MM' | 'dd/MM/yyyy' | 'd MMMM yyyy'): string {
  const day = parseValue(value);
  if (day === null) return value;
  const date = new Date(day * DAY_MS);
  const [d, month, year] = [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()];
  // Dutch names from date-fns's own locale (only the locale: its formatter is not needed on the order page).
  const rest =
    form === 'd MMMM yyyy'
      ? `${d} ${nl.localize.month(month as Month, { width: 'wide' })} ${year}`
      : `${pad(d)}/${pad(month + 1)}${form === 'dd/MM' ? '' : `/${year}`}`;
  return `${nl.localize.day(date.getUTCDay() as Day, { width: 'wide' })} ${rest}`;
}

// '2026-11-27' → 'vrijdag 27/11/2026' (the e-mail subject).
export const shortDay = (value: string) => dayText(value, 'dd/MM/yyyy');

// '2026-11-27' → 'Vrijdag 27/11/2026' (the dropdown label).
export const pickupLabel = (value: string) =>
  parseValue(value) === null ? value : shortDay(value).replace(/^./, (first) => first.toUpperCase());

// '2026-11-27' → 'vrijdag 27 november 2026'.
export const readableDay = (value: string) => dayText(value, 'd MMMM yyyy');

// '2026-12-24' → 'donderdag 24/12'.
export const dayMonthText = (value: string) => dayText(value, 'dd/MM');

// The moment an order was placed, on the shop's clock: 'maandag 23 november 2026 om 10:00' ('besteld op'
// in the mails). An unreadable time is given back as it is.
export function placedText(iso: string): string {
  const placed = new Date(iso);
  if (Number.isNaN(placed.getTime())) return iso;
  return `${readableDay(isoValue(shopToday(placed)))} om ${toTime(shopMinute(placed))}`;
}

// '09:00' → '9u', '09:30' → '9u30' (how the shop writes its hours).
export const hourText = (time: string) => `${Number(time.slice(0, 2))}u${time.slice(3, 5).replace('00', '')}`;
