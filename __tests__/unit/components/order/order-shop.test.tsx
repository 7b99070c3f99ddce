import { OrderForm } from '@/components/order/order-form';
import { OrderShop } from '@/components/order/order-shop';
import { ProductPicker } from '@/components/order/product-picker';
import { fixtureCatalogue } from '../../../fixtures/catalogue';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { hydrate, serverHtml } from '@/__tests__/fixtures/server-html';

// Stand-ins that count how often the list and the form render when the server HTML comes alive.
jest.mock('@/components/order/product-picker', () => ({ ProductPicker: jest.fn(() => null) }));
jest.mock('@/components/order/order-form', () => ({ OrderForm: jest.fn(() => null) }));
const renders = () =>
  [jest.mocked(ProductPicker), jest.mocked(OrderForm)].map((mock) => mock.mock.calls.length);

it('comes alive: disabled in the server HTML, enabled once hydrated, without rendering the list or form again', async () => {
  const shop = <OrderShop catalogue={fixtureCatalogue} calendar={buildCalendar()} />;
  const container = serverHtml(shop);
  expect(container.querySelector('fieldset')).toBeDisabled();
  jest.clearAllMocks();
  await hydrate(container, shop);
  expect(container.querySelector('fieldset')).toBeEnabled();
  // Once for hydration; the switch from disabled to enabled renders only the fieldset.
  expect(renders()).toEqual([1, 1]);
});
