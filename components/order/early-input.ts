import type { UseFormReturn } from 'react-hook-form';
import type { OrderFormInput, OrderForm } from '@/lib/order/schema';
import type { OrderStore } from './order-store';

// React's side of early-order-script.ts: replayed through the store's and form's methods, as later actions.

export type FormApi = Omit<UseFormReturn<OrderFormInput, unknown, OrderForm>, 'formState'>;

// In a layout effect once the form took its fields (emptying them): the hydration render must match the HTML.
export function adoptEarlyContact(form: FormApi): boolean {
  const fields = Object.entries(window.__earlyOrder?.fields ?? {});
  for (const [id, [value, start, end]] of fields) {
    const name = id.slice('bestelling-'.length) as keyof OrderFormInput;
    const element = document.getElementById(id) as HTMLInputElement;
    if (form.getValues(name) === value && element.value === value) continue;
    form.setValue(name, value);
    if (document.activeElement === element && start !== null) element.setSelectionRange(start, end);
  }
  return fields.length > 0;
}

/** A submit held by the early script has been acted on (the dialog is open, or the form said why not). */
export const endEarlyWait = () =>
  document.querySelector('[data-early-wait]')?.toggleAttribute('hidden', true);

/** Takes over what the early script kept, once: whether anything changed, and whether it was submitted. */
export function adoptEarlyInput(store: OrderStore, form: FormApi): { edited: boolean; submitted: boolean } {
  const kept = window.__earlyOrder;
  if (!kept) return { edited: false, submitted: false };
  let edited = adoptEarlyContact(form);
  for (const [key, actions] of Object.entries(kept.rows)) {
    const id = Number(key);
    if (!store.product(id)) continue;
    const before = store.getRow(id);
    for (const [kind, argument] of actions) {
      if (kind === 'step') store.step(id, argument);
      else if (kind === 'mode') store.setMode(id, argument);
      else if (kind === 'leave') store.tidyWeight(id);
      else store.type(id, argument);
    }
    edited ||= store.getRow(id) !== before;
  }
  // re-enables what the script disabled and writes each value again (caret kept) for React's change tracking
  kept.finish();
  return { edited, submitted: kept.submitted };
}
