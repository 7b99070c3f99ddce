// The order page works from its first paint (issue 18). This inline script runs as soon as the form
// is parsed, long before the framework: it switches the form on and, with one listener per kind of
// event on window (capture: before React's own listeners on the document), keeps what the customer
// does until React adopts it (components/order/early-input.ts):
//   - typed amounts and contact fields: typed natively, recorded per field;
//   - +/−, the arrow keys and kg/stuk: recorded as the store's own actions and previewed in the DOM
//     (the value, and attributes only: React's hydration compares text, never attributes);
//   - submitting: never native, never a URL; held, said on screen (early-order.tsx), acted on once ready;
//   - the controls it does not handle (category, search, info, device data: data-until-live) stay
//     disabled until React has adopted the rest.
// React replays the recorded actions through the store's methods, so field, summary and mail agree by
// construction; the preview follows lib/early/early-amount.ts. Until React has adopted, every event
// the script acts on stops here, so no action counts twice. Without JavaScript the form stays
// disabled and the page offers phone and e-mail (<noscript>).
//
// When the framework's files never come (a proxy, a flaky mobile network: issue 32 #2), a submit does
// not wait forever: after STUCK_AFTER_MS the script says plainly that the page cannot send, offers
// the phone and a mail made ready with what was typed (lib/order/mailto.ts, the page's own rule), and
// keeps what was typed on the device as this tab's composition, in the format the page reads back
// (lib/order/stored.ts: a weight as its Dutch text, as the previous version kept it), so nothing is
// lost when the page does load later. Still never a native submit, never anything in a URL.
import { earlyStep } from '@/lib/early/early-amount';
import { BERICHT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAAM_MAX_LENGTH } from '@/lib/order/form-rules';
import { MAILTO_MAX_LENGTH, mailtoWithin } from '@/lib/order/mailto';
import { MAX_PIECES, MAX_WEIGHT_KG, MIN_WEIGHT_KG, WEIGHT_STEP_KG } from '@/lib/order/quantity';
import { CONCEPT_KEY_PREFIX, TAB_ID_KEY } from '@/lib/device/storage-keys';

/** How long a submit waits for the framework before the page says it cannot send. */
const STUCK_AFTER_MS = 10_000;

/** One recorded action on a row, in the order made: the store's method and its argument. */
type EarlyRowAction = ['type', string] | ['step', 1 | -1] | ['mode', boolean] | ['leave'];

/** What the script kept for React (window.__earlyOrder). */
export type EarlyOrder = {
  rows: Record<string, EarlyRowAction[]>;
  /** Contact fields by id: the value and the selection at the last input. */
  fields: Record<string, [string, number | null, number | null]>;
  submitted: boolean;
  /** Set when React takes over: the script stops acting from then on. */
  adopted: boolean;
  /**
   * Called by React once it has adopted the rest: the script stops and undoes its own marks (the wait
   * message stays while a held submit is still to be acted on: early-input.ts `endEarlyWait`).
   */
  finish: () => void;
};

declare global {
  interface Window {
    __earlyOrder?: EarlyOrder;
  }
}

type Step = typeof earlyStep;
type Limits = Parameters<Step>[4];
/** earlyStuck with its last two arguments given (in the script's text). */
type HeldOf = (
  state: EarlyOrder,
  fieldset: HTMLFieldSetElement,
  limits: Limits,
) => ReturnType<typeof earlyStuck>;

/** What the script needs when the framework never comes (JSON: serialised into the script). */
type Stuck = {
  afterMs: number;
  max: number;
  tabKey: string;
  conceptPrefix: string;
  sizes: Record<string, number>;
  subject: string;
  intro: string;
  cut: string;
};

/* eslint-disable no-var */
/**
 * The rows' part of the script: records each action for the store and previews it in the DOM. Like
 * the script, serialised with toString: nothing but its arguments and the page, no comment inside.
 */
