// Amount rules of an order line (spec §5, §9): typed text ('1,5') to kg or pieces, or a reason, and back.

export const MAX_WEIGHT_KG = 50;
const WEIGHT_STEP_KG = 0.25;
// Not in the spec: a sane ceiling so a stray key-repeat cannot order 10 000 cordons bleus.
export const MAX_PIECES = 999;
// Grams are the finest a butcher weighs.
const MAX_WEIGHT_DECIMALS = 3;
// Below 100 g ('0,001' kg) is a slip of the keyboard, not an order: refused, never rounded to 0,25.
const MIN_WEIGHT_KG = 0.1;
const TOO_HEAVY_MESSAGE = 'Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.';

const NEGATIVE_MESSAGE = 'Een hoeveelheid kan niet negatief zijn.';
const WEIGHT_INVALID_MESSAGE = 'Geef het gewicht in kg, met hoogstens één komma, bv. 1,5.';
const WEIGHT_GRAMS_MESSAGE = 'Geef het gewicht tot op de gram, bv. 1,25.';
const WEIGHT_TOO_LIGHT_MESSAGE = 'We wegen af vanaf 0,1 kg (100 gram), bv. 0,25.';
const WEIGHT_AMBIGUOUS_MESSAGE = 'Bedoelt u kilo of gram? Schrijf het gewicht met een komma, bv. 1,5.';
const PIECES_WHOLE_MESSAGE = 'Stuks bestelt u per heel stuk: geef een geheel aantal, bv. 3.';
const PIECES_INVALID_MESSAGE = 'Geef het aantal stuks in cijfers, bv. 3.';
const PIECES_TOO_MANY_MESSAGE = `Meer dan ${MAX_PIECES} stuks kan niet online besteld worden, contacteer ons hiervoor.`;

// 1.5 → '1,5', 0.25 → '0,25', 2 → '2'; rounded to grams and clamped to 0…50.
export function formatKg(kg: number): string {
  const safe = Number.isFinite(kg) ? Math.min(Math.max(kg, 0), MAX_WEIGHT_KG) : 0;
  // A whole number of grams over 1000 prints as exactly its decimals ('1.25', never '1.2500000001').
  return String(Math.round(safe * 10 ** MAX_WEIGHT_DECIMALS) / 1000).replace('.', ',');
}

// Plus/minus move to the next 0,25 kg mark (0,3 + → 0,5; 0,3 − → 0,25), never below 0 or above 50.
function stepWeight(kg: number, direction: 1 | -1): number {
  const steps = kg / WEIGHT_STEP_KG;
  const next = direction === 1 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return Math.min(Math.max(next * WEIGHT_STEP_KG, 0), MAX_WEIGHT_KG);
}

/** What a field's text stands for: the amount (0 when empty or refused), and why it was refused. */
export type Amount = { amount: number; error: string | null };
const refused = (error: string): Amount => ({ amount: 0, error });

/** What was typed without a trailing unit of the line's mode ('2,5 kg', '3 st'). */
export const withoutUnit = (raw: string, perPiece: boolean) =>
  raw.trim().replace(perPiece ? /\s*(?:st\.?|stuks?)$/i : /\s*kg$/i, '');

// Read in the line's mode, the unit ignored; refused with why, never rewritten.
export function readAmount(raw: string, perPiece: boolean): Amount {
  const text = withoutUnit(raw, perPiece);
  if (raw.trim() === '') return { amount: 0, error: null };
  if (text === '') return refused(perPiece ? PIECES_INVALID_MESSAGE : WEIGHT_INVALID_MESSAGE);
  if (/^-/.test(text)) return refused(NEGATIVE_MESSAGE);
  return perPiece ? readPieces(text) : readWeight(text);
}

function readPieces(text: string): Amount {
  if (/^\d*[.,]\d*$/.test(text) && /\d/.test(text)) return refused(PIECES_WHOLE_MESSAGE);
  if (!/^\d+$/.test(text)) return refused(PIECES_INVALID_MESSAGE);
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count > MAX_PIECES) return refused(PIECES_TOO_MANY_MESSAGE);
  return { amount: count, error: null };
}

