import { liveTabs } from './tab-locks';
import * as keys from './storage-keys';
import { takenConcept } from '@/lib/order/order-state';
import { isOld, toStored } from '@/lib/order/stored-format';
import type { Concept, KeptOrder, OrderRecord, PastOrder } from '@/lib/order/stored';

// The only reader and writer of what this device keeps of orders: all read is parsed, a failed write says so.

const FORGET_KEY = `${keys.STORAGE_PREFIX}vergeten`;
const CONCEPT_SAVE_DELAY_MS = 300;
// Keys of the version before last (upgradeOldOrders), read until OLD_FORMATS_UNTIL (stored-format.ts).
const OLD_V2 = 'bestelling-concept-v2:';
const OLD_PREFIXES = ['bestelling-concept-v1', OLD_V2];
const CONCEPT_MAX_AGE_MS = keys.CONCEPT_MAX_AGE_HOURS * 3_600_000;
const ORDER_MAX_AGE_MS = 35 * 86_400_000;
const ORDER_SLACK_MS = keys.ORDER_SLACK_DAYS * 86_400_000;

function localStore(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(keys.TAB_ID_KEY);
    return storage;
  } catch {
    return null;
  }
}

let fallbackTabId: string | undefined;

/** This tab's id; `renew`: it copied another's session storage (a duplicated tab) and takes its own. */
export function tabId(renew = false): string {
  try {
    let id = renew ? null : window.sessionStorage.getItem(keys.TAB_ID_KEY);
    if (!id) {
      id = keys.newTabId();
      window.sessionStorage.setItem(keys.TAB_ID_KEY, id);
    }
    return id;
  } catch {
    if (renew || !fallbackTabId) fallbackTabId = keys.newTabId();
    return fallbackTabId;
  }
}

/** The keys under any of `prefixes` (none when the device refuses storage). */
const keysUnder = (...prefixes: string[]) =>
  Object.keys(localStore() ?? {}).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
const read = (key: string) => localStore()?.getItem(key) ?? null;
const orderKey = (reference: string) => `${keys.ORDER_KEY_PREFIX}${reference}`;
const ownConceptKey = () => `${keys.CONCEPT_KEY_PREFIX}${tabId()}`;

