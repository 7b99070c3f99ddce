// Each test its own module on its own lock manager: whether the locks may be used is asked once per document.
const tabLocks = (manager: object) => {
  Object.defineProperty(navigator, 'locks', { value: manager, configurable: true });
  let locks: typeof import('@/lib/device/tab-locks') | undefined;
  jest.isolateModules(() => {
    locks = jest.requireActual<typeof import('@/lib/device/tab-locks')>('@/lib/device/tab-locks');
  });
  return locks!;
};
const answered = () => Promise.resolve({ held: [], pending: [] });

// A tab granted the order's lock must hear of the storage writes made before it was let go.
it('lets go of an order half a second after this tab releases it, not before', async () => {
  jest.useFakeTimers();
  // Web Locks as tab-locks uses them: one holder per name, requests queued, ifAvailable told null at once.
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
  const { holdOrder, whenOrderFree } = tabLocks({ request, query: answered });
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

const refused = () => Promise.reject(new DOMException('The request was denied.', 'SecurityError'));
// Site data blocked: every call throws SecurityError (issue 51.1); a tester's find: only the request refused.
it.each([
  ['refuses Web Locks', refused],
  ['answers the query but refuses the request', answered],
])('holds its own order and waits for no other when the browser %s', async (_, query) => {
  const { holdOrder, holdTabId, heldOrders, whenOrderFree } = tabLocks({ request: refused, query });
  expect(await holdOrder('DL-1')).not.toBeNull();
  expect(await holdOrder('DL-1', 2000)).not.toBeNull();
  expect(await holdTabId('tab-1')).toBe(true);
  expect(await heldOrders()).toEqual([]);
  expect(await whenOrderFree('DL-2', new AbortController().signal, () => true)).toBeNull();
});

// A busy browser may grant a free lock late (WebKit on a loaded host: over 2 s): no refusal.
it('a slow grant of a lock no tab holds is waited for; one another tab holds is refused', async () => {
  jest.useFakeTimers();
  const held: { name: string }[] = [];
  const request = (
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: object | null) => Promise<void> | void,
  ) =>
    new Promise<void>((resolve, reject) => {
      const grant = setTimeout(() => resolve(callback({ name })), 3000);
      options.signal?.addEventListener('abort', () => {
        clearTimeout(grant);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  const query = () => Promise.resolve({ held, pending: [] });
  const { holdOrder } = tabLocks({ request, query });
  const slow = holdOrder('DL-1', 2000);
  await jest.advanceTimersByTimeAsync(6000);
  expect(await slow).not.toBeNull();
  held.push({ name: 'bestelling-v3:lock:order:DL-2' });
  const taken = holdOrder('DL-2', 2000);
  await jest.advanceTimersByTimeAsync(2000);
  expect(await taken).toBeNull();
});
