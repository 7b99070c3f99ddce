import { addToHistory, lineCount, quantitiesOf } from '@/lib/order/history';
import { parseHistory, type OrderLine, type PastOrder } from '@/lib/order/stored';

const past = (reference: string): PastOrder => ({
  reference,
  dag: '2026-11-27',
  quantities: {
    1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 },
    55: { isPerPiece: true, kg: 0, aantalStuks: 2 },
  },
  contact: { naam: 'Jan', email: 'jan@example.be', telefoon: '0470123456', bericht: '' },
});

describe('order history (Bestel opnieuw)', () => {
  it('keeps the newest first, one per reference, at most three', () => {
    let history: PastOrder[] = [];
    for (const reference of ['DL-AAAA2', 'DL-BBBB3', 'DL-AAAA2', 'DL-CCCC4', 'DL-DDDD5']) {
      history = addToHistory(history, past(reference));
    }
    expect(history.map((order) => order.reference)).toEqual(['DL-DDDD5', 'DL-CCCC4', 'DL-AAAA2']);
  });

  it('takes an order’s chosen lines as amounts, and counts them', () => {
    const line = (id: number, patch: Partial<OrderLine>): OrderLine => ({
      id,
      naam: 'x',
      isPerPiece: false,
      toggleDisabled: false,
      kg: 0,
      aantalStuks: 0,
      ...patch,
    });
    const quantities = quantitiesOf([
      line(1, { kg: 0.5 }),
      line(2, {}),
      line(3, { isPerPiece: true, aantalStuks: 2 }),
    ]);
    expect(quantities).toEqual({
      1: { isPerPiece: false, kg: 0.5, aantalStuks: 0 },
      3: { isPerPiece: true, kg: 0, aantalStuks: 2 },
    });
    expect(lineCount({ ...past('DL-AAAA2'), quantities })).toBe(2);
  });

  it('reads back what it wrote, and nothing else', () => {
    const history = [past('DL-AAAA2')];
    expect(parseHistory(JSON.stringify(history))).toEqual(history);
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{')).toEqual([]);
    expect(parseHistory(JSON.stringify([{ ...past('x') }]))).toEqual([]);
    expect(parseHistory(JSON.stringify(Array.from({ length: 4 }, () => past('DL-AAAA2'))))).toEqual([]);
  });
});
