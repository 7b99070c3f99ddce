/** @jest-environment node */
import { contentJson, problemsAfter as changed, type Json } from '@/__tests__/fixtures/content-files';
import { decemberProductFiles, withDecember } from '@/__tests__/fixtures/december';
import type { ContentPath } from '@/lib/content/schemas';

// Issue 31: the December content rules as the build checks them, with the Dutch message the owner reads.
const december = (file: ContentPath) =>
  withDecember(file, file in decemberProductFiles ? {} : contentJson(file));
const feestmenu = Object.keys(decemberProductFiles) as ContentPath[];
const [GOURMET, KALKOEN, FONDUE] = feestmenu as [ContentPath, ContentPath, ContentPath];
/** The problems on the build day 1/12 (no closure more than two years ahead) with each file's edit made. */
const problems = (edits: Record<string, (data: Json) => unknown>) =>
  changed(edits, '2026-12-01', december, feestmenu);

it('names a special day whose deadline comes after it, whose pick-up lies outside its hours, or given twice; refuses new hours from a date that leave no pick-up day; names an unknown allergen, an allergen given twice, a season that ends before it starts (a product’s or a category’s), a pick-up date no one can order for, or a product’s season outside its category’s', () => {
  const found = problems({
    'winkel.json': (data) => {
      data.specialDays[0].orderByDate = '2026-12-25';
      data.specialDays[1].pickupUntil = '16:00';
      data.scheduleChanges = [
        { from: '2027-01-04', openingHours: [{ ...data.openingHours[1], pickup: false }] },
      ];
    },
  });
  expect(found).toEqual([
    "content/winkel.json: '24/12/2026': uiterlijk bestellen op moet op of voor de datum van de extra openingsdag liggen",
    "content/winkel.json: '31/12/2026': afhalen tot (16:00) ligt na het sluitingsuur (15:00)",
    "content/winkel.json: '04/01/2027': openingsuren: zet bij minstens één dag ‘Afhalen op deze dag’ aan",
  ]);
  expect(problems({ 'winkel.json': (data) => (data.specialDays[1] = { ...data.specialDays[0] }) })).toEqual([
    "content/winkel.json: '24/12/2026': datum: 24/12/2026 staat twee keer bij de extra openingsdagen",
  ]);
  const products = problems({
    [GOURMET]: (gourmet) => (gourmet.allergens = ['gluten', 'gluten']),
    [KALKOEN]: (kalkoen) => {
      kalkoen.allergens = ['noten', 'vlees'];
      kalkoen.season = { from: '2026-12-20', until: '2026-12-10' };
    },
  });
  expect(products).toEqual([
    `content/${GOURMET}: allergenen: een allergeen staat er twee keer in`,
    `content/${KALKOEN}: allergeen moet een van gluten, schaaldieren, eieren, vis, pindas, soja, melk, noten, selderij, mosterd, sesamzaad, sulfiet, lupine, weekdieren zijn`,
    `content/${KALKOEN}: zichtbaar tot en met (10/12/2026) ligt voor zichtbaar vanaf (20/12/2026): kies een latere datum`,
  ]);
  const inCategory = problems({
    'categorieen.json': (data) =>
      Object.assign(data.categories.at(-1).season, { from: '2026-12-26', until: '2026-12-01' }),
  });
  expect(inCategory).toEqual([
    "content/categorieen.json: 'Feestmenu': zichtbaar tot en met (01/12/2026) ligt voor zichtbaar vanaf (26/12/2026): kies een latere datum",
    "content/categorieen.json: 'Feestmenu': afhaaldatum 24/12/2026 ligt voor zichtbaar vanaf (26/12/2026): niemand kan dan nog voor die dag bestellen",
  ]);
  const outside = problems({
    [GOURMET]: (gourmet) => (gourmet.season = { from: '2027-01-02' }),
    [FONDUE]: (fondue) => (fondue.season = { pickupDates: ['2026-12-31', '2026-12-30'] }),
  });
  expect(outside).toEqual([
    `content/${GOURMET}: het product is nooit zichtbaar: zijn seizoen (vanaf 02/01/2027) valt buiten dat van de categorie Feestmenu (vanaf 01/12/2026 tot en met 31/12/2026)`,
    `content/${FONDUE}: afhaaldatum 30/12/2026 is geen afhaaldatum van de categorie Feestmenu (24/12/2026, 31/12/2026): kies er een van de categorie of laat het leeg`,
  ]);
});

