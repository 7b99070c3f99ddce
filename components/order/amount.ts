import type { OrderLine } from '@/lib/order/lines';
import { formatKg, weightKg } from '@/lib/order/quantity';

export function amountText(line: OrderLine): string {
  if (line.isPerPiece) return line.aantalStuks === 1 ? '1 stuk' : `${line.aantalStuks} stuks`;
  return `${formatKg(weightKg(line.gewicht))} kg`;
}

export const productCountText = (n: number) => (n === 1 ? '1 product' : `${n} producten`);
