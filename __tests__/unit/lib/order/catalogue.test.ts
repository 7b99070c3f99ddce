import {
  catalogue,
  categories,
  productById,
  productsInCategory,
  searchProducts,
} from '@/lib/order/catalogue';

// Under jest, '@/content/*' is the fixed copy of the shipped default content in
// __tests__/fixtures/content (jest.config.mjs): these tests check that default against the spec, and
// the owner's own edits in content/ never change them. The build checks the live files.

const byName = (naam: string) => {
  const product = catalogue.find((candidate) => candidate.naam === naam);
  if (!product) throw new Error(`missing ${naam}`);
  return product;
};

describe('catalogue (the shipped default, fixture copy)', () => {
  it('holds about 140 products with unique ids up to 145 (with gaps) and unique names', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(130);
    expect(catalogue.length).toBeLessThanOrEqual(145);
    const ids = catalogue.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBe(145);
    expect(ids.length).toBeLessThan(145);
    const names = catalogue.map((product) => product.naam.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('splits the units as the issue says: 26 per piece only, about 100 per piece, the rest per kg', () => {
    const count = (unit: string) => catalogue.filter((product) => product.unit === unit).length;
    expect(count('stuk')).toBe(26);
    const perPieceAllowed = count('stuk') + count('kg-of-stuk');
    expect(perPieceAllowed).toBeGreaterThanOrEqual(95);
    expect(perPieceAllowed).toBeLessThanOrEqual(105);
    expect(count('kg')).toBe(catalogue.length - perPieceAllowed);
  });

  it('fills every category, in the spec order', () => {
    expect(categories).toEqual(['Rund', 'Varken', 'Gevogelte', 'Charcuterie', 'Panklaar', 'BBQ', 'Allerlei']);
    for (const category of categories) {
      const products = productsInCategory(category);
      expect(products.length).toBeGreaterThan(5);
      expect(products.every((product) => product.category === category)).toBe(true);
    }
    expect(categories.reduce((sum, category) => sum + productsInCategory(category).length, 0)).toBe(
      catalogue.length,
    );
  });

  it('carries the names a Brugge customer reads on the counter', () => {
    for (const naam of [
      'Biefstuk',
      "Côte à l'os",
      'Stoofvlees',
      'Soepvlees met been',
      'Gehakt half-om-half',
      'Kalfsgebraad',
      'Varkenskotelet',
      'Hespenrolletjes',
      'Hoevekip',
      'Konijn',
      'Kalkoenfiletgebraad',
      'Boerenpaté',
      'Vol-au-vent',
      'Balletjes in tomatensaus',
      'Cordon bleu',
      'Gehaktbroodje',
      'BBQ-worsten',
      'Saté',
      'Lamskotelet',
      'Brugse kaas',
      'Colli gemengd',
      'Fondue varié',
      'Gourmet/steengrill',
    ]) {
      expect(byName(naam)).toBeDefined();
    }
    expect(byName('Konijn').category).toBe('Gevogelte');
    expect(byName('Kalfsgebraad').category).toBe('Rund');
    expect(byName('Colli rund').category).toBe('Allerlei');
  });

  it('has exactly nine info popups, with the spec rules as data', () => {
    const withInfo = catalogue.filter((product) => product.info);
    expect(withInfo.map((product) => product.naam).sort()).toEqual(
      [
        'Gehaktbroodje',
        'Fondue varié',
        'Fondue de luxe',
        'Gourmet/steengrill',
        'Kalkoenfiletgebraad',
        'Konijn',
        'Colli gemengd',
        'Colli rund',
        'Colli varken',
      ].sort(),
    );
    expect(byName('Gehaktbroodje').allowedWeightsKg).toEqual([0.5, 1]);
    expect(byName('Gehaktbroodje').info?.text).toMatch(/0,5 kg of 1 kg/);
    for (const naam of ['Fondue varié', 'Fondue de luxe', 'Gourmet/steengrill']) {
      expect(byName(naam).leadTime).toEqual({ minDaysAhead: 2 });
      expect(byName(naam).info?.text).toMatch(/minstens 2 dagen/);
    }
    for (const naam of ['Kalkoenfiletgebraad', 'Konijn']) {
      expect(byName(naam).leadTime).toEqual({ orderByWeekday: 'wednesday' });
      expect(byName(naam).info?.text).toMatch(/ten laatste op woensdag/);
    }
    for (const naam of ['Colli gemengd', 'Colli rund', 'Colli varken']) {
      const weights = [...(byName(naam).info?.text ?? '').matchAll(/(\d+(?:,\d+)?) kg/g)].map((match) =>
        Number((match[1] ?? '').replace(',', '.')),
      );
      expect(weights.length).toBeGreaterThanOrEqual(3);
      expect(weights.every((kg) => kg >= 1 && kg <= 2)).toBe(true);
    }
    const rulesWithoutInfo = catalogue.filter(
      (product) => !product.info && (product.leadTime || product.allowedWeightsKg),
    );
    expect(rulesWithoutInfo).toEqual([]);
  });

  it('finds a product by id', () => {
    expect(productById(1)?.naam).toBe('Biefstuk');
    expect(productById(13)).toBeUndefined();
  });
});

describe('searchProducts', () => {
  const names = (query: string) => searchProducts(query).map((product) => product.naam);

  it('ignores case and accents and searches every category', () => {
    expect(names('cote a los')).toEqual(["Côte à l'os"]);
    expect(names('PATE')).toEqual(expect.arrayContaining(['Boerenpaté', 'Ardeense paté']));
    expect(names('fondue varie')).toEqual(['Fondue varié']);
    const categoriesFound = new Set(searchProducts('kip').map((product) => product.category));
    expect(categoriesFound.size).toBeGreaterThan(1);
  });

  it('needs every word and puts names starting with the query first', () => {
    expect(names('bbq worst')).toEqual(['BBQ-worsten']);
    const kalkoen = names('kalkoen');
    expect(kalkoen[0]?.startsWith('Kalkoen')).toBe(true);
    expect(kalkoen.at(-1)).toBe('Kalkoensaté');
    expect(names('konijn')).toEqual(['Konijn', 'Konijnenbout', 'Konijn met pruimen']);
  });

  it('returns nothing for a blank or unknown query', () => {
    expect(searchProducts('')).toEqual([]);
    expect(searchProducts('   ')).toEqual([]);
    expect(searchProducts('kangoeroe')).toEqual([]);
  });
});

describe('categories are content', () => {
  it('offers the owner’s categories in the owner’s order and leaves an empty one out', () => {
    jest.isolateModules(() => {
      // Spelled as the compiler rewrites the import, so the fixture mapping (jest.config.mjs) applies.
      jest.doMock('../../../../content/producten.json', () => ({
        lastId: 2,
        categories: [
          { naam: 'Feestmenu', products: [{ id: 2, naam: 'Kerstpakket', unit: 'stuk' }] },
          { naam: 'Wild', products: [] },
          { naam: 'Rund', products: [{ id: 1, naam: 'Biefstuk', unit: 'kg' }] },
        ],
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
      const fresh = require('@/lib/order/catalogue') as typeof import('@/lib/order/catalogue');
      expect(fresh.categories).toEqual(['Feestmenu', 'Rund']);
      expect(fresh.productsInCategory('Feestmenu').map((product) => product.naam)).toEqual(['Kerstpakket']);
    });
  });
});
