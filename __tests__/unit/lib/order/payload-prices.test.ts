/** @jest-environment node */
import { CONTACT, kgLine, newOrder, pieceLine } from '@/__tests__/fixtures/orders';
import type { PriceList } from '@/lib/order/catalogue-prices';
import { buildTemplateParams } from '@/lib/order/payload';
import type { ProductPrice } from '@/lib/order/price';
import { renderMail } from '../../../../scripts/local-inbox.mjs';

// The mails with prices (issue 19), on fixture lines and a fixture price list (never the owner's content).
const lines = [
  kgLine(901, 1.5, 'Testbiefstuk'),
  pieceLine(902, 2, 'Testkip'),
  pieceLine(903, 3, 'Testworst'),
  kgLine(904, 0.25, 'Testpaté <huis>'),
  kgLine(905, 0, 'Niet gekozen'),
];
const priceTable: Record<number, ProductPrice> = {
  901: { pricePerKg: 24.9 },
  902: { pricePerKg: 12.5, pieceWeightKg: 1.6 },
  903: { pricePerPiece: 3.5 },
  905: { pricePerKg: 10 },
};
const prices: PriceList = { shown: true, priceOf: (id) => priceTable[id] };
const build = (priceList: PriceList, chosen = lines) =>
  buildTemplateParams({
    order: newOrder({ lines: chosen, contact: CONTACT, dag: '2026-11-27', uur: '10:30' }, 'DL-9XZ2M', 'x'),
    prices: priceList,
  });
const euro = (text: string) => text.replaceAll('€ ', '€\u00a0');

// (the price parameters themselves, byte for byte: e2e owner-content.spec.ts)
it('the mails show prices in both templates, escaped, the shop’s marked as indicative; nothing about prices when the content has none (the mails are as before), nor about missing prices for a complete total', async () => {
  const params = build(prices);
  const shopMail = await renderMail('winkel', params);
  const customerMail = await renderMail('klant', params);
  for (const mail of [shopMail, customerMail]) {
    expect(mail.html).toContain(
      `Testbiefstuk <span style="color:#5a524c;white-space:nowrap;">(1,5 kg)</span></td><td style="padding:8px 0 8px 8px;border-bottom:1px solid #e4ddd3;text-align:right;white-space:nowrap;">${euro('€ 37,35')}</td>`,
    );
    expect(mail.html).toContain('Testpaté &lt;huis&gt;');
    expect(mail.html).toContain(euro('± € 87,85 — u betaalt in de winkel volgens het werkelijke gewicht'));
    expect(mail.html).toContain('Onvolledig: zonder de producten met prijs in de winkel.');
    expect(mail.html).not.toContain('{{');
  }
  expect(shopMail.html).toContain('Prijs (indicatief)');
  expect(shopMail.html).toContain('<strong>Totaal (indicatief):</strong>');
  expect(customerMail.html).toContain('<strong>Totaal:</strong>');
  const none = build({ shown: false, priceOf: () => undefined });
  for (const kind of ['winkel', 'klant'] as const) {
    const html = (await renderMail(kind, none)).html;
    expect(html).not.toContain('€');
    expect(html).not.toContain('Totaal');
    expect(html).not.toContain('prijs in de winkel');
  }
  const complete = build(prices, lines.slice(0, 3));
  expect(complete.prijs_onvolledig).toBe('');
  expect((await renderMail('klant', complete)).html).not.toContain('Onvolledig');
});
