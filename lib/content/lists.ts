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

/** Dutch day names, as the owner and the customer read them (date-fns' nl in a test: here it costs /admin 2 KB). */
export const weekdayNames: Readonly<Record<Weekday, string>> = {
  monday: 'maandag',
  tuesday: 'dinsdag',
  wednesday: 'woensdag',
  thursday: 'donderdag',
  friday: 'vrijdag',
  saturday: 'zaterdag',
  sunday: 'zondag',
};

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
