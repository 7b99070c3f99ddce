import type { Product } from './catalogue';
import { NO_PRODUCT_MESSAGE } from './form-rules';
import { amountText as writtenAmount, formatKg } from './quantity';
import type { OrderLine } from './stored';

// Spec §3; toggleDisabled for any product that cannot switch: 'stuk' (toggle disabled), 'kg' (no toggle).
export const initialLine = (product: Product): OrderLine => ({
  id: product.id,
  naam: product.naam,
  isPerPiece: product.unit === 'stuk',
  toggleDisabled: product.unit !== 'kg-of-stuk',
  kg: 0,
  aantalStuks: 0,
});

export const isChosen = (line: Pick<OrderLine, 'kg' | 'aantalStuks'>) => line.kg > 0 || line.aantalStuks > 0;

// '1,5 kg' on the page as the mails write it (payload.ts): one rule for both.
export const amountText = (line: OrderLine) => writtenAmount(formatKg(line.kg), line.aantalStuks);

/** 'a', 'a en b', 'a, b en c' (or 'of'). */
export const listText = (words: readonly string[], and = 'en') =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;

export const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

export const productCountText = (n: number) => (n === 1 ? '1 product' : `${n} producten`);

export function linesProblem(invalid: readonly string[], chosenCount: number): string | null {
  if (invalid.length > 0) return `Verbeter eerst de hoeveelheid bij ${invalid.join(', ')}.`;
  return chosenCount === 0 ? NO_PRODUCT_MESSAGE : null;
}

/** The note after putting an order back when some of its products can no longer be ordered. */
export function droppedNote(dropped: readonly string[]): string | null {
  if (dropped.length === 0) return null;
  const unnamed = dropped.filter((naam) => naam === '').length;
  const gone =
    unnamed === 1 ? 'één product dat niet meer bestaat' : `${unnamed} producten die niet meer bestaan`;
  const parts = [...dropped.filter(Boolean), ...(unnamed > 0 ? [gone] : [])];
  return `Niet meer te bestellen en daarom weggelaten: ${listText(parts)}. De rest van uw bestelling staat klaar.`;
}
