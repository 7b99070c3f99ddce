import type { z } from 'zod';
import { contentFiles, type ContentFileName, type PhotosContent } from './schemas';

// Turns the schemas' findings into one Dutch line per problem: file, item, field.
// `content/producten.json: 'Biefstuk' (id 1): eenheid moet kg, stuk of kg-of-stuk zijn`

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
  if (typeof record.id === 'number') return name ? `'${name}' (id ${record.id})` : `id ${record.id}`;
  return name ? `'${name}'` : null;
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

/**
 * Checks every content file; `read` returns the parsed JSON of a file, or throws when it is unreadable;
 * `photoExists` tells whether a photo named in content/fotos.json is in public/images.
 */
export function contentProblems(
  read: (file: ContentFileName) => unknown,
  photoExists: (file: string) => boolean = () => true,
): string[] {
  const problems: string[] = [];
  for (const [file, schema] of Object.entries(contentFiles) as [ContentFileName, z.ZodType][]) {
    let data: unknown;
    try {
      data = read(file);
    } catch (error) {
      problems.push(`content/${file}: ${readProblem(error)}`);
      continue;
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      problems.push(...formatIssues(file, data, result.error.issues));
      continue;
    }
    if (file === 'fotos.json') {
      const photos = result.data as PhotosContent;
      for (const [list, items] of Object.entries(photos)) {
        items.forEach((item, index) => {
          if (!photoExists(item.file)) {
            problems.push(
              ...formatIssues(file, data, [
                {
                  code: 'custom',
                  path: [list, index, 'file'],
                  message: `foto ${item.file} bestaat niet in public/images`,
                  input: item.file,
                },
              ]),
            );
          }
        });
      }
    }
  }
  return problems;
}
