import { fullAddress, shop } from '@/lib/shop';
import { allergenSentence } from './allergens';
import { productById } from './catalogue';
import { cataloguePrices, type PriceList } from './catalogue-prices';
import { MAILTO_MAX_LENGTH, mailtoWithin } from './mailto';
import { isChosen } from './lines';
import { placedText, readableDay, shortDay } from './day-text';
import { incompleteText, lineAmountText, orderPrice, totalAmountText, totalText } from './price';
import { formatKg } from './quantity';
import type { OrderLine, OrderRecord } from './stored';

// What both EmailJS templates receive (spec §7). The contract's field names never change; everything
// after `uur` is an addition for readable mails and for spotting a repeated order.

type ProductPayload = { naam: string; gewicht: string; aantalStuks: number; isPerPiece: boolean };

export type OrderTemplateParams = {
  producten: ProductPayload[];
  naam: string;
  email: string;
  telefoon: string;
  bericht: string;
  dag: string;
  uur: string;
  referentie: string;
  dag_leesbaar: string;
  /** When the order was placed, on the host's clock in Brussels: 'maandag 23 november 2026 om 10:00'. */
  besteld_op: string;
  onderwerp: string;
  producten_tekst: string;
  herzending: string;
  winkel_naam: string;
  winkel_email: string;
  winkel_telefoon: string;
  winkel_adres: string;
  /** The sentence on paying, from content (content/winkel.json). */
  winkel_betalen: string;
  /**
   * The message line by line, for `{{#bericht_regels}}{{regel}}<br>{{/bericht_regels}}`: its line breaks
   * show in every mail program (Outlook ignores white-space: pre-line), and every word stays escaped by
   * EmailJS (no template inserts anything unescaped: issue 21.8).
   */
  bericht_regels: { regel: string }[];
  /** Issue 31 (EU 1169/2011): per ordered product what the owner recorded, for the customer's copy. */
  allergenen: { naam: string; tekst: string }[];
  /** Only when the content has prices (issue 19): each chosen line's amount, in the order of `producten`. */
  prijzen?: PricePayload[];
  /** '± € 41,35', or '' when no line has a price. */
  prijs_totaal?: string;
  /** '± € 41,35 — u betaalt in de winkel volgens het werkelijke gewicht' (or 'prijs in de winkel'). */
  prijs_totaal_tekst?: string;
  /** '' for a complete total, else what it leaves out. */
  prijs_onvolledig?: string;
  /** Only in the cancellation of this order (issue 31.6): the shop template marks subject and body. */
  annulering?: true;
  [extra: string]: unknown;
};

type PricePayload = { naam: string; hoeveelheid: string; bedrag: string };

const RESEND_MARKER =
  'deze bestelling werd opnieuw verzonden. Staat dezelfde referentie al in uw mailbox, dan gaat het om één en dezelfde bestelling en geldt deze laatste versie.';

// 'Besteld op' is when the shop mail left; an earlier first attempt (a failed round, a day chosen
// again) is named beside it.
function placedWithFirst(placedAt: string, firstSentAt: string | undefined): string {
  const placed = placedText(placedAt);
  const first = firstSentAt ? placedText(firstSentAt) : placed;
  return first === placed ? placed : `${placed} (eerste poging ${first})`;
}

function amountText(product: ProductPayload): string {
  const parts: string[] = [];
  if (product.gewicht !== '0') parts.push(`${product.gewicht} kg`);
  if (product.aantalStuks > 0)
    parts.push(`${product.aantalStuks} ${product.aantalStuks === 1 ? 'stuk' : 'stuks'}`);
  return parts.join(' + ');
}

const messageLines = (text: string) => (text ? text.split(/\r\n|\r|\n/).map((regel) => ({ regel })) : []);

// 'Biefstuk: 1,5 kg' / 'Kippenbout: 4 stuks'.
function productLine(product: ProductPayload): string {
  return `${product.naam}: ${amountText(product)}`;
}

