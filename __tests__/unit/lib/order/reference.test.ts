import fc from 'fast-check';
import { createOrderReference, REFERENCE_PATTERN } from '@/lib/order/reference';

it("looks like 'DL-4K7QX' and avoids look-alike characters; is deterministic for the same time and random numbers, whatever they are; differs between days and rarely collides within a day", () => {
  // 32 draws, one per slot, give 32 different characters: no letter counts twice.
  const now = new Date('2026-11-23T10:00:00Z');
  const drawn = Array.from(
    { length: 32 },
    (_, slot) => createOrderReference(now, () => (slot + 0.5) / 32)[4],
  );
  expect(new Set(drawn).size).toBe(32);
  expect(drawn.join('')).not.toMatch(/[01OI]/);
  fc.assert(
    fc.property(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
      fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
      (now, draws) => {
        const reference = createOrderReference(now, () => draws.next().value);
        return REFERENCE_PATTERN.test(reference) && !/[01OI]/.test(reference.slice(3));
      },
    ),
    { numRuns: 3000 },
  );
  const sequence = () => {
    const values = [0.1, 0.5, 0.9, 0.99];
    let index = 0;
    return () => values[index++ % values.length] ?? 0;
  };
  expect(createOrderReference(now, sequence())).toBe(createOrderReference(now, sequence()));
  expect(createOrderReference(now, () => 0)).toMatch(/^DL-.2222$/);
  expect(createOrderReference(now, () => 0.999999)).toMatch(/^DL-.ZZZZ$/);
  // and survives a random source that misbehaves
  for (const value of [1, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(createOrderReference(now, () => value)).toMatch(REFERENCE_PATTERN);
  }
  const at = (iso: string) => createOrderReference(new Date(iso), () => 0.5);
  expect(at('2026-11-23T10:00:00Z')).not.toBe(at('2026-11-24T10:00:00Z'));
  const sameDay = new Set(
    Array.from({ length: 500 }, () => createOrderReference(new Date('2026-11-23T10:00:00Z'), Math.random)),
  );
  expect(sameDay.size).toBeGreaterThan(495);
});
