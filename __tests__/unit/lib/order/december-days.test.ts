import { decemberSchedule } from '@/__tests__/fixtures/schedules';
import { addDays } from '@/lib/shop/day';
import {
  dayStillOffered,
  pickupDayChoices,
  pickupDays,
  pickupHoursFor,
  listedDays,
  productInSeason,
  seasonDays,
  ruledOutTexts,
  seasonNote,
  type DayProduct,
} from '@/lib/order/pickup';

// Issue 31: special days, weekly hours from a date on, seasonal products (Brussels: UTC+1 in December).
const CHRISTMAS_CLOSURES = ['2026-12-25', '2026-12-26', '2027-01-01', '2027-01-02'];
const at = (iso: string) => new Date(iso);
const offered = (iso: string, products: readonly DayProduct[] = [], closures = CHRISTMAS_CLOSURES) =>
  pickupDays({ now: at(iso), products, schedule: decemberSchedule, closures, count: 4 }).map(
    (day) => day.value,
  );

/** The open days up to the `count`-th allowed one, each with the reasons `products` rule it out. */
const why = (iso: string, products: readonly DayProduct[], count = 2, schedule = decemberSchedule) =>
  pickupDayChoices({ now: at(iso), products, schedule, closures: CHRISTMAS_CLOSURES, count }).map((day) => [
    day.value,
    day.reasons,
  ]);
/** The Fridays and Saturdays of December before the 24th, each ruled out for `why`, then the 24th. */
const untilChristmasEve = (why: string[]) => [
  ...'2026-12-04 2026-12-05 2026-12-11 2026-12-12 2026-12-18 2026-12-19'.split(' ').map((day) => [day, why]),
  ['2026-12-24', []],
];

const ONLY_ON = 'Gourmetschotel per persoon is alleen af te halen op donderdag 24/12 of donderdag 31/12';
const feestmenu: DayProduct = {
  naam: 'Gourmetschotel per persoon',
  season: { from: '2026-12-01', until: '2026-12-31', pickupDates: ['2026-12-24', '2026-12-31'] },
};

it('special days and weekly hours from a date on: a special day with its own deadline and hours unless a closure wins, never the other Thursdays; other days the weekly hours valid on that day', () => {
  // Friday 18/12 at 10:00: Saturday 19/12 passed its Wednesday; 24/12 is open until Sunday 20/12 18:00.
  expect(offered('2026-12-18T09:00:00Z')).toEqual(['2026-12-24', '2026-12-31', '2027-01-08', '2027-01-09']);
  expect(offered('2026-12-20T16:59:00Z')).toContain('2026-12-24');
  expect(offered('2026-12-20T17:01:00Z')).not.toContain('2026-12-24');
  // 31/12 follows its own deadline (27/12 18:00), not the weekly Wednesday rule.
  expect(offered('2026-12-27T16:59:00Z')[0]).toBe('2026-12-31');
  expect(offered('2026-12-27T17:01:00Z')).not.toContain('2026-12-31');
  expect(offered('2026-12-18T09:00:00Z', [], [...CHRISTMAS_CLOSURES, '2026-12-24'])).not.toContain(
    '2026-12-24',
  );
  expect(pickupHoursFor('2026-12-24', decemberSchedule).at(-1)).toBe('15:00');
  expect(pickupHoursFor('2026-12-17', decemberSchedule)).toEqual([]);
  expect(pickupHoursFor('2026-12-19', decemberSchedule).at(-1)).toBe('18:00');
  const saturday = pickupHoursFor('2027-01-09', decemberSchedule);
  expect([saturday.length, saturday[0], saturday.at(-1)]).toEqual([9, '08:00', '12:00']);
});

it('seasonal products: allows only the days every line can be picked up, and names the product that rules a day out; a season that rules out every later day (a category’s Feestmenu) still explains the days the shop would offer without it, and no further', () => {
  expect(why('2026-12-18T09:00:00Z', [feestmenu, { naam: 'Biefstuk' }])).toEqual([
    ['2026-12-24', []],
    ['2026-12-31', []],
  ]);
  expect(why('2026-12-02T09:00:00Z', [feestmenu], 1)).toEqual(untilChristmasEve([ONLY_ON]));
  const inCategory: DayProduct = { naam: feestmenu.naam, categoryRules: { season: feestmenu.season } };
  expect(why('2026-12-18T09:00:00Z', [inCategory], 4)).toEqual([
    ['2026-12-24', []],
    ['2026-12-31', []],
    ['2027-01-08', [ONLY_ON]],
    ['2027-01-09', [ONLY_ON]],
  ]);
});

