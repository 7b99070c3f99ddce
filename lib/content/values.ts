// How the owner types a price or a date in /admin, read the same way whatever the browser's language.
// Pure: the admin page bundles this file (lib/content/admin.ts), the schemas use the bands.

/**
 * '29,50', '29.50', '€ 29,50', '€29', '1.234,50' → 29.5 / 29 / 1234.5; null when it is not a price.
 * A single separator followed by exactly three digits ('1.250') is read as thousands, as on a Belgian
 * price tag; any other single separator is the decimal one.
 */
export function parseEuro(text: string): number | null {
  const plain = text.replace(/€|eur(o)?/gi, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(plain)) return null;
  const separators = plain.replace(/\d/g, '');
  let normalised: string;
  if (separators.length === 0) normalised = plain;
  else if (separators.length === 1) {
    normalised = /^\d{1,3}[.,]\d{3}$/.test(plain) ? plain.replace(/[.,]/, '') : plain.replace(',', '.');
  } else {
    // '1.234,50' or '1,234.50': the last separator is the decimal one, the others group thousands.
    if (!/^\d{1,3}(?:([.,])\d{3})+(?:(?!\1)[.,]\d{1,2})?$/.test(plain)) return null;
    const last = Math.max(plain.lastIndexOf('.'), plain.lastIndexOf(','));
    normalised = `${plain.slice(0, last).replace(/[.,]/g, '')}.${plain.slice(last + 1)}`;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100) / 100;
}

/** 29.5 → '29,50' (what the price field shows). */
export function formatEuroInput(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

/** A plausible price for its unit: outside this band it is almost surely a typing mistake. */
export const PRICE_BANDS = {
  pricePerKg: { min: 1, max: 250, unit: 'per kg', example: '24,90' },
  pricePerPiece: { min: 0.2, max: 500, unit: 'per stuk', example: '3,50' },
} as const;

/** '04/12/2026', '4/12/2026', '4-12-2026', '2026-12-04' → '2026-12-04'; null when it is no calendar day. */
export function parseDutchDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dutch = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dutch ? [dutch[3], dutch[2], dutch[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/**
 * Why a typed date cannot be read, in the owner's words; null when it is a date (or empty). A day that
 * is not in the calendar ('31/11/2026') is said to not exist, not to be in the wrong format.
 */
export function dateInputProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || parseDutchDate(trimmed) !== null) return null;
  const dutch = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!dutch) return 'Tik de datum als dd/mm/jjjj, bv. 04/12/2026, of kies ze in de kalender.';
  const [day, month, year] = [Number(dutch[1]), Number(dutch[2]), Number(dutch[3])];
  if (month < 1 || month > 12) return `${trimmed} bestaat niet: een jaar heeft maar 12 maanden.`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day < 1
    ? `${trimmed} bestaat niet: een maand begint op dag 1.`
    : `${trimmed} bestaat niet: ${MONTHS[month - 1]} ${year} heeft maar ${days} dagen.`;
}

/** '2026-12-04' → '04/12/2026' (what the date field shows). */
export function formatDutchDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** 'yyyy-mm-dd' of `today` plus `years`, for the "not more than two years ahead" rule. */
export function yearsAhead(today: string, years: number): string {
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
}

/** The day (yyyy-mm-dd) it is at `now` in the shop's time zone. */
export function shopDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
