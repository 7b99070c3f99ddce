import type { Product } from './product-schema';

// The shop's counter as data. Validation choice: the list is checked against `productSchema`
// (product-schema.ts) in its unit test (plus `satisfies` here) instead of at module load, so visitors
// never pay for parsing 140 products, and the page does not ship zod for it.

export type { Product, ProductUnit } from './product-schema';

export const categories = [
  'Rund',
  'Varken',
  'Gevogelte',
  'Charcuterie',
  'Panklaar',
  'BBQ',
  'Allerlei',
] as const;
export type Category = (typeof categories)[number];

export const productUnits = ['kg', 'kg-of-stuk', 'stuk'] as const;

const products = [
  // Rund
  { id: 1, naam: 'Biefstuk', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 2, naam: 'Filet pur', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 3, naam: "Côte à l'os", category: 'Rund', unit: 'kg-of-stuk' },
  { id: 4, naam: 'Entrecote', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 5, naam: 'Ribeye', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 6, naam: 'Rumsteak', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 7, naam: 'Tournedos', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 8, naam: 'Onglet', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 9, naam: 'Bavette', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 10, naam: 'Picanha', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 11, naam: 'Tomahawk', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 12, naam: 'Rosbief', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 14, naam: 'Stoofvlees', category: 'Rund', unit: 'kg' },
  { id: 15, naam: 'Soepvlees met been', category: 'Rund', unit: 'kg' },
  { id: 16, naam: 'Soepvlees zonder been', category: 'Rund', unit: 'kg' },
  { id: 17, naam: 'Ossenstaart', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 18, naam: 'Runderschenkel', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 19, naam: 'Rundstong', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 20, naam: 'Rundsgehakt', category: 'Rund', unit: 'kg' },
  { id: 21, naam: 'Gehakt half-om-half', category: 'Rund', unit: 'kg' },
  { id: 22, naam: 'Kalfsgebraad', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 23, naam: 'Kalfslapje', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 24, naam: 'Kalfsescalope', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 25, naam: 'Kalfskotelet', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 26, naam: 'Kalfsblanket', category: 'Rund', unit: 'kg' },
  { id: 27, naam: 'Kalfsschenkel (osso buco)', category: 'Rund', unit: 'kg-of-stuk' },
  { id: 28, naam: 'Kalfsgehakt', category: 'Rund', unit: 'kg' },
  { id: 29, naam: 'Kalfszwezeriken', category: 'Rund', unit: 'kg' },
  { id: 30, naam: 'Kalfslever', category: 'Rund', unit: 'kg-of-stuk' },
  // Varken
  { id: 31, naam: 'Varkenskotelet', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 32, naam: 'Schouderkotelet', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 33, naam: 'Varkenshaasje', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 34, naam: 'Varkensgebraad', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 35, naam: 'Varkenslapje', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 36, naam: 'Varkensmedaillon', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 37, naam: 'Varkenswangetjes', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 38, naam: 'Varkensstoofvlees', category: 'Varken', unit: 'kg' },
  { id: 39, naam: 'Varkensgehakt', category: 'Varken', unit: 'kg' },
  { id: 40, naam: 'Spek', category: 'Varken', unit: 'kg' },
  { id: 41, naam: 'Gerookt spek', category: 'Varken', unit: 'kg' },
  { id: 43, naam: 'Buikspek', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 44, naam: 'Hespenrolletjes', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 45, naam: 'Kassler', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 46, naam: 'Varkensrollade', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 47, naam: 'Varkenslever', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 48, naam: 'Verse worst', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 49, naam: 'Witte pensen', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 50, naam: 'Zwarte pensen', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 51, naam: 'Chipolata', category: 'Varken', unit: 'kg-of-stuk' },
  { id: 52, naam: 'Boerenworst', category: 'Varken', unit: 'kg-of-stuk' },
  // Gevogelte
  { id: 53, naam: 'Kippenfilet', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 54, naam: 'Hoevekip', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 55, naam: 'Kippenbout', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 56, naam: 'Kippendijfilet', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 57, naam: 'Kippenvleugels', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 58, naam: 'Kippenlevertjes', category: 'Gevogelte', unit: 'kg' },
  { id: 59, naam: 'Kippengehakt', category: 'Gevogelte', unit: 'kg' },
  { id: 60, naam: 'Kip aan het spit', category: 'Gevogelte', unit: 'stuk' },
  { id: 61, naam: 'Poussin', category: 'Gevogelte', unit: 'stuk' },
  { id: 62, naam: 'Kwartel', category: 'Gevogelte', unit: 'stuk' },
  { id: 63, naam: 'Parelhoen', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 64, naam: 'Eendenborst', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 65, naam: 'Eendenbout', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 66, naam: 'Kalkoenfilet', category: 'Gevogelte', unit: 'kg-of-stuk' },
  {
    id: 67,
    naam: 'Kalkoenfiletgebraad',
    category: 'Gevogelte',
    unit: 'kg-of-stuk',
    info: {
      title: 'Ten laatste woensdag bestellen',
      text: 'Kalkoenfiletgebraad maken we op bestelling. Bestel ten laatste op woensdag voor afhaling op vrijdag of zaterdag van dezelfde week.',
    },
    leadTime: { orderByWeekday: 'wednesday' },
  },
  { id: 68, naam: 'Kalkoenschnitzel', category: 'Gevogelte', unit: 'kg-of-stuk' },
  {
    id: 69,
    naam: 'Konijn',
    category: 'Gevogelte',
    unit: 'kg-of-stuk',
    info: {
      title: 'Ten laatste woensdag bestellen',
      text: 'Konijn bestellen we vers voor u. Bestel ten laatste op woensdag voor afhaling op vrijdag of zaterdag van dezelfde week.',
    },
    leadTime: { orderByWeekday: 'wednesday' },
  },
  { id: 70, naam: 'Konijnenbout', category: 'Gevogelte', unit: 'kg-of-stuk' },
  { id: 71, naam: 'Kapoen', category: 'Gevogelte', unit: 'kg-of-stuk' },
  // Charcuterie
  { id: 72, naam: 'Boerenpaté', category: 'Charcuterie', unit: 'kg-of-stuk' },
  { id: 73, naam: 'Ardeense paté', category: 'Charcuterie', unit: 'kg' },
  { id: 74, naam: 'Gekookte hesp', category: 'Charcuterie', unit: 'kg' },
  { id: 75, naam: 'Beenhesp', category: 'Charcuterie', unit: 'kg' },
  { id: 76, naam: 'Gandaham', category: 'Charcuterie', unit: 'kg' },
  { id: 78, naam: 'Préparé', category: 'Charcuterie', unit: 'kg' },
  { id: 79, naam: 'Vleessalade', category: 'Charcuterie', unit: 'kg' },
  { id: 80, naam: 'Kippenwit', category: 'Charcuterie', unit: 'kg' },
  { id: 81, naam: 'Salami', category: 'Charcuterie', unit: 'kg' },
  { id: 82, naam: 'Boterhamworst', category: 'Charcuterie', unit: 'kg' },
  { id: 83, naam: 'Hoofdvlees', category: 'Charcuterie', unit: 'kg' },
  { id: 84, naam: 'Vleesbrood', category: 'Charcuterie', unit: 'kg-of-stuk' },
  { id: 85, naam: 'Gebakken rosbief', category: 'Charcuterie', unit: 'kg' },
  { id: 86, naam: 'Kippensalade', category: 'Charcuterie', unit: 'kg' },
  { id: 87, naam: 'Kip-curry', category: 'Charcuterie', unit: 'kg' },
  { id: 88, naam: 'Tonijnsalade', category: 'Charcuterie', unit: 'kg' },
  { id: 89, naam: 'Droge worst', category: 'Charcuterie', unit: 'kg-of-stuk' },
  { id: 90, naam: 'Leverworst', category: 'Charcuterie', unit: 'kg-of-stuk' },
  // Panklaar
  { id: 91, naam: 'Vol-au-vent', category: 'Panklaar', unit: 'kg' },
  { id: 92, naam: 'Balletjes in tomatensaus', category: 'Panklaar', unit: 'kg' },
  { id: 93, naam: 'Stoofvlees met bruin bier', category: 'Panklaar', unit: 'kg' },
  { id: 94, naam: 'Spaghettisaus', category: 'Panklaar', unit: 'kg' },
  {
    id: 95,
    naam: 'Gehaktbroodje',
    category: 'Panklaar',
    unit: 'kg',
    info: {
      title: 'Enkel 0,5 kg of 1 kg',
      text: 'Ons gehaktbroodje maken we in twee maten: 0,5 kg of 1 kg. Kies een van beide gewichten.',
    },
    allowedWeightsKg: [0.5, 1],
  },
  { id: 96, naam: 'Cordon bleu', category: 'Panklaar', unit: 'stuk' },
  { id: 97, naam: 'Blinde vinken', category: 'Panklaar', unit: 'stuk' },
  { id: 98, naam: 'Vogelnestje', category: 'Panklaar', unit: 'stuk' },
  { id: 99, naam: 'Hamburger', category: 'Panklaar', unit: 'stuk' },
  { id: 100, naam: 'Lasagne', category: 'Panklaar', unit: 'stuk' },
  { id: 102, naam: 'Gevulde paprika', category: 'Panklaar', unit: 'stuk' },
  { id: 103, naam: 'Gevulde tomaat', category: 'Panklaar', unit: 'stuk' },
  { id: 104, naam: 'Gevulde kippenfilet', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 105, naam: 'Orloffgebraad', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 106, naam: 'Gehaktballetjes', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 107, naam: 'Schnitzel', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 108, naam: 'Kippenschnitzel', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 109, naam: 'Saltimbocca', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 110, naam: 'Kalkoenrollade', category: 'Panklaar', unit: 'kg-of-stuk' },
  { id: 111, naam: 'Gyros', category: 'Panklaar', unit: 'kg' },
  { id: 112, naam: 'Konijn met pruimen', category: 'Panklaar', unit: 'kg' },
  // BBQ
  { id: 113, naam: 'BBQ-worsten', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 114, naam: 'Merguez', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 115, naam: 'Kipworst', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 116, naam: 'Spareribs', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 117, naam: 'Gemarineerde kippenbout', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 118, naam: 'Gemarineerde kippenfilet', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 119, naam: 'Gemarineerd buikspek', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 120, naam: 'Gemarineerde lamskotelet', category: 'BBQ', unit: 'kg-of-stuk' },
  { id: 121, naam: 'Saté', category: 'BBQ', unit: 'stuk' },
  { id: 122, naam: 'Kalkoensaté', category: 'BBQ', unit: 'stuk' },
  { id: 123, naam: 'Kippenbrochette', category: 'BBQ', unit: 'stuk' },
  { id: 124, naam: 'Varkensbrochette', category: 'BBQ', unit: 'stuk' },
  { id: 125, naam: 'Lamsbrochette', category: 'BBQ', unit: 'stuk' },
  { id: 126, naam: 'Maine-Anjou burger', category: 'BBQ', unit: 'stuk' },
  { id: 127, naam: 'BBQ-pakket', category: 'BBQ', unit: 'stuk' },
  // Allerlei
  { id: 129, naam: 'Brugse kaas', category: 'Allerlei', unit: 'kg' },
  { id: 130, naam: 'Brugse kaas extra belegen', category: 'Allerlei', unit: 'kg' },
  { id: 131, naam: 'Hoevekaas', category: 'Allerlei', unit: 'kg' },
  { id: 132, naam: 'Geitenkaas', category: 'Allerlei', unit: 'kg' },
  { id: 133, naam: 'Lamskotelet', category: 'Allerlei', unit: 'kg-of-stuk' },
  { id: 134, naam: 'Lamsbout', category: 'Allerlei', unit: 'kg-of-stuk' },
  { id: 135, naam: 'Lamsfilet', category: 'Allerlei', unit: 'kg-of-stuk' },
  { id: 136, naam: 'Lamsstoofvlees', category: 'Allerlei', unit: 'kg' },
  {
    id: 137,
    naam: 'Colli gemengd',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Inhoud colli gemengd',
      text: 'Een colli gemengd bevat: 1,5 kg stoofvlees, 1 kg gehakt half-om-half, 1 kg varkenskotelet, 1,5 kg kippenfilet en 1 kg soepvlees met been. Alles vacuüm verpakt per soort.',
    },
  },
  {
    id: 138,
    naam: 'Colli rund',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Inhoud colli rund',
      text: 'Een colli rund van eigen Maine-Anjou bevat: 1 kg biefstuk, 1,5 kg stoofvlees, 2 kg rundsgehakt, 1 kg rosbief en 1,5 kg soepvlees met been. Alles vacuüm verpakt per soort.',
    },
  },
  {
    id: 139,
    naam: 'Colli varken',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Inhoud colli varken',
      text: 'Een colli varken bevat: 1,5 kg varkenskotelet, 1 kg varkensgebraad, 2 kg gehakt half-om-half, 1 kg spek en 1 kg varkenshaasje. Alles vacuüm verpakt per soort.',
    },
  },
  {
    id: 140,
    naam: 'Fondue varié',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Minstens 2 dagen op voorhand',
      text: 'Bestel fondue varié minstens 2 dagen voor de afhaaldag. Per stuk = per persoon: rundvlees, varkensvlees, kip en gehaktballetjes, samen ongeveer 300 g.',
    },
    leadTime: { minDaysAhead: 2 },
  },
  {
    id: 141,
    naam: 'Fondue de luxe',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Minstens 2 dagen op voorhand',
      text: 'Bestel fondue de luxe minstens 2 dagen voor de afhaaldag. Per stuk = per persoon: filet pur van eigen Maine-Anjou, kalfsvlees, kippenfilet en lamsfilet, samen ongeveer 300 g.',
    },
    leadTime: { minDaysAhead: 2 },
  },
  {
    id: 142,
    naam: 'Gourmet/steengrill',
    category: 'Allerlei',
    unit: 'stuk',
    info: {
      title: 'Minstens 2 dagen op voorhand',
      text: 'Bestel gourmet/steengrill minstens 2 dagen voor de afhaaldag. Per stuk = per persoon: biefstuk, kippenfilet, varkenshaasje, spek, mini-hamburger en chipolata, samen ongeveer 350 g.',
    },
    leadTime: { minDaysAhead: 2 },
  },
  { id: 143, naam: 'Hoeve-eieren (doos van 6)', category: 'Allerlei', unit: 'stuk' },
  { id: 144, naam: 'Kaaskroketten', category: 'Allerlei', unit: 'stuk' },
  { id: 145, naam: 'Garnaalkroketten', category: 'Allerlei', unit: 'stuk' },
] satisfies Product[];

export const catalogue: readonly Product[] = products;

const byId = new Map(catalogue.map((product) => [product.id, product]));

export function productById(id: number): Product | undefined {
  return byId.get(id);
}

export function productsInCategory(category: Category): readonly Product[] {
  return catalogue.filter((product) => product.category === category);
}

// Lowercase, accents stripped, apostrophes dropped, any other punctuation read as a space:
// "Côte à l'os" → "cote a los", "BBQ-worsten" → "bbq worsten".
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const searchKeys = new Map(catalogue.map((product) => [product.id, searchKey(product.naam)]));

// Every word of the query must occur in the name; names starting with the query come first.
export function searchProducts(query: string): readonly Product[] {
  const key = searchKey(query);
  if (key === '') return [];
  const words = key.split(' ');
  const hits = catalogue.filter((product) => {
    const name = searchKeys.get(product.id) ?? '';
    return words.every((word) => name.includes(word));
  });
  const startsWithQuery = (product: Product) => (searchKeys.get(product.id) ?? '').startsWith(key);
  return [...hits.filter(startsWithQuery), ...hits.filter((product) => !startsWithQuery(product))];
}