// Seasonal categories: the category’s season and lead time hold for each product besides its own.
const inFeestmenu = (product: DayProduct): DayProduct => ({
  ...product,
  categoryRules: { season: feestmenu.season, leadTime: { minDaysAhead: 3 } },
});
const kalkoen = inFeestmenu({ naam: 'Kalkoenfilet' });

it('seasonal categories: lists a product only in its category’s window, and in its own within it (the product narrows); listedDays and seasonDays: a product’s own season within its category’s, and the days its listing or row note can change on', () => {
  expect(productInSeason(kalkoen, '2026-11-30')).toBe(false);
  expect(productInSeason(kalkoen, '2026-12-01')).toBe(true);
  expect(productInSeason(kalkoen, '2027-01-01')).toBe(false);
  const late = inFeestmenu({ naam: 'Oesters', season: { from: '2026-12-15', until: '2027-01-15' } });
  expect(productInSeason(late, '2026-12-14')).toBe(false);
  expect(productInSeason(late, '2026-12-15')).toBe(true);
  const biefstuk: DayProduct = { naam: 'Biefstuk' };
  expect(productInSeason(biefstuk, '2026-11-30')).toBe(true);
  expect(listedDays(kalkoen)).toEqual({ from: '2026-12-01', until: '2026-12-31' });
  expect(listedDays(late)).toEqual({ from: '2026-12-15', until: '2026-12-31' });
  expect(listedDays({})).toEqual({ from: undefined, until: undefined });
  // dates the owner cleared in /admin ('') are no end: the build must not stop on them
  const cleared = { season: { from: '', until: '' } };
  expect(listedDays(cleared)).toEqual({ from: undefined, until: undefined });
  expect(seasonDays(cleared)).toEqual([]);
  // its first days, the day after its last and after each pick-up date (the note names the dates ahead)
  expect([...new Set(seasonDays(kalkoen))].sort()).toEqual(['2026-12-01', '2026-12-25', '2027-01-01']);
  expect(seasonDays({})).toEqual([]);
  // between those days, neither the listing nor the note changes
  const fondue = inFeestmenu({ naam: 'Fondue', season: { pickupDates: ['2026-12-31'] } });
  for (const product of [kalkoen, late, fondue]) {
    const changes = new Set(seasonDays(product));
    const state = (day: string) => `${productInSeason(product, day)} ${seasonNote(product, day)}`;
    for (let day = '2026-11-01'; day < '2027-02-01'; day = addDays(day, 1))
      if (!changes.has(addDays(day, 1))) expect(state(addDays(day, 1))).toBe(state(day));
  }
});

it('seasonal categories: offers only the category’s pick-up dates, which a product may narrow, says why a day is ruled out, and applies the stricter of the category’s and the product’s lead times; says when a product is not yet, or no longer, on offer (an order kept from before), and names the weekday deadline of a lead time', () => {
  expect(why('2026-12-02T09:00:00Z', [kalkoen], 1)).toEqual(
    untilChristmasEve(['Kalkoenfilet is alleen af te halen op donderdag 24/12 of donderdag 31/12']),
  );
  const fondue = inFeestmenu({ naam: 'Fondue', season: { pickupDates: ['2026-12-31'] } });
  expect(why('2026-12-18T09:00:00Z', [kalkoen, fondue])).toEqual([
    ['2026-12-24', ['Fondue is alleen af te halen op donderdag 31/12']],
    ['2026-12-31', []],
  ]);
  // Monday 21/12 before the deadline of 24/12 is moved: three days ahead (category) rules it out.
  const early = {
    ...decemberSchedule,
    specialDays: decemberSchedule.specialDays?.map((day) => ({
      ...day,
      orderByDate: day.date,
      orderByTime: '06:00',
    })),
  };
  const on = (products: readonly DayProduct[]) => why('2026-12-22T09:00:00Z', products, 1, early);
  expect(on([kalkoen])).toEqual([
    ['2026-12-24', ['Kalkoenfilet bestelt u minstens 3 dagen op voorhand']],
    ['2026-12-31', []],
  ]);
  // The product's own shorter lead time does not loosen its category's …
  const kalkoenAhead = (minDaysAhead: number) =>
    on([inFeestmenu({ naam: 'Kalkoenfilet', leadTime: { minDaysAhead } })])[0];
  expect(kalkoenAhead(1)?.[1]).toEqual(['Kalkoenfilet bestelt u minstens 3 dagen op voorhand']);
  // … and its own longer one holds too.
  expect(kalkoenAhead(10)).toEqual(['2026-12-24', ['Kalkoenfilet bestelt u minstens 10 dagen op voorhand']]);
  expect(why('2026-11-27T09:00:00Z', [kalkoen], 1)[0]).toEqual([
    '2026-12-04',
    ['Kalkoenfilet is pas vanaf dinsdag 01/12 te bestellen'],
  ]);
  expect(why('2027-01-04T09:00:00Z', [kalkoen], 1)[0]).toEqual([
    '2027-01-08',
    ['Kalkoenfilet is niet meer te bestellen'],
  ]);
  // Sunday 20/12: the shop takes orders for 24/12 until 18:00, this product only until Saturday.
  const bySaturday: DayProduct = { naam: 'Konijn', leadTime: { orderByWeekday: 'saturday' } };
  expect(why('2026-12-20T09:00:00Z', [bySaturday], 1)).toEqual([
    ['2026-12-24', ['Konijn bestelt u voor deze dag uiterlijk zaterdag 19/12']],
    ['2026-12-31', []],
  ]);
});

