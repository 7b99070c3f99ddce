import fc from 'fast-check';
import { catalogue } from '@/lib/order/catalogue';
import {
  DRAFT_STORAGE_KEY,
  draftQuantities,
  linesFromDraft,
  serialiseDraft,
  type OrderDraft,
} from '@/lib/order/draft';
import { parseDraft } from '@/lib/order/draft-schema';
import { initialLine } from '@/lib/order/lines';

const draft: OrderDraft = {
  version: 1,
  quantities: {
    1: { isPerPiece: false, gewicht: '1,5', aantalStuks: 0 },
    55: { isPerPiece: true, gewicht: '0', aantalStuks: 4 },
  },
  contact: { naam: 'Jan Peeters', email: 'jan@example.be', telefoon: '0470 12 34 56', bericht: '' },
};

describe('draft (de)serialisation', () => {
  it('uses a versioned storage key', () => {
    expect(DRAFT_STORAGE_KEY).toBe('bestelling-concept-v1');
  });

  it('round-trips a draft, with and without a pending order', () => {
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
    const pending: OrderDraft = {
      ...draft,
      pending: {
        reference: 'DL-4K7QX',
        dag: '2026-11-27',
        uur: '09:00',
        delivered: { shop: true, customer: false },
        timedOut: { shop: false, customer: true },
      },
    };
    expect(parseDraft(serialiseDraft(pending))).toEqual(pending);
  });

  it('round-trips any well-formed draft', () => {
    const quantity = fc.record({
      isPerPiece: fc.boolean(),
      gewicht: fc.integer({ min: 0, max: 50_000 }).map((grams) => String(grams / 1000).replace('.', ',')),
      aantalStuks: fc.integer({ min: 0, max: 999 }),
    });
    const arbitraryDraft = fc.record({
      version: fc.constant(1 as const),
      quantities: fc.dictionary(fc.integer({ min: 1, max: 145 }).map(String), quantity),
      contact: fc.record({
        naam: fc.string({ maxLength: 100 }),
        email: fc.string({ maxLength: 254 }),
        telefoon: fc.string({ maxLength: 20 }),
        bericht: fc.string({ maxLength: 1000 }),
      }),
    });
    fc.assert(
      fc.property(arbitraryDraft, (value) => {
        const parsed = parseDraft(serialiseDraft(value));
        return JSON.stringify(parsed) === JSON.stringify(value);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['broken JSON', '{"version":1,'],
    ['a number', '42'],
    ['an array', '[]'],
    ['another version', JSON.stringify({ ...draft, version: 2 })],
    ['no contact', JSON.stringify({ version: 1, quantities: {} })],
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
      'a weight as number',
      JSON.stringify({ ...draft, quantities: { 1: { isPerPiece: false, gewicht: 1.5, aantalStuks: 0 } } }),
    ],
    [
      'a non-numeric id',
      JSON.stringify({ ...draft, quantities: { abc: { isPerPiece: false, gewicht: '1', aantalStuks: 0 } } }),
    ],
    [
      'a contact field that is not text',
      JSON.stringify({ ...draft, contact: { ...draft.contact, naam: 5 } }),
    ],
    [
      'a bad reference',
      JSON.stringify({
        ...draft,
        pending: {
          reference: 'x',
          dag: '2026-11-27',
          uur: '09:00',
          delivered: { shop: true, customer: true },
          timedOut: { shop: false, customer: false },
        },
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
          return parsed === null || parsed.version === 1;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('drops properties it does not know', () => {
    const parsed = parseDraft(JSON.stringify({ ...draft, extra: '<script>' }));
    expect(parsed).toEqual(draft);
  });
});

describe('draft and lines', () => {
  it('keeps only chosen lines and puts them back', () => {
    const lines = catalogue.map(initialLine).map((line) => {
      if (line.id === 1) return { ...line, gewicht: '1,5' };
      if (line.id === 55) return { ...line, isPerPiece: true, aantalStuks: 4 };
      return line;
    });
    const quantities = draftQuantities(lines);
    expect(quantities).toEqual(draft.quantities);
    expect(linesFromDraft(catalogue, quantities)).toEqual(lines);
  });

  it('ignores unknown ids and respects a fixed unit', () => {
    const cordonBleu = catalogue.find((product) => product.naam === 'Cordon bleu');
    if (!cordonBleu) throw new Error('Cordon bleu');
    const restored = linesFromDraft([cordonBleu], {
      [cordonBleu.id]: { isPerPiece: false, gewicht: '2', aantalStuks: 0 },
      13: { isPerPiece: false, gewicht: '2', aantalStuks: 0 },
    });
    expect(restored).toEqual([initialLine(cordonBleu)]);
  });
});
