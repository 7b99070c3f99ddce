// The site with three times the catalogue (issue 33): does the order page's cost grow with it? Built
// in a temporary copy of the project whose content/producten.json holds every product three times
// (the copies with their own id and name, in the same category), never in this project's content/.
// The export is kept in .tmp/bench-catalogue-x3/out for `npm run bench -- --reuse`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../scripts/test-site.mjs';
import { root } from './floor.mjs';

export const CATALOGUE_FACTOR = 3;
export const largeOut = path.join(root, '.tmp', 'bench-catalogue-x3', 'out');

/**
 * The catalogue with every product `factor` times: copy n gets the id lastId + …, and its name a
 * number ("Biefstuk 2"), so search and find-in-page see distinct products.
 * @param {{ lastId: number, categories: { naam: string, products: { id: number, naam: string }[] }[] }} catalogue
 *   content/producten.json
 * @param {number} factor
 */
export function multipliedCatalogue(catalogue, factor) {
  let lastId = Number(catalogue.lastId);
  const categories = catalogue.categories.map((category) => {
    const copies = [];
    for (let copy = 2; copy <= factor; copy += 1)
      for (const product of category.products)
        copies.push({ ...product, id: (lastId += 1), naam: `${product.naam} ${copy}` });
    return { ...category, products: [...category.products, ...copies] };
  });
  return { ...catalogue, categories, lastId };
}

/**
 * Products in a catalogue file (every category's list).
 * @param {{ categories: { products: unknown[] }[] }} catalogue
 */
export function productCount(catalogue) {
  return catalogue.categories.reduce((sum, category) => sum + category.products.length, 0);
}

export const readCatalogue = (dir = root) =>
  JSON.parse(readFileSync(path.join(dir, 'content', 'producten.json'), 'utf8'));

/**
 * Builds the site with the multiplied catalogue (the given settings) into `largeOut`, unless `reuse`
 * and an export is there. Returns the exit status.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ reuse?: boolean }} [options]
 */
export function buildLargeCatalogueSite(env, { reuse = false } = {}) {
  if (reuse && existsSync(largeOut)) return 0;
  const dir = copyProject('slagerij-bench-x3-');
  try {
    const file = path.join(dir, 'content', 'producten.json');
    writeFileSync(
      file,
      `${JSON.stringify(multipliedCatalogue(readCatalogue(dir), CATALOGUE_FACTOR), null, 2)}\n`,
    );
    const result = spawnSync(process.execPath, [path.join(dir, 'scripts', 'build.mjs')], {
      cwd: dir,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) return result.status ?? 1;
    rmSync(largeOut, { recursive: true, force: true });
    cpSync(path.join(dir, 'out'), largeOut, { recursive: true });
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
