import { createOrderStore } from '@/components/order/order-store';
import { catalogue } from '@/lib/order/catalogue';

const switchable = catalogue().find((product) => product.unit === 'kg-of-stuk' && product.available !== false)!;
const other = catalogue().find((product) => product.id !== switchable.id && product.available !== false)!;
const weighed = catalogue().find(
  (product) => product.unit === 'kg' && !product.allowedWeightsKg?.length && product.available !== false,
)!;

describe('order store: the chosen lines', () => {
  it('keeps the same list when a line that is not on the order changes (mode, refused value)', () => {
    const store = createOrderStore(catalogue());
    store.step(other.id, 1);
    const before = store.getChosen();
    const listener = jest.fn();
    store.subscribe(listener);

    store.setMode(switchable.id, !store.getRow(switchable.id).line.isPerPiece);
    store.typeWeight(switchable.id, 'abc');

    expect(listener).toHaveBeenCalled();
    expect(store.getChosen()).toBe(before);
    expect(store.getChosen().map((line) => line.id)).toEqual([other.id]);
  });

  it('keeps the same list when leaving a field whose amount is already tidy', () => {
    const store = createOrderStore(catalogue());
    store.typeWeight(weighed.id, '1,5');
    const before = store.getChosen();
    const line = store.getRow(weighed.id).line;

    store.tidyWeight(weighed.id);

    expect(store.getRow(weighed.id).text).toBeNull();
    expect(store.getRow(weighed.id).line).toBe(line);
    expect(store.getChosen()).toBe(before);
  });

  it('gives a new list when a line comes on, changes on or goes off the order', () => {
    const store = createOrderStore(catalogue());
    const empty = store.getChosen();

    store.step(switchable.id, 1);
    const one = store.getChosen();
    expect(one).not.toBe(empty);
    expect(one.map((line) => line.id)).toEqual([switchable.id]);

    store.step(switchable.id, 1);
    const changed = store.getChosen();
    expect(changed).not.toBe(one);
    expect(changed[0]).toBe(store.getRow(switchable.id).line);

    store.remove(switchable.id);
    expect(store.getChosen()).toEqual([]);
  });
});
