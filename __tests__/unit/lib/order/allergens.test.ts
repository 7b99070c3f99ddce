import { allergenShort, allergenSentence } from '@/lib/order/allergens';
import { shop } from '@/lib/shop';

// Issue 31.4: what the owner recorded, nothing recorded (none), or not recorded (how to ask).
it.each([
  [
    { allergens: ['gluten', 'eieren', 'melk'] as const },
    'Allergenen: gluten, eieren, melk (lactose)',
    'Bevat gluten, eieren en melk (lactose).',
  ],
  [{ allergens: ['vis'] as const }, 'Allergenen: vis', 'Bevat vis.'],
  [{ allergens: [] }, 'Geen allergenen', 'Bevat geen van de 14 wettelijke allergenen.'],
  [
    {},
    'Allergenen: vraag ons',
    `Vraag naar de allergenen: bel ${shop.phone.display} of vraag het in de winkel.`,
  ],
])('%j: on the row %p, in the popup and the mail %p', (product, short, sentence) => {
  expect(allergenShort(product)).toBe(short);
  expect(allergenSentence(product)).toBe(sentence);
});
