// Build step (before `next build`): checks every content file against its schema and stops the build
// with one Dutch line per problem; then computes the Belgian public holidays into
// lib/public-holidays.json, so the pages ship the dates and no holiday library.
// Run with tsx: `npx tsx scripts/check-content.ts [content-folder]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Holidays from 'date-holidays';
import { contentProblems, placeholderWarnings, readContentJson } from '../lib/content/check';
import { productFileNames } from '../lib/content/read-catalogue';
import { shopDay } from '../lib/content/values';

// The years the holidays are computed for. Raise the last year when the build warns.
export const HOLIDAY_FIRST_YEAR = 2026;
export const HOLIDAY_LAST_YEAR = 2032;
// Warn when fewer months than this are left: pick-up days look up to a year ahead.
const WARN_MONTHS = 18;

const root = path.resolve(__dirname, '..');

export function belgianPublicHolidays(firstYear: number, lastYear: number) {
  const calendar = new Holidays('BE', { languages: ['nl'], timezone: 'Europe/Brussels' });
  const days: { date: string; reason: string }[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type === 'public') days.push({ date: holiday.date.slice(0, 10), reason: holiday.name });
    }
  }
  return days;
}

export function horizonWarning(now: Date, lastYear: number): string | null {
  const monthsLeft = (lastYear - now.getFullYear()) * 12 + (11 - now.getMonth());
  return monthsLeft < WARN_MONTHS
    ? `Let op: de wettelijke feestdagen zijn maar berekend tot eind ${lastYear}. Verhoog HOLIDAY_LAST_YEAR in scripts/check-content.ts.`
    : null;
}

function writeIfChanged(file: string, text: string) {
  if (readFileSync(file, { encoding: 'utf8', flag: 'a+' }) !== text) writeFileSync(file, text);
}

function main() {
  const contentDir = path.resolve(root, process.argv[2] ?? 'content');
  const imagesDir = path.join(root, 'public', 'images');
  const images = readdirSync(imagesDir);
  const problems = contentProblems(
    (file) => readContentJson(readFileSync(path.join(contentDir, file), 'utf8')),
    {
      today: shopDay(new Date()),
      productFiles: productFileNames(contentDir),
      photoExists: (file) => images.includes(file.replace(/^\/images\//, '')),
    },
  );
  if (problems.length > 0) {
    console.error(
      `De inhoud bevat ${problems.length === 1 ? 'een fout' : `${problems.length} fouten`}; de website wordt niet gebouwd:`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }

  const placeholders = placeholderWarnings(
    'winkel.json',
    JSON.parse(readFileSync(path.join(contentDir, 'winkel.json'), 'utf8')),
  );
  if (placeholders.length > 0) {
    console.warn('Let op: nog in te vullen in /admin (Winkelgegevens), de site toont dit zo aan de klant:');
    for (const line of placeholders) console.warn(`  ${line}`);
  }

  const holidaysFile = path.join(root, 'lib', 'public-holidays.json');
  const holidays = `${JSON.stringify(belgianPublicHolidays(HOLIDAY_FIRST_YEAR, HOLIDAY_LAST_YEAR), null, 2)}\n`;
  writeIfChanged(holidaysFile, holidays);
  const warning = horizonWarning(new Date(), HOLIDAY_LAST_YEAR);
  if (warning) console.warn(warning);
  console.log('Inhoud nagekeken: geen fouten.');
}

if (require.main === module) main();
