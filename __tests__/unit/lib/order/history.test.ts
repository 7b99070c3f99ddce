import { addToHistory, lineCount, quantitiesOf } from '@/lib/order/history';
import { parseHistory, type PastOrder } from '@/lib/order/stored';
import { CONTACT, kgLine, pieceLine } from '@/__tests__/fixtures/orders';

const past = (reference: string): PastOrder => ({
  reference,
  dag: '2026-11-27',
  quantities: {
    1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 },
    55: { isPerPiece: true, kg: 0, aantalStuks: 2 },
  },
  contact: CONTACT,
});

it('the order history (Bestel opnieuw) keeps the newest first, one per reference, at most three; it takes an order’s chosen lines as amounts, and counts them; it reads back what it wrote, and nothing else', () => {
  let history: PastOrder[] = [];
  for (const reference of ['DL-AAAA2', 'DL-BBBB3', 'DL-AAAA2', 'DL-CCCC4', 'DL-DDDD5'])
    history = addToHistory(history, past(reference));
  expect(history.map((order) => order.reference)).toEqual(['DL-DDDD5', 'DL-CCCC4', 'DL-AAAA2']);
  const quantities = quantitiesOf([kgLine(1, 0.5), kgLine(2, 0), pieceLine(3, 2)]);
  expect(quantities).toEqual({
    1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 },
    3: { isPerPiece: true, kg: 0, aantalStuks: 2 },
  });
  expect(lineCount({ ...past('DL-AAAA2'), quantities })).toBe(2);
  expect(parseHistory(JSON.stringify(history))).toEqual(history);
  expect(parseHistory(null)).toEqual([]);
  expect(parseHistory('{')).toEqual([]);
  expect(parseHistory(JSON.stringify([{ ...past('x') }]))).toEqual([]);
  expect(parseHistory(JSON.stringify(Array.from({ length: 4 }, () => past('DL-AAAA2'))))).toEqual([]);
});