it.each([
  [
    'cleared season dates as /admin writes them',
    {
      [FONDUE]: (fondue: Json) => (fondue.season = { from: '', until: '' }),
      'categorieen.json': (data: Json) => (data.categories.at(-1).season.from = ''),
    },
  ],
  // 'zichtbaar tot en met' is the last day to order, so a pick-up date after it is no mistake.
  [
    'a pick-up date after the season’s last visible day',
    { 'categorieen.json': (data: Json) => (data.categories.at(-1).season.until = '2026-12-28') },
  ],
])('accepts %s', (_, edits) => {
  expect(problems(edits)).toEqual([]);
});

// A tester's find: a date without pick-up was accepted, and its row named a day the order dialog never offered.
it('names a pick-up date on a closing day (a closure of its own, a period, a public holiday when they are closed), or on a day without pick-up: no weekly pick-up day in the hours in force then, and no extra opening day', () => {
  // December's Feestmenu, picked up on 24/12 and on Christmas Day; its fondue on 24/12 only.
  const closedOn = (closures: (data: Json) => void) =>
    problems({
      'categorieen.json': (data) =>
        (data.categories.at(-1).season.pickupDates = ['2026-12-24', '2026-12-25']),
      [FONDUE]: (fondue) => (fondue.season.pickupDates = ['2026-12-24']),
      'sluitingen.json': closures,
    });
  const onHoliday =
    "content/categorieen.json: 'Feestmenu': afhaaldatum 25/12/2026 valt op een sluitingsdag (Kerstmis, wettelijke feestdag): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen";
  expect(closedOn((data) => (data.publicHolidays = true))).toEqual([onHoliday]);
  expect(closedOn((data) => (data.publicHolidays = false))).toEqual([]);
  const ownDay = closedOn((data) => {
    data.publicHolidays = false;
    data.days.push({ date: '2026-12-24', reason: 'Familiefeest' });
  });
  expect(ownDay).toEqual([
    "content/categorieen.json: 'Feestmenu': afhaaldatum 24/12/2026 valt op een sluitingsdag (Familiefeest): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen",
    `content/${FONDUE}: 'Feestmenu: fondue per persoon': afhaaldatum 24/12/2026 valt op een sluitingsdag (Familiefeest): kies een andere afhaaldatum, of haal de dag weg uit de sluitingsdagen`,
  ]);
  const inPeriod = closedOn((data) => {
    data.publicHolidays = false;
    data.periods.push({ from: '2026-12-20', to: '2026-12-24', reason: 'Verlof' });
  });
  expect(inPeriod).toHaveLength(2);
  const category = (dates: string[]) => (data: Json) => (data.categories.at(-1).season.pickupDates = dates);
  const wednesday = problems({ 'categorieen.json': category(['2026-12-23', '2026-12-24', '2026-12-31']) });
  expect(wednesday).toEqual([
    "content/categorieen.json: 'Feestmenu': afhaaldatum 23/12/2026: woensdag is geen afhaaldag, en het is geen extra openingsdag: kies een andere afhaaldatum, of voeg de dag toe als extra openingsdag",
  ]);
  const friday = { 'categorieen.json': category(['2026-12-24', '2026-12-31', '2027-01-08']) };
  expect(problems(friday)).toEqual([]);
  const saturdaysOnly = (data: Json) =>
    (data.scheduleChanges = [{ from: '2027-01-01', openingHours: [data.openingHours[1]] }]);
  expect(problems({ ...friday, 'winkel.json': saturdaysOnly })).toEqual([
    "content/categorieen.json: 'Feestmenu': afhaaldatum 08/01/2027: vrijdag is geen afhaaldag, en het is geen extra openingsdag: kies een andere afhaaldatum, of voeg de dag toe als extra openingsdag",
  ]);
});
