import type { CatalogueContent, ProductContent } from '@/lib/content/schemas';

// Data in the HTML (setCatalogue), so the code does not grow with it (issue 33); schema-checked at build.

/** A category's name, as the owner wrote it in /admin. */
export type Category = string;

/** What a category decides for each of its products (issue 31): when it is on offer, how far ahead. */
type CategoryRules = Pick<CatalogueContent['categories'][number], 'season' | 'leadTime'>;

/** A product of the counter, with its category and that category's season and lead time (also its own). */
export type Product = ProductContent & { category: Category; categoryRules?: CategoryRules };

let file: CatalogueContent | undefined;
let products: readonly Product[] = [];
let byId = new Map<number, Product>();
// Made at the first search, not when the page loads (140 Unicode normalisations the list does not need).
let keys: Map<number, string> | undefined;

/** The catalogue the page was built with; the same file again changes nothing. */
export function setCatalogue(next: CatalogueContent): void {
  if (next === file) return;
  file = next;
  products = next.categories.flatMap(({ naam, products, season, leadTime }) =>
    products.map((product) => ({
      ...product,
      category: naam,
      ...(season || leadTime ? { categoryRules: { season, leadTime } } : {}),
    })),
  );
  byId = new Map(products.map((product) => [product.id, product]));
  keys = undefined;
}

export const catalogue = (): readonly Product[] => products;

export const productById = (id: number): Product | undefined => byId.get(id);

/** The products of an order's lines that are still in the catalogue (for the day rules). */
export const productsOf = (lines: readonly { id: number }[]) =>
  lines.flatMap((line) => byId.get(line.id) ?? []);

// Lowercase, no accents nor apostrophes, other punctuation a space: "Côte à l'os" → "cote a los".
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const searchKeyOf = (product: Product) => {
  keys ??= new Map(products.map((each) => [each.id, searchKey(each.naam)]));
  return keys.get(product.id) ?? '';
};

// Every query word in the name, names starting with the query first; `among`: e.g. those in season.
export function searchProducts(query: string, among = products): readonly Product[] {
  const key = searchKey(query);
  if (key === '') return [];
  const words = key.split(' ');
  const hits = among.filter((product) => words.every((word) => searchKeyOf(product).includes(word)));
  const startsWithQuery = (product: Product) => searchKeyOf(product).startsWith(key);
  return [...hits.filter(startsWithQuery), ...hits.filter((product) => !startsWithQuery(product))];
}
