import fc from 'fast-check';
import { createOrderStore } from '@/components/order/order-store';
import { catalogue } from '@/lib/order/catalogue';

const orderable = catalogue().filter((product) => product.available !== false);
const switchable = orderable.find((product) => product.unit === 'kg-of-stuk')!;
const weighed = orderable.find((product) => product.unit === 'kg' && !product.allowedWeightsKg?.length)!;
const other = orderable.find(({ id }) => id !== switchable.id && id !== weighed.id)!;

// The order store's chosen lines: the summary and the order bar re-render only when the list is a new array.
it('gives a new list when a line comes on, changes on or goes off the order, and keeps the same list for a line not on the order (mode, refused value), the same amount typed again, leaving a field and a fixed mode', () => {
  const store = createOrderStore(catalogue());
  const empty = store.getChosen();
  store.step(switchable.id, 1);
  const one = store.getChosen();
  expect(one).not.toBe(empty);
  expect(one.map((line) => line.id)).toEqual([switchable.id]);

  store.step(switchable.id, 1);
  expect(store.getChosen()).not.toBe(one);
  const row = store.getRow(switchable.id);
  expect(store.getChosen()[0]).toBe(row.line);
  store.setMode(switchable.id, row.line.isPerPiece); // the mode it has already: nothing changes
  expect(store.getRow(switchable.id)).toBe(row);

  store.remove(switchable.id);
  expect(store.getChosen()).toEqual([]);

  store.step(other.id, 1);
  store.type(weighed.id, '1,5');
  const before = store.getChosen();
  const line = store.getRow(weighed.id).line;
  const listener = jest.fn();
  store.subscribe(listener);

  store.setMode(switchable.id, !store.getRow(switchable.id).line.isPerPiece);
  store.type(switchable.id, 'abc');
  store.type(weighed.id, '1,50');
  store.tidyWeight(weighed.id);
  store.setMode(weighed.id, true); // a fixed mode stays as it is

  expect(listener).toHaveBeenCalled();
  expect(store.getRow(weighed.id)).toMatchObject({ text: null, line });
  expect(store.getChosen()).toBe(before);
  expect(new Set(store.getChosen().map(({ id }) => id))).toEqual(new Set([other.id, weighed.id]));
});

// The mail writes both kg and pieces, the row only its mode's: the other mode's must be 0 (mail = screen).
it('never keeps an amount in the mode a line is not in, whatever the visitor does in whatever order', () => {
  const ids = [switchable.id, weighed.id, other.id];
  const amount = fc.constantFrom(0, 1, 2.5);
  const kept = fc.record({ isPerPiece: fc.boolean(), kg: amount, aantalStuks: amount });
  // a draft kept by this or an older page, with both amounts filled in
  const draft = fc.record({ [switchable.id]: kept, [weighed.id]: kept, [other.id]: kept });
  const action = fc.oneof(
    fc.record({
      op: fc.constant('type' as const),
      raw: fc.constantFrom('1', '2,5', '0,3', '0', 'abc', '12,'),
    }),
    fc.record({ op: fc.constant('step' as const), direction: fc.constantFrom(1 as const, -1 as const) }),
    fc.record({ op: fc.constant('setMode' as const), toPerPiece: fc.boolean() }),
    fc.constantFrom({ op: 'tidyWeight' as const }, { op: 'remove' as const }),
  );
  const actions = fc.array(fc.tuple(fc.constantFrom(...ids), action), { maxLength: 30 });
  fc.assert(
    fc.property(draft, actions, (saved, steps) => {
      const store = createOrderStore(catalogue());
      const mailEqualsScreen = () =>
        ids.every((id) => {
          const { line } = store.getRow(id);
          return (line.isPerPiece ? line.kg : line.aantalStuks) === 0;
        });
      store.load(saved);
      if (!mailEqualsScreen()) return false;
      for (const [id, a] of steps) {
        if (a.op === 'type') store.type(id, a.raw);
        else if (a.op === 'step') store.step(id, a.direction);
        else if (a.op === 'setMode') store.setMode(id, a.toPerPiece);
        else store[a.op](id);
        if (!mailEqualsScreen()) return false;
      }
      return true;
    }),
    { numRuns: 300 },
  );
});
