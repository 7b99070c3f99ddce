/** @jest-environment node */
import { openProblems } from '@/lib/content/admin';
import { githubRestore, lastGoodVersion, lineChanges } from '@/lib/content/restore';
import { contentText } from '@/__tests__/fixtures/content-files';

// GitHub's commits and contents endpoints faked, for the token 'geheim'.
const PATH = 'content/producten/biefstuk.json';
const TODAY = '2026-11-23';
const good = contentText('producten/biefstuk.json');
const olderGood = good.replace('"volgorde": 10', '"volgorde": 20');
const refused = good.replace('"unit": "kg-of-stuk"', '"unit": "gram"');
const broken = good.replace('"naam": "Biefstuk",', '"naam": "Biefstuk"');
const isGood = (text: string) => openProblems(PATH, text, TODAY).length === 0;

/** Commits newest first: broken now, before that a version the rules refuse, then two good ones. */
function fakeGitHub() {
  const history = [
    { sha: 'c4', text: broken, message: 'Met de hand aangepast' },
    { sha: 'c3', text: refused, message: 'Website aangepast: producten / biefstuk' },
    { sha: 'c2', text: good, message: 'Prijs aangepast\n\nmeer uitleg' },
    { sha: 'c1', text: olderGood, message: 'Eerste versie' },
  ];
  const writes: { sha: string; content: string; message: string }[] = [];
  const base = 'https://api.github.com/repos/winkel/site';
  const fetcher = async (url: string, init?: RequestInit) => {
    if ((init?.headers as Record<string, string>).Authorization !== 'token geheim')
      return new Response('', { status: 401 });
    const date = '2026-11-20T10:00:00Z';
    if (url === `${base}/commits?path=${encodeURIComponent(PATH)}&sha=main&per_page=30`)
      return Response.json(
        history.map(({ sha, message }) => ({ sha, commit: { message, committer: { date } } })),
      );
    const contents = /\/contents\/(.+)\?ref=(\w+)$/.exec(url);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      writes.push(body);
      return body.sha === 'blob-c4' ? Response.json({}) : new Response('', { status: 409 });
    }
    const now = history[0]!;
    if (contents?.[2] === 'main')
      return Response.json({ sha: `blob-${now.sha}`, content: Buffer.from(now.text).toString('base64') });
    const found = history.find((each) => each.sha === contents?.[2]);
    return found ? new Response(found.text) : new Response('', { status: 404 });
  };
  return {
    restorer: githubRestore({ repo: 'winkel/site', branch: 'main', token: 'geheim' }, fetcher),
    writes,
    history,
  };
}

it('finds the newest version that passes the checks, skipping the broken and the refused ones; writes it back with the sha of the file as shown, and refuses when the file changed since it was shown; shows what changes, line by line', async () => {
  const { restorer, writes, history } = fakeGitHub();
  expect(await lastGoodVersion(restorer, PATH, isGood)).toEqual({
    version: { ref: 'c2', date: '2026-11-20T10:00:00Z', message: 'Prijs aangepast' },
    text: good,
  });
  await restorer.writeIfStill(PATH, broken, good);
  expect(writes).toEqual([
    {
      message: `Vorige versie teruggezet: ${PATH}`,
      content: Buffer.from(good).toString('base64'),
      sha: 'blob-c4',
      branch: 'main',
    },
  ]);
  history[0]!.text = `${broken} `;
  await expect(restorer.writeIfStill(PATH, broken, good)).rejects.toThrow(
    'het bestand werd intussen nog eens gewijzigd; er is niets teruggezet.',
  );
  expect(writes).toHaveLength(1);
  expect(lineChanges('a\nb\nc', 'a\nB\nc\nd')).toEqual([
    { kind: 'same', line: 'a' },
    { kind: 'removed', line: 'b' },
    { kind: 'added', line: 'B' },
    { kind: 'same', line: 'c' },
    { kind: 'added', line: 'd' },
  ]);
});
