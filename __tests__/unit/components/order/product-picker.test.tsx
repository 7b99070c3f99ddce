import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { OrderSummary } from '@/components/order/order-summary';
import { ProductPicker } from '@/components/order/product-picker';
import * as storeModule from '@/components/order/order-store';
import { catalogue, searchProducts, setCatalogue } from '@/lib/order/catalogue';
import { buildCalendar } from '@/lib/shop/zone-calendar';
import { hiddenOn } from '@/lib/early/day-marks';
import { seasonVariants } from '@/components/order/season-variants';
import { fixtureCatalogue } from '@/__tests__/fixtures/catalogue';
import { builtOn } from '@/__tests__/fixtures/schedules';
import { hydrate, serverHtml } from '@/__tests__/fixtures/server-html';
import { product, renderWithStore, texts } from './helpers';

// Each row render reads its line through useOrderRow once: the calls per id count the renders.
jest.mock('@/components/order/order-store', () => {
  const actual = jest.requireActual('@/components/order/order-store');
  return { ...actual, useOrderRow: jest.fn(actual.useOrderRow) };
});
const useOrderRowSpy = storeModule.useOrderRow as jest.MockedFunction<typeof storeModule.useOrderRow>;

function renderPicker() {
  renderWithStore(
    <>
      <ProductPicker searchId="zoek" calendar={buildCalendar()} />
      <OrderSummary ref={{ current: null }} error={null} searchId="zoek" />
    </>,
  );
  return { user: userEvent.setup() };
}

