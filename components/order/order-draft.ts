import { DRAFT_STORAGE_KEY, parseDraft, serialiseDraft, type OrderDraft } from '@/lib/order/draft';

// Local storage may be missing or refuse (private mode, full quota): the draft is a comfort, never a
// reason for an error on the page.

export function readDraft(): OrderDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY));
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
