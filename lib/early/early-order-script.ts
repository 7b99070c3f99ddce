// Inlined by early-order.tsx until React adopts the form (early-input.ts); runs on import: import types only.
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from '@/lib/order/form-rules';
import { MAILTO_MAX_LENGTH, mailtoWithin } from '@/lib/order/mailto';
import { formatKg, nextAmount, readAmount, withoutUnit } from '@/lib/order/quantity';
import { toStored } from '@/lib/order/stored-format';
import { CONCEPT_KEY_PREFIX, TAB_ID_KEY, newTabId } from '@/lib/device/storage-keys';
import { followHeight } from '@/lib/early/sticky-top';

/** How long a submit waits for the framework before the page says it cannot send. */
const STUCK_AFTER_MS = 10_000;
const CONTACT_SIZES: Record<string, number> = {
  naam: NAAM_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  telefoon: 40,
  bericht: BERICHT_MAX_LENGTH,
};

/** One recorded action on a row, in the order made: the store's method and its argument. */
type EarlyRowAction = ['type', string] | ['step', 1 | -1] | ['mode', boolean] | ['leave'];

/** What the script keeps for React (window.__earlyOrder, until React calls `finish`). */
type EarlyOrder = {
  rows: Record<string, EarlyRowAction[]>;
  /** Contact fields by id: the value and the selection at the last input. */
  fields: Record<string, [string, number | null, number | null]>;
  submitted: boolean;
  /** Called by React once it has adopted the rest: the script stops (a held submit's wait message stays). */
  finish: () => void;
};

declare global {
  interface Window {
    __earlyOrder?: EarlyOrder;
  }
}

const fieldOf = (row: Element) => row.querySelector('input') as HTMLInputElement;
// The row's data attributes (product-row.tsx), never its Dutch labels: a wording change breaks nothing here.
const perPieceOf = (row: Element) => row.querySelector('[data-unit]')?.getAttribute('data-unit') === 'st.';
const nameOf = (row: Element) => row.querySelector('[data-name]')?.textContent?.trim() ?? '';
const mark = (el: Element | null, name: string, on: boolean) =>
  on ? el?.setAttribute(name, 'true') : el?.removeAttribute(name);
const show = (el: Element | null | undefined, on: boolean) => el?.toggleAttribute('hidden', !on);
// Looked up when needed: the messages come after the form, not yet parsed when the script starts.
const message = (name: 'wait' | 'stuck') => document.querySelector<HTMLElement>(`[data-early-${name}]`);
/** The field's text after a step (null: the step does nothing), by the store's rules. */
function stepped(row: Element, text: string, direction: 1 | -1): string | null {
  const perPiece = perPieceOf(row);
  const weights = (row.getAttribute('data-weights') ?? '').split(' ').filter(Boolean).map(Number);
  const next = nextAmount(readAmount(text, perPiece).amount, perPiece, weights, direction);
  return next === null ? null : perPiece ? String(next) : formatKg(next);
}

/** Records an action for the store; previewed in values and attributes only (hydration compares text). */
function act(rows: EarlyOrder['rows'], row: Element, action: EarlyRowAction) {
  const id = row.getAttribute('data-product')!;
  const field = fieldOf(row);
  if (action[0] === 'leave' && !rows[id]) return;
  const list = (rows[id] ??= field.value === field.defaultValue ? [] : [['type', field.value]]);
  const last = list.at(-1);
  if (action[0] === 'type' && last?.[0] === 'type') last[1] = action[1];
  else list.push(action);
  if (action[0] === 'mode') {
    const [naam, toPerPiece] = [nameOf(row), action[1]];
    field.setAttribute('aria-label', naam + (toPerPiece ? ' in stuks' : ' in kg'));
    field.setAttribute('inputmode', toPerPiece ? 'numeric' : 'decimal');
    const toggle = row.querySelector('button[data-toggle]');
    toggle?.setAttribute('aria-label', (toPerPiece ? 'Per kg: ' : 'Per stuk: ') + naam);
    for (const span of toggle?.querySelectorAll(':scope > span') ?? []) span.toggleAttribute('hidden');
    row.querySelector('[data-unit]')?.setAttribute('data-unit', toPerPiece ? 'st.' : 'kg');
  }
  const value =
    action[0] === 'mode' ? '0' : action[0] === 'step' ? stepped(row, field.value, action[1]) : null;
  if (value === null) return;
  const atZero = stepped(row, value, -1) === null;
  field.value = value;
  mark(row.querySelector('button[data-step="-1"]'), 'aria-disabled', atZero);
  mark(row.querySelector('button[data-step="1"]'), 'aria-disabled', stepped(row, value, 1) === null);
  mark(row, 'data-chosen', !atZero);
}

/** Keeps `concept` as this tab's composition, in the page's format (stored-format.ts); false if refused. */
function keepConcept(concept: object) {
  try {
    const tab = sessionStorage.getItem(TAB_ID_KEY) ?? newTabId();
    sessionStorage.setItem(TAB_ID_KEY, tab);
    localStorage.setItem(CONCEPT_KEY_PREFIX + tab, toStored(concept));
    return true;
  } catch {
    return false;
  }
}

