import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OrderShop } from '@/components/order/order-shop';
import { fixtureCatalogue } from '../../../fixtures/catalogue';
import { buildCalendar } from '@/lib/shop-calendar';

// Stand-ins that count how often the list and the form render when the server HTML comes alive.
const renders = { picker: 0, form: 0 };
jest.mock('@/components/order/product-picker', () => ({
  ProductPicker: () => {
    renders.picker += 1;
    return <button type="button">Meer Biefstuk</button>;
  },
}));
jest.mock('@/components/order/order-form', () => ({
  OrderForm: () => {
    renders.form += 1;
    return <input aria-label="Naam" />;
  },
}));

describe('OrderShop coming alive', () => {
  it('is disabled in the server HTML, enabled once hydrated, without rendering the list or form again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <OrderShop catalogue={fixtureCatalogue} calendar={buildCalendar()} />,
    );
    document.body.append(container);
    expect(container.querySelector('fieldset')).toBeDisabled();
    renders.picker = 0;
    renders.form = 0;

    await act(async () => {
      hydrateRoot(container, <OrderShop catalogue={fixtureCatalogue} calendar={buildCalendar()} />);
    });

    expect(container.querySelector('fieldset')).toBeEnabled();
    // Once for hydration; the switch from disabled to enabled renders only the fieldset.
    expect(renders).toEqual({ picker: 1, form: 1 });
  });
});
