// One-time migration (issue 52): content/producten.json (one file, every product, a shared lastId)
// becomes content/categorieen.json (the categories in their order, with season and lead time) and
// content/producten/<naam>.json (one file per product, its id kept, its category and place named).
// Run once per content folder: `node scripts/migrate-catalogue.mjs content`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STEP = 10;

/** @param {string} name */
export const fileSlug = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** @param {string} dir */
function migrate(dir) {
  const source = path.join(dir, 'producten.json');
  const catalogue = JSON.parse(readFileSync(source, 'utf8'));
  const write = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  write(path.join(dir, 'categorieen.json'), {
    categories: catalogue.categories.map(({ products: _products, ...category }) => category),
  });
  const folder = path.join(dir, 'producten');
  mkdirSync(folder, { recursive: true });
  const used = new Set();
  let count = 0;
  for (const category of catalogue.categories) {
    category.products.forEach((product, index) => {
      const { id, naam, ...rest } = product;
      let slug = fileSlug(naam) || `product-${id}`;
      if (used.has(slug)) slug = `${slug}-${id}`;
      used.add(slug);
      write(path.join(folder, `${slug}.json`), {
        id,
        naam,
        categorie: category.naam,
        volgorde: (index + 1) * STEP,
        ...rest,
      });
      count += 1;
    });
  }
  rmSync(source);
  console.log(`${dir}: ${catalogue.categories.length} categorieën, ${count} producten`);
}

for (const dir of process.argv.slice(2)) migrate(path.resolve(dir));
