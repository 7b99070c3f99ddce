import {
  CONCEPT_KEY_PREFIX,
  CONCEPT_MAX_AGE_HOURS,
  HISTORY_KEY,
  ORDER_KEY_PREFIX,
  ORDER_SLACK_DAYS,
  REMEMBER_KEY,
  STORAGE_PREFIX,
  TAB_ID_KEY,
} from '@/lib/order/storage-keys';
import { formatKg } from '@/lib/order/quantity';
import type { Concept, KeptOrder, OrderRecord, PastOrder } from '@/lib/order/stored';

const CONCEPT_SAVE_DELAY_MS = 300;

// The one module that reads and writes what this device keeps of orders (local storage). Everything
// read is parsed (lib/order/stored.ts, loaded only when something is stored); a write that fails says
// so (storage blocked or full), so the page can warn that the order must not be left.
//
// - An order in flight or unfinished is kept under its reference, with the tab that sends it and a
//   heartbeat: a tab that is gone (closed, crashed, killed by the phone) stops beating, and the next tab
//   finds the order and offers it. It is kept until it is settled, dismissed or its pick-up day is over.
// - The order being composed is kept per tab (the tab's id lives in sessionStorage, which survives a
//   reload), for a day at most once its tab is gone: enough for an accidental close, short on a shared
//   computer.
// - 'Bestel opnieuw' keeps the last orders only when the customer asked for it.

const PREFIX = STORAGE_PREFIX;
const ORDER_PREFIX = ORDER_KEY_PREFIX;
const CONCEPT_PREFIX = CONCEPT_KEY_PREFIX;
const FORGET_KEY = `${PREFIX}vergeten`;
/** Keys of earlier versions: never read again, removed so no personal data stays behind. */
const OLD_PREFIXES = ['bestelling-concept-v1', 'bestelling-concept-v2:'];

export const HEARTBEAT_MS = 2_000;
/** A tab that has not beaten for this long is gone. */
const ORPHAN_AFTER_MS = 6_000;
const CONCEPT_MAX_AGE_MS = CONCEPT_MAX_AGE_HOURS * 3_600_000;
const ORDER_MAX_AGE_MS = 35 * 86_400_000;
const ORDER_SLACK_MS = ORDER_SLACK_DAYS * 86_400_000;

function localStore(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(TAB_ID_KEY);
    return storage;
  } catch {
    return null;
  }
}

let fallbackTabId: string | undefined;
const randomId = () => Math.random().toString(36).slice(2, 10);

function tabId(): string {
  try {
    let id = window.sessionStorage.getItem(TAB_ID_KEY);
    if (!id) {
      id = randomId();
      window.sessionStorage.setItem(TAB_ID_KEY, id);
    }
    return id;
  } catch {
    fallbackTabId ??= randomId();
    return fallbackTabId;
  }
}

function keys(storage: Storage, prefix: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) found.push(key);
  }
  return found;
}

/** Writes or removes; false when the device refused (blocked, full). */
function put(key: string, value: string | null): boolean {
  const storage = localStore();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

const loadParsers = () => import('@/lib/order/stored');

// Every weight is also written as the Dutch text the previous version of the page kept (`gewicht`):
// a tab still open on that version can read each entry, so it never deletes one as unreadable (it
// removes what it cannot read). This version reads the number (`kg`).
function stringify(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && typeof (field as { kg?: unknown }).kg === 'number'
      ? { ...field, gewicht: formatKg((field as { kg: number }).kg) }
      : field,
  );
}

/** Every kept order, parsed; unreadable or outdated entries are removed. */
async function keptOrders(now: number): Promise<{ key: string; kept: KeptOrder }[]> {
  const storage = localStore();
  if (!storage) return [];
  const orderKeys = keys(storage, ORDER_PREFIX);
  if (orderKeys.length === 0) return [];
  const { parseKeptOrder } = await loadParsers();
  return orderKeys.flatMap((key) => {
    const kept = parseKeptOrder(storage.getItem(key));
    if (!kept || pickupLongGone(kept.order.dag, now) || now - kept.heartbeat > ORDER_MAX_AGE_MS) {
      put(key, null);
      return [];
    }
    return [{ key, kept }];
  });
}

// Over: its pick-up day is a week gone (a week of slack: the device's clock may be wrong).
function pickupLongGone(dag: string, now: number): boolean {
  const day = Date.parse(`${dag}T00:00:00Z`);
  return Number.isFinite(day) && day + ORDER_SLACK_MS < now;
}

