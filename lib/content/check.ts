import type { z } from 'zod/mini';
import type { ProductEntry } from './catalogue-layout';
import { catalogueProblems } from './catalogue-rules';
import { categoriesContentSchema, productFileSchema } from './catalogue-schema';
import { closedPickupDateProblems } from './closed-pickup-dates';
import {
  contentFiles,
  schemaOf,
  type ContentFileName,
  type ContentPath,
  type PhotosContent,
} from './schemas';
import { closuresContentSchema, shopContentSchema } from './shop-schema';
import { formatDutchDate, yearsAhead } from './values';

// Turns the schemas' findings into one Dutch line per problem: file, item, field.
// `content/winkel.json: 'Zaterdag': sluit om moet …`, `content/producten/biefstuk.json: eenheid moet …`

type PathKey = PropertyKey;

function itemName(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const name = [
    record.naam,
    record.name,
    record.label,
    record.title,
    record.term,
    record.date,
    record.from,
  ].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  // A date names its item as the owner types it: '24/12/2026', never '2026-12-24'.
  const shown = name === undefined ? undefined : formatDutchDate(name);
  if (typeof record.id === 'number') return shown ? `'${shown}' (id ${record.id})` : `id ${record.id}`;
  return shown ? `'${shown}'` : null;
}

// The innermost list item on the path, named by its name/title/date, else by its position.
function describeItem(data: unknown, path: readonly PathKey[]): string | null {
  let node: unknown = data;
  let described: string | null = null;
  for (const [index, key] of path.entries()) {
    if (typeof node !== 'object' || node === null) break;
    const next: unknown = (node as Record<PropertyKey, unknown>)[key as string];
    if (Array.isArray(node) && typeof key === 'number' && index < path.length - 1) {
      described = itemName(next) ?? `item ${key + 1}`;
    }
    node = next;
  }
  return described;
}

function formatIssues(file: string, data: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const item = describeItem(data, issue.path);
    return `content/${file}: ${item ? `${item}: ` : ''}${issue.message}`;
  });
}

// A value the site was delivered with and the shop still has to fill in: '[…, in te vullen]', or the
// company number of zeros.
const PLACEHOLDER = /in te vullen|^BE ?0000\.?000\.?000$/i;

// The /admin labels of the fields that ship as placeholders (public/admin/config.yml).
const FIELD_LABELS: Readonly<Record<string, string>> = {
  companyNumber: 'Ondernemingsnummer',
  privacy: 'Privacyverklaring',
  mailboxProvider: 'E-mailprovider van de winkel',
  websiteHost: 'Webhost',
  orderMailRetention: 'Bestelmails bewaren',
};

/** One Dutch line per text in a content file that is still a placeholder: the build warns, /admin fills them. */
export function placeholderWarnings(file: ContentFileName, data: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string' && PLACEHOLDER.test(node)) {
      found.push(
        `content/${file}: ${path.map((key) => FIELD_LABELS[key] ?? key).join(' → ')} is nog niet ingevuld (${node})`,
      );
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) visit(value, [...path, key]);
    }
  };
  visit(data, []);
  return found;
}

/** A content file that cannot be read as JSON; the message is Dutch and says where. */
class ContentReadError extends Error {}

/** Line and column (1-based) of a character position in a text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses a content file's text. A syntax error (a hand edit with a comma or quote too many or too few)
 * becomes one Dutch sentence with line and column instead of the engine's English message.
 */
export function readContentJson(text: string): unknown {
  if (text.trim() === '') throw new ContentReadError('het bestand is leeg');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const match = /position (\d+)/.exec(message);
    const position = match ? Number(match[1]) : text.trimEnd().length;
    const { line, column } = lineAndColumn(text, position);
    throw new ContentReadError(
      `de opmaak klopt niet op regel ${line}, kolom ${column} (een komma, aanhalingsteken of haakje te veel of te weinig?); herstel het bestand of zet de vorige versie terug`,
    );
  }
}

function readProblem(error: unknown): string {
  if (error instanceof ContentReadError) return error.message;
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT') {
    return 'het bestand ontbreekt';
  }
  return `kan niet gelezen worden (${error instanceof Error ? error.message : String(error)})`;
}

type Dated = Record<string, unknown>;
const DATE_FIELDS: Partial<Record<ContentFileName, { list: string | null; fields: [string, string][] }[]>> = {
  'sluitingen.json': [
    { list: 'days', fields: [['date', 'datum']] },
    {
      list: 'periods',
      fields: [
        ['from', 'van'],
        ['to', 'tot en met'],
      ],
    },
  ],
  'winkel.json': [{ list: 'specialDays', fields: [['date', 'datum']] }],
  'aankondiging.json': [
    {
      list: null,
      fields: [
        ['from', 'tonen vanaf'],
        ['to', 'tonen tot en met'],
      ],
    },
  ],
};
const PAST_REFUSED: readonly ContentFileName[] = ['sluitingen.json', 'winkel.json'];

/**
 * Dates the owner may not give: more than two years ahead (a mistyped year), and, for a closure that
 * is new since `before`, a day in the past. The build passes the file itself as `before`: a closure
 * that has since gone by is history, not a mistake.
 */
