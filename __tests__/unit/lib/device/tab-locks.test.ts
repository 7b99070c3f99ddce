import { holdOrder, whenOrderFree } from '@/lib/device/tab-locks';

// A tab granted the order's lock must hear of the storage writes made before it was let go.
it('lets go of an order half a second after this tab releases it, not before', async () => {
  jest.useFakeTimers();
  // Web Locks as tab-locks uses them: one holder per name; a request waits for the one before it (its
  // callback's promise), or is told null at once (ifAvailable) while the name is held or awaited.
  const last = new Map<string, Promise<void>>();
  const request = (
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: object | null) => Promise<void> | void,
  ) => {
    const before = last.get(name);
    if (before && options.ifAvailable) return Promise.resolve(callback(null));
    const turn = (before ?? Promise.resolve()).then(() => callback({ name }));
    last.set(name, turn);
    void turn.then(() => last.get(name) === turn && last.delete(name));
    return turn;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  const mine = await holdOrder('DL-1');
  expect(mine).not.toBeNull();
  let taken = false;
  void whenOrderFree('DL-1', new AbortController().signal, () => true).then(() => (taken = true));

  mine?.release();
  await jest.advanceTimersByTimeAsync(499);
  expect(taken).toBe(false);
  expect(await holdOrder('DL-1')).toBeNull();

  await jest.advanceTimersByTimeAsync(1);
  expect(taken).toBe(true);
});
