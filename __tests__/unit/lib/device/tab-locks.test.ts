import { holdOrder, whenOrderFree } from '@/lib/device/tab-locks';

// Web Locks as tab-locks uses them: one holder per name, the others queue (or give up: ifAvailable, abort).
function installLocks() {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const request = (
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: object | null) => Promise<void> | void,
  ) =>
    new Promise<void>((done, fail) => {
      const grant = () => {
        held.add(name);
        void Promise.resolve(callback({ name })).finally(() => {
          grantNext(name);
          done();
        });
      };
      if (!held.has(name)) return grant();
      if (options.ifAvailable) return void Promise.resolve(callback(null)).then(() => done());
      queues.set(name, [...(queues.get(name) ?? []), grant]);
      options.signal?.addEventListener('abort', () => fail(options.signal?.reason));
    });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  installLocks();
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
});

// A tab granted the order's lock must hear of the storage writes made before it was let go.
it('lets go of an order half a second after this tab releases it, not before', async () => {
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
