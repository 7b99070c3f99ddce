// Which tab is alive, told by the browser itself (issues 29, 32): a tab holds the Web Lock of the order it
// keeps (and of its tab id) while it lives; a closed, crashed or discarded tab releases it at once, a slow
// or frozen one does not. A held lock also keeps the page out of the back/forward cache: an unfinished order
// never sits frozen there while another tab could send it too. Browsers without Web Locks take over nothing.

const PREFIX = 'bestelling-v3:lock:';

// A living tab lets go SETTLE_MS after it says so: its last storage writes (an order's key removed) reach
// the other tabs on another path than the lock, and a tab granted the lock first could take the order over
// again (seen once in the browser tests). A closed or crashed tab lets go at once, long after its writes.
const SETTLE_MS = 500;

export type Held = { release: () => void };

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/** Holds lock `name` until released (ending SETTLE_MS later); null when not granted or `wanted()` says no. */
function request(name: string, options: LockOptions, wanted = () => true): Promise<Held | null> {
  const manager = locks();
  if (!manager) return Promise.resolve(null);
  return new Promise((resolve) => {
    manager
      .request(PREFIX + name, options, (lock) => {
        if (!lock || !wanted()) return resolve(null);
        return new Promise<void>((release) =>
          resolve({ release: () => void setTimeout(release, SETTLE_MS) }),
        );
      })
      .catch(() => resolve(null));
  });
}

/** `waitMs`: how long to wait for a tab that still holds it (0: not at all); null: a live tab holds it. */
const hold = (name: string, waitMs: number) =>
  request(name, waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true });

/** The lock of an order this tab keeps; null when a live tab holds it. */
export const holdOrder = (reference: string, waitMs = 0) => hold(`order:${reference}`, waitMs);

/**
 * Waits until the tab that holds `reference` is gone (never, if it stays), then holds its lock when
 * `wanted()` still says so. Stops waiting when `signal` aborts.
 */
export const whenOrderFree = (reference: string, signal: AbortSignal, wanted: () => boolean) =>
  request(`order:${reference}`, { signal }, wanted);

/** The references whose orders a live tab holds (this one included). */
export async function heldOrders(): Promise<string[]> {
  const { held = [] } = (await locks()?.query()) ?? {};
  const prefix = `${PREFIX}order:`;
  return held.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : []));
}

/**
 * Holds this tab's id for the document's life. False when a live tab holds it: this tab is a duplicate
 * (it copied the session storage) and needs an id of its own. A reload waits a moment for the page it
 * replaces to let go.
 */
export const holdTabId = async (id: string) => !locks() || (await hold(`tab:${id}`, 1000)) !== null;
