/** @jest-environment node */
import { inFileOrder } from '@/lib/content/stable-keys';
import { contentJson } from '@/__tests__/fixtures/content-files';

// Issue 52: a save's diff is what changed. Decap hands the data over with its keys in an order of its own.
const shuffled = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shuffled);
  if (!value || typeof value !== 'object') return value;
  const reversed = Object.entries(value).reverse();
  return Object.fromEntries(reversed.map(([key, each]) => [key, shuffled(each)]));
};

const before = contentJson('winkel.json');

it('writes a file whose keys came back in another order exactly as it was, and puts a weekday added later in week order, with its keys in the order of the other days; keeps the keys of a file that is not the shop’s in its order, new keys last', () => {
  const text = JSON.stringify(before, null, 2);
  expect(JSON.stringify(inFileOrder('content/winkel.json', shuffled(before), before), null, 2)).toBe(text);
  const [friday] = before.openingHours;
  const thursday = shuffled({ ...friday, day: 'thursday', label: 'Donderdag' });
  const after = { ...before, openingHours: [...before.openingHours, thursday] };
  const saved = inFileOrder('content/winkel.json', after, before) as typeof before;
  const days = saved.openingHours.map((day: { day: string }) => day.day);
  expect(days).toEqual(['thursday', 'friday', 'saturday']);
  expect(Object.keys(saved.openingHours[0])).toEqual(Object.keys(friday));
  const shown = { show: false, text: '', from: '2026-11-01', to: '2026-11-02' };
  const changed = { to: '2026-12-31', extra: 1, text: 'Kerst', show: true, from: '2026-12-01' };
  const keys = Object.keys(inFileOrder('content/aankondiging.json', changed, shown) as object);
  expect(keys).toEqual(['show', 'text', 'from', 'to', 'extra']);
});