function earlyRows(state: EarlyOrder, step: Step, limits: Parameters<Step>[4]) {
  var weightsOf = function (row: Element) {
    return (row.getAttribute('data-weights') || '').split(' ').filter(Boolean).map(Number);
  };
  var fieldOf = function (row: Element) {
    return row.querySelector('input') as HTMLInputElement;
  };
  var perPieceOf = function (row: Element) {
    return / in stuks$/.test(fieldOf(row).getAttribute('aria-label') || '');
  };
  var actions = function (row: Element) {
    var id = row.getAttribute('data-product') as string;
    var field = fieldOf(row);
    if (!state.rows[id]) state.rows[id] = field.value === field.defaultValue ? [] : [['type', field.value]];
    return state.rows[id]!;
  };
  var mark = function (el: Element | null, name: string, on: boolean) {
    if (el && on) el.setAttribute(name, 'true');
    else if (el) el.removeAttribute(name);
  };
  var show = function (row: Element, value: string) {
    var perPiece = perPieceOf(row);
    var atZero = step(value, perPiece, weightsOf(row), -1, limits) === null;
    fieldOf(row).value = value;
    mark(row.querySelector('button[aria-label^="Minder "]'), 'aria-disabled', atZero);
    mark(
      row.querySelector('button[aria-label^="Meer "]'),
      'aria-disabled',
      step(value, perPiece, weightsOf(row), 1, limits) === null,
    );
    mark(row, 'data-chosen', !atZero);
  };
  return {
    typed: function (row: Element) {
      var list = actions(row);
      var last = list[list.length - 1];
      if (last && last[0] === 'type') last[1] = fieldOf(row).value;
      else list.push(['type', fieldOf(row).value]);
    },
    step: function (row: Element, direction: 1 | -1) {
      actions(row).push(['step', direction]);
      var next = step(fieldOf(row).value, perPieceOf(row), weightsOf(row), direction, limits);
      if (next !== null) show(row, next);
    },
    mode: function (row: Element) {
      var field = fieldOf(row);
      var toPerPiece = !perPieceOf(row);
      actions(row).push(['mode', toPerPiece]);
      var naam = (field.getAttribute('aria-label') || '').replace(/ in (kg|stuks)$/, '');
      field.setAttribute('aria-label', naam + (toPerPiece ? ' in stuks' : ' in kg'));
      field.setAttribute('inputmode', toPerPiece ? 'numeric' : 'decimal');
      var toggle = row.querySelector('button[aria-label^="Per "]');
      if (toggle) toggle.setAttribute('aria-label', (toPerPiece ? 'Per kg: ' : 'Per stuk: ') + naam);
      var spans = row.querySelectorAll<HTMLElement>('button[aria-label^="Per "] > span');
      for (var i = 0; i < spans.length; i += 1) spans[i]!.hidden = !spans[i]!.hidden;
      var unit = row.querySelector('[data-unit]');
      if (unit) unit.setAttribute('data-unit', toPerPiece ? 'st.' : 'kg');
      show(row, '0');
    },
    left: function (row: Element) {
      if (state.rows[row.getAttribute('data-product') as string]) actions(row).push(['leave']);
    },
  };
}

/**
 * A submit held until the framework runs: the wait message, and when the framework never comes, what
 * was typed kept as this tab's composition and put in a mail to the shop, and the page saying it
 * cannot send. Like the script, serialised with toString: nothing but
 * its arguments and the page, no comment inside.
 */
