import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assembleCatalogue } from './catalogue-layout';
import {
  PRODUCT_FOLDER,
  type CatalogueContent,
  type CategoriesContent,
  type ProductFileContent,
  type ProductFileName,
} from './schemas';

// At build time (the order page's server component, the tests): the catalogue from a content folder.
// The build has checked the files first (scripts/check-content.ts); here they are only read.

/** The product files of a content folder, as named under it ('producten/biefstuk.json'), sorted. */
export function productFileNames(contentDir: string): ProductFileName[] {
  return readdirSync(path.join(contentDir, PRODUCT_FOLDER))
    .filter((name): name is `${string}.json` => name.endsWith('.json'))
    .sort()
    .map((name): ProductFileName => `${PRODUCT_FOLDER}/${name}`);
}

/** content/categorieen.json and content/producten/*.json of `contentDir`, as the order page reads them. */
export function readCatalogue(contentDir: string): CatalogueContent {
  const json = (name: string): unknown => JSON.parse(readFileSync(path.join(contentDir, name), 'utf8'));
  return assembleCatalogue(
    json('categorieen.json') as CategoriesContent,
    productFileNames(contentDir).map((file) => ({ file, data: json(file) as ProductFileContent })),
  );
}