// '.' is the comma (some phone keyboards have only a dot), except '1.000' (a thousand?); '05' is 5, ',5' 0,5.
function readWeight(text: string): Amount {
  if (/^\d+\.\d{3}$/.test(text)) return refused(WEIGHT_AMBIGUOUS_MESSAGE);
  const match = /^(\d*)(?:,(\d*))?$/.exec(text.replace('.', ','));
  if (!match) return refused(WEIGHT_INVALID_MESSAGE);
  if ((match[2] ?? '').length > MAX_WEIGHT_DECIMALS) return refused(WEIGHT_GRAMS_MESSAGE);
  const kg = Number(`${match[1] || '0'}.${match[2] || '0'}`);
  // Only digits got here, so a non-finite number is simply a very long one.
  if (!Number.isFinite(kg) || kg > MAX_WEIGHT_KG) return refused(TOO_HEAVY_MESSAGE);
  if (kg > 0 && kg < MIN_WEIGHT_KG) return refused(WEIGHT_TOO_LIGHT_MESSAGE);
  return { amount: kg, error: null };
}

// A kept weight in kg (null: none), under 100 g too: an older version allowed it; the shop may have it.
export function keptWeight(text: string): number | null {
  const read = readAmount(text, false);
  if (read.error !== WEIGHT_TOO_LIGHT_MESSAGE) return read.error === null ? read.amount : null;
  const kg = text.trim().replace(/\s*kg$/i, '');
  return Number(kg.replace(/[.,]/, '.'));
}

/** The most a line may hold (`allowed`: the product's fixed weights, empty when any weight goes). */
export const maxAmount = (perPiece: boolean, allowed: readonly number[]) =>
  perPiece ? MAX_PIECES : allowed.length ? Math.max(...allowed) : MAX_WEIGHT_KG;

/** '1,5 kg', '4 stuks', '1 stuk' (`kg` as formatKg writes it); both, with ' + ', should a line have both. */
export function amountText(kg: string, pieces: number): string {
  const parts = kg === '0' ? [] : [`${kg} kg`];
  if (pieces > 0) parts.push(pieces === 1 ? '1 stuk' : `${pieces} stuks`);
  return parts.join(' + ');
}

// Plus/minus (`allowed` as for maxAmount): the next amount; null at an end (a refused value keeps its text).
export function nextAmount(amount: number, perPiece: boolean, allowed: readonly number[], direction: 1 | -1) {
  if (direction === -1 ? amount <= 0 : amount >= maxAmount(perPiece, allowed)) return null;
  const pieces = Number.isFinite(amount) ? Math.round(amount) : 0;
  if (perPiece) return Math.min(Math.max(pieces + direction, 0), MAX_PIECES);
  return allowed.length ? stepAllowed(allowed, amount, direction) : stepWeight(amount, direction);
}

// Plus/minus for fixed weights: the next allowed weight up or down (0 below the smallest).
function stepAllowed(allowed: readonly number[], current: number, direction: 1 | -1): number {
  const options = [0, ...allowed].sort((a, b) => a - b);
  if (direction === 1) return options.find((kg) => kg > current + 1e-9) ?? options.at(-1) ?? 0;
  return [...options].reverse().find((kg) => kg < current - 1e-9) ?? 0;
}

/** Leaving a fixed-weights product's field: the allowed weight nearest to `kg` and why; null: `kg` is one. */
export function snappedWeight(product: { naam: string; allowedWeightsKg?: readonly number[] }, kg: number) {
  const allowed = product.allowedWeightsKg ?? [];
  let best = allowed[0] ?? 0;
  for (const option of allowed) if (Math.abs(option - kg) < Math.abs(best - kg)) best = option;
  if (!allowed.length || kg <= 0 || Math.abs(best - kg) < 1e-9) return null;
  const weights = allowed.map((each) => `${formatKg(each)} kg`);
  const list = weights.length > 1 ? `${weights.slice(0, -1).join(', ')} of ${weights.at(-1)}` : weights[0];
  return { amount: best, error: `${product.naam} bestelt u per ${list}; we pasten het gewicht aan.` };
}