function earlyStuck(
  state: EarlyOrder,
  fieldset: HTMLFieldSetElement,
  limits: Limits,
  mailto: typeof mailtoWithin,
  stuck: Stuck,
) {
  var wait = document.querySelector('[data-early-wait]') as HTMLElement | null;
  var help = document.querySelector('[data-early-stuck]') as HTMLElement | null;
  var timer: ReturnType<typeof setTimeout> | undefined;
  var giveUp = function () {
    var quantities: Record<string, unknown> = {};
    var lines: string[] = [];
    for (var id in state.rows) {
      var field = fieldset.querySelector('li[data-product="' + id + '"] input') as HTMLInputElement | null;
      var value = field ? field.value.trim() : '0';
      if (!field || value === '0' || value === '') continue;
      var label = field.getAttribute('aria-label') || '';
      var perPiece = / in stuks$/.test(label);
      lines.push('- ' + label.replace(/ in (kg|stuks)$/, '') + ': ' + value + (perPiece ? ' st.' : ' kg'));
      var kg = Number(value.replace(',', '.'));
      if (perPiece && /^\d+$/.test(value) && Number(value) <= limits.maxPieces)
        quantities[id] = { isPerPiece: true, aantalStuks: Number(value), gewicht: '' };
      else if (!perPiece && /^\d+(,\d{1,3})?$/.test(value) && kg >= limits.minKg && kg <= limits.maxKg)
        quantities[id] = { isPerPiece: false, aantalStuks: 0, gewicht: value };
    }
    var contact: Record<string, string> = {};
    var kept = false;
    for (var name in stuck.sizes) {
      var input = document.getElementById('bestelling-' + name) as HTMLInputElement | null;
      contact[name] = (input ? input.value : '').slice(0, stuck.sizes[name]);
    }
    try {
      var tab = sessionStorage.getItem(stuck.tabKey) || Math.random().toString(36).slice(2, 10);
      sessionStorage.setItem(stuck.tabKey, tab);
      localStorage.setItem(
        stuck.conceptPrefix + tab,
        JSON.stringify({ quantities: quantities, contact: contact, left: true, savedAt: Date.now() }),
      );
      kept = true;
    } catch (error) {
      kept = !error;
    }
    var keptNote = help && (help.querySelector('[data-early-kept]') as HTMLElement | null);
    if (keptNote) keptNote.hidden = !kept;
    var link = help && help.querySelector('a[href^="mailto:"]');
    if (link) {
      var body = [stuck.intro, 'Naam: ' + contact.naam, 'E-mail: ' + contact.email];
      body = body.concat(['Telefoon: ' + contact.telefoon, 'Afhalen op (dag en uur): ', 'Producten:'], lines);
      if (contact.bericht) body.push('Bericht: ' + contact.bericht);
      var to = (link.getAttribute('href') || '').slice(7).split('?')[0] as string;
      link.setAttribute('href', mailto(to, stuck.subject + ' ' + contact.naam, body, stuck.cut, stuck.max));
    }
    if (wait) wait.hidden = true;
    if (help) help.hidden = false;
  };
  return {
    submitted: function () {
      if (help && !help.hidden) return giveUp();
      if (wait) wait.hidden = false;
      if (timer === undefined) timer = setTimeout(giveUp, stuck.afterMs);
    },
    finish: function () {
      clearTimeout(timer);
      if (wait) wait.hidden = !state.submitted;
      if (help) help.hidden = true;
    },
  };
}

/**
 * The script: one listener per kind of event, on window in the capture phase. Serialised with
 * toString (nothing but its arguments and the page, no comment inside).
 */
