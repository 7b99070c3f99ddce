import type { Day } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

// The fixed word lists of the content files (the categories are content: content/producten.json). Plain constants without zod, so the pages can import
// them (the schemas build on them).

// 'kg': per kg only; 'kg-of-stuk': switchable, starts per kg; 'stuk': per piece only (toggle disabled).
export const productUnits = ['kg', 'kg-of-stuk', 'stuk'] as const;

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** Dutch day names, as the owner and the customer read them (date-fns counts from Sunday). */
export const weekdayNames = Object.fromEntries(
  weekdays.map((day, index) => [day, nl.localize.day(((index + 1) % 7) as Day)]),
) as Readonly<Record<Weekday, string>>;

/**
 * The 14 allergens of EU Regulation 1169/2011, annex II, in the annex's order: the key stored in
 * content/producten.json and the Dutch name the customer reads.
 */
export const allergens = [
  'gluten',
  'schaaldieren',
  'eieren',
  'vis',
  'pindas',
  'soja',
  'melk',
  'noten',
  'selderij',
  'mosterd',
  'sesamzaad',
  'sulfiet',
  'lupine',
  'weekdieren',
] as const;
export type Allergen = (typeof allergens)[number];

export const allergenNames: Readonly<Record<Allergen, string>> = {
  gluten: 'gluten',
  schaaldieren: 'schaaldieren',
  eieren: 'eieren',
  vis: 'vis',
  pindas: 'pinda’s',
  soja: 'soja',
  melk: 'melk (lactose)',
  noten: 'noten',
  selderij: 'selderij',
  mosterd: 'mosterd',
  sesamzaad: 'sesamzaad',
  sulfiet: 'sulfiet',
  lupine: 'lupine',
  weekdieren: 'weekdieren',
};

/** The longest closure period, in days, the pages and the order dialog know (lib/shop/closures.ts). */
export const MAX_PERIOD_DAYS = 366;