/** Writes or removes; false when the device refused (blocked, full). */
function put(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const loadParsers = () => import('@/lib/order/stored');
type Parser<T> = (parsers: Awaited<ReturnType<typeof loadParsers>>) => (raw: string | null) => T | null;
type Fresh<T> = (value: T, key: string) => boolean;

// Parsed entries under `prefix` that `fresh` keeps: unreadable or stale ones go, old formats are rewritten.
async function entries<T extends object>(prefix: string, parser: Parser<T>, fresh: Fresh<T>) {
  const found = keysUnder(prefix);
  if (found.length === 0) return [];
  const parse = parser(await loadParsers());
  return found.flatMap((key) => {
    const raw = read(key);
    const value = parse(raw);
    if (!value || !fresh(value, key)) {
      put(key, null);
      return [];
    }
    if (raw && isOld(raw)) put(key, toStored(value));
    return [{ key, value }];
  });
}

/** Every kept order, newest first. */
export async function keptOrders(now = Date.now()): Promise<KeptOrder[]> {
  // Over: its pick-up day is a week gone (a week of slack: the device's clock may be wrong).
  const fresh = ({ order, writtenAt }: KeptOrder) =>
    !(Date.parse(`${order.dag}T00:00:00Z`) + ORDER_SLACK_MS < now) && now - writtenAt <= ORDER_MAX_AGE_MS;
  const found = await entries(keys.ORDER_KEY_PREFIX, (parsers) => parsers.parseKeptOrder, fresh);
  return found.map(({ value }) => value).sort((a, b) => b.writtenAt - a.writtenAt);
}

export const keptOrder = async (reference: string) =>
  (await keptOrders()).find((entry) => entry.order.reference === reference) ?? null;

const keep = (kept: KeptOrder) => put(orderKey(kept.order.reference), toStored(kept));
// A refused write (full) removes the older copy, which a later tab would read as never sent, and tries again.
export function writeOrder(order: OrderRecord, now = Date.now()) {
  const kept = { order, owner: tabId(), writtenAt: now };
  return keep(kept) || (removeOrder(order.reference) && keep(kept));
}

/** Removes a kept order (only the tab that holds its lock calls this). */
export const removeOrder = (reference: string) => put(orderKey(reference), null);

/** The newest unfinished order this device keeps (asked by a tab that keeps none: another tab's). */
export const otherTabsOrder = async (): Promise<OrderRecord | null> => (await keptOrders())[0]?.order ?? null;

// Old keys read as this version's (old-orders.ts, loaded only then); run twice at once, the second finds none.
export async function upgradeOldOrders() {
  const oldKeys = keysUnder(...OLD_PREFIXES);
  if (oldKeys.length === 0) return;
  const [{ upgradeDrafts }, parsers] = await Promise.all([import('./old-orders'), loadParsers()]);
  upgradeDrafts(oldKeys, OLD_V2, { read, put, keep, tabId, parsers });
}

// This tab's composition, or one of a tab gone (its tab id's lock let go) less than a day ago, taken over.
export async function readConcept(now = Date.now()): Promise<Concept | null> {
  await upgradeOldOrders();
  const own = ownConceptKey();
  const fresh = (concept: Concept, key: string) => key === own || now - concept.savedAt <= CONCEPT_MAX_AGE_MS;
  const [found, live] = await Promise.all([
    entries(keys.CONCEPT_KEY_PREFIX, (parsers) => parsers.parseConcept, fresh),
    liveTabs(),
  ]);
  const gone = (key: string) =>
    live !== null && key !== own && !live.includes(key.slice(keys.CONCEPT_KEY_PREFIX.length));
  const [best] = found.filter(({ key }) => gone(key)).sort((a, b) => b.value.savedAt - a.value.savedAt);
  const mine = found.find(({ key }) => key === own);
  if (mine || !best) return mine?.value ?? null;
  put(best.key, null);
  const taken = takenConcept(best.value);
  put(own, toStored(taken));
  return taken;
}

export const writeConcept = (concept: Concept | null) => put(ownConceptKey(), concept && toStored(concept));

export const writeHistory = (history: readonly PastOrder[]) =>
  put(keys.HISTORY_KEY, history.length > 0 ? toStored({ orders: history }) : null);

/** The sent orders kept for 'Bestel opnieuw' (one of an earlier format is written again in this one). */
export async function readHistory(): Promise<PastOrder[]> {
  const raw = read(keys.HISTORY_KEY);
  if (!raw) return [];
  const history = (await loadParsers()).parseHistory(raw);
  if (isOld(raw)) writeHistory(history);
  return history;
}

/** When this device last sent an order (the page clock's ISO time), or null. */
export const readLastSent = () => read(keys.LAST_SENT_KEY);
export const writeLastSent = (at: string) => put(keys.LAST_SENT_KEY, at);
export const readRemember = () => read(keys.REMEMBER_KEY) === '1';
export const writeRemember = (on: boolean) => put(keys.REMEMBER_KEY, on ? '1' : null);

// 'Vergeet mijn gegevens': every key with personal data, heard by all tabs; `keep`: orders to finish or held.
export function forgetAll(keep: readonly string[]) {
  const kept = new Set(keep.map(orderKey));
  for (const key of [...keysUnder(keys.STORAGE_PREFIX, ...OLD_PREFIXES), keys.HISTORY_KEY, keys.REMEMBER_KEY])
    if (!kept.has(key)) put(key, null);
  put(FORGET_KEY, String(Date.now()));
}

/** Another tab forgot everything, changed 'Onthoud', or kept a new order: the handler is told. */
export function onOtherTabs(handlers: Record<'onForget' | 'onRemember' | 'onNewOrder', () => void>) {
  const listener = (event: StorageEvent) => {
    if (event.key === FORGET_KEY) handlers.onForget();
    else if (event.key === keys.REMEMBER_KEY) handlers.onRemember();
    else if (event.key?.startsWith(keys.ORDER_KEY_PREFIX) && event.oldValue === null) handlers.onNewOrder();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Composition writes once edits pause, built then by the last builder (undefined: storage stays as is). */
export function createConceptSaver() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let build: (() => Concept | null | undefined) | undefined;
  const cancel = () => {
    clearTimeout(timer);
    build = undefined;
  };
  const flush = () => {
    const pending = build;
    cancel();
    const concept = pending?.();
    if (concept !== undefined) writeConcept(concept);
  };
  return {
    schedule(builder: () => Concept | null | undefined) {
      cancel();
      build = builder;
      timer = setTimeout(flush, CONCEPT_SAVE_DELAY_MS);
    },
    cancel,
    // Flushes when the page is hidden (tab switch, phone locked) or left, and when the listener ends.
    listen() {
      const listening = new AbortController();
      const onVisibility = () => document.visibilityState === 'hidden' && flush();
      document.addEventListener('visibilitychange', onVisibility, { signal: listening.signal });
      window.addEventListener('pagehide', flush, { signal: listening.signal });
      return () => {
        listening.abort();
        flush();
      };
    },
  };
}
