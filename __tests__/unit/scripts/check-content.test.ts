/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  belgianPublicHolidays,
  horizonWarning,
} from '@/scripts/check-content';

it('keeps lib/public-holidays.json equal to what the holiday library computes, and warns when the computed years run out within 18 months, not before', () => {
  const file = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/public-holidays.json'), 'utf8'));
  expect(file).toEqual(belgianPublicHolidays(HOLIDAY_FIRST_YEAR, HOLIDAY_LAST_YEAR));
  expect(horizonWarning(new Date('2026-11-23T10:00:00Z'), 2032)).toBeNull();
  expect(horizonWarning(new Date('2031-06-01T10:00:00Z'), 2032)).toBeNull();
  expect(horizonWarning(new Date('2031-08-01T10:00:00Z'), 2032)).toBe(
    'Let op: de wettelijke feestdagen zijn maar berekend tot eind 2032. Verhoog HOLIDAY_LAST_YEAR in scripts/check-content.ts.',
  );
});

it('writes lib/photo-files.ts with a static import for each photo in public/images, and skips other files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'photo-files-'));
  try {
    mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
    mkdirSync(path.join(dir, 'lib'));
    for (const name of ['b.jpg', 'a.png', 'notes.txt'])
      writeFileSync(path.join(dir, 'public', 'images', name), '');
    execFileSync(process.execPath, [path.join(process.cwd(), 'scripts', 'photo-files.mjs'), dir]);
    const generated = readFileSync(path.join(dir, 'lib', 'photo-files.ts'), 'utf8');
    expect(generated).toContain("import photo0 from '@/public/images/a.png';");
    expect(generated).toContain("'/images/b.jpg': photo1,");
    expect(generated).not.toContain('notes.txt');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
