import { DRAFT_STORAGE_KEY, serialiseDraft, type OrderDraft } from '@/lib/order/draft';

// Local storage may be missing or refuse (private mode, full quota): the draft is a comfort, never a
// reason for an error on the page.

export const DRAFT_SAVE_DELAY_MS = 300;

// Most visitors have no draft: only a stored one loads its checker (zod) to read it.
export async function readDraft(): Promise<OrderDraft | null> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { parseDraft } = await import('@/lib/order/draft-schema');
    return parseDraft(raw);
  } catch {
    return null;
  }
}

export function writeDraft(draft: OrderDraft | null) {
  try {
    if (draft) window.localStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(draft));
    else window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // not stored: the order on screen is unaffected
  }
}

export function isEmptyDraft(draft: OrderDraft): boolean {
  return (
    Object.keys(draft.quantities).length === 0 &&
    Object.values(draft.contact).every((value) => value.trim() === '') &&
    !draft.pending
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
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', flush);
        document.removeEventListener('visibilitychange', onVisibility);
        flush();
      };
    },
  };
}
