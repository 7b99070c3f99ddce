/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  changedElsewhere,
  githubFolderReader,
  githubReader,
  githubTarget,
  localBackendReader,
} from '@/lib/content/current-file';
import { cmsSettings, writeCmsConfig } from '../../../../scripts/build-settings.mjs';
import { contentJson, contentText } from '@/__tests__/fixtures/content-files';

// A save never undoes a change made elsewhere; GitHub's contents API and decap-server faked.
const PATH = 'content/producten/biefstuk.json';
const FILE = 'producten/biefstuk.json';

const settings = { repo: 'winkel/site', branch: 'main', token: 'geheim' };

/** A fake GitHub holding `files` (path → text) and a folder `listing` on branch main, for the token 'geheim' only. */
function fakeGitHub(files: Record<string, string>, listing: object[] = []) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const match = /^https:\/\/api\.github\.com\/repos\/winkel\/site\/contents\/(.+)\?ref=main$/.exec(url);
    const auth = (init?.headers as Record<string, string>).Authorization;
    if (auth !== 'token geheim') return new Response('', { status: 401 });
    if (match?.[1] === 'content/producten') return Response.json(listing);
    const text = match ? files[decodeURIComponent(match[1] ?? '')] : undefined;
    return text === undefined ? new Response('', { status: 404 }) : new Response(text);
  };
  return { read: githubReader(settings, fetcher), readFolder: githubFolderReader(settings, fetcher), calls };
}

const onScreen = contentJson(FILE);

it('lets a save through when the file on GitHub is still what the screen read, whatever its spacing or key order; refuses it when the product was changed on GitHub since, and says what to do; refuses a save over a file that became unreadable, or went missing, or could not be asked', async () => {
  const { naam, ...rest } = onScreen;
  const { read: current, calls } = fakeGitHub({ [PATH]: JSON.stringify({ ...rest, naam }) });
  expect(await changedElsewhere(PATH, onScreen, current)).toBeNull();
  expect(calls[0]?.init).toMatchObject({
    cache: 'no-store',
    headers: { Accept: 'application/vnd.github.raw+json' },
  });
  const elsewhere = { ...onScreen, pricePerKg: 31.5 };
  const { read: changed } = fakeGitHub({ [PATH]: JSON.stringify(elsewhere, null, 2) });
  expect(await changedElsewhere(PATH, onScreen, changed)).toEqual({
    title: 'Niet opgeslagen: het product werd intussen elders gewijzigd',
    problems: [
      'content/producten/biefstuk.json werd gewijzigd nadat u dit scherm opende (op een ander toestel, in een ander tabblad of in GitHub). Opslaan zou die wijziging ongedaan maken.',
    ],
    advice: expect.stringMatching(
      /^Uw wijziging is niet opgeslagen; ze staat nog op dit scherm\. Open \/admin in een nieuw tabblad/,
    ),
  });
  const broken = contentText(FILE).replace('"naam": "Biefstuk",', '"naam": "Biefstuk"');
  expect(await changedElsewhere(PATH, onScreen, fakeGitHub({ [PATH]: broken }).read)).toMatchObject({
    title:
      'Niet opgeslagen: content/producten/biefstuk.json werd intussen elders gewijzigd en kan niet gelezen worden',
    problems: [
      expect.stringMatching(
        /^content\/producten\/biefstuk\.json: de opmaak klopt niet op regel \d+, kolom \d+/,
      ),
    ],
  });
  expect(await changedElsewhere(PATH, onScreen, fakeGitHub({}).read)).toMatchObject({
    title: 'Niet opgeslagen: content/producten/biefstuk.json bestaat niet meer',
  });
  const failing = githubReader(settings, async () => new Response('', { status: 502 }));
  expect(await changedElsewhere(PATH, onScreen, failing)).toMatchObject({
    title: 'Niet opgeslagen: het beheer kon het bestand niet nakijken',
    problems: [expect.stringContaining('(GitHub antwoordde 502)')],
  });
});

// A save of the categories or closures is checked against the product files as they are on GitHub now.
it('reads every product file of the folder on GitHub as it is now, with the sign-in, never from a cache', async () => {
  const names = ['biefstuk', 'bavette', 'weg'].map((name) => `content/producten/${name}.json`);
  const listing = [...names, 'content/producten/LEESMIJ.md'].map((path) => ({ path, type: 'file' }));
  listing.push({ path: 'content/producten/oud', type: 'dir' });
  const read = names.slice(0, 2).map((file) => ({ file, text: contentText(file.replace('content/', '')) }));
  const files = Object.fromEntries(read.map(({ file, text }) => [file, text]));
  const { readFolder, calls } = fakeGitHub(files, listing);
  // weg.json was removed between the list and its reading: left out; the .md and the folder too.
  expect(await readFolder('content/producten')).toEqual(read);
  expect(calls.every(({ init }) => init?.cache === 'no-store')).toBe(true);
  expect(calls.map(({ url }) => url)).not.toContain(
    'https://api.github.com/repos/winkel/site/contents/content/producten/LEESMIJ.md?ref=main',
  );
  const failing = githubFolderReader(settings, async () => new Response('', { status: 403 }));
  await expect(failing('content/producten')).rejects.toThrow('GitHub antwoordde 403');
});

it('reads the file through decap-server as Decap does (getEntry), and a missing file as missing', async () => {
  const bodies: unknown[] = [];
  const fetcher = async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    const data = body.params.path === PATH ? contentText(FILE) : null;
    return Response.json({ file: { path: body.params.path }, data });
  };
  const read = localBackendReader('http://127.0.0.1:8081/api/v1', fetcher);
  expect(await read(PATH)).toBe(contentText(FILE));
  expect(await read('content/weg.json')).toBeNull();
  expect(bodies[0]).toEqual({ action: 'getEntry', params: { branch: 'main', path: PATH } });
});

it('reads the repository and branch to check from the config.yml the build writes', () => {
  const source = readFileSync(path.join(process.cwd(), 'public', 'admin', 'config.yml'), 'utf8');
  const repo = 'mijn-slagerij/website';
  const env = {
    CMS_GITHUB_REPO: repo,
    CMS_BRANCH: 'productie',
    CMS_AUTH_URL: 'https://aanmelden.example.be',
  };
  expect(githubTarget(writeCmsConfig(source, cmsSettings(env)))).toEqual({ repo, branch: 'productie' });
});
