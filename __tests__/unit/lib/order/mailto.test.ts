import fc from 'fast-check';
import { MAILTO_MAX_LENGTH, mailtoWithin } from '@/lib/order/mailto';

const body = (href: string) => new URL(href).searchParams.get('body') ?? '';

it('keeps every line when the link fits, each character escaped (a visitor adds no parameter); else keeps the first lines that fit, cuts the next one and says so last', () => {
  const href = mailtoWithin('a@b.be', 'Bestelling', ['Eén', 'Twee &b=c?d#e'], 'ingekort', 200);
  expect(href).toBe('mailto:a@b.be?subject=Bestelling&body=E%C3%A9n%0D%0ATwee%20%26b%3Dc%3Fd%23e');
  const lines = ['Naam: Jan', 'Bericht: ' + 'x'.repeat(300), 'Niet meer'];
  const cut = mailtoWithin('a@b.be', 'S', lines, 'ingekort', 200);
  expect(cut.length).toBeLessThanOrEqual(200);
  const kept = body(cut).split('\r\n');
  expect(kept[0]).toBe('Naam: Jan');
  expect(kept[1]).toMatch(/^Bericht: x+…$/);
  expect(kept.at(-1)).toBe('ingekort');
  expect(kept).not.toContain('Niet meer');
});

it('never goes over the limit, whatever is typed (and never splits a character)', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { maxLength: 40 }), (lines) => {
      const href = mailtoWithin('info@example.be', 'Bestelling', lines, 'ingekort', MAILTO_MAX_LENGTH);
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      expect(() => new URL(href)).not.toThrow();
    }),
  );
});
