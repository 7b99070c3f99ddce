import fc from 'fast-check';
import {
  nextAmount,
  formatKg,
  MAX_PIECES,
  MAX_WEIGHT_KG,
  keptWeight,
  readAmount,
  snappedWeight,
} from '@/lib/order/quantity';

const RUNS = { numRuns: 5000 };
// Spec §5: plus and minus move by 0,25 kg.
const WEIGHT_STEP_KG = 0.25;

// (every weight as formatKg writes it, 0,1 to 50: 'round-trips every gram weight' below)
it.each([
  ['kg', '1,', 1],
  ['kg', ',5', 0.5],
  ['kg', ',', 0],
  ['kg', '0', 0],
  ['kg', '50,000', 50],
  ['kg', '05', 5],
  ['kg', '00,5', 0.5],
  ['kg', '1.5', 1.5],
  ['kg', ' 2,75 ', 2.75],
  ['kg', '2,5 kg', 2.5],
  ['kg', '2,5kg', 2.5],
  ['kg', '', 0],
  ['kg', '   ', 0],
  ['stuks', '4', 4],
  ['stuks', '04', 4],
  ['stuks', '0', 0],
  ['stuks', '3 stuks', 3],
  ['stuks', '3 st', 3],
  ['stuks', '', 0],
])('reads a field in %s: %j as %d (empty: nothing ordered)', (unit, raw, amount) => {
  expect(readAmount(raw, unit === 'stuks')).toEqual({ amount, error: null });
});

const unreadable = '-0,5|1,5,|1,,5|1.5.0|1,2.3|abc|1 5|+2|0x10|½|Infinity|kg'
  .split('|')
  .map((raw) => ['kg', raw]);
it.each([...unreadable, ['stuks', '1e2'], ['stuks', '+3']])('refuses in %s %j', (unit, raw) => {
  expect(readAmount(raw!, unit === 'stuks')).toEqual({ amount: 0, error: expect.any(String) });
});

const WHOLE = 'Stuks bestelt u per heel stuk: geef een geheel aantal, bv. 3.';
const NEGATIVE = 'Een hoeveelheid kan niet negatief zijn.';
const ONE_COMMA = 'Geef het gewicht in kg, met hoogstens één komma, bv. 1,5.';
const TOO_HEAVY = 'Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.';
it.each([
  ['stuks', '3,5', WHOLE],
  ['stuks', '3.5', WHOLE],
  ['stuks', '-2', NEGATIVE],
  ['stuks', 'twee', 'Geef het aantal stuks in cijfers, bv. 3.'],
  ['stuks', '1000', 'Meer dan 999 stuks kan niet online besteld worden, contacteer ons hiervoor.'],
  ['kg', '1e3', ONE_COMMA],
  ['kg', '1,5,5', ONE_COMMA],
  ['kg', '-2', NEGATIVE],
  ['kg', '1.000', 'Bedoelt u kilo of gram? Schrijf het gewicht met een komma, bv. 1,5.'],
  ['kg', '1,2345', 'Geef het gewicht tot op de gram, bv. 1,25.'],
  ['kg', '0,099', 'We wegen af vanaf 0,1 kg (100 gram), bv. 0,25.'],
  ...['50,25', '50,001', '51', '100', '9'.repeat(23), '9'.repeat(400)].map((raw) => ['kg', raw, TOO_HEAVY]),
])('refuses what the customer did not mean, saying why (issue 7): %s %j', (unit, raw, message) => {
  expect(readAmount(raw, unit === 'stuks')).toEqual({ amount: 0, error: message });
});

// Properties return booleans (not expect) so thousands of runs stay fast on a shared machine.
it('never yields a negative, NaN or over-50 weight, whatever is typed, and accepts exactly digits with one optional comma (or dot), up to 3 decimals; never a negative, fractional or NaN count', () => {
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^-?[0-9]{0,4}[,.]?[0-9]{0,4}$/),
    fc.double().map((n) => String(n)),
  );
  fc.assert(
    fc.property(typed, (raw) => {
      const { amount, error } = readAmount(raw, false);
      if (raw.includes('-') && error === null) return false;
      return Number.isFinite(amount) && amount >= 0 && amount <= MAX_WEIGHT_KG;
    }),
    RUNS,
  );
  fc.assert(
    fc.property(fc.stringMatching(/^[0-9]{1,3}(,[0-9]{0,3}|[.][0-9]{0,2})?$/), (raw) => {
      const kg = Number(raw.replace(',', '.'));
      const refused = kg > MAX_WEIGHT_KG || (kg > 0 && kg < 0.1); // spec: from 0,1 kg
      return (readAmount(raw, false).error !== null) === refused;
    }),
    RUNS,
  );
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), (raw) => {
      const { amount, error } = readAmount(raw, true);
      if (error !== null) return !/^\s*\d{1,3}\s*$/.test(raw);
      return Number.isInteger(amount) && amount >= 0 && amount <= MAX_PIECES;
    }),
    RUNS,
  );
});

