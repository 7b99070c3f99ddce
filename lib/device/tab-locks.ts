// Which tab is alive, told by the browser itself (issues 29, 32): a tab holds the Web Lock of the
// order it keeps (and of its tab id) as long as it lives; a closed, crashed or discarded tab releases
// it at once, a slow, frozen or paused tab does not. No timer and no storage write says "alive".
//
// A held lock keeps the page out of the back/forward cache (the browser releases it on leaving, so a
// returning page loads anew and finds its order taken over only if another tab took it): an order that
// is not fully sent must never sit frozen in a cache while another tab could send it too. Pages without
// an unfinished order hold no lock and keep the cache.
//
// Browsers without Web Locks (before 2022) take over no order: each keeps its own, and the dialog still
// asks about another tab's.

const PREFIX = 'bestelling-v3:lock:';

// A living tab lets go of a lock a moment after it says so. Its last storage writes (the order's key
// removed after 'Vergeet mijn gegevens' or a finished send) reach the other tabs on another path than
// the lock: a tab granted the lock before it heard of them could read the order as it was and take it
// over again (seen once in the browser tests: an erased order back in storage). A closed or crashed tab
// lets go at once, long after its writes.
const SETTLE_MS = 500;

/** Resolves `granted` with a hold that ends SETTLE_MS after its release, and keeps the lock till then. */
const holding = (granted: (held: Held) => void) =>
  new Promise<void>((release) => granted({ release: () => void setTimeout(release, SETTLE_MS) }));

export type Held = { release: () => void };

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/**
 * Holds the lock `name` until released; `waitMs`: how long to wait for a tab that still holds it (0:
 * not at all). Null when another live tab holds it. `granted` runs first, while the lock is held: what
 * it returns false for is released again.
 */
function hold(name: string, waitMs: number, granted: () => boolean = () => true): Promise<Held | null> {
  const manager = locks();
  if (!manager) return Promise.resolve(null);
  return new Promise((resolve) => {
    const options: LockOptions = waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true };
    manager
      .request(PREFIX + name, options, (lock) => {
        if (!lock || !granted()) return resolve(null);
        return holding(resolve);
      })
      .catch(() => resolve(null));
  });
}

/** The lock of an order this tab keeps; null when a live tab holds it. */
export const holdOrder = (reference: string, waitMs = 0) => hold(`order:${reference}`, waitMs);

/**
 * Waits until the tab that holds `reference` is gone (never, if it stays), then holds its lock when
 * `wanted()` still says so. Stops waiting when `signal` aborts.
 */
export function whenOrderFree(
  reference: string,
  signal: AbortSignal,
  wanted: () => boolean,
): Promise<Held | null> {
  const manager = locks();
  if (!manager) return Promise.resolve(null);
  return new Promise((resolve) => {
    manager
      .request(`${PREFIX}order:${reference}`, { signal }, () => {
        if (!wanted()) return resolve(null);
        return holding(resolve);
      })
      .catch(() => resolve(null));
  });
}

/** The references whose orders a live tab holds (this one included). */
export async function heldOrders(): Promise<Set<string>> {
  const manager = locks();
  if (!manager) return new Set();
  const { held = [] } = await manager.query();
  const prefix = `${PREFIX}order:`;
  return new Set(
    held.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : [])),
  );
}

/**
 * Holds this tab's id for the document's life. False when a live tab holds it: this tab is a duplicate
 * (it copied the session storage) and needs an id of its own. A reload waits a moment for the page it
 * replaces to let go.
 */
export async function holdTabId(id: string): Promise<boolean> {
  if (!locks()) return true;
  return (await hold(`tab:${id}`, 1000)) !== null;
}
