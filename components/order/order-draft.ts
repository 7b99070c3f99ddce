import { DRAFT_KEY_PREFIX, serialiseDraft, type OrderDraft } from '@/lib/order/draft';
import { HISTORY_STORAGE_KEY, type PastOrder } from '@/lib/order/history';

// Local storage may be missing or refuse (site data blocked, private mode, full quota): the draft is a
// comfort, never a reason for an error on the page or an order that does not go out.
//
// One draft per tab (its id kept in sessionStorage, which survives a reload of that tab): one tab's
// success never erases another tab's unsent order. A new tab takes over the draft of a tab that went
// away (closed mid-send, say), never that of a tab still open.

export const DRAFT_SAVE_DELAY_MS = 300;
const TAB_ID_KEY = 'bestelling-tab';
// Drafts of tabs long gone are dropped.
const DRAFT_MAX_AGE_MS = 30 * 86_400_000;

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
function randomId() {
  return Math.random().toString(36).slice(2, 10);
}

export function tabId(): string {
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

const ownKey = () => `${DRAFT_KEY_PREFIX}${tabId()}`;

function draftKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

// Most visitors have no draft: only a stored one loads its checker (zod) to read it.
export async function readDraft(now = Date.now()): Promise<OrderDraft | null> {
  const storage = localStore();
  if (!storage) return null;
  try {
    const own = storage.getItem(ownKey());
    const others = draftKeys(storage).filter((key) => key !== ownKey());
    if (!own && others.length === 0) return null;
    const { parseDraft } = await import('@/lib/order/draft-schema');
    if (own) return parseDraft(own);
    let best: { key: string; draft: OrderDraft } | null = null;
    for (const key of others) {
      const draft = parseDraft(storage.getItem(key));
      if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS) {
        storage.removeItem(key);
        continue;
      }
      if (draft.left && (!best || draft.savedAt > best.draft.savedAt)) best = { key, draft };
    }
    if (!best) return null;
    // Moved, not copied: two tabs must never both hold one order in flight.
    storage.removeItem(best.key);
    const draft: OrderDraft = { ...best.draft };
    delete draft.left;
    storage.setItem(ownKey(), serialiseDraft(draft));
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(draft: OrderDraft | null) {
  const storage = localStore();
  if (!storage) return;
  try {
    if (draft) storage.setItem(ownKey(), serialiseDraft(draft));
    else storage.removeItem(ownKey());
  } catch {
    // not stored: the order on screen is unaffected
  }
}

// The tab goes away (closed, reloaded, navigated): its draft may be taken over by a new tab.
function markLeft() {
  const storage = localStore();
  if (!storage) return;
  try {
    const raw = storage.getItem(ownKey());
    if (!raw) return;
    const data = JSON.parse(raw) as Record<string, unknown>;
    storage.setItem(ownKey(), JSON.stringify({ ...data, left: true }));
  } catch {
    // nothing to mark
  }
}

export function isEmptyDraft(draft: Pick<OrderDraft, 'quantities' | 'contact' | 'order'>): boolean {
  return (
    Object.keys(draft.quantities).length === 0 &&
    Object.values(draft.contact).every((value) => value.trim() === '') &&
    !draft.order
  );
}

/** The draft to store, null to remove it, or undefined to leave storage as it is. */
export type DraftBuilder = () => OrderDraft | null | undefined;

/**
 * Trailing-debounced draft writes: `schedule` after every edit writes once edits pause (built then,
 * by the last builder given); `flush` writes a waiting draft now (page hidden or left, component
 * gone); `cancel` drops it.
 */
export function createDraftSaver(delayMs = DRAFT_SAVE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let build: DraftBuilder = () => undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    if (timer === undefined) return;
    cancel();
    const draft = build();
    if (draft !== undefined) writeDraft(draft);
  };
  return {
    schedule(builder: DraftBuilder) {
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
        markLeft();
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

// 'Bestel opnieuw': past orders on this device only. Read lazily (its checker loads only when some are kept).
export async function readHistory(): Promise<PastOrder[]> {
  const storage = localStore();
  const raw = storage?.getItem(HISTORY_STORAGE_KEY);
  if (!raw) return [];
  try {
    const { parseHistory } = await import('@/lib/order/draft-schema');
    return parseHistory(raw);
  } catch {
    return [];
  }
}

export function writeHistory(history: readonly PastOrder[]) {
  try {
    localStore()?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // not kept: only the comfort of 'Bestel opnieuw' is lost
  }
}

/**
 * 'Vergeet mijn gegevens': removes the past orders and every stored draft that holds no order in
 * flight (an order that may still need completing is never thrown away silently).
 */
export function forgetCustomer() {
  const storage = localStore();
  if (!storage) return;
  try {
    storage.removeItem(HISTORY_STORAGE_KEY);
    for (const key of draftKeys(storage)) {
      const raw = storage.getItem(key) ?? '';
      if (!raw.includes('"order":')) storage.removeItem(key);
    }
  } catch {
    // nothing stored
  }
}
