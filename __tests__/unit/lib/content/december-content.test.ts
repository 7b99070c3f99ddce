/** @jest-environment node */
import { contentJson, problemsAfter as changed, type Json } from '@/__tests__/fixtures/content-files';
import { withDecember } from '@/__tests__/fixtures/december';
import type { ContentFileName } from '@/lib/content/schemas';

// Issue 31: the December content rules as the build checks them, with the Dutch message the owner reads.
const december = (file: ContentFileName) => withDecember(file, contentJson(file));
// On the build day 1/12 (the date rules: no closure more than two years ahead).
const problemsAfter = (file: ContentFileName, change: (data: Json) => void) =>
  changed(file, change, '2026-12-01', december);

it('names a special day whose deadline comes after it, or whose pick-up lies outside its hours', () => {
  expect(
    problemsAfter('winkel.json', (data) => {
      data.specialDays[0].orderByDate = '2026-12-25';
      data.specialDays[1].pickupUntil = '16:00';
    }),
  ).toEqual([
    "content/winkel.json: '24/12/2026': uiterlijk bestellen op moet op of voor de datum van de extra openingsdag liggen",
    "content/winkel.json: '31/12/2026': afhalen tot (16:00) ligt na het sluitingsuur (15:00)",
  ]);
});

it('names a special day given twice', () => {
  expect(problemsAfter('winkel.json', (data) => (data.specialDays[1] = { ...data.specialDays[0] }))).toEqual([
    "content/winkel.json: '24/12/2026': datum: 24/12/2026 staat twee keer bij de extra openingsdagen",
  ]);
});

it('names an unknown allergen, an allergen given twice, a season that ends before it starts', () => {
  expect(
    problemsAfter('producten.json', (data) => {
      const [gourmet, kalkoen] = data.categories.at(-1).products;
      gourmet.allergens = ['gluten', 'gluten'];
      kalkoen.allergens = ['noten', 'vlees'];
      kalkoen.season = { from: '2026-12-20', until: '2026-12-10' };
    }),
  ).toEqual([
    "content/producten.json: 'Feestmenu: gourmetschotel per persoon' (id 9101): allergenen: een allergeen staat er twee keer in",
    "content/producten.json: 'Feestmenu: kalkoenfilet' (id 9102): allergeen moet een van gluten, schaaldieren, eieren, vis, pindas, soja, melk, noten, selderij, mosterd, sesamzaad, sulfiet, lupine, weekdieren zijn",
    "content/producten.json: 'Feestmenu: kalkoenfilet' (id 9102): zichtbaar tot en met (10/12/2026) ligt voor zichtbaar vanaf (20/12/2026): kies een latere datum",
  ]);
});

it('names a category season that ends before it starts, or a pick-up date no one can order for', () => {
  expect(
    problemsAfter('producten.json', (data) => {
      const feestmenu = data.categories.at(-1);
      feestmenu.season = { ...feestmenu.season, from: '2026-12-26', until: '2026-12-01' };
    }),
  ).toEqual([
    "content/producten.json: 'Feestmenu': zichtbaar tot en met (01/12/2026) ligt voor zichtbaar vanaf (26/12/2026): kies een latere datum",
    "content/producten.json: 'Feestmenu': afhaaldatum 24/12/2026 ligt voor zichtbaar vanaf (26/12/2026): niemand kan dan nog voor die dag bestellen",
  ]);
});

it('names a product whose season falls outside its category’s', () => {
  expect(
    problemsAfter('producten.json', (data) => {
      const [gourmet, , fondue] = data.categories.at(-1).products;
      gourmet.season = { from: '2027-01-02' };
      fondue.season = { pickupDates: ['2026-12-31', '2026-12-30'] };
    }),
  ).toEqual([
    "content/producten.json: 'Feestmenu: gourmetschotel per persoon' (id 9101): het product is nooit zichtbaar: zijn seizoen (vanaf 02/01/2027) valt buiten dat van de categorie Feestmenu (vanaf 01/12/2026 tot en met 31/12/2026)",
    "content/producten.json: 'Feestmenu: fondue per persoon' (id 9103): afhaaldatum 30/12/2026 is geen afhaaldatum van de categorie Feestmenu (24/12/2026, 31/12/2026): kies er een van de categorie of laat het leeg",
  ]);
});

it('accepts cleared season dates as /admin writes them', () => {
  expect(
    problemsAfter('producten.json', (data) => {
      data.categories.at(-1).products.at(-1).season = { from: '', until: '' };
      data.categories.at(-1).season.from = '';
    }),
  ).toEqual([]);
});

// Issue 52: a pick-up date after the last visible day is ordered until that day ('zichtbaar tot en met'
// is the last day to order, as the order page reads it): accepted, never refused as a mistake.
it('accepts a pick-up date after the season’s last visible day', () => {
  expect(
    problemsAfter('producten.json', (data) => {
      const feestmenu = data.categories.at(-1);
      feestmenu.season = { ...feestmenu.season, until: '2026-12-28' };
    }),
  ).toEqual([]);
});

it('names a pick-up date on a closing day (a closure of its own, a period, a public holiday when they are closed)', () => {
  // December's Feestmenu, picked up on 24/12 and on Christmas Day; its fondue on 24/12 only.
  const products = (): Json => {
    const data: Json = december('producten.json');
    data.categories.at(-1).season.pickupDates = ['2026-12-24', '2026-12-25'];
    data.categories.at(-1).products[2].season.pickupDates = ['2026-12-24'];
    return data;
  };
  const closedOn = (closures: (data: Json) => void) =>
    changed('sluitingen.json', closures, '2026-12-01', (file) =>
      file === 'producten.json' ? products() : december(file),
    );
  const onHoliday =
    "content/producten.json: 'Feestmenu': afhaaldatum 25/12/2026 valt op een sluitingsdag (Kerstmis, wettelijke feestdag): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen";
  expect(closedOn((data) => (data.publicHolidays = true))).toEqual([onHoliday]);
  expect(closedOn((data) => (data.publicHolidays = false))).toEqual([]);
  expect(
    closedOn((data) => {
      data.publicHolidays = false;
      data.days.push({ date: '2026-12-24', reason: 'Familiefeest' });
    }),
  ).toEqual([
    "content/producten.json: 'Feestmenu': afhaaldatum 24/12/2026 valt op een sluitingsdag (Familiefeest): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen",
    "content/producten.json: 'Feestmenu: fondue per persoon': afhaaldatum 24/12/2026 valt op een sluitingsdag (Familiefeest): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen",
  ]);
  expect(
    closedOn((data) => {
      data.publicHolidays = false;
      data.periods.push({ from: '2026-12-20', to: '2026-12-24', reason: 'Verlof' });
    }),
  ).toHaveLength(2);
});

it('refuses new hours from a date that leave no pick-up day', () => {
  expect(
    problemsAfter('winkel.json', (data) => {
      data.scheduleChanges = [
        { from: '2027-01-04', openingHours: [{ ...data.openingHours[1], pickup: false }] },
      ];
    }),
  ).toEqual([
    "content/winkel.json: '04/01/2027': openingsuren: zet bij minstens één dag ‘Afhalen op deze dag’ aan",
  ]);
});
