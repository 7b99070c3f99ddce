// Which tab is alive, told by the browser itself (issues 29, 32): a tab holds the Web Lock of the order it
// keeps (and of its tab id) while it lives; a closed, crashed or discarded tab releases it at once, a slow
// or frozen one does not. A held lock also keeps the page out of the back/forward cache: an unfinished order
// never sits frozen there while another tab could send it too.
// A tab without usable Web Locks (none in the browser, or refused: with site data blocked every call
// throws SecurityError, issue 51.1; or a request refused where the query was answered) is alone: it holds
// its own order's lock at once and sends it, and it takes over nothing.

const PREFIX = 'bestelling-v3:lock:';

// A living tab lets go SETTLE_MS after it says so: its last storage writes (an order's key removed) reach
// the other tabs on another path than the lock, and a tab granted the lock first could take the order over
// again (seen once in the browser tests). A closed or crashed tab lets go at once, long after its writes.
const SETTLE_MS = 500;

export type Held = { release: () => void };

// A query is answered at once, except in WebKit while the page it replaces (a reload) lets go of its
// locks: then it waits. Nothing here waits longer than this for one.
const QUERY_MS = 1000;
/** What the lock manager holds; null when it refuses (SecurityError) or keeps this tab waiting. */
const query = (manager: LockManager) =>
  Promise.race([
    manager.query().catch(() => null),
    new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), QUERY_MS)),
  ]);

let usable: Promise<LockManager | null> | undefined;
/** The browser's lock manager, asked once per document whether it may be used; null: this tab is alone. */
function locks(): Promise<LockManager | null> {
  usable ??= (async () => {
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return null;
    // refused: site data blocked; a slow answer is no refusal
    return (await query(navigator.locks)) === null ? null : navigator.locks;
  })();
  return usable;
}

const ALONE: Held = { release: () => undefined };

/**
 * Holds lock `name` until released (ending SETTLE_MS later); null when not granted or `wanted()` says no.
 * `alone`: what a tab without usable locks gets.
 */
async function request(
  name: string,
  options: LockOptions,
  alone: Held | null,
  wanted = () => true,
): Promise<Held | null> {
  const manager = await locks();
  if (!manager) return alone;
  return new Promise((resolve) => {
    manager
      .request(PREFIX + name, options, (lock) => {
        if (!lock || !wanted()) return resolve(null);
        return new Promise<void>((release) =>
          resolve({ release: () => void setTimeout(release, SETTLE_MS) }),
        );
      })
      // refused (SecurityError) where the query was answered: alone, as without usable locks
      .catch((error: unknown) =>
        resolve(['AbortError', 'TimeoutError'].includes(errorName(error)) ? null : alone),
      );
  });
}

const errorName = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.name : '';

// How long a lock no tab holds may take to be granted: a busy device is slow, never a refusal.
const SLOW_GRANT_MS = 20_000;

/** Whether a live tab holds lock `name`; null when the lock manager cannot tell now. */
async function heldByAnyone(name: string): Promise<boolean | null> {
  const manager = await locks();
  const snapshot = manager && (await query(manager));
  if (!snapshot || snapshot === 'waiting') return null;
  return (snapshot.held ?? []).some((lock) => lock.name === PREFIX + name);
}

/** `waitMs`: how long to wait for a tab that still holds it (0: not at all); null: a live tab holds it. */
async function hold(name: string, waitMs: number): Promise<Held | null> {
  if (waitMs === 0) return request(name, { ifAvailable: true }, ALONE);
  const held = await request(name, { signal: AbortSignal.timeout(waitMs) }, ALONE);
  // Not granted in time: a live tab holds it, or the browser was slow to grant it (WebKit on a loaded
  // host: a new order's lock not granted within 2 s, so the order was not sent). Only the first refuses.
  if (held || (await heldByAnyone(name)) !== false) return held;
  return request(name, { signal: AbortSignal.timeout(SLOW_GRANT_MS) }, ALONE);
}

/** The lock of an order this tab keeps; null when a live tab holds it. */
export const holdOrder = (reference: string, waitMs = 0) => hold(`order:${reference}`, waitMs);

/**
 * Waits until the tab that holds `reference` is gone (never, if it stays), then holds its lock when
 * `wanted()` still says so. Stops waiting when `signal` aborts.
 */
export const whenOrderFree = (reference: string, signal: AbortSignal, wanted: () => boolean) =>
  request(`order:${reference}`, { signal }, null, wanted);

/** What live tabs hold of `kind` (this one included); null when this tab cannot tell (no usable locks). */
async function heldNames(kind: 'order' | 'tab'): Promise<string[] | null> {
  const manager = await locks();
  if (!manager) return null;
  const snapshot = await query(manager);
  if (snapshot === 'waiting') return null;
  const { held = [] } = snapshot ?? {};
  const prefix = `${PREFIX}${kind}:`;
  return held.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : []));
}

/** The references whose orders a live tab holds (this one included). */
export const heldOrders = async () => (await heldNames('order')) ?? [];

/**
 * The ids of the tabs alive now, each holding its tab id's lock: the one sign of life for orders and
 * compositions alike; null when this tab cannot tell (then it takes nothing over).
 */
export const liveTabs = () => heldNames('tab');

/**
 * Holds this tab's id for the document's life. False when a live tab holds it: this tab is a duplicate
 * (it copied the session storage) and needs an id of its own. A reload waits a moment for the page it
 * replaces to let go.
 */
export const holdTabId = async (id: string) => (await hold(`tab:${id}`, 1000)) !== null;
