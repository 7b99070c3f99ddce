import { catalogue, productById, searchProducts, setCatalogue } from '@/lib/order/catalogue';
import type { CatalogueContent } from '@/lib/content/schemas';

// A small catalogue of this test's own: no test reads the shipped products (the build checks those).
const product = (id: number, naam: string) => ({ id, naam, unit: 'kg' as const });
const category = (naam: string, products: CatalogueContent['categories'][number]['products']) => ({
  naam,
  products,
});
beforeAll(() =>
  setCatalogue({
    lastId: 50,
    categories: [
      category('Rund', [
        product(1, 'Biefstuk'),
        product(2, "Côte à l'os"),
        product(3, 'Stoofvlees van het rund'),
      ]),
      category('Varken', [product(10, 'Varkenskotelet'), product(11, 'BBQ-worsten')]),
      category('Gevogelte', [
        product(20, 'Kip'),
        product(21, 'Kalkoenfilet'),
        product(22, 'Gebraden kalkoen'),
      ]),
      category('Charcuterie', [product(30, 'Boerenpaté'), product(31, 'Ardeense paté')]),
      category('Panklaar', [product(40, 'Kipfilet met paprika')]),
      category('BBQ', []),
      category('Allerlei', [{ ...product(50, 'Fondue varié'), available: false }]),
    ],
  }),
);

const names = (products: readonly { naam: string }[]) => products.map((product) => product.naam);

describe('catalogue', () => {
  it('lists every product once, category by category in the shop order, each with its category', () => {
    expect(catalogue().map((product) => product.id)).toEqual([1, 2, 3, 10, 11, 20, 21, 22, 30, 31, 40, 50]);
    expect(catalogue().map((product) => product.category)).toEqual(
      'Rund Rund Rund Varken Varken Gevogelte Gevogelte Gevogelte Charcuterie Charcuterie Panklaar Allerlei'.split(
        ' ',
      ),
    );
  });

  it('finds a product by id, and nothing for an unknown id', () => {
    expect(productById(21)?.naam).toBe('Kalkoenfilet');
    expect(productById(4)).toBeUndefined();
  });
});

describe('searchProducts', () => {
  const found = (query: string) => names(searchProducts(query));

  it('ignores case, accents, apostrophes and punctuation, and searches every category', () => {
    expect(found('COTE A LOS')).toEqual(["Côte à l'os"]);
    expect(found('pate')).toEqual(['Boerenpaté', 'Ardeense paté']);
    expect(found('bbq worsten')).toEqual(['BBQ-worsten']);
    expect(found('kip')).toEqual(['Kip', 'Kipfilet met paprika']);
  });

  it('needs every word, and puts names starting with the query first', () => {
    expect(found('rund stoofvlees')).toEqual(['Stoofvlees van het rund']);
    expect(found('kalkoen')).toEqual(['Kalkoenfilet', 'Gebraden kalkoen']);
    expect(found('gebraden kalkoen')).toEqual(['Gebraden kalkoen']);
  });

  it('returns nothing for a blank or unknown query', () => {
    expect(searchProducts('')).toEqual([]);
    expect(searchProducts('   ')).toEqual([]);
    expect(searchProducts('kangoeroe')).toEqual([]);
  });
});