export function writeOrder(order: OrderRecord, now = Date.now()): boolean {
  const kept: KeptOrder = { order, owner: tabId(), heartbeat: now };
  return put(`${ORDER_PREFIX}${order.reference}`, stringify(kept));
}

// The tab that holds a kept order (a quick look; the whole entry is parsed when it is used).
function ownerOf(key: string): string | null {
  try {
    const data = JSON.parse(localStore()?.getItem(key) ?? 'null') as { owner?: unknown } | null;
    return typeof data?.owner === 'string' ? data.owner : null;
  } catch {
    return null;
  }
}

/** Removes an order this tab holds (never one another tab has taken over). */
export function removeOrder(reference: string): boolean {
  const key = `${ORDER_PREFIX}${reference}`;
  const owner = ownerOf(key);
  return owner !== null && owner !== tabId() ? true : put(key, null);
}

/** This tab's own order (kept before a reload of this tab), if any. */
export async function readOwnOrder(now = Date.now()): Promise<OrderRecord | null> {
  const own = (await keptOrders(now)).filter(({ kept }) => kept.owner === tabId());
  return newest(own)?.order ?? null;
}

function newest(list: { kept: KeptOrder }[]): KeptOrder | null {
  return list.reduce<KeptOrder | null>(
    (best, { kept }) => (!best || kept.heartbeat > best.heartbeat ? kept : best),
    null,
  );
}

/**
 * An unfinished order of a tab that is gone, taken over by this tab: moved, not copied, since two tabs
 * must never both send one order. Gone: its tab said it left, or does not answer `alive` (null: this
 * browser cannot ask, and then a heartbeat older than ORPHAN_AFTER_MS decides).
 */
export async function takeOverOrphan(
  now: number,
  alive: (reference: string) => Promise<boolean | null>,
): Promise<OrderRecord | null> {
  const others = (await keptOrders(now))
    .filter(({ kept }) => kept.owner !== tabId())
    .sort((a, b) => b.kept.heartbeat - a.kept.heartbeat);
  for (const { key, kept } of others) {
    if (!kept.left) {
      const answered = await alive(kept.order.reference);
      if (answered === true || (answered === null && now - kept.heartbeat <= ORPHAN_AFTER_MS)) continue;
    }
    // Another new tab may have been quicker.
    if (ownerOf(key) !== kept.owner) continue;
    writeOrder(kept.order, now);
    return kept.order;
  }
  return null;
}

/** The newest unfinished order another open tab holds (for the dialog's question). */
export async function otherTabsOrder(now = Date.now()): Promise<OrderRecord | null> {
  return newest((await keptOrders(now)).filter(({ kept }) => kept.owner !== tabId()))?.order ?? null;
}

/** Whether another tab took `reference` over (this tab must let it go). */
export function ownedElsewhere(reference: string): boolean {
  const owner = ownerOf(`${ORDER_PREFIX}${reference}`);
  return owner !== null && owner !== tabId();
}

/** The tab goes away, or lets an order go: a later tab may take it (and this tab's composition) over. */
export function markLeft(reference: string | null) {
  const storage = localStore();
  if (!storage) return;
  const mark = (key: string, mineOnly: boolean) => {
    try {
      const raw = storage.getItem(key);
      if (!raw) return;
      if (mineOnly && ownerOf(key) !== tabId()) return;
      storage.setItem(key, JSON.stringify({ ...(JSON.parse(raw) as object), left: true }));
    } catch {
      // nothing to mark
    }
  };
  if (reference) mark(`${ORDER_PREFIX}${reference}`, true);
  mark(`${CONCEPT_PREFIX}${tabId()}`, false);
}

const OLD_STATUS: Record<string, string> = { 'failed-known': 'refused', 'outcome-unknown': 'unknown' };

/**
 * An order in flight kept by the previous version of the page (one draft per tab) becomes an order
 * of this one, left by its tab, so the next look for orphans offers it; then the old keys go.
 */
