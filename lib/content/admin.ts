// The content rules as /admin asks them (public/admin/admin.js), bundled for the admin page by
// scripts/copy-admin.mjs: the same schemas and checks as the build (scripts/check-content.ts), so a
// rule is written once and /admin says the build's Dutch message before anything is saved. The restore
// of a broken file (restore.ts) is a bundle of its own, loaded only when the owner asks for it.
import { removedCategoryProblems } from './catalogue-rules';
import { categoriesContentSchema } from './catalogue-schema';
import { betweenFileProblems, fileProblems, readContentJson, readFailure } from './check';
import { isProductFile, schemaOf, type ContentPath } from './schemas';

export {
  dateInputProblem,
  formatDutchDate,
  formatEuroInput,
  parseDutchDate,
  parseEuro,
  shopDay,
} from './values';
export {
  changedElsewhere,
  githubFolderReader,
  githubReader,
  githubTarget,
  localBackendFolderReader,
  localBackendReader,
} from './current-file';
export { inFileOrder } from './stable-keys';
export { weekdaysClosedByChanges } from './schedule-changes';

// More removed items than this in one save is asked again, with their names.
const REMOVALS_WITHOUT_ASKING = 3;

function contentFile(path: string): ContentPath | null {
  const name = path.replace(/^content\//, '');
  return schemaOf(name) ? (name as ContentPath) : null;
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

/** The product files' folder under the repository. */
export const PRODUCT_FOLDER_PATH = 'content/producten';

/**
 * What a save of `path` is checked against besides itself, as it is now: other files (paths), and
 * whether every product file is needed too (a change of the categories or the closures holds for all).
 */
export function otherFilesToCheck(path: string): { files: string[]; products: boolean } {
  const file = contentFile(path);
  const all = ['content/categorieen.json', 'content/sluitingen.json', 'content/winkel.json'];
  const rest = all.filter((other) => other !== `content/${file}`);
  if (file && isProductFile(file)) return { files: all, products: false };
  if (file && rest.length < all.length) return { files: rest, products: true };
  return { files: [], products: false };
}

/** The other files as they are now: parsed data by path (null = unreadable), and the product files. */
export type OtherFiles = {
  files: Record<string, unknown>;
  products: readonly { file: string; data: unknown }[];
};

/**
 * What stops a save: the build's rules on the new data, a category removed that still has products,
 * and the rules between files (`others`, see otherFilesToCheck) that this save breaks (a problem that
 * was there before the edit is the other file's to fix).
 */
export function saveProblems(
  path: string,
  data: unknown,
  before: unknown,
  today: string,
  others: OtherFiles = { files: {}, products: [] },
): string[] {
  const file = contentFile(path);
  if (!file) return [];
  const own = fileProblems(file, data, { today, before });
  if (own.length > 0) return own;
  const listed = others.products.map((each) => ({
    file: each.file.replace(/^content\//, ''),
    data: each.data,
  }));
  const was = categoriesContentSchema.safeParse(before);
  const now = categoriesContentSchema.safeParse(data);
  if (file === 'categorieen.json' && was.success && now.success) {
    const removed = removedCategoryProblems(was.data, now.data, listed.flatMap(product));
    if (removed.length > 0) return removed;
  }
  const between = (mine: unknown) => {
    const products = listed.filter((each) => each.file !== file);
    return betweenFileProblems({
      categories: file === 'categorieen.json' ? mine : others.files['content/categorieen.json'],
      products: isProductFile(file) ? [...products, { file, data: mine }] : products,
      closures: file === 'sluitingen.json' ? mine : others.files['content/sluitingen.json'],
      hours: file === 'winkel.json' ? mine : others.files['content/winkel.json'],
    });
  };
  const already = new Set(before === null || before === undefined ? [] : between(before));
  return between(data).filter((line) => !already.has(line));
}

// A product file as the catalogue rules read it, or nothing when it does not pass its own schema.
function product(entry: { file: string; data: unknown }) {
  const parsed = schemaOf(entry.file)?.safeParse(entry.data);
  return parsed?.success ? [{ file: entry.file, data: parsed.data as never }] : [];
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
