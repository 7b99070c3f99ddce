import type { Product } from './catalogue';
import type { OrderLine } from './stored';

// An order line as the spec (§3) keeps it in state (its type is the stored schema's). toggleDisabled is
// true for every product that cannot switch: 'stuk' products (toggle shown disabled) and 'kg' products
// (no toggle shown at all).
export type { OrderLine };

export function initialLine(product: Product): OrderLine {
  return {
    id: product.id,
    naam: product.naam,
    isPerPiece: product.unit === 'stuk',
    toggleDisabled: product.unit !== 'kg-of-stuk',
    kg: 0,
    aantalStuks: 0,
  };
}

// Two lines that say the same: the store keeps the old object, so nothing that shows it re-renders.
export function sameLine(a: OrderLine, b: OrderLine): boolean {
  return (
    a.id === b.id &&
    a.naam === b.naam &&
    a.isPerPiece === b.isPerPiece &&
    a.toggleDisabled === b.toggleDisabled &&
    a.kg === b.kg &&
    a.aantalStuks === b.aantalStuks
  );
}

// Per piece clears the weight, back to kg clears the pieces (§4); a fixed line or no change stays as is.
export function switchMode(line: OrderLine, toPerPiece: boolean): OrderLine {
  if (line.toggleDisabled || line.isPerPiece === toPerPiece) return line;
  return toPerPiece ? { ...line, isPerPiece: true, kg: 0 } : { ...line, isPerPiece: false, aantalStuks: 0 };
}

export function isChosen(line: OrderLine): boolean {
  return line.kg > 0 || line.aantalStuks > 0;
}
