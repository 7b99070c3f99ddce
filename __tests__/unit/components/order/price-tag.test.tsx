import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createOrderStore, type OrderStore } from '@/components/order/order-store';
import { OrderSummary } from '@/components/order/order-summary';
import { PriceListContext } from '@/components/order/price-tag';
import { ProductRow } from '@/components/order/product-row';
import { Reorder } from '@/components/order/past-orders';
import type { Product } from '@/lib/order/catalogue';
import type { PriceList } from '@/lib/order/catalogue-prices';
import type { PastOrder } from '@/lib/order/stored';
import { CONTACT } from '@/__tests__/fixtures/orders';
import { renderWithStore, texts } from './helpers';

// Prices on the order page (issue 19), with fixture products and prices (never the owner's content).
const products: Product[] = [
  {
    id: 9001,
    naam: 'Proefentrecote',
    category: 'Rund',
    unit: 'kg-of-stuk',
    pricePerKg: 24.9,
    pricePerPiece: 7.5,
  },
  { id: 9002, naam: 'Proefkip', category: 'Gevogelte', unit: 'stuk', pricePerKg: 12.5, pieceWeightKg: 1.6 },
  { id: 9003, naam: 'Proefpaté', category: 'Charcuterie', unit: 'kg' },
];
const withPrices: PriceList = { shown: true, priceOf: (id) => products.find((product) => product.id === id) };
const withoutPrices: PriceList = { shown: false, priceOf: () => undefined };
// textContent keeps the non-breaking space after '€'; toHaveTextContent reads it as a space.
const euro = (text: string) => text.replaceAll('€ ', '€\u00a0');

function renderOrder(prices: PriceList, catalogue: readonly Product[] = products) {
  const rows = catalogue.map((product) => <ProductRow key={product.id} product={product} />);
  return renderWithStore(
    <PriceListContext value={prices}>
      <ul>{rows}</ul>
      <OrderSummary error={null} searchId="zoek" ref={createRef()} />
    </PriceListContext>,
    createOrderStore(catalogue),
  ).store;
}

const summary = () => screen.getByRole('region', { name: 'Uw bestelling' });
/** 1,5 kg of the entrecote, 2 chickens. */
const typeAmounts = (store: OrderStore) =>
  act(() => {
    store.type(9001, '1,5');
    store.type(9002, '2');
  });

// (the texts of the prices, amounts and total, and when it is incomplete: price.test.ts)
it('the order page shows each row’s price, line amounts and the indicative total, or that the price is given in the shop', () => {
  const store = renderOrder(withPrices);
  expect(screen.getByText('Proefentrecote').closest('li')).toHaveTextContent('€ 24,90/kg · € 7,50/st.');
  expect(screen.getByText('Proefpaté').closest('li')).not.toHaveTextContent('€');
  act(() => store.step(9003, 1));
  expect(summary()).toHaveTextContent(/Totaal: prijs in de winkel\s*De prijs krijgt u in de winkel\./);
  typeAmounts(store);
  expect(texts(summary())).toEqual([
    euro('Proefentrecote1,5 kg€ 37,35'),
    euro('Proefkip2 stuks€ 40,00'),
    'Proefpaté0,25 kgprijs in de winkel',
  ]);
  expect(summary()).toHaveTextContent(
    'Totaal: ± € 77,35 — u betaalt in de winkel volgens het werkelijke gewicht',
  );
  expect(summary()).toHaveTextContent('Onvolledig: zonder de producten met prijs in de winkel.');
});

it('the order page shows nothing about prices when the content has none', () => {
  const plain = products.map(({ id, naam, category, unit }) => ({ id, naam, category, unit }));
  const store = renderOrder(withoutPrices, plain);
  typeAmounts(store);
  expect(document.body).not.toHaveTextContent(/€|totaal|prijs/i);
  expect(texts(summary())).toEqual(['Proefentrecote1,5 kg', 'Proefkip2 stuks']);
});

const past: PastOrder = {
  reference: 'DL-4K7QX',
  dag: '2026-11-20',
  quantities: {
    '9001': { isPerPiece: false, kg: 1.5, aantalStuks: 0 },
    '9002': { isPerPiece: true, kg: 0, aantalStuks: 2 },
    '9003': { isPerPiece: false, kg: 0, aantalStuks: 0 },
  },
  contact: CONTACT,
  prices: {
    '9001': { pricePerKg: 22.5, pricePerPiece: 7.5 },
    '9002': { pricePerKg: 12.5, pieceWeightKg: 1.6 },
  },
};

// (none while the shop shows no prices: price.test.ts)
it('Bestel opnieuw after a price change names the products whose price changed since that order, with today’s price; nothing for an order kept without prices', () => {
  const unpriced = { ...past, reference: 'DL-2B3CD', prices: undefined };
  render(
    <PriceListContext value={withPrices}>
      <Reorder history={[past, unpriced]} onReorder={() => {}} />
    </PriceListContext>,
  );
  expect(texts(screen.getByRole('list', { name: 'Gewijzigde prijzen sinds DL-4K7QX' }))).toEqual([
    euro(
      'De prijs van Proefentrecote is gewijzigd: nu € 24,90/kg · € 7,50/st. (was € 22,50/kg · € 7,50/st.).',
    ),
  ]);
  expect(screen.getAllByRole('list', { name: /Gewijzigde prijzen/ })).toHaveLength(1);
});
