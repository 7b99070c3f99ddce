/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  belgianPublicHolidays,
  horizonWarning,
  photoFilesModule,
} from '@/scripts/check-content';

describe('check-content build step', () => {
  it('keeps lib/order/public-holidays.json equal to what the holiday library computes', () => {
    const file = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/order/public-holidays.json'), 'utf8'));
    expect(file).toEqual(belgianPublicHolidays(HOLIDAY_FIRST_YEAR, HOLIDAY_LAST_YEAR));
  });

  it('warns when the computed years run out within 18 months, and not before', () => {
    expect(horizonWarning(new Date('2026-11-23T10:00:00Z'), 2032)).toBeNull();
    expect(horizonWarning(new Date('2031-06-01T10:00:00Z'), 2032)).toBeNull();
    expect(horizonWarning(new Date('2031-08-01T10:00:00Z'), 2032)).toBe(
      'Let op: de wettelijke feestdagen zijn maar berekend tot eind 2032. Verhoog HOLIDAY_LAST_YEAR in scripts/check-content.ts.',
    );
  });

  it('writes a static import for each photo, and skips other files', () => {
    const generated = photoFilesModule(['b.jpg', 'a.png', 'notes.txt']);
    expect(generated).toContain("import photo0 from '@/public/images/a.png';");
    expect(generated).toContain("'/images/b.jpg': photo1,");
    expect(generated).not.toContain('notes.txt');
  });

  it('has lib/photo-files.ts up to date with public/images', () => {
    const expected = photoFilesModule(readdirSync(path.join(process.cwd(), 'public/images')));
    expect(readFileSync(path.join(process.cwd(), 'lib/photo-files.ts'), 'utf8')).toBe(expected);
  });
});
