import { render, within, type ByRoleMatcher } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OrderStoreContext, createOrderStore, type OrderStore } from '@/components/order/order-store';
import { catalogue } from '@/lib/order/catalogue';

export { productNamed as product } from '@/__tests__/fixtures/orders';

// jsdom has <dialog> but not its modal methods: enough of them for the components' behaviour.
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = proto.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Escape on a modal dialog: the browser fires a cancelable `cancel` event on it. */
export function pressEscapeOn(dialog: HTMLElement) {
  const event = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(event);
  return event;
}

export function renderWithStore(ui: ReactElement, store: OrderStore = createOrderStore(catalogue())) {
  return { store, ...render(<OrderStoreContext value={store}>{ui}</OrderStoreContext>) };
}

/** The text of each item of a list (or option of a select, term of a description list…), in order. */
export const texts = (list: HTMLElement, role: ByRoleMatcher = 'listitem') =>
  within(list)
    .getAllByRole(role)
    .map((item) => item.textContent);
