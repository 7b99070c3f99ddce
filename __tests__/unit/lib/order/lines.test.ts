import type { Product } from '@/lib/order/catalogue';
import { droppedNote, initialLine } from '@/lib/order/lines';

const product = (unit: Product['unit']): Product => ({ id: 7, naam: 'Testvlees', category: 'Rund', unit });

it('a new line starts at 0 kg and 0 pieces, in the product mode; a restored order names what was left out, and nothing when all of it came back', () => {
  const fresh = { id: 7, naam: 'Testvlees', kg: 0, aantalStuks: 0 };
  expect(initialLine(product('kg-of-stuk'))).toEqual({ ...fresh, isPerPiece: false, toggleDisabled: false });
  expect(initialLine(product('stuk'))).toEqual({ ...fresh, isPerPiece: true, toggleDisabled: true });
  expect(initialLine(product('kg'))).toEqual({ ...fresh, isPerPiece: false, toggleDisabled: true });
  expect(droppedNote([])).toBeNull();
  expect(droppedNote(['Filet pur', ''])).toBe(
    'Niet meer te bestellen en daarom weggelaten: Filet pur en één product dat niet meer bestaat. De rest van uw bestelling staat klaar.',
  );
  expect(droppedNote(['', ''])).toContain('2 producten die niet meer bestaan');
});
