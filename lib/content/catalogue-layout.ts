import type { CatalogueContent, CategoriesContent, ProductFileContent } from './schemas';

// The catalogue is stored as entries (issue 52): content/categorieen.json and one file per product in
// content/producten/. This puts them together as the order page reads them: the categories in their
// order, each with its products by `volgorde` (none = after the numbered ones), then by name.

/** A product file as read: its name under content/ ('producten/biefstuk.json') and its data. */
export type ProductEntry = { file: string; data: ProductFileContent };

const place = (product: ProductFileContent) => product.volgorde ?? Number.POSITIVE_INFINITY;

/** The products of each category in order; a product naming no known category is left out (the check says so). */
export function assembleCatalogue(
  categories: CategoriesContent,
  products: readonly ProductEntry[],
): CatalogueContent {
  const sorted = [...products].sort(
    (a, b) => place(a.data) - place(b.data) || a.data.naam.localeCompare(b.data.naam, 'nl'),
  );
  return {
    categories: categories.categories.map((category) => ({
      ...category,
      products: sorted
        .filter(({ data }) => data.categorie === category.naam)
        .map(({ data: { categorie: _category, volgorde: _place, ...product } }) => product),
    })),
  };
}
