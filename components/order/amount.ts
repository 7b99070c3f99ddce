import type { OrderLine } from '@/lib/order/stored';
import { amountText as writtenAmount, formatKg } from '@/lib/order/quantity';

// As the mails write it (payload.ts): one rule for both.
export const amountText = (line: OrderLine) => writtenAmount(formatKg(line.kg), line.aantalStuks);

export const productCountText = (n: number) => (n === 1 ? '1 product' : `${n} producten`);
