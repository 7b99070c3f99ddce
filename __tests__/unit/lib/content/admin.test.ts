/** @jest-environment node */
import { openProblems, removalsToConfirm, saveProblems } from '@/lib/content/admin';
import { contentJson as parsed, contentText as raw, productFiles } from '@/__tests__/fixtures/content-files';

// What /admin asks before opening and saving a screen, on the fixed test content.
const TODAY = '2026-11-23';
const products = () => productFiles().map((file) => ({ file: `content/${file}`, data: parsed(file) }));

it('keeps a file with a JSON mistake closed, naming file, line and column; and one the rules refuse, with the build’s message', () => {
  const broken = raw('producten/biefstuk.json').replace('"naam": "Biefstuk",', '"naam": "Biefstuk"');
  expect(openProblems('content/producten/biefstuk.json', broken, TODAY)).toEqual([
    expect.stringMatching(
      /^content\/producten\/biefstuk\.json: de opmaak klopt niet op regel \d+, kolom \d+ /,
    ),
  ]);
  const data = parsed('winkel.json');
  Object.assign(data.openingHours[1], { closes: '12:00', text: 'Van 8u tot 12u' });
  expect(openProblems('content/winkel.json', JSON.stringify(data), TODAY)).toEqual([
    "content/winkel.json: 'Zaterdag': afhalen tot (18:00) ligt buiten de openingsuren: de winkel sluit om 12:00",
  ]);
});

it('refuses to save a category removed or renamed while it still holds products, naming them; lets an empty one go; refuses a product save that names no category, or a pick-up date on a closing day; says nothing of a problem that was there before', () => {
  const before = parsed('categorieen.json');
  const after = structuredClone(before);
  after.categories.splice(5, 1);
  const others = { files: { 'content/sluitingen.json': parsed('sluitingen.json') }, products: products() };
  const bbq = products()
    .filter(({ data }) => data.categorie === 'BBQ')
    .map(({ data }) => data.naam)
    .join(', ');
  expect(saveProblems('content/categorieen.json', after, before, TODAY, others)).toEqual([
    `content/categorieen.json: categorie BBQ kan niet weg of anders heten, er staan nog producten in: ${bbq}. Geef die producten eerst een andere categorie, of verwijder ze.`,
  ]);
  const withoutBbq = { ...others, products: products().filter(({ data }) => data.categorie !== 'BBQ') };
  expect(saveProblems('content/categorieen.json', after, before, TODAY, withoutBbq)).toEqual([]);
  const biefstuk = parsed('producten/biefstuk.json');
  const files = { ...others.files, 'content/categorieen.json': before };
  const save = (changed: object, saved = biefstuk) =>
    saveProblems('content/producten/biefstuk.json', changed, saved, TODAY, { files, products: [] });
  expect(save({ ...biefstuk, categorie: 'Feestmenu' })).toEqual([
    "content/producten/biefstuk.json: categorie 'Feestmenu' bestaat niet; kies een van Rund, Varken, Gevogelte, Charcuterie, Panklaar, BBQ, Allerlei (of voeg de categorie toe onder Categorieën)",
  ]);
  expect(save({ ...biefstuk, season: { pickupDates: ['2026-12-25'] } })).toEqual([
    "content/producten/biefstuk.json: 'Biefstuk': afhaaldatum 25/12/2026 valt op een sluitingsdag (Kerstmis, wettelijke feestdag): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen",
  ]);
  const already = { ...biefstuk, season: { pickupDates: ['2026-12-25'] } };
  expect(save({ ...already, pricePerKg: 30 }, already)).toEqual([]);
});

// The hours are checked against the seasons too: a save that takes the pick-up off a season's pick-up day.
it('refuses to save hours that leave a season’s pick-up date without pick-up', () => {
  const categories = parsed('categorieen.json');
  categories.categories[0].season = { pickupDates: ['2026-12-04'] };
  const files = {
    'content/categorieen.json': categories,
    'content/sluitingen.json': parsed('sluitingen.json'),
  };
  const before = parsed('winkel.json');
  const after = structuredClone(before);
  after.openingHours[0].pickup = false;
  expect(saveProblems('content/winkel.json', after, before, TODAY, { files, products: products() })).toEqual([
    `content/categorieen.json: '${categories.categories[0].naam}': afhaaldatum 04/12/2026: vrijdag is geen afhaaldag, en het is geen extra openingsdag: kies een andere afhaaldatum, of voeg de dag toe als extra openingsdag`,
  ]);
});

it('does not ask before a save removes up to three items; names them when more than three go', () => {
  const before = parsed('categorieen.json');
  const after = structuredClone(before);
  const removed = after.categories.splice(0, 3).map((category: { naam: string }) => category.naam);
  expect(removalsToConfirm(before, after)).toEqual([]);
  removed.push(after.categories.shift().naam);
  expect(removalsToConfirm(before, after)).toEqual(removed);
});
