import type { ProductEntry } from './catalogue-layout';
import type { CategoriesContent } from './schemas';
import { seasonConflicts } from './season';

// The rules between the catalogue's files (issue 52), once each file passes its own schema: a product
// names a category that exists, no two products share a number, and a product's season fits its
// category's. One Dutch line per problem, at the product's file.

/** Products of `products` that name a category of `categories`, with that category. */
function productsInCategories(categories: CategoriesContent, products: readonly ProductEntry[]) {
  const byName = new Map(categories.categories.map((category) => [category.naam, category]));
  return products.flatMap((product) => {
    const category = byName.get(product.data.categorie);
    return category ? [{ ...product, category }] : [];
  });
}

export function catalogueProblems(
  categories: CategoriesContent,
  products: readonly ProductEntry[],
): string[] {
  const names = categories.categories.map((category) => category.naam);
  const unknown = products
    .filter(({ data }) => !names.includes(data.categorie))
    .map(
      ({ file, data }) =>
        `content/${file}: categorie '${data.categorie}' bestaat niet; kies een van ${names.join(', ')} (of voeg de categorie toe onder Categorieën)`,
    );
  const seen = new Map<number, ProductEntry>();
  const twice = products.flatMap((product) => {
    const first = seen.get(product.data.id);
    if (!first) {
      seen.set(product.data.id, product);
      return [];
    }
    return [
      `content/${product.file}: nummer ${product.data.id} is al gebruikt door '${first.data.naam}' (content/${first.file}); elk product houdt zijn eigen nummer: maak het product opnieuw aan in /admin, dan krijgt het een eigen nummer`,
    ];
  });
  const seasons = productsInCategories(categories, products).flatMap(({ file, data, category }) =>
    seasonConflicts({ ...category, products: [data] }).map(({ message }) => `content/${file}: ${message}`),
  );
  return [...unknown, ...twice, ...seasons];
}

/**
 * The products whose category this save of content/categorieen.json removes: they would vanish from
 * the order page. One line per removed category that still has products.
 */
export function removedCategoryProblems(
  before: CategoriesContent,
  after: CategoriesContent,
  products: readonly ProductEntry[],
): string[] {
  const kept = new Set(after.categories.map((category) => category.naam));
  return before.categories
    .filter((category) => !kept.has(category.naam))
    .flatMap((category) => {
      const left = products.filter(({ data }) => data.categorie === category.naam);
      return left.length === 0
        ? []
        : [
            `content/categorieen.json: categorie ${category.naam} kan niet weg of anders heten, er staan nog producten in: ${left
              .map(({ data }) => data.naam)
              .join(', ')}. Geef die producten eerst een andere categorie, of verwijder ze.`,
          ];
    });
}
