import type { OrderLine } from '@/lib/order/stored';
import { formatKg } from '@/lib/order/quantity';

export function amountText(line: OrderLine): string {
  if (line.isPerPiece) return line.aantalStuks === 1 ? '1 stuk' : `${line.aantalStuks} stuks`;
  return `${formatKg(line.kg)} kg`;
}

export const productCountText = (n: number) => (n === 1 ? '1 product' : `${n} producten`);
