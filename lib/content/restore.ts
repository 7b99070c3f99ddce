// Repair without a programmer (issue 52): a file /admin cannot read is put back to its last version
// that passes the checks, from /admin itself. The history is the backend's own: git for the local
// backend (`npm run cms` answers /admin/geschiedenis), GitHub's commits for the github backend. The
// file is written back only if it is still the text the owner was shown (else nothing is written).
import { contentsUrl, repoUrl, type GitHubAccess } from './github';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** One stored version of a file: where to find it, when and why it was saved. */
type Version = { ref: string; date: string; message: string };

/** A backend's history of a file, and the one write a restore needs. */
type Restorer = {
  /** The versions of `path`, newest first. */
  versions: (path: string) => Promise<Version[]>;
  textAt: (path: string, ref: string) => Promise<string | null>;
  /** Writes `text` if the file is still `shown`; throws a Dutch sentence otherwise. */
  writeIfStill: (path: string, shown: string, text: string) => Promise<void>;
};

const CHANGED =
  'het bestand werd intussen nog eens gewijzigd; er is niets teruggezet. Herlaad de pagina (F5) en probeer opnieuw.';
const answered = (response: Response, who: string) => {
  if (!response.ok) throw new Error(`${who} antwoordde ${response.status}`);
  return response;
};

/** The newest version of `path` that `isGood` accepts, with its text; null when none is. */
export async function lastGoodVersion(
  restorer: Restorer,
  path: string,
  isGood: (text: string) => boolean,
): Promise<{ version: Version; text: string } | null> {
  for (const version of await restorer.versions(path)) {
    const text = await restorer.textAt(path, version.ref);
    if (text !== null && isGood(text)) return { version, text };
  }
  return null;
}

/** What changes from `before` to `after`, line by line (a longest common subsequence). */
export function lineChanges(
  before: string,
  after: string,
): { kind: 'same' | 'removed' | 'added'; line: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = a.map(() => new Array<number>(b.length + 1).fill(0));
  common.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const changes: { kind: 'same' | 'removed' | 'added'; line: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      changes.push({ kind: 'same', line: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      changes.push({ kind: 'removed', line: a[i++]! });
    } else {
      changes.push({ kind: 'added', line: b[j++]! });
    }
  }
  return changes;
}

/**
 * Through `npm run cms`: the git history of the copy it edits (scripts/cms.mjs, /admin/geschiedenis)
 * and decap-server's own write.
 */
export function localRestore(apiUrl: string, historyUrl: string, fetcher: Fetch): Restorer {
  const current = async (path: string) => {
    const response = answered(
      await fetcher(apiUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path } }),
        cache: 'no-store',
      }),
      'de lokale server',
    );
    return ((await response.json()) as { data?: string } | null)?.data ?? null;
  };
  return {
    versions: async (path) =>
      (await answered(
        await fetcher(`${historyUrl}?path=${encodeURIComponent(path)}`, { cache: 'no-store' }),
        'de lokale server',
      ).json()) as Version[],
    textAt: async (path, ref) => {
      const url = `${historyUrl}?path=${encodeURIComponent(path)}&ref=${encodeURIComponent(ref)}`;
      const response = await fetcher(url, { cache: 'no-store' });
      return response.status === 404 ? null : answered(response, 'de lokale server').text();
    },
    writeIfStill: async (path, shown, text) => {
      if ((await current(path)) !== shown) throw new Error(CHANGED);
      answered(
        await fetcher(apiUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            action: 'persistEntry',
            params: {
              branch: 'main',
              dataFiles: [{ slug: path, path, raw: text }],
              assets: [],
              options: {
                commitMessage: `Vorige versie teruggezet: ${path}`,
                useWorkflow: false,
                status: 'published',
              },
            },
          }),
        }),
        'de lokale server',
      );
    },
  };
}

const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/\s/g, '')), (char) => char.charCodeAt(0)));
const toBase64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * Through GitHub with the owner's sign-in: the commits that changed the file, the file at each, and a
 * write with the file's current sha (GitHub refuses it when the file changed in between).
 */
export function githubRestore(access: GitHubAccess, fetcher: Fetch): Restorer {
  const { branch } = access;
  const headers = { Authorization: `token ${access.token}` };
  const contents = (path: string) => contentsUrl(access, path);
  return {
    versions: async (path) => {
      const url = `${repoUrl(access, 'commits')}?path=${encodeURIComponent(path)}&sha=${encodeURIComponent(branch)}&per_page=30`;
      const commits = (await answered(
        await fetcher(url, { headers, cache: 'no-store' }),
        'GitHub',
      ).json()) as { sha: string; commit: { message: string; committer?: { date?: string } } }[];
      return commits.map(({ sha, commit }) => ({
        ref: sha,
        date: commit.committer?.date ?? '',
        message: commit.message.split('\n')[0] ?? '',
      }));
    },
    textAt: async (path, ref) => {
      const response = await fetcher(`${contents(path)}?ref=${encodeURIComponent(ref)}`, {
        headers: { ...headers, Accept: 'application/vnd.github.raw+json' },
        cache: 'no-store',
      });
      return response.status === 404 ? null : answered(response, 'GitHub').text();
    },
    writeIfStill: async (path, shown, text) => {
      const now = (await answered(
        await fetcher(`${contents(path)}?ref=${encodeURIComponent(branch)}`, { headers, cache: 'no-store' }),
        'GitHub',
      ).json()) as { sha: string; content: string };
      if (fromBase64(now.content) !== shown) throw new Error(CHANGED);
      const response = await fetcher(contents(path), {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          message: `Vorige versie teruggezet: ${path}`,
          content: toBase64(text),
          sha: now.sha,
          branch,
        }),
      });
      if (response.status === 409) throw new Error(CHANGED);
      answered(response, 'GitHub');
    },
  };
}
