// The content rules as /admin asks them (public/admin/admin.js), bundled for the admin page by
// scripts/copy-admin.mjs: the same schemas and checks as the build (scripts/check-content.ts), so a
// rule is written once and /admin says the build's Dutch message before anything is saved.
import { crossFileProblems, fileProblems, readContentJson, readFailure } from './check';
import { contentFiles, type CatalogueContent, type ContentFileName } from './schemas';

export {
  dateInputProblem,
  formatDutchDate,
  formatEuroInput,
  parseDutchDate,
  parseEuro,
  shopDay,
} from './values';
export { changedElsewhere, githubReader, githubTarget, localBackendReader } from './current-file';
export { inFileOrder } from './key-order';
export { weekdaysClosedByChanges } from './schedule-changes';

// More removed items than this in one save is asked again, with their names.
const REMOVALS_WITHOUT_ASKING = 3;

function contentFile(path: string): ContentFileName | null {
  const name = path.replace(/^content\//, '');
  return Object.hasOwn(contentFiles, name) ? (name as ContentFileName) : null;
}

/**
 * Why a screen may not open for editing: its file (the text as stored) does not parse or does not
 * pass its schema. Empty when it may open. Saving over such a file would lose what could not be read.
 */
export function openProblems(path: string, raw: string, today: string): string[] {
  const file = contentFile(path);
  if (!file) return [];
  let data: unknown;
  const failure = readFailure(file, () => (data = readContentJson(raw)));
  if (failure) return [failure];
  return fileProblems(file, data, { today });
}

/** The file as it was before this edit, or null when its text is unreadable. */
export function parsedOrNull(raw: string): unknown {
  try {
    return readContentJson(raw);
  } catch {
    return null;
  }
}

type Catalogue = Pick<CatalogueContent, 'categories'>;
const isCatalogue = (data: unknown): data is Catalogue =>
  typeof data === 'object' && data !== null && Array.isArray((data as Catalogue).categories);

// A category removed while it still held products: those products would vanish with it.
function removedCategoryProblems(before: unknown, after: unknown): string[] {
  if (!isCatalogue(before) || !isCatalogue(after)) return [];
  const kept = new Set(
    after.categories.flatMap((category) => category.products.map((product) => product.id)),
  );
  const names = new Set(after.categories.map((category) => category.naam));
  return before.categories
    .filter((category) => !names.has(category.naam))
    .flatMap((category) => {
      const lost = category.products.filter((product) => !kept.has(product.id));
      return lost.length === 0
        ? []
        : [
            `content/producten.json: categorie ${category.naam} kan niet weg, er staan nog producten in: ${lost
              .map((product) => product.naam)
              .join(', ')}. Verplaats of verwijder eerst die producten.`,
          ];
    });
}

/** The other file a save of `path` is checked against (products and closures), or null. */
export function otherFileToCheck(path: string): string | null {
  const file = contentFile(path);
  return file === 'producten.json'
    ? 'content/sluitingen.json'
    : file === 'sluitingen.json'
      ? 'content/producten.json'
      : null;
}

/**
 * What stops a save: the build's rules on the new data, rules about what the edit removes, and the
 * rules between files (`other`: the file of `otherFileToCheck` as it is now, parsed, or null).
 */
export function saveProblems(
  path: string,
  data: unknown,
  before: unknown,
  today: string,
  other: unknown = null,
): string[] {
  const file = contentFile(path);
  if (!file) return [];
  const removed = file === 'producten.json' ? removedCategoryProblems(before, data) : [];
  const own = [...removed, ...fileProblems(file, data, { today, before })];
  return own.length > 0 ? own : crossFileProblems(file, data, other);
}

// Every named item of a file (products by number, other list items by their text), for counting losses.
function itemNames(data: unknown): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: unknown, inList: boolean) => {
    if (Array.isArray(node)) node.forEach((item) => visit(item, true));
    else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      const label = [record.naam, record.title, record.reason, record.name, record.term].find(
        (value): value is string => typeof value === 'string' && value.trim() !== '',
      );
      if (inList && label && !Array.isArray(record.products)) {
        names.set(typeof record.id === 'number' ? `id ${record.id}` : JSON.stringify(record), label);
      }
      Object.values(record).forEach((value) => visit(value, false));
    }
  };
  visit(data, false);
  return names;
}

/**
 * The names of the items this save would remove, when more than a few: the owner is asked to confirm
 * them by name. Empty when nothing needs asking.
 */
export function removalsToConfirm(before: unknown, after: unknown): string[] {
  const kept = itemNames(after);
  const removed = [...itemNames(before)].filter(([key]) => !kept.has(key)).map(([, name]) => name);
  return removed.length > REMOVALS_WITHOUT_ASKING ? removed : [];
}
