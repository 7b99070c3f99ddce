import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { OrderStoreContext, createOrderStore } from '@/components/order/order-store';
import { OrderSummary } from '@/components/order/order-summary';
import { PriceListContext } from '@/components/order/price-tag';
import { ProductRow } from '@/components/order/product-row';
import { Reorder } from '@/components/order/reorder';
import type { Product } from '@/lib/order/catalogue';
import { keptPrices, type PriceList } from '@/lib/order/catalogue-prices';
import { parseHistory, type PastOrder } from '@/lib/order/stored';

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
const byId = new Map(products.map((product) => [product.id, product]));
const withPrices: PriceList = { shown: true, priceOf: (id) => byId.get(id) };
const withoutPrices: PriceList = { shown: false, priceOf: () => undefined };
// textContent keeps the non-breaking space after '€'; toHaveTextContent reads it as a space.
const euro = (text: string) => text.replaceAll('€ ', '€\u00a0');

function renderOrder(prices: PriceList, catalogue: readonly Product[] = products) {
  const store = createOrderStore(catalogue);
  render(
    <PriceListContext value={prices}>
      <OrderStoreContext value={store}>
        <ul>
          {catalogue.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
        <OrderSummary error={null} searchId="zoek" ref={createRef()} />
      </OrderStoreContext>
    </PriceListContext>,
  );
  return store;
}

const summary = () => screen.getByRole('region', { name: 'Uw bestelling' });
const row = (naam: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(naam) && item.querySelector('input'))!;

describe('prices on the order page', () => {
  it('shows each row’s price as Belgian shops write it, and none for a product without', () => {
    renderOrder(withPrices);
    expect(row('Proefentrecote')).toHaveTextContent('€ 24,90/kg · € 7,50/st.');
    expect(row('Proefkip')).toHaveTextContent('€ 12,50/kg (± 1,6 kg/st.)');
    expect(row('Proefpaté')).not.toHaveTextContent('€');
  });

  it('shows line amounts and the indicative total in the summary, and says when it is incomplete', () => {
    const store = renderOrder(withPrices);
    act(() => {
      store.typeWeight(9001, '1,5');
      store.typePieces(9002, '2');
    });
    const lines = within(summary()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      euro('Proefentrecote1,5 kg€ 37,35'),
      euro('Proefkip2 stuks€ 40,00'),
    ]);
    expect(summary()).toHaveTextContent(
      'Totaal: ± € 77,35 — u betaalt in de winkel volgens het werkelijke gewicht',
    );
    expect(summary()).not.toHaveTextContent('Onvolledig');

    act(() => store.step(9003, 1));
    expect(within(summary()).getAllByRole('listitem')[2]).toHaveTextContent(
      'Proefpaté0,25 kgprijs in de winkel',
    );
    expect(summary()).toHaveTextContent('Totaal: ± € 77,35');
    expect(summary()).toHaveTextContent('Onvolledig: zonder de producten met prijs in de winkel.');
  });

  it('says the price is given in the shop when no chosen line has one', () => {
    const store = renderOrder(withPrices);
    act(() => store.step(9003, 1));
    expect(summary()).toHaveTextContent('Totaal: prijs in de winkel');
    expect(summary()).toHaveTextContent('De prijs krijgt u in de winkel.');
  });

  it('shows nothing about prices when the content has none', () => {
    const plain = products.map(({ id, naam, category, unit }) => ({ id, naam, category, unit }));
    const store = renderOrder(withoutPrices, plain);
    act(() => {
      store.typeWeight(9001, '1,5');
      store.typePieces(9002, '2');
    });
    expect(document.body).not.toHaveTextContent('€');
    expect(document.body).not.toHaveTextContent(/totaal|prijs/i);
    expect(
      within(summary())
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Proefentrecote1,5 kg', 'Proefkip2 stuks']);
  });
});

describe('Bestel opnieuw after a price change', () => {
  const past: PastOrder = {
    reference: 'DL-4K7QX',
    dag: '2026-11-20',
    quantities: {
      '9001': { isPerPiece: false, kg: 1.5, aantalStuks: 0 },
      '9002': { isPerPiece: true, kg: 0, aantalStuks: 2 },
      '9003': { isPerPiece: false, kg: 0, aantalStuks: 0 },
    },
    contact: { naam: 'Jan Peeters', email: 'jan@example.be', telefoon: '0470123456', bericht: '' },
    prices: {
      '9001': { pricePerKg: 22.5, pricePerPiece: 7.5 },
      '9002': { pricePerKg: 12.5, pieceWeightKg: 1.6 },
    },
  };
  const named: PriceList = { ...withPrices, nameOf: (id) => byId.get(id)?.naam };

  function renderReorder(prices: PriceList, order: PastOrder = past) {
    render(
      <PriceListContext value={prices}>
        <Reorder history={[order]} onReorder={() => {}} />
      </PriceListContext>,
    );
  }

  it('names the products whose price changed since that order, with today’s price', () => {
    renderReorder(named);
    const changes = screen.getByRole('list', { name: 'Gewijzigde prijzen sinds DL-4K7QX' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      euro(
        'De prijs van Proefentrecote is gewijzigd: nu € 24,90/kg · € 7,50/st. (was € 22,50/kg · € 7,50/st.).',
      ),
    ]);
  });

  it('says nothing for an order kept without prices, or while the shop shows none', () => {
    renderReorder(named, { ...past, prices: undefined });
    expect(screen.queryByRole('list', { name: /Gewijzigde prijzen/ })).not.toBeInTheDocument();
    cleanup();
    renderReorder({ ...withoutPrices, nameOf: named.nameOf });
    expect(screen.queryByRole('list', { name: /Gewijzigde prijzen/ })).not.toBeInTheDocument();
  });

  it('keeps today’s prices of a sent order, and none while the shop shows no prices', () => {
    expect(keptPrices([{ id: 9001 }, { id: 9003 }], withPrices)).toEqual({
      '9001': { pricePerKg: 24.9, pricePerPiece: 7.5 },
      '9003': {},
    });
    expect(keptPrices([{ id: 9001 }], withoutPrices)).toBeUndefined();
  });

  it('keeps the prices of a past order through storage, and drops a malformed one', () => {
    expect(parseHistory(JSON.stringify([past]))).toEqual([past]);
    expect(parseHistory(JSON.stringify([{ ...past, prices: { '9001': { pricePerKg: 'veel' } } }]))).toEqual(
      [],
    );
  });
});