it('formatKg writes weights with a decimal comma, clamps nonsense to 0…50, and round-trips every gram weight from 0,1 to 50', () => {
  expect(formatKg(0)).toBe('0');
  expect(formatKg(0.1 + 0.2)).toBe('0,3');
  expect(formatKg(1.0004)).toBe('1');
  expect(formatKg(-3)).toBe('0');
  expect(formatKg(Number.NaN)).toBe('0');
  expect(formatKg(80)).toBe('50');
  fc.assert(
    fc.property(fc.integer({ min: 100, max: 50_000 }), (grams) => {
      const text = formatKg(grams / 1000);
      const { amount, error } = readAmount(text, false);
      return /^\d+(,\d{0,2}[1-9])?$/.test(text) && error === null && amount === grams / 1000;
    }),
    RUNS,
  );
});

it('plus and minus move a weight to the next 0,25 mark in the direction pressed, from any weight; nextAmount (the store and the early script) does nothing at an end, and steps otherwise; snaps a weight off the fixed weights to the nearest one, saying so', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom<1 | -1>(1, -1), (grams, direction) => {
      const kg = grams / 1000;
      const next = nextAmount(kg, false, [], direction) ?? kg; // a step that does nothing leaves the amount
      const onGrid = Number.isInteger(next / WEIGHT_STEP_KG);
      const distance = (next - kg) * direction;
      const clamped = direction === 1 ? kg === MAX_WEIGHT_KG : kg === 0;
      return onGrid && (clamped ? next === kg : distance > 0 && distance <= WEIGHT_STEP_KG + 1e-9);
    }),
    RUNS,
  );
  expect(nextAmount(0, false, [], -1)).toBeNull();
  expect(nextAmount(MAX_WEIGHT_KG, false, [], 1)).toBeNull();
  expect(nextAmount(0.3, false, [], 1)).toBe(0.5);
  expect(nextAmount(0, false, [0.5, 1], 1)).toBe(0.5);
  expect(nextAmount(0.5, false, [0.5, 1], 1)).toBe(1);
  expect(nextAmount(1, false, [0.5, 1], 1)).toBeNull();
  expect(nextAmount(0.5, false, [0.5, 1], -1)).toBe(0);
  expect(nextAmount(0.7, false, [0.5, 1], -1)).toBe(0.5);
  expect(nextAmount(0, true, [], -1)).toBeNull();
  expect(nextAmount(MAX_PIECES, true, [], 1)).toBeNull();
  expect(nextAmount(2, true, [], 1)).toBe(3);
  const gehaktbroodje = { naam: 'Gehaktbroodje', allowedWeightsKg: [0.5, 1] };
  const error = 'Gehaktbroodje bestelt u per 0,5 kg of 1 kg; we pasten het gewicht aan.';
  expect(snappedWeight(gehaktbroodje, 0.7)).toEqual({ amount: 0.5, error });
  expect(snappedWeight(gehaktbroodje, 0.8)).toEqual({ amount: 1, error });
  for (const kg of [0, 0.5, 1]) expect(snappedWeight(gehaktbroodje, kg)).toBeNull();
  expect(snappedWeight({ naam: 'Biefstuk' }, 0.7)).toBeNull();
});

// Issue 51.5: what an earlier version kept is read as it was (it allowed less than 100 g); no other text.
it('reads a kept weight under 100 g as it was, and nothing that is no weight', () => {
  expect(keptWeight('0,05')).toBe(0.05);
  expect(keptWeight('0.05 kg')).toBe(0.05);
  expect(keptWeight('1,25')).toBe(1.25);
  expect(keptWeight('')).toBe(0);
  for (const text of ['-0,05', '1,2345', '51', 'abc', '1.000']) expect(keptWeight(text)).toBeNull();
});
