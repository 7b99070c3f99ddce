/** @jest-environment node */
import { openProblems, removalsToConfirm, saveProblems } from '@/lib/content/admin';
import { contentJson as parsed, contentText as raw } from '@/__tests__/fixtures/content-files';

// What /admin asks before opening and saving a screen, on the fixed test content.
const TODAY = '2026-11-23';

it('keeps a file with a JSON mistake closed, naming file, line and column', () => {
  const broken = raw('producten.json').replace('"naam": "Biefstuk",', '"naam": "Biefstuk"');
  expect(openProblems('content/producten.json', broken, TODAY)).toEqual([
    expect.stringMatching(/^content\/producten\.json: de opmaak klopt niet op regel \d+, kolom \d+ /),
  ]);
});

it('keeps a file the rules refuse closed, with the build’s message', () => {
  const data = parsed('winkel.json');
  data.openingHours[1].closes = '12:00';
  expect(openProblems('content/winkel.json', JSON.stringify(data), TODAY)).toEqual([
    "content/winkel.json: 'Zaterdag': afhalen tot (18:00) ligt buiten de openingsuren: de winkel sluit om 12:00",
  ]);
});

it('refuses to save a category removed while it still holds products, naming them; lets it go once they have moved, and lets one be renamed', () => {
  const before = parsed('producten.json');
  const after = structuredClone(before);
  const [bbq] = after.categories.splice(5, 1);
  const names = bbq.products.map((product: { naam: string }) => product.naam).join(', ');
  expect(saveProblems('content/producten.json', after, before, TODAY)).toEqual([
    `content/producten.json: categorie BBQ kan niet weg, er staan nog producten in: ${names}. Verplaats of verwijder eerst die producten.`,
  ]);
  after.categories[0].products.push(...bbq.products);
  after.categories[1].naam = 'Varkensvlees';
  expect(saveProblems('content/producten.json', after, before, TODAY)).toEqual([]);
});

it('does not ask before a save removes up to three items, nor for a renamed product (it keeps its number); names the products when more than three go', () => {
  const before = parsed('producten.json');
  const after = structuredClone(before);
  const removed = after.categories[0].products.splice(0, 3).map((product: { naam: string }) => product.naam);
  after.categories[1].products[0].naam = 'Nieuwe naam';
  expect(removalsToConfirm(before, after)).toEqual([]);
  removed.push(after.categories[0].products.shift().naam);
  expect(removalsToConfirm(before, after)).toEqual(removed);
});
