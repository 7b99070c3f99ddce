import fc from 'fast-check';
import { DRAFT_KEY_PREFIX, serialiseDraft, type OrderDraft } from '@/lib/order/draft';
import { parseDraft } from '@/lib/order/draft-schema';
import { confirmOrder, attemptStarted } from '@/lib/order/lifecycle';
import { catalogue } from '@/lib/order/catalogue';
import { initialLine } from '@/lib/order/lines';

const draft: OrderDraft = {
  version: 2,
  quantities: {
    1: { isPerPiece: false, gewicht: '1,5', aantalStuks: 0 },
    55: { isPerPiece: true, gewicht: '0', aantalStuks: 4 },
  },
  contact: { naam: 'Jan Peeters', email: 'jan@example.be', telefoon: '0470 12 34 56', bericht: '' },
  savedAt: 1_790_000_000_000,
};
const firstProduct = catalogue[0];
if (!firstProduct) throw new Error('lege catalogus');
const line = { ...initialLine(firstProduct), gewicht: '1,5' };
const order = attemptStarted(
  confirmOrder(
    null,
    {
      lines: [line],
      contact: {
        naam: 'Jan Peeters',
        email: 'jan@example.be',
        telefoon: '0470123456',
        bericht: '',
        website: '',
      },
      dag: '2026-11-27',
      uur: '09:00',
    },
    () => 'DL-4K7QX',
  ),
  'shop',
);

describe('draft (de)serialisation', () => {
  it('uses a versioned key per tab', () => {
    expect(DRAFT_KEY_PREFIX).toBe('bestelling-concept-v2:');
  });

  it('round-trips a draft, with and without an order in flight, and the mark of a tab that left', () => {
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
    const withOrder: OrderDraft = { ...draft, order, left: true };
    expect(parseDraft(serialiseDraft(withOrder))).toEqual(withOrder);
  });

  it('round-trips any well-formed draft', () => {
    const quantity = fc.record({
      isPerPiece: fc.boolean(),
      gewicht: fc.integer({ min: 0, max: 50_000 }).map((grams) => String(grams / 1000).replace('.', ',')),
      aantalStuks: fc.integer({ min: 0, max: 999 }),
    });
    const arbitraryDraft = fc.record({
      version: fc.constant(2 as const),
      quantities: fc.dictionary(fc.integer({ min: 1, max: 145 }).map(String), quantity),
      contact: fc.record({
        naam: fc.string({ maxLength: 100 }),
        email: fc.string({ maxLength: 254 }),
        telefoon: fc.string({ maxLength: 20 }),
        bericht: fc.string({ maxLength: 1000 }),
      }),
      savedAt: fc.integer({ min: 0 }),
    });
    fc.assert(
      fc.property(arbitraryDraft, (value) => {
        const parsed = parseDraft(serialiseDraft(value));
        return JSON.stringify(parsed) === JSON.stringify(value);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['broken JSON', '{"version":2,'],
    ['a number', '42'],
    ['an array', '[]'],
    ['the old version', JSON.stringify({ ...draft, version: 1 })],
    ['no contact', JSON.stringify({ version: 2, quantities: {}, savedAt: 1 })],
    ['no time', JSON.stringify({ ...draft, savedAt: undefined })],
    [
      'a negative count',
      JSON.stringify({ ...draft, quantities: { 1: { isPerPiece: true, gewicht: '0', aantalStuks: -1 } } }),
    ],
    [
      'a fractional count',
      JSON.stringify({ ...draft, quantities: { 1: { isPerPiece: true, gewicht: '0', aantalStuks: 1.5 } } }),
    ],
    [
      'a weight above 50',
      JSON.stringify({ ...draft, quantities: { 1: { isPerPiece: false, gewicht: '51', aantalStuks: 0 } } }),
    ],
    [
      'a weight with a minus',
      JSON.stringify({ ...draft, quantities: { 1: { isPerPiece: false, gewicht: '-1', aantalStuks: 0 } } }),
    ],
    [
      'a non-numeric id',
      JSON.stringify({ ...draft, quantities: { abc: { isPerPiece: false, gewicht: '1', aantalStuks: 0 } } }),
    ],
    [
      'a contact field that is not text',
      JSON.stringify({ ...draft, contact: { ...draft.contact, naam: 5 } }),
    ],
    ['a bad reference', JSON.stringify({ ...draft, order: { ...order, reference: 'x' } })],
    [
      'an unknown mail state',
      JSON.stringify({
        ...draft,
        order: { ...order, mails: { ...order.mails, shop: { ...order.mails.shop, status: 'ok' } } },
      }),
    ],
    [
      'a huge message',
      JSON.stringify({ ...draft, contact: { ...draft.contact, bericht: 'x'.repeat(5000) } }),
    ],
  ])('rejects %s', (_, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const parsed = parseDraft(raw);
          return parsed === null || parsed.version === 2;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('drops properties it does not know', () => {
    expect(parseDraft(JSON.stringify({ ...draft, extra: '<script>' }))).toEqual(draft);
  });
});