/** When the framework never comes: what was typed kept, put in a mail, and the page saying it cannot send. */
function giveUp(rows: EarlyOrder['rows'], fieldset: HTMLFieldSetElement) {
  const contact: Record<string, string> = {};
  for (const [name, size] of Object.entries(CONTACT_SIZES))
    contact[name] =
      document.querySelector<HTMLInputElement>(`#bestelling-${name}`)?.value.slice(0, size) ?? '';
  const quantities: Record<string, unknown> = {};
  const body = ['Mijn bestelling (de bestelpagina kon ze niet versturen):', `Naam: ${contact.naam}`];
  body.push(`E-mail: ${contact.email}`, `Telefoon: ${contact.telefoon}`, 'Afhalen op (dag en uur): ');
  body.push('Producten:');
  for (const id of Object.keys(rows)) {
    const row = fieldset.querySelector(`li[data-product="${id}"]`);
    const value = row ? fieldOf(row).value.trim() : '';
    if (!row || value === '0' || value === '') continue;
    const perPiece = perPieceOf(row);
    // The shop reads what was typed; the composition keeps only what the page would accept.
    body.push(`- ${nameOf(row)}: ${withoutUnit(value, perPiece)}${perPiece ? ' st.' : ' kg'}`);
    const { amount } = readAmount(value, perPiece);
    if (amount > 0)
      quantities[id] = perPiece
        ? { isPerPiece: true, aantalStuks: amount, kg: 0 }
        : { isPerPiece: false, aantalStuks: 0, kg: amount };
  }
  if (contact.bericht) body.push(`Bericht: ${contact.bericht}`);
  const help = message('stuck');
  const kept = keepConcept({ quantities, contact, savedAt: Date.now() });
  show(help?.querySelector<HTMLElement>('[data-early-kept]'), kept);
  const link = help?.querySelector('a[href^="mailto:"]');
  if (link) {
    const to = (link.getAttribute('href') ?? '').slice(7).split('?')[0]!;
    const subject = `Bestelling via de website – ${contact.naam}`;
    const cut =
      'Niet alles past in deze mail: de rest staat nog op de bestelpagina, op het toestel waarop ik bestelde.';
    link.setAttribute('href', mailtoWithin(to, subject, body, cut, MAILTO_MAX_LENGTH));
  }
  show(message('wait'), false);
  show(help, true);
}

// Holds data-until-live controls off as parsed (observers run before paint); aside's top: a rule, not style=.
function holdUntilLive(fieldset: HTMLFieldSetElement) {
  const held = new Set<HTMLInputElement>();
  const rule = document.head.appendChild(document.createElement('style'));
  let unfollow: (() => void) | undefined;
  const hold = () => {
    for (const control of fieldset.querySelectorAll<HTMLInputElement>('[data-until-live]'))
      if (!held.has(control)) {
        held.add(control);
        control.disabled = true;
      }
    const aside = fieldset.querySelector('aside');
    if (aside && !unfollow)
      unfollow = followHeight(aside, (top) => (rule.textContent = `aside[class]{top:${top}}`));
  };
  const watch = new MutationObserver(hold);
  watch.observe(fieldset, { childList: true, subtree: true });
  hold();
  return () => {
    watch.disconnect();
    unfollow?.();
    for (const control of held) control.disabled = false;
  };
}

function start(fieldset: HTMLFieldSetElement) {
  const listening = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    listening.abort();
    delete window.__earlyOrder;
    for (const field of fieldset.querySelectorAll<HTMLInputElement>('input, textarea'))
      field.value = field.value;
    release();
    clearTimeout(timer);
    show(message('wait'), state.submitted);
    show(message('stuck'), false);
  };
  const state: EarlyOrder = { rows: {}, fields: {}, submitted: false, finish };
  window.__earlyOrder = state;
  const own = (event: Event, selector: string) => {
    const el = event.target instanceof Element ? event.target.closest(selector) : null;
    return el && fieldset.contains(el) ? el : null;
  };
  const amountRow = (event: Event) => own(event, 'li[data-product] input')?.closest('li[data-product]');
  // Capture phase on window, and each handler stops the event it acts on: no action counts twice.
  const listen = (type: string, handle: (event: Event) => void) =>
    addEventListener(type, handle, { capture: true, signal: listening.signal });
  const keep = (event: Event) => {
    const field = own(event, 'fieldset form input, fieldset form textarea') as HTMLInputElement | null;
    if (field?.id) state.fields[field.id] = [field.value, field.selectionStart, field.selectionEnd];
    return field;
  };
  for (const type of ['keyup', 'pointerup']) listen(type, keep);
  listen('input', (event) => {
    const row = amountRow(event);
    if (row) act(state.rows, row, ['type', fieldOf(row).value]);
    if (row || keep(event)) event.stopPropagation();
  });
  listen('click', (event) => {
    const button = own(event, 'li[data-product] button[data-step], li[data-product] button[data-toggle]');
    if (!button) return;
    event.stopPropagation();
    const row = button.closest('li[data-product]')!;
    if (button.hasAttribute('data-toggle')) act(state.rows, row, ['mode', !perPieceOf(row)]);
    else act(state.rows, row, ['step', button.getAttribute('data-step') === '1' ? 1 : -1]);
  });
  listen('keydown', (event) => {
    const row = amountRow(event);
    const key = (event as KeyboardEvent).key;
    if (!row || (key !== 'ArrowUp' && key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    act(state.rows, row, ['step', key === 'ArrowUp' ? 1 : -1]);
  });
  listen('focusin', (event) => (own(event, 'li[data-product] input') as HTMLInputElement | null)?.select());
  listen('focusout', (event) => {
    const row = amountRow(event);
    if (row) act(state.rows, row, ['leave']);
  });
  listen('submit', (event) => {
    if (!own(event, 'form')) return;
    event.preventDefault();
    event.stopPropagation();
    state.submitted = true;
    if (message('stuck')?.hidden === false) return giveUp(state.rows, fieldset);
    show(message('wait'), true);
    timer ??= setTimeout(() => giveUp(state.rows, fieldset), STUCK_AFTER_MS);
  });
  const release = holdUntilLive(fieldset);
  fieldset.disabled = false;
}

const fieldset = document.currentScript?.closest('fieldset');
if (fieldset?.disabled && !window.__earlyOrder) start(fieldset);