it('dayStillOffered: an order kept on this device says yes while nothing changed, else names the reason: closed, no pick-up day, hour, deadline, products', () => {
  const closedDays = [{ date: '2026-12-26', reason: 'Kerstverlof' }];
  const check = (dag: string, uur: string, iso: string, products: readonly DayProduct[] = []) =>
    dayStillOffered({ dag, uur, products, now: at(iso), schedule: decemberSchedule, closedDays });
  expect(check('2026-12-24', '14:30', '2026-12-18T09:00:00Z')).toEqual({ offered: true });
  expect(check('2026-12-26', '10:00', '2026-12-18T09:00:00Z')).toMatchObject({
    offered: false,
    reason: 'closed',
    message: 'Zaterdag 26/12/2026: de winkel is gesloten (Kerstverlof).',
  });
  expect(check('2026-12-17', '10:00', '2026-12-10T09:00:00Z')).toMatchObject({ reason: 'no-pickup' });
  expect(check('2027-01-09', '15:00', '2027-01-04T09:00:00Z')).toMatchObject({
    reason: 'hour',
    message: 'Zaterdag 09/01/2027 om 15:00 kan niet meer: afhalen kan die dag van 08:00 tot 12:00.',
  });
  expect(check('2026-12-24', '10:00', '2026-12-21T09:00:00Z')).toMatchObject({ reason: 'deadline' });
  expect(check('2026-12-19', '10:00', '2026-12-14T09:00:00Z', [feestmenu])).toMatchObject({
    reason: 'products',
    message: `Zaterdag 19/12/2026 kan niet: ${ONLY_ON}.`,
  });
});

it('seasonNote (a seasonal row): its pick-up dates from today on, its own narrowing its category’s, else its last order day; nothing without a season; ruledOutTexts (the dialog): the days one reason rules out as one line naming the product', () => {
  const inCategory: DayProduct = { naam: 'Kalkoenfilet', categoryRules: { season: feestmenu.season } };
  expect(seasonNote(inCategory, '2026-12-18')).toBe(
    'Alleen af te halen op donderdag 24/12 of donderdag 31/12',
  );
  expect(seasonNote(inCategory, '2026-12-25')).toBe('Alleen af te halen op donderdag 31/12');
  const fondue = { ...inCategory, season: { pickupDates: ['2026-12-31'] } };
  expect(seasonNote(fondue, '2026-12-18')).toBe('Alleen af te halen op donderdag 31/12');
  expect(seasonNote({ season: { until: '2027-02-28' } }, '2026-12-18')).toBe(
    'Te bestellen tot en met zondag 28/02',
  );
  expect(seasonNote({}, '2026-12-18')).toBeNull();
  const reason = ['Kalkoenfilet is alleen af te halen op donderdag 31/12'];
  expect(
    ruledOutTexts([
      { label: 'Donderdag 24/12/2026', reasons: reason },
      { label: 'Donderdag 31/12/2026', reasons: [] },
      { label: 'Vrijdag 08/01/2027', reasons: reason },
    ]),
  ).toEqual([
    'Donderdag 24/12/2026 en vrijdag 08/01/2027 kunnen niet: Kalkoenfilet is alleen af te halen op donderdag 31/12.',
  ]);
});
