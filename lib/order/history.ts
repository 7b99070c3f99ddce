// 'Bestel opnieuw': the last orders the shop received, kept on this device only (never sent) and if asked.

import { HISTORY_SIZE } from './form-rules';
import { isChosen } from './lines';
import type { OrderLine, PastOrder, Quantities } from './stored';

export const addToHistory = (history: readonly PastOrder[], order: PastOrder): PastOrder[] =>
  [order, ...history.filter((past) => past.reference !== order.reference)].slice(0, HISTORY_SIZE);

/** An order's lines as the amounts a form takes back. */
export function quantitiesOf(lines: readonly OrderLine[]): Quantities {
  const quantities: Quantities = {};
  for (const line of lines.filter(isChosen))
    quantities[line.id] = { isPerPiece: line.isPerPiece, kg: line.kg, aantalStuks: line.aantalStuks };
  return quantities;
}

export const lineCount = (order: PastOrder) => Object.values(order.quantities).filter(isChosen).length;
