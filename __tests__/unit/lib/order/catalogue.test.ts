import { catalogue, productById, searchProducts, setCatalogue } from '@/lib/order/catalogue';

// A small catalogue of this test's own: no test reads the shipped products (the build checks those).
const product = (id: number, naam: string) => ({ id, naam, unit: 'kg' as const });
beforeAll(() =>
  setCatalogue({
    categories: [
      {
        naam: 'Rund',
        products: [product(1, 'Biefstuk'), product(2, "Côte à l'os"), product(3, 'Stoofvlees van het rund')],
      },
      { naam: 'Varken', products: [product(10, 'Varkenskotelet'), product(11, 'BBQ-worsten')] },
      {
        naam: 'Gevogelte',
        products: [product(20, 'Kip'), product(21, 'Kalkoenfilet'), product(22, 'Gebraden kalkoen')],
      },
      { naam: 'Charcuterie', products: [product(30, 'Boerenpaté'), product(31, 'Ardeense paté')] },
      { naam: 'Panklaar', products: [product(40, 'Kipfilet met paprika')] },
      { naam: 'BBQ', products: [] },
      { naam: 'Allerlei', products: [{ ...product(50, 'Fondue varié'), available: false }] },
    ],
  }),
);

const found = (query: string) => searchProducts(query).map((product) => product.naam);

it('lists every product once, category by category in the shop order, each with its category; finds one by id; searchProducts ignores case, accents, apostrophes and punctuation, searches every category, needs every word, puts names starting with the query first, and returns nothing for a blank or unknown query', () => {
  const listed = catalogue().map(({ id, category }) => `${id} ${category}`);
  expect(listed.join()).toBe(
    '1 Rund,2 Rund,3 Rund,10 Varken,11 Varken,20 Gevogelte,21 Gevogelte,22 Gevogelte,30 Charcuterie,31 Charcuterie,40 Panklaar,50 Allerlei',
  );
  expect(productById(21)?.naam).toBe('Kalkoenfilet');
  expect(productById(4)).toBeUndefined();
  expect(found('COTE A LOS')).toEqual(["Côte à l'os"]);
  expect(found('pate')).toEqual(['Boerenpaté', 'Ardeense paté']);
  expect(found('bbq worsten')).toEqual(['BBQ-worsten']);
  expect(found('kip')).toEqual(['Kip', 'Kipfilet met paprika']);
  expect(found('rund stoofvlees')).toEqual(['Stoofvlees van het rund']);
  expect(found('kalkoen')).toEqual(['Kalkoenfilet', 'Gebraden kalkoen']);
  expect(found('gebraden kalkoen')).toEqual(['Gebraden kalkoen']);
  expect(searchProducts('')).toEqual([]);
  expect(searchProducts('   ')).toEqual([]);
  expect(searchProducts('kangoeroe')).toEqual([]);
});