export function buildTemplateParams(input: {
  order: OrderRecord;
  resend?: boolean;
  /** The cancellation of this order, not the order (issue 31.6). */
  cancel?: boolean;
  /** The shop's prices (default: the catalogue's); without any, the mails carry nothing about prices. */
  prices?: PriceList;
}): OrderTemplateParams {
  const { resend = false, cancel = false, prices = cataloguePrices } = input;
  const { lines, contact: form, dag, uur, reference, placedAt, firstSentAt } = input.order;
  const chosen = lines.filter(isChosen);
  const producten = chosen.map((line): ProductPayload => ({
    naam: line.naam,
    gewicht: formatKg(line.kg),
    aantalStuks: line.aantalStuks,
    isPerPiece: line.isPerPiece,
  }));
  const naam = form.naam.trim();
  return {
    producten,
    naam,
    email: form.email.trim(),
    telefoon: form.telefoon,
    bericht: form.bericht.trim(),
    dag,
    uur,
    referentie: reference,
    dag_leesbaar: readableDay(dag),
    besteld_op: placedWithFirst(placedAt, firstSentAt),
    onderwerp: `${cancel ? 'GEANNULEERD – ' : ''}Bestelling ${reference}${resend ? ' (herzending)' : ''} – ${shortDay(dag)} ${uur} – ${naam}`,
    producten_tekst: producten.map(productLine).join('\n'),
    herzending: resend ? RESEND_MARKER : '',
    winkel_naam: shop.name,
    winkel_email: shop.email,
    winkel_telefoon: shop.phone.display,
    winkel_adres: fullAddress,
    winkel_betalen: shop.paymentInMail,
    bericht_regels: messageLines(form.bericht.trim()),
    allergenen: chosen.map((line) => ({
      naam: line.naam,
      tekst: allergenSentence(productById(line.id) ?? {}),
    })),
    ...(prices.shown ? priceParams(chosen, producten, prices) : {}),
    ...(cancel ? { annulering: true as const } : {}),
  };
}

// The extra parameters for prices (issue 19): the spec's parameters above keep their names and values.
function priceParams(
  chosen: readonly OrderLine[],
  producten: readonly ProductPayload[],
  prices: PriceList,
): Pick<OrderTemplateParams, 'prijzen' | 'prijs_totaal' | 'prijs_totaal_tekst' | 'prijs_onvolledig'> {
  const price = orderPrice(chosen, prices.priceOf);
  return {
    prijzen: price.lines.map((line, index) => ({
      naam: producten[index]!.naam,
      hoeveelheid: amountText(producten[index]!),
      bedrag: lineAmountText(line.cents),
    })),
    prijs_totaal: totalAmountText(price) ?? '',
    prijs_totaal_tekst: totalText(price),
    prijs_onvolledig: incompleteText(price),
  };
}

// The order as plain text: for the mail-it-yourself link, the customer's own copy and the calendar entry.
export function orderAsText(params: OrderTemplateParams): string {
  const lines = [
    `Bestelling ${params.referentie}`,
    ...(params.herzending ? [`Let op: ${params.herzending}`] : []),
    `Afhalen: ${params.dag_leesbaar} om ${params.uur}`,
    `Besteld op: ${params.besteld_op}`,
    `Bij: ${params.winkel_naam}, ${params.winkel_adres}`,
    '',
    'Producten:',
    ...params.producten.map((product) => `- ${productLine(product)}`),
    '',
    `Naam: ${params.naam}`,
    `E-mail: ${params.email}`,
    `Telefoon: ${params.telefoon}`,
  ];
  if (params.bericht) lines.push(`Bericht: ${params.bericht}`);
  return lines.join('\n');
}

// mailto: with the order as subject and body. To the shop when it may not have the order (the subject
// then carries the reference and, where it may have arrived, the resend mark); to the customer himself
// when the shop has it: a copy, never a second order. The whole order when it fits in a link every mail
// program opens; else the essentials first, the products one per line as far as they fit, and where the
// rest is: the .txt of 'Bewaar een kopie' holds everything.
export function mailtoHref(params: OrderTemplateParams, to: 'shop' | 'customer' = 'shop'): string {
  const address = to === 'shop' ? shop.email : params.email;
  const subject =
    to === 'shop'
      ? params.onderwerp
      : `Kopie van uw bestelling ${params.referentie} bij ${params.winkel_naam}`;
  const whole = mailtoWithin(address, subject, orderAsText(params).split('\n'), '', Infinity);
  if (whole.length <= MAILTO_MAX_LENGTH) return whole;
  return mailtoWithin(address, subject, essentialLines(params), SHORTENED_NOTE, MAILTO_MAX_LENGTH);
}

const SHORTENED_NOTE =
  'Niet alles past in deze mail: de volledige bestelling staat in het bestand van ‘Bewaar een kopie’ op de bestelpagina. Voeg het toe als bijlage.';

// The order for a short mail: who, when and the reference before the products and the message.
function essentialLines(params: OrderTemplateParams): string[] {
  return [
    `Bestelling ${params.referentie}`,
    ...(params.herzending ? [`Let op: ${params.herzending}`] : []),
    `Afhalen: ${params.dag_leesbaar} om ${params.uur}`,
    `Naam: ${params.naam}`,
    `E-mail: ${params.email}`,
    `Telefoon: ${params.telefoon}`,
    `Producten (${params.producten.length}):`,
    ...params.producten.map((product) => `- ${productLine(product)}`),
    ...(params.bericht ? [`Bericht: ${params.bericht}`] : []),
  ];
}
