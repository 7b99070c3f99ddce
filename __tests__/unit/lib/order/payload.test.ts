import { catalogue } from '@/lib/order/catalogue';
import { initialLine } from '@/lib/order/lines';
import { lineOf as line, newOrder } from '@/__tests__/fixtures/orders';
import { buildTemplateParams, mailtoHref, orderAsText } from '@/lib/order/payload';
import type { OrderForm } from '@/lib/order/schema';
import type { Contact, OrderLine } from '@/lib/order/stored';
import { fullAddress, shop } from '@/lib/shop';

const form: OrderForm = {
  naam: 'Jan Peeters',
  email: 'jan.peeters@example.be',
  telefoon: '0470123456',
  bericht: 'Biefstuk graag dik gesneden.',
  website: '',
};

const lines = [
  line('Biefstuk', { kg: 1.5 }),
  line('Stoofvlees'),
  line('Kippenbout', { isPerPiece: true }),
  line('Kippenbout', { isPerPiece: true, id: 999, naam: 'Kippenbout extra', aantalStuks: 4 }),
  line('Cordon bleu', { aantalStuks: 1 }),
  line('Rosbief', { kg: 0 }),
  line('Spek', { kg: 0.25 }),
  line('Gehakt half-om-half', { kg: 2 }),
];

/** The order of `chosen` lines for Friday 27/11 09:00 (from `contact`), placed Monday 23/11 10:05. */
const paramsOf = (chosen: OrderLine[], contact: Contact = form, resend?: boolean) => {
  const pickup = { dag: '2026-11-27', uur: '09:00' };
  const order = newOrder({ lines: chosen, contact, ...pickup }, 'DL-4K7QX', '2026-11-23T09:05:00.000Z');
  return buildTemplateParams({ order, resend });
};
const build = (resend?: boolean) => paramsOf([...lines], form, resend);

it("buildTemplateParams sends only lines with weight or pieces above 0, each with the exact four fields, under the contract's field names plus the additions; an empty message as empty text, with no message lines; both amounts when a line somehow has both", () => {
  const params = build();
  expect(params.producten).toEqual([
    { naam: 'Biefstuk', gewicht: '1,5', aantalStuks: 0, isPerPiece: false },
    { naam: 'Kippenbout extra', gewicht: '0', aantalStuks: 4, isPerPiece: true },
    { naam: 'Cordon bleu', gewicht: '0', aantalStuks: 1, isPerPiece: true },
    { naam: 'Spek', gewicht: '0,25', aantalStuks: 0, isPerPiece: false },
    { naam: 'Gehakt half-om-half', gewicht: '2', aantalStuks: 0, isPerPiece: false },
  ]);
  // the spec's fields, then the additions
  const fields = 'producten naam email telefoon bericht dag uur referentie dag_leesbaar besteld_op onderwerp';
  const added =
    'producten_tekst herzending winkel_naam winkel_email winkel_telefoon winkel_adres winkel_betalen';
  expect(Object.keys(params).sort()).toEqual(
    `${fields} ${added} bericht_regels allergenen`.split(' ').sort(),
  );
  // (every value, byte for byte in the request: e2e order.spec.ts and order-lifecycle.spec.ts)
  const empty = paramsOf([line('Biefstuk', { kg: 1 })], { ...form, bericht: '' });
  expect([empty.bericht, empty.bericht_regels]).toEqual(['', []]);
  const both = paramsOf([line('Biefstuk', { kg: 1, aantalStuks: 2 })]);
  expect(both.producten_tekst).toBe('Biefstuk: 1 kg + 2 stuks');
});

it('orderAsText writes the order as plain text; mailtoHref builds a mailto link to the shop with subject and body; a large order stays a link every mail program opens: the essentials first, the rest in the saved copy', () => {
  expect(orderAsText(build())).toBe(
    [
      'Bestelling DL-4K7QX',
      'Afhalen: vrijdag 27 november 2026 om 09:00',
      'Besteld op: maandag 23 november 2026 om 10:05',
      `Bij: ${shop.name}, ${fullAddress}`,
      '',
      'Producten:',
      '- Biefstuk: 1,5 kg',
      '- Kippenbout extra: 4 stuks',
      '- Cordon bleu: 1 stuk',
      '- Spek: 0,25 kg',
      '- Gehakt half-om-half: 2 kg',
      '',
      'Naam: Jan Peeters',
      'E-mail: jan.peeters@example.be',
      'Telefoon: 0470123456',
      'Bericht: Biefstuk graag dik gesneden.',
    ].join('\n'),
  );
  expect(orderAsText({ ...build(), bericht: '' })).not.toContain('Bericht:');
  const params = build();
  const href = mailtoHref(params);
  expect(href.startsWith(`mailto:${shop.email}?subject=`)).toBe(true);
  const url = new URL(href);
  expect(url.searchParams.get('subject')).toBe(params.onderwerp);
  expect(url.searchParams.get('body')).toBe(orderAsText(params).replace(/\n/g, '\r\n'));
  // A mail the shop may already have carries the reference and the resend mark (never a second unmarked order).
  const resent = new URL(mailtoHref(build(true)));
  expect(resent.searchParams.get('subject')).toMatch(/^Bestelling DL-4K7QX \(herzending\)/);
  expect(resent.searchParams.get('body')).toContain('Let op: deze bestelling werd opnieuw verzonden.');
  // When the shop has the order, the copy goes to the customer himself.
  const copy = new URL(mailtoHref(build(), 'customer'));
  expect(copy.pathname).toBe('jan.peeters@example.be');
  expect(copy.searchParams.get('subject')).toBe(`Kopie van uw bestelling DL-4K7QX bij ${shop.name}`);
  const many = catalogue()
    .filter((product) => product.unit !== 'stuk')
    .slice(0, 40)
    .map((product) => ({ ...initialLine(product), kg: 1.25 }));
  const bericht = 'Graag alles apart verpakken, met de naam op elk pakje. '.repeat(15);
  const large = paramsOf(many, { ...form, bericht }, true);
  // (the whole order would not fit in one link)
  expect(encodeURIComponent(orderAsText(large)).length).toBeGreaterThan(2000);
  const largeHref = mailtoHref(large);
  expect(largeHref.length).toBeLessThan(2000);
  const body = new URL(largeHref).searchParams.get('body')!.split('\r\n');
  expect(body.slice(0, 6)).toEqual([
    'Bestelling DL-4K7QX',
    `Let op: ${large.herzending}`,
    'Afhalen: vrijdag 27 november 2026 om 09:00',
    'Naam: Jan Peeters',
    'E-mail: jan.peeters@example.be',
    'Telefoon: 0470123456',
  ]);
  expect(body.at(-1)).toContain('de volledige bestelling staat in het bestand van ‘Bewaar een kopie’');
  // the saved copy holds everything
  expect(
    orderAsText(large)
      .split('\n')
      .filter((text) => text.endsWith(': 1,25 kg')),
  ).toHaveLength(many.length);
});