const rowsShown = () =>
  within(screen.getByRole('list', { name: /Rund|Varken|Gevogelte|Charcuterie|Panklaar|BBQ|Allerlei|Zoek/ }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);

const inCategory = (name: string) => catalogue().filter((item) => item.category === name);

beforeEach(() => useOrderRowSpy.mockClear());

it('searches across all categories; shows the first 10 hits of a broad search, all of them on request, and the first 10 again for a new query; says when nothing is found, and can be cleared', async () => {
  const { user } = renderPicker();
  const search = screen.getByRole('searchbox', { name: 'Zoek een product' });
  await user.type(search, 'kroket');
  expect(rowsShown()).toEqual(expect.arrayContaining(['Kaaskroketten', 'Garnaalkroketten']));
  expect(screen.getByText(/producten gevonden$/)).toBeInTheDocument();

  await user.clear(search);
  const hits = searchProducts('k').map((item) => item.naam);
  await user.type(search, 'k');
  expect(rowsShown()).toEqual(hits.slice(0, 10));
  expect(screen.getByRole('status')).toHaveTextContent(`${hits.length} producten gevonden`);
  await user.click(screen.getByRole('button', { name: `Toon alle ${hits.length} resultaten` }));
  expect(rowsShown()).toEqual(hits);
  expect(screen.getAllByRole('listitem')[10]).toContainElement(document.activeElement as HTMLElement);
  await user.type(search, 'r');
  // 'kr': fewer than 10 hits in the fixture catalogue, all shown, no button.
  expect(rowsShown()).toEqual(searchProducts('kr').map((item) => item.naam));
  expect(screen.queryByRole('button', { name: /^Toon alle/ })).not.toBeInTheDocument();
  await user.type(search, '{Backspace}');
  expect(rowsShown()).toEqual(hits.slice(0, 10));

  await user.clear(search);
  await user.type(search, 'zzzz');
  expect(screen.getByRole('status')).toHaveTextContent('Geen producten gevonden');
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

  useOrderRowSpy.mockClear();
  await user.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
  expect(search).toHaveValue('');
  expect(search).toHaveFocus();
  expect(rowsShown()).toEqual(inCategory('Rund').map((item) => item.naam));
  // The category's rows were kept, hidden, while the search was on screen: none is built again.
  expect(useOrderRowSpy).not.toHaveBeenCalled();
});

it('offers the catalogue’s categories in their order (the first shown), keeps amounts when the category changes and lists chosen lines in the summary', async () => {
  const { user } = renderPicker();
  const select = screen.getByRole('combobox', { name: 'Categorie' });
  const names = ['Rund', 'Varken', 'Gevogelte', 'Charcuterie', 'Panklaar', 'BBQ', 'Allerlei'];
  expect(select).toHaveValue('Rund');
  expect(texts(select, 'option')).toEqual(names);
  expect(rowsShown()).toEqual(inCategory('Rund').map((item) => item.naam));
  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  await user.selectOptions(select, 'Panklaar');
  expect(rowsShown()).toEqual(inCategory('Panklaar').map((item) => item.naam));
  await user.click(screen.getByRole('button', { name: 'Meer Cordon bleu' }));
  await user.click(screen.getByRole('button', { name: 'Meer Cordon bleu' }));

  const summary = screen.getByRole('region', { name: 'Uw bestelling' });
  expect(within(summary).getByText('2 producten')).toBeInTheDocument();
  expect(texts(summary)).toEqual(['Biefstuk0,25 kg', 'Cordon bleu2 stuks']);

  await user.selectOptions(select, 'Rund');
  expect(screen.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,25');

  await user.click(within(summary).getByRole('button', { name: 'Verwijder Biefstuk' }));
  expect(screen.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0');
  expect(within(summary).getByText('1 product')).toBeInTheDocument();
  expect(summary).toHaveFocus();
});

it('re-renders only the changed row on a click or a keystroke, not the list', async () => {
  const { user } = renderPicker();
  const biefstuk = product('Biefstuk').id;
  const rows = inCategory('Rund').length;
  expect(new Set(useOrderRowSpy.mock.calls.map(([, id]) => id)).size).toBe(rows);

  useOrderRowSpy.mockClear();
  await user.click(screen.getByRole('button', { name: 'Meer Biefstuk' }));
  await user.type(screen.getByRole('textbox', { name: 'Biefstuk in kg' }), '5');
  const rendered = useOrderRowSpy.mock.calls.map(([, id]) => id);
  expect(rendered.length).toBeGreaterThan(0);
  expect(new Set(rendered)).toEqual(new Set([biefstuk]));
});

// 75 rows first; an empty category and one out of season, never offered; `html`: the page without scripts.
it('shows a long category’s first 30 rows at once, the rest in steps when idle, and all without JavaScript; puts the amounts of ten rows in one form that submits nothing, with and without JavaScript', () => {
  const [first, ...others] = fixtureCatalogue.categories;
  const names = Array.from({ length: 75 }, (_, index) => `Stuk ${index + 1}`);
  const many = names.map((naam, index) => ({ ...first!.products[0]!, id: 90_000 + index, naam }));
  const past = {
    naam: 'Voorbij',
    season: { until: '2000-01-01' },
    products: [{ ...many[0]!, id: 1, naam: 'Kwijt' }],
  };
  const never = [{ naam: 'Leeg', products: [] }, past];
  setCatalogue({ ...fixtureCatalogue, categories: [{ ...first!, products: many }, ...others, ...never] });
  // Each row's amount: in the form of its ten, whose only submit button is disabled.
  const inTens = (root: ParentNode) => {
    const forms = [...root.querySelectorAll<HTMLInputElement>('li[data-product] input')].map(({ form }) => {
      expect([...form!.elements].filter((el) => (el as HTMLButtonElement).type === 'submit')).toEqual([
        expect.objectContaining({ disabled: true }),
      ]);
      return form!;
    });
    expect(forms).toHaveLength(75);
    expect(new Set(forms).size).toBe(8);
    forms.forEach((form, index) => expect(form === forms[index - (index % 10)]).toBe(true));
  };
  jest.useFakeTimers();
  try {
    const html = renderToString(
      <storeModule.OrderStoreContext value={storeModule.createOrderStore(inCategory(first!.naam))}>
        <ProductPicker searchId="z" calendar={buildCalendar()} />
      </storeModule.OrderStoreContext>,
    );
    // Without JavaScript the rest stands in a <noscript>, in which React renders nothing.
    expect(html.slice(html.indexOf('<noscript>')).match(/Stuk \d+(?=<)/g)).toEqual(names.slice(30));
    // the whole page without JavaScript, the <noscript> rest read as HTML
    const page = document.createElement('div');
    page.innerHTML = html.replace(/<\/?noscript>/g, '');
    document.body.append(page);
    inTens(page);
    page.remove();

    renderPicker();
    expect(document.querySelector('noscript')?.childElementCount).toBe(0);
    for (const shown of [30, 40, 50, 60, 70, 75]) {
      expect(rowsShown()).toEqual(names.slice(0, shown));
      act(() => jest.advanceTimersToNextTimer());
    }
    expect(jest.getTimerCount()).toBe(0);
    inTens(document);
    expect(screen.queryByRole('option', { name: /Leeg|Voorbij/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kwijt' } });
    expect(screen.getByRole('status')).toHaveTextContent('Geen producten gevonden');
  } finally {
    jest.useRealTimers();
    setCatalogue(fixtureCatalogue);
  }
});

// Built on 20/11, opened on 26/12: a Christmas roast (from 1/12) and a product whose season ended before.
it('hydrates on every product whose season has not ended, marked with its days, the visitor’s shown; then lists that day’s alone', async () => {
  const [first, ...others] = fixtureCatalogue.categories;
  const roast = {
    ...first!.products[0]!,
    id: 91_001,
    naam: 'Kerstrollade',
    season: { from: '2026-12-01', until: '2026-12-31', pickupDates: ['2026-12-24', '2026-12-31'] },
  };
  const gone = { ...first!.products[0]!, id: 91_002, naam: 'Zomerworst', season: { until: '2026-11-10' } };
  const file = {
    ...fixtureCatalogue,
    categories: [{ ...first!, products: [roast, ...first!.products, gone] }, ...others],
  };
  const seasons = seasonVariants(file, '2026-11-20');
  expect(Object.keys(seasons)).toEqual(['91001']);
  const calendar = builtOn('2026-11-20', '2029-11-20');
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-26T09:00:00Z'));
  const picker = (
    <storeModule.OrderStoreContext value={storeModule.createOrderStore(catalogue())}>
      <ProductPicker searchId="z" calendar={calendar} seasons={seasons} />
    </storeModule.OrderStoreContext>
  );
  const container = serverHtml(picker);
  try {
    const row = container.querySelector('li[data-product="91001"]')!;
    expect(row).toHaveAttribute('data-day-from', '2026-12-01');
    expect(row).toHaveAttribute('data-day-until', '2026-12-31');
    expect(row).toHaveAttribute('data-day-other', '');
    expect(container.querySelector('li[data-product="91002"]')).toBeNull();
    // what the visitor sees on 26/12 (the shop-day script's rule)
    const note = row.querySelector('[data-name] ~ span:not([class*="allergens"])')!;
    const seen = [...note.querySelectorAll('span')].filter((span) => !span.closest(hiddenOn('2026-12-26')));
    expect(seen.map((span) => span.textContent)).toEqual(['Alleen af te halen op donderdag 31/12']);
    await hydrate(container, picker);
    expect(container.querySelectorAll('[data-day-from], [data-day-until], [data-day-other]')).toHaveLength(0);
    expect(container.querySelector('[role="status"]')).toHaveTextContent(
      `${first!.products.length + 1} producten`,
    );
    expect(container.querySelector('li[data-product="91001"]')).toHaveTextContent(
      'Alleen af te halen op donderdag 31/12',
    );
  } finally {
    container.remove();
    now.mockRestore();
    setCatalogue(fixtureCatalogue);
  }
});
