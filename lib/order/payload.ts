import { fullAddress, shop } from '@/lib/shop';
import { allergenSentence } from './allergens';
import { productById } from './catalogue';
import { cataloguePrices, type PriceList } from './catalogue-prices';
import { MAILTO_MAX_LENGTH, mailtoWithin } from './mailto';
import { isChosen } from './lines';
import { placedText, readableDay, shortDay } from '@/lib/shop/day-text';
import { lineAmountText, orderPrice, totalText } from './price';
import { amountText, formatKg } from './quantity';
import type { OrderRecord } from './stored';

// Both templates' fields (spec §7): names up to `uur` are the contract, never renamed; key order: the body's.
export type OrderTemplateParams = ReturnType<typeof buildTemplateParams>;
type ProductPayload = { naam: string; gewicht: string; aantalStuks: number; isPerPiece: boolean };

// 'Biefstuk: 1,5 kg'.
const productLine = (product: ProductPayload) =>
  `${product.naam}: ${amountText(product.gewicht, product.aantalStuks)}`;

export function buildTemplateParams(input: {
  order: OrderRecord;
  resend?: boolean;
  /** The cancellation of this order, not the order (issue 31.6). */
  cancel?: boolean;
  /** The shop's prices (default: the catalogue's); without any, the mails carry nothing about prices. */
  prices?: PriceList;
}) {
  const { resend = false, cancel = false, prices = cataloguePrices } = input;
  const { lines, contact: form, dag, uur, reference, placedAt, firstSentAt } = input.order;
  const chosen = lines.filter(isChosen);
  const naam = form.naam.trim();
  const bericht = form.bericht.trim();
  // 'Besteld op': when the shop mail left; an earlier first attempt (failed round, new day) named beside it.
  const placed = placedText(placedAt);
  const first = firstSentAt ? placedText(firstSentAt) : placed;
  const price = prices.shown ? orderPrice(chosen, prices.priceOf) : null;
  const producten = chosen.map((line): ProductPayload => ({
    naam: line.naam,
    gewicht: formatKg(line.kg),
    aantalStuks: line.aantalStuks,
    isPerPiece: line.isPerPiece,
  }));
  return {
    producten,
    naam,
    email: form.email.trim(),
    telefoon: form.telefoon,
    bericht,
    dag,
    uur,
    referentie: reference,
    dag_leesbaar: readableDay(dag),
    /** On the host's clock in Brussels: 'maandag 23 november 2026 om 10:00'. */
    besteld_op: first === placed ? placed : `${placed} (eerste poging ${first})`,
    onderwerp: `${cancel ? 'GEANNULEERD – ' : ''}Bestelling ${reference}${resend ? ' (herzending)' : ''} – ${shortDay(dag)} ${uur}${naam ? ` – ${naam}` : ''}`,
    producten_tekst: producten.map(productLine).join('\n'),
    herzending: resend
      ? 'deze bestelling werd opnieuw verzonden. Staat dezelfde referentie al in uw mailbox, dan gaat het om één en dezelfde bestelling en geldt deze laatste versie.'
      : '',
    winkel_naam: shop.name,
    winkel_email: shop.email,
    winkel_telefoon: shop.phone.display,
    winkel_adres: fullAddress,
    winkel_betalen: shop.paymentInMail,
    // For {{#bericht_regels}}{{regel}}<br>{{/bericht_regels}}: Outlook ignores pre-line; EmailJS escapes.
    bericht_regels: bericht ? bericht.split(/\r\n|\r|\n/).map((regel) => ({ regel })) : [],
    /** Issue 31 (EU 1169/2011): per ordered product what the owner recorded, for the customer's copy. */
    allergenen: chosen.map(({ naam, id }) => ({ naam, tekst: allergenSentence(productById(id) ?? {}) })),
    // Only when the shop shows prices (issue 19): each chosen line's amount and the indicative total.
    ...(price && {
      prijzen: producten.map((product, index) => ({
        naam: product.naam,
        hoeveelheid: amountText(product.gewicht, product.aantalStuks),
        bedrag: lineAmountText(price.lines[index] ?? null),
      })),
      prijs_totaal: price.total ?? '',
      prijs_totaal_tekst: totalText(price.total),
      prijs_onvolledig: price.incomplete,
    }),
    /** Only in the cancellation (issue 31.6): the shop template marks subject and body. */
    ...(cancel && { annulering: true as const }),
  };
}

// The order as text (mail link, own copy, calendar); `short`: the essentials first, for a mail link too long.
function textLines(params: OrderTemplateParams, short = false): string[] {
  const head = [
    `Bestelling ${params.referentie}`,
    ...(params.herzending ? [`Let op: ${params.herzending}`] : []),
    `Afhalen: ${params.dag_leesbaar} om ${params.uur}`,
  ];
  // none for an order taken over from a closed tab, maybe another person's (order-state.ts, shareable)
  const contact = [`Naam: ${params.naam}`, `E-mail: ${params.email}`, `Telefoon: ${params.telefoon}`].filter(
    () => params.naam || params.email || params.telefoon,
  );
  const products = params.producten.map((product) => `- ${productLine(product)}`);
  const message = params.bericht ? [`Bericht: ${params.bericht}`] : [];
  if (short) return [...head, ...contact, `Producten (${products.length}):`, ...products, ...message];
  const where = [`Besteld op: ${params.besteld_op}`, `Bij: ${params.winkel_naam}, ${params.winkel_adres}`];
  return [...head, ...where, '', 'Producten:', ...products, '', ...contact, ...message];
}

export const orderAsText = (params: OrderTemplateParams) => textLines(params).join('\n');

// To the shop while it may lack the order, else a copy to the customer; too long: the essentials first (#17).
export function mailtoHref(params: OrderTemplateParams, to: 'shop' | 'customer' = 'shop'): string {
  const address = to === 'shop' ? shop.email : params.email;
  const subject =
    to === 'shop'
      ? params.onderwerp
      : `Kopie van uw bestelling ${params.referentie} bij ${params.winkel_naam}`;
  const whole = mailtoWithin(address, subject, orderAsText(params).split('\n'), '', Infinity);
  if (whole.length <= MAILTO_MAX_LENGTH) return whole;
  const note =
    'Niet alles past in deze mail: de volledige bestelling staat in het bestand van ‘Bewaar een kopie’ op de bestelpagina. Voeg het toe als bijlage.';
  return mailtoWithin(address, subject, textLines(params, true), note, MAILTO_MAX_LENGTH);
}
