// Issue 52: a save never undoes a change made elsewhere (another device, another tab, an edit in
// GitHub). Just before saving, /admin reads the file again through the backend it saves with and
// compares it with what this screen read (or saved last); a file that changed, went missing or became
// unreadable is not saved over. `fetch` is the caller's: the admin page passes the browser's, the tests a fake.
import { readContentJson } from './check';
import { contentsUrl, type GitHubAccess } from './github';
import { contentFiles, isProductFile, type ContentFileName } from './schemas';

/** The file's text as it is now in the repository; null when it is not there. Throws when it cannot be asked. */
type ReadCurrentFile = (path: string) => Promise<string | null>;
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Through `npm run cms`'s local backend (decap-server), the way Decap itself reads an entry. */
export function localBackendReader(apiUrl: string, fetcher: Fetch, branch = 'main'): ReadCurrentFile {
  return async (path) => {
    const response = await fetcher(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getEntry', params: { branch, path } }),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`de lokale server antwoordde ${response.status}`);
    const entry = (await response.json()) as { data?: string | null } | null;
    return typeof entry?.data === 'string' ? entry.data : null;
  };
}

/**
 * The repository and branch /admin saves to, from the config.yml the build wrote (backend.repo and
 * backend.branch, scripts/build-settings.mjs `writeCmsConfig`, quoted as JSON).
 */
export function githubTarget(configYml: string): { repo: string; branch: string } {
  const setting = (key: string) => {
    const value = new RegExp(`^  ${key}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(configYml)?.[1] ?? '';
    return value.startsWith('"') ? (JSON.parse(value) as string) : value;
  };
  return { repo: setting('repo'), branch: setting('branch') || 'main' };
}

/** A folder's files as they are now: each file's path and text. */
type ReadCurrentFolder = (folder: string) => Promise<{ file: string; text: string }[]>;

/** Every .json file of a folder through the local backend (its `entriesByFolder`). */
export function localBackendFolderReader(apiUrl: string, fetcher: Fetch, branch = 'main'): ReadCurrentFolder {
  return async (folder) => {
    const response = await fetcher(apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        action: 'entriesByFolder',
        params: { branch, folder, extension: 'json', depth: 1 },
      }),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`de lokale server antwoordde ${response.status}`);
    const entries = (await response.json()) as { data: string; file: { path: string } }[];
    return entries.map((entry) => ({ file: entry.file.path, text: entry.data }));
  };
}

/**
 * Every .json file of a folder through GitHub's contents API (the list, then each file); a file removed
 * between the two is left out.
 */
export function githubFolderReader(access: GitHubAccess, fetcher: Fetch): ReadCurrentFolder {
  const readFile = githubReader(access, fetcher);
  return async (folder) => {
    const response = await fetcher(
      `${contentsUrl(access, folder)}?ref=${encodeURIComponent(access.branch)}`,
      {
        headers: { Authorization: `token ${access.token}` },
        cache: 'no-store',
      },
    );
    if (!response.ok) throw new Error(`GitHub antwoordde ${response.status}`);
    const listed = (await response.json()) as { path: string; type: string }[];
    const files = listed.filter((each) => each.type === 'file' && each.path.endsWith('.json'));
    const read = await Promise.all(
      files.map(async ({ path }) => ({ file: path, text: await readFile(path) })),
    );
    return read.flatMap(({ file, text }) => (text === null ? [] : [{ file, text }]));
  };
}

/** Through GitHub's contents API, with the owner's own sign-in token, never from a cache. */
export function githubReader(access: GitHubAccess, fetcher: Fetch): ReadCurrentFile {
  return async (path) => {
    const response = await fetcher(`${contentsUrl(access, path)}?ref=${encodeURIComponent(access.branch)}`, {
      headers: { Authorization: `token ${access.token}`, Accept: 'application/vnd.github.raw+json' },
      cache: 'no-store',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GitHub antwoordde ${response.status}`);
    return response.text();
  };
}

// What each screen's file holds, as the owner names it (the title of a refusal).
const SUBJECTS: Record<ContentFileName, string> = {
  'winkel.json': 'de winkelgegevens en openingsuren werden',
  'sluitingen.json': 'de sluitingsdagen werden',
  'categorieen.json': 'de categorieën werden',
  'bestelpagina.json': 'de meldingen op de bestelpagina werden',
  'aankondiging.json': 'de aankondiging werd',
  'over-ons.json': "de tekst van 'Over ons' werd",
  'fotos.json': "de foto's werden",
};

/** A refusal to save, in the owner's words: a title, what is wrong, what to do. */
type Refusal = { title: string; problems: string[]; advice: string };

const KEEP_YOUR_CHANGE =
  'Uw wijziging is niet opgeslagen; ze staat nog op dit scherm. Open /admin in een nieuw tabblad: daar ziet u de nieuwe versie. Doe uw wijziging daar opnieuw en klik op Publiceer; sluit daarna dit tabblad. Vraagt het nieuwe tabblad of u een lokale back-up wilt gebruiken, kies dan Annuleren: die back-up mist wat elders gewijzigd werd.';

// Equal as data: the same values, whatever the order of the keys or the spacing of the text.
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : node,
  );
}

// The subject of a refusal for a file under content/, or null when it is none of the owner's.
function subjectOf(path: string): string | null {
  const name = path.replace(/^content\//, '');
  if (isProductFile(name)) return 'het product werd';
  return Object.hasOwn(contentFiles, name) ? SUBJECTS[name as ContentFileName] : null;
}

/**
 * Why this save would undo or overwrite something: the file changed since this screen read it
 * (`expected`: its data as read, or as this screen saved it last), is gone, or cannot be read any more.
 * Null when the file is still what the screen read.
 */
export async function changedElsewhere(
  path: string,
  expected: unknown,
  read: ReadCurrentFile,
): Promise<Refusal | null> {
  const subject = subjectOf(path);
  if (!subject) return null;
  let text: string | null;
  try {
    text = await read(path);
  } catch (error) {
    return {
      title: 'Niet opgeslagen: het beheer kon het bestand niet nakijken',
      problems: [
        `${path}: het beheer kon niet nagaan of het bestand intussen elders gewijzigd werd (${error instanceof Error ? error.message : String(error)}).`,
      ],
      advice:
        'Er is niets gewijzigd; uw wijziging staat nog op dit scherm. Controleer de internetverbinding en klik opnieuw op Publiceer.',
    };
  }
  if (text === null) {
    return {
      title: `Niet opgeslagen: ${path} bestaat niet meer`,
      problems: [`${path} bestaat niet meer: het werd intussen elders verwijderd of verplaatst.`],
      advice: `${KEEP_YOUR_CHANGE} Ontbreekt het bestand ook daar, vraag dan de webbouwer om het terug te zetten.`,
    };
  }
  let current: unknown;
  try {
    current = readContentJson(text);
  } catch (error) {
    return {
      title: `Niet opgeslagen: ${path} werd intussen elders gewijzigd en kan niet gelezen worden`,
      problems: [`${path}: ${error instanceof Error ? error.message : String(error)}`],
      advice: `Opslaan zou overschrijven wat niet gelezen kon worden. ${KEEP_YOUR_CHANGE}`,
    };
  }
  if (canonical(current) === canonical(expected)) return null;
  return {
    title: `Niet opgeslagen: ${subject} intussen elders gewijzigd`,
    problems: [
      `${path} werd gewijzigd nadat u dit scherm opende (op een ander toestel, in een ander tabblad of in GitHub). Opslaan zou die wijziging ongedaan maken.`,
    ],
    advice: KEEP_YOUR_CHANGE,
  };
}
