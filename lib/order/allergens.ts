import { allergenNames, type Allergen } from '@/lib/content/lists';
import { shop } from '@/lib/shop';
import { listText } from './lines';

// EU 1169/2011 art. 9, 14 and 44 (issue 31); no `allergens`: not recorded, the customer is told how to ask.

type WithAllergens = { allergens?: readonly Allergen[] | undefined };

/** The short form on the product row: 'Allergenen: gluten, melk (lactose)'. */
export function allergenShort(product: WithAllergens): string {
  if (!product.allergens) return 'Allergenen: vraag ons';
  if (product.allergens.length === 0) return 'Geen allergenen';
  return `Allergenen: ${product.allergens.map((key) => allergenNames[key]).join(', ')}`;
}

/** The full sentence (info popup, customer's mail). */
export function allergenSentence(product: WithAllergens): string {
  if (!product.allergens)
    return `Vraag naar de allergenen: bel ${shop.phone.display} of vraag het in de winkel.`;
  if (product.allergens.length === 0) return 'Bevat geen van de 14 wettelijke allergenen.';
  return `Bevat ${listText(product.allergens.map((key) => allergenNames[key]))}.`;
}

export const allergenNotice = {
  title: 'Allergenen',
  text: `Bij elk product staat welke van de 14 wettelijke allergenen het bevat. Staat er ‘vraag ons’, bel dan ${shop.phone.display} of vraag het in de winkel.`,
} as const;