export async function upgradeOldOrders() {
  const storage = localStore();
  if (!storage) return;
  const oldKeys = OLD_PREFIXES.flatMap((prefix) => keys(storage, prefix));
  if (oldKeys.length === 0) return;
  const { parseKeptOrder } = await loadParsers();
  for (const key of oldKeys) {
    try {
      const draft = JSON.parse(storage.getItem(key) ?? 'null') as {
        order?: { mails?: Record<string, { status: string; roundAttempts?: number }> } & Record<
          string,
          unknown
        >;
        savedAt?: number;
      } | null;
      const old = draft?.order;
      if (old?.mails) {
        const mails = Object.fromEntries(
          Object.entries(old.mails).map(([kind, { roundAttempts: _, ...mail }]) => [
            kind,
            { ...mail, status: OLD_STATUS[mail.status] ?? mail.status, attempts: 0 },
          ]),
        );
        const { website: _website, ...contact } = (old.contact ?? {}) as Record<string, unknown>;
        const placedAt = new Date(draft?.savedAt ?? Date.now()).toISOString();
        const raw = JSON.stringify({
          order: { ...old, contact, mails, placedAt },
          owner: '',
          heartbeat: 0,
          left: true,
        });
        const kept = parseKeptOrder(raw);
        if (kept)
          put(`${ORDER_PREFIX}${kept.order.reference}`, stringify({ ...kept, heartbeat: Date.now() }));
      }
    } catch {
      // unreadable: nothing to keep
    }
    put(key, null);
  }
}

/** The composition of this tab, or of a tab that went away less than a day ago (taken over). */
export async function readConcept(now = Date.now()): Promise<Concept | null> {
  const storage = localStore();
  if (!storage) return null;
  const own = `${CONCEPT_PREFIX}${tabId()}`;
  const conceptKeys = keys(storage, CONCEPT_PREFIX);
  if (conceptKeys.length === 0) return null;
  const { parseConcept } = await loadParsers();
  const ownConcept = parseConcept(storage.getItem(own));
  let best: { key: string; concept: Concept } | null = null;
  for (const key of conceptKeys.filter((key) => key !== own)) {
    const concept = parseConcept(storage.getItem(key));
    if (!concept || now - concept.savedAt > CONCEPT_MAX_AGE_MS) {
      put(key, null);
      continue;
    }
    if (concept.left && (!best || concept.savedAt > best.concept.savedAt)) best = { key, concept };
  }
  if (ownConcept || !best) return ownConcept;
  put(best.key, null);
  const { left: _left, ...taken } = best.concept;
  put(own, stringify(taken));
  return taken;
}

export const writeConcept = (concept: Concept | null) =>
  put(`${CONCEPT_PREFIX}${tabId()}`, concept && stringify(concept));

export async function readHistory(): Promise<PastOrder[]> {
  const raw = localStore()?.getItem(HISTORY_KEY) ?? null;
  if (!raw) return [];
  const { parseHistory } = await loadParsers();
  return parseHistory(raw);
}

export const writeHistory = (history: readonly PastOrder[]) =>
  put(HISTORY_KEY, history.length > 0 ? stringify(history) : null);

export const readRemember = () => localStore()?.getItem(REMEMBER_KEY) === '1';
export const writeRemember = (on: boolean) => put(REMEMBER_KEY, on ? '1' : null);

/**
 * 'Vergeet mijn gegevens': every key that holds personal data, for every tab (they hear it through the
 * storage event). `keep` is an unfinished order the customer chose to finish first.
 */
export function forgetAll(keep: string | null): boolean {
  const storage = localStore();
  if (!storage) return true;
  let ok = true;
  for (const key of [...keys(storage, PREFIX), HISTORY_KEY, REMEMBER_KEY])
    if (key !== `${ORDER_PREFIX}${keep}`) ok = put(key, null) && ok;
  for (const prefix of OLD_PREFIXES) for (const key of keys(storage, prefix)) put(key, null);
  put(FORGET_KEY, String(Date.now()));
  return ok;
}

/** Another tab forgot everything, or took over an order: `onForget` / `onOrders` are told. */
export function onOtherTabs(handlers: { onForget: () => void; onOrders: () => void }) {
  const listener = (event: StorageEvent) => {
    if (event.key === FORGET_KEY) handlers.onForget();
    else if (event.key === null || event.key.startsWith(ORDER_PREFIX)) handlers.onOrders();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The composition to keep, null to remove it, or undefined to leave storage as it is. */
export type ConceptBuilder = () => Concept | null | undefined;

/**
 * Trailing-debounced composition writes: `schedule` after every edit writes once edits pause (built
 * then, by the last builder given); `flush` writes a waiting one now (page hidden or left, component
 * gone); `cancel` drops it.
 */
export function createConceptSaver(delayMs = CONCEPT_SAVE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let build: ConceptBuilder = () => undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    if (timer === undefined) return;
    cancel();
    const concept = build();
    if (concept !== undefined) writeConcept(concept);
  };
  return {
    schedule(builder: ConceptBuilder) {
      build = builder;
      cancel();
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
    // Flushes when the page is hidden (tab switch, phone locked) or left, and when the listener ends.
    listen() {
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') flush();
      };
      const onPageHide = () => {
        flush();
        markLeft(null);
      };
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
        flush();
      };
    },
  };
}
