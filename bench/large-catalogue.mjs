// The site with three times the catalogue (issue 33): does the order page's cost grow with it? Built
// in a temporary copy of the project whose content/producten/ holds every product three times
// (the copies with their own id and name, in the same category), never in this project's content/.
// The export is kept in .tmp/bench-catalogue-x3/out for `npm run bench -- --reuse`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../scripts/test-site.mjs';
import { root } from './floor.mjs';

export const CATALOGUE_FACTOR = 3;
export const largeOut = path.join(root, '.tmp', 'bench-catalogue-x3', 'out');

/**
 * The product files with every product `factor` times: copy n gets a number of its own (above every
 * number in use) and its name a number ("Biefstuk 2"), so search and find-in-page see distinct products.
 * @param {{ file: string, data: { id: number, naam: string } }[]} products content/producten/*.json
 * @param {number} factor
 */
export function multipliedCatalogue(products, factor) {
  let lastId = Math.max(...products.map(({ data }) => data.id));
  const copies = [];
  for (let copy = 2; copy <= factor; copy += 1)
    for (const { file, data } of products)
      copies.push({
        file: file.replace(/\.json$/, `-${copy}.json`),
        data: { ...data, id: (lastId += 1), naam: `${data.naam} ${copy}` },
      });
  return [...products, ...copies];
}

/**
 * Products in the catalogue (its product files).
 * @param {unknown[]} products
 */
export function productCount(products) {
  return products.length;
}

/** The product files of a project's content/producten/: name and data. */
export const readCatalogue = (dir = root) => {
  const folder = path.join(dir, 'content', 'producten');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(folder, file), 'utf8')) }));
};

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
    for (const { file, data } of multipliedCatalogue(readCatalogue(dir), CATALOGUE_FACTOR))
      writeFileSync(path.join(dir, 'content', 'producten', file), `${JSON.stringify(data, null, 2)}\n`);
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