function earlyOrderInput(rowsOf: typeof earlyRows, step: Step, limits: Limits, heldOf: HeldOf) {
  var fieldset = (document.querySelector('li[data-product]') || document.body).closest('fieldset');
  if (!fieldset || !fieldset.disabled || window.__earlyOrder) return;
  var state: EarlyOrder = {
    rows: {},
    fields: {},
    submitted: false,
    adopted: false,
    finish: function () {
      state.adopted = true;
      var fields = fieldset!.querySelectorAll<HTMLInputElement>('input, textarea');
      for (var f = 0; f < fields.length; f += 1) fields[f]!.value = fields[f]!.value;
      for (var c = 0; c < later.length; c += 1) later[c]!.disabled = false;
      held.finish();
    },
  };
  var later = fieldset.querySelectorAll<HTMLInputElement>('[data-until-live]');
  window.__earlyOrder = state;
  var rows = rowsOf(state, step, limits);
  var own = function (event: Event, selector: string) {
    var el = event.target instanceof Element && !state.adopted ? event.target.closest(selector) : null;
    return el && fieldset!.contains(el) ? el : null;
  };
  var rowOf = function (el: Element) {
    return el.closest('li[data-product]') as Element;
  };
  var listen = function (type: string, act: (event: Event) => void) {
    addEventListener(type, act, true);
  };
  var contact = 'fieldset form input, fieldset form textarea';
  var keep = function (event: Event) {
    var field = own(event, contact) as HTMLInputElement | null;
    if (field && field.id) state.fields[field.id] = [field.value, field.selectionStart, field.selectionEnd];
    return field;
  };
  listen('keyup', keep);
  listen('pointerup', keep);
  listen('input', function (event) {
    var amount = own(event, 'li[data-product] input');
    if (amount) rows.typed(rowOf(amount));
    if (amount || keep(event)) event.stopPropagation();
  });
  listen('click', function (event) {
    var button = own(
      event,
      'li[data-product] button[aria-label^="M"], li[data-product] button[aria-label^="Per "]',
    );
    if (!button) return;
    event.stopPropagation();
    if (/^Per /.test(button.getAttribute('aria-label') || '')) rows.mode(rowOf(button));
    else rows.step(rowOf(button), /^Meer /.test(button.getAttribute('aria-label') || '') ? 1 : -1);
  });
  listen('keydown', function (event) {
    var amount = own(event, 'li[data-product] input');
    var key = (event as KeyboardEvent).key;
    if (!amount || (key !== 'ArrowUp' && key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    rows.step(rowOf(amount), key === 'ArrowUp' ? 1 : -1);
  });
  listen('focusin', function (event) {
    var amount = own(event, 'li[data-product] input') as HTMLInputElement | null;
    if (amount) amount.select();
  });
  listen('focusout', function (event) {
    var amount = own(event, 'li[data-product] input');
    if (amount) rows.left(rowOf(amount));
  });
  var held = heldOf(state, fieldset, limits);
  listen('submit', function (event) {
    var form = own(event, 'form');
    if (!form) return;
    event.preventDefault();
    event.stopPropagation();
    state.submitted = true;
    held.submitted();
  });
  for (var i = 0; i < later.length; i += 1) later[i]!.disabled = true;
  fieldset.disabled = false;
}
/* eslint-enable no-var */

/** The inline script's text (the same on every build; write-hosting-files.mjs hashes it for the CSP). */
export const EARLY_ORDER_SCRIPT = `(${earlyOrderInput.toString()})(${earlyRows.toString()},${earlyStep.toString()},${JSON.stringify(
  {
    stepKg: WEIGHT_STEP_KG,
    maxKg: MAX_WEIGHT_KG,
    minKg: MIN_WEIGHT_KG,
    maxPieces: MAX_PIECES,
  },
)},function(s,f,l){return (${earlyStuck.toString()})(s,f,l,${mailtoWithin.toString()},${JSON.stringify({
  afterMs: STUCK_AFTER_MS,
  max: MAILTO_MAX_LENGTH,
  tabKey: TAB_ID_KEY,
  conceptPrefix: CONCEPT_KEY_PREFIX,
  sizes: { naam: NAAM_MAX_LENGTH, email: EMAIL_MAX_LENGTH, telefoon: 40, bericht: BERICHT_MAX_LENGTH },
  subject: 'Bestelling via de website –',
  intro: 'Mijn bestelling (de bestelpagina kon ze niet versturen):',
  cut: 'Niet alles past in deze mail: de rest staat nog op de bestelpagina, op het toestel waarop ik bestelde.',
} satisfies Stuck)})})`;