function dateProblems(file: ContentFileName, data: unknown, before: unknown, today: string): string[] {
  const groups = DATE_FIELDS[file];
  if (!groups) return [];
  const latest = yearsAhead(today, 2);
  const issues: z.core.$ZodIssue[] = [];
  for (const { list, fields } of groups) {
    const items = ((list ? (data as Dated)[list] : [data]) ?? []) as Dated[];
    const known = new Set(
      ((list ? (before as Dated | null)?.[list] : [before]) as unknown[] | undefined)?.map((item) =>
        JSON.stringify(item),
      ) ?? [],
    );
    items.forEach((item, index) => {
      const isNew = !known.has(JSON.stringify(item));
      for (const [field, label] of fields) {
        const value = item[field] as string;
        const path = list ? [list, index, field] : [field];
        const shown = formatDutchDate(value);
        if (value > latest) {
          issues.push({
            code: 'custom',
            path,
            input: value,
            message: `${label} (${shown}) ligt meer dan twee jaar vooruit: klopt het jaar?`,
          });
        } else if (isNew && PAST_REFUSED.includes(file) && field !== 'from' && value < today) {
          issues.push({
            code: 'custom',
            path,
            input: value,
            message: `${label} (${shown}) ligt in het verleden: ${file === 'winkel.json' ? 'een extra openingsdag' : 'een sluiting'} moet vandaag of later zijn`,
          });
        }
      }
    });
  }
  return formatIssues(file, data, issues);
}

/** What a file is checked against, besides its schema: the day it is (yyyy-mm-dd) and the file as it was. */
export type CheckContext = {
  today: string;
  before?: unknown;
  photoExists?: (file: string) => boolean;
};

// Data at the top of a file that its screen does not have: a save from another screen left it there
// (issue 52). The site would silently ignore it, and it would hide a save that went to the wrong file.
function strayKeyProblems(file: ContentPath, data: unknown): string[] {
  const { shape } = schemaOf(file) as unknown as { shape: Record<string, unknown> };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const stray = Object.keys(data).filter((key) => !Object.hasOwn(shape, key));
  if (stray.length === 0) return [];
  const names = stray.map((key) => `'${key}'`).join(', ');
  return [
    `content/${file}: ${stray.length === 1 ? `het gegeven ${names} hoort` : `de gegevens ${names} horen`} niet in dit bestand (opgeslagen vanuit een ander scherm?): haal ${stray.length === 1 ? 'het' : 'ze'} uit het bestand`,
  ];
}

/** The problems of one parsed content file, one Dutch line each: its schema, then its date rules. */
export function fileProblems(file: ContentPath, data: unknown, context: CheckContext): string[] {
  const { today, before = data, photoExists = () => true } = context;
  const stray = strayKeyProblems(file, data);
  if (stray.length > 0) return stray;
  const result = (schemaOf(file) as z.ZodMiniType).safeParse(data);
  if (!result.success) return formatIssues(file, data, result.error.issues);
  if (!Object.hasOwn(contentFiles, file)) return [];
  const dates = dateProblems(file as ContentFileName, data, before, today);
  if (dates.length > 0 || file !== 'fotos.json') return dates;
  const photos = result.data as PhotosContent;
  return Object.entries(photos).flatMap(([list, items]) =>
    items.flatMap((item, index) =>
      photoExists(item.file)
        ? []
        : formatIssues(file, data, [
            {
              code: 'custom',
              path: [list, index, 'file'],
              message: `foto ${item.file} bestaat niet in public/images`,
              input: item.file,
            },
          ]),
    ),
  );
}

/** Why a file's text cannot be read, in Dutch, or null when it parses. */
export function readFailure(file: ContentPath, read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    return `content/${file}: ${readProblem(error)}`;
  }
}

/**
 * Checks every content file; `read` returns the parsed JSON of a file (named under content/), or throws
 * when it is unreadable; `productFiles` are the product files ('producten/biefstuk.json');
 * `photoExists` tells whether a photo named in content/fotos.json is in public/images.
 * A file that cannot be read is reported first and alone: the rest of the report would only be
 * follow-on errors of the same mistake.
 */
export function contentProblems(
  read: (file: ContentPath) => unknown,
  context: Omit<CheckContext, 'before'> & { productFiles: readonly ContentPath[] },
): string[] {
  const files = [...(Object.keys(contentFiles) as ContentFileName[]), ...context.productFiles];
  const parsed = new Map<ContentPath, unknown>();
  const unreadable = files.flatMap((file) => {
    const failure = readFailure(file, () => parsed.set(file, read(file)));
    return failure ? [failure] : [];
  });
  if (unreadable.length > 0) return unreadable;
  const problems = files.flatMap((file) => fileProblems(file, parsed.get(file), context));
  if (problems.length > 0) return problems;
  return betweenFileProblems({
    categories: parsed.get('categorieen.json'),
    products: context.productFiles.map((file) => ({ file, data: parsed.get(file) })),
    closures: parsed.get('sluitingen.json'),
    hours: parsed.get('winkel.json'),
  });
}

/**
 * The rules between files: the catalogue's (catalogue-rules.ts) and a season's pick-up date on a
 * closing day or a day without pick-up. On the files as given (the products may be only some of them);
 * a file that does not pass its own schema is left out (its own check says so).
 */
export function betweenFileProblems(files: {
  categories: unknown;
  products: readonly { file: string; data: unknown }[];
  closures: unknown;
  hours: unknown;
}): string[] {
  const categories = categoriesContentSchema.safeParse(files.categories);
  if (!categories.success) return [];
  const products: ProductEntry[] = files.products.flatMap(({ file, data }) => {
    const product = productFileSchema.safeParse(data);
    return product.success ? [{ file, data: product.data }] : [];
  });
  const own = catalogueProblems(categories.data, products);
  if (own.length > 0) return own;
  const closures = closuresContentSchema.safeParse(files.closures);
  const hours = shopContentSchema.safeParse(files.hours);
  if (!closures.success) return [];
  return closedPickupDateProblems(categories.data, products, closures.data, hours.data);
}
