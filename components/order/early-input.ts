import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormInput, OrderForm } from '@/lib/order/schema';
import type { EarlyOrder } from './early-order-script';
import type { OrderStore } from './order-store';

// React's side of the early script (early-order-script.ts): what the customer did before the framework
// ran becomes the order through the store's and the form's own methods, so the field, the summary
// and the mail agree exactly as they do for actions made later.

const CONTACT_FIELDS = {
  'bestelling-naam': 'naam',
  'bestelling-email': 'email',
  'bestelling-telefoon': 'telefoon',
  'bestelling-bericht': 'bericht',
} as const satisfies Record<string, keyof OrderFormInput>;

const early = (): EarlyOrder | undefined =>
  typeof window === 'undefined' || window.__earlyOrder?.adopted ? undefined : window.__earlyOrder;

type FormApi = Pick<UseFormReturn<OrderFormInput, unknown, OrderForm>, 'getValues' | 'setValue'>;

/**
 * The contact fields as typed so far, back into the form with their caret. Called in a layout effect
 * right after the form took its fields over (which empties them), before the browser paints; the
 * hydration render itself must show what the server did (the message counter would differ).
 */
export function adoptEarlyContact(form: FormApi): boolean {
  const kept = early();
  let adopted = false;
  for (const [id, name] of Object.entries(CONTACT_FIELDS)) {
    const field = kept?.fields[id];
    const element = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    if (!field || !element) continue;
    adopted = true;
    if (form.getValues(name) === field[0] && element.value === field[0]) continue;
    form.setValue(name, field[0]);
    if (document.activeElement === element && field[1] !== null)
      element.setSelectionRange(field[1], field[2]);
  }
  return adopted;
}

// React's change detection remembers a field's value from hydration; written again (unchanged, so the
// caret stays), the next keystroke is compared with what the field holds now.
function resync(field: HTMLInputElement | HTMLTextAreaElement) {
  const { selectionStart, selectionEnd } = field;
  field.value = field.value;
  if (document.activeElement === field && selectionStart !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
}

function replayRow(store: OrderStore, id: number, actions: EarlyOrder['rows'][string]) {
  for (const action of actions) {
    const row = store.getRow(id);
    switch (action[0]) {
      case 'type': {
        const shown = row.text ?? (row.line.isPerPiece ? String(row.line.aantalStuks) : row.line.gewicht);
        if (action[1] === shown) break;
        if (row.line.isPerPiece) store.typePieces(id, action[1]);
        else store.typeWeight(id, action[1]);
        break;
      }
      case 'step':
        store.step(id, action[1]);
        break;
      case 'mode':
        store.setMode(id, action[1]);
        break;
      case 'leave':
        store.tidyWeight(id);
        break;
    }
  }
}

/**
 * Takes over what the early script kept (once; the script stops acting): the rows' actions replayed
 * through the store, the contact fields into the form with their caret. Returns whether anything was
 * adopted and whether the customer already submitted (to act on once the order model is ready).
 */
export function adoptEarlyInput(store: OrderStore, form: FormApi): { edited: boolean; submitted: boolean } {
  const kept = early();
  if (!kept) return { edited: false, submitted: false };
  let edited = adoptEarlyContact(form);
  kept.adopted = true;
  for (const [key, actions] of Object.entries(kept.rows)) {
    const id = Number(key);
    if (!store.product(id)) continue;
    const before = store.getRow(id);
    replayRow(store, id, actions);
    edited ||= store.getRow(id) !== before;
  }
  for (const element of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'fieldset[data-order] input[data-amount], form[data-order-form] input, form[data-order-form] textarea',
  ))
    resync(element);
  for (const wait of document.querySelectorAll<HTMLElement>('[data-early-wait]')) wait.hidden = true;
  return { edited, submitted: kept.submitted };
}
