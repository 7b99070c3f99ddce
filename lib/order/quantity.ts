// Amount rules for one order line (spec §5, §9). Weights are kept as the text the visitor sees, with a
// decimal comma ('0,25', '1,5'); these pure functions turn typed text into a value or a reason.

export const MAX_WEIGHT_KG = 50;
export const WEIGHT_STEP_KG = 0.25;
export const PIECE_STEP = 1;
// Not in the spec: a sane ceiling so a stray key-repeat cannot order 10 000 cordons bleus.
export const MAX_PIECES = 999;
// Grams are the finest a butcher weighs.
export const MAX_WEIGHT_DECIMALS = 3;
export const TOO_HEAVY_MESSAGE = 'Gewicht boven 50 kg kan niet besteld worden, contacteer ons hiervoor.';

export type WeightInput =
  | { kind: 'empty' }
  | { kind: 'value'; text: string; kg: number }
  | { kind: 'rejected' }
  | { kind: 'too-heavy'; message: string };

const WEIGHT_PATTERN = new RegExp(`^(\\d*)(?:,(\\d{0,${MAX_WEIGHT_DECIMALS}}))?$`);

// A '.' counts as the decimal comma (some phone keyboards offer only a dot); surrounding spaces are
// ignored; leading zeros are dropped ('05' → '5', '00,5' → '0,5') and a bare comma gets its zero (',5' → '0,5').
export function parseWeightInput(raw: string): WeightInput {
  const trimmed = raw.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = WEIGHT_PATTERN.exec(trimmed.replace('.', ','));
  if (!match) return { kind: 'rejected' };
  const fraction = match[2];
  const digits = match[1] ?? '';
  const whole = digits === '' ? '0' : digits.replace(/^0+(?=\d)/, '');
  const text = fraction === undefined ? whole : `${whole},${fraction}`;
  const kg = Number(`${whole}.${fraction || '0'}`);
  // Only digits got here, so a non-finite number is simply a very long one.
  if (!Number.isFinite(kg) || kg > MAX_WEIGHT_KG) return { kind: 'too-heavy', message: TOO_HEAVY_MESSAGE };
  return { kind: 'value', text, kg };
}

// The kg a stored weight text stands for; anything unreadable counts as 0, never NaN.
export function weightKg(text: string): number {
  const input = parseWeightInput(text);
  return input.kind === 'value' ? input.kg : 0;
}

// 1.5 → '1,5', 0.25 → '0,25', 2 → '2'; rounded to grams and clamped to 0…50.
export function formatKg(kg: number): string {
  const safe = Number.isFinite(kg) ? Math.min(Math.max(kg, 0), MAX_WEIGHT_KG) : 0;
  const grams = Math.round(safe * 10 ** MAX_WEIGHT_DECIMALS);
  const whole = Math.floor(grams / 1000);
  const fraction = String(grams % 1000)
    .padStart(MAX_WEIGHT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole},${fraction}`;
}

// Plus/minus move to the next 0,25 kg mark (0,3 + → 0,5; 0,3 − → 0,25), never below 0 or above 50.
export function stepWeight(current: string, direction: 1 | -1): string {
  const steps = weightKg(current) / WEIGHT_STEP_KG;
  const epsilon = 1e-9;
  const next = direction === 1 ? Math.floor(steps + epsilon) + 1 : Math.ceil(steps - epsilon) - 1;
  return formatKg(Math.min(Math.max(next * WEIGHT_STEP_KG, 0), MAX_WEIGHT_KG));
}

export type PiecesInput = { kind: 'empty' } | { kind: 'value'; count: number } | { kind: 'rejected' };

export function parsePiecesInput(raw: string): PiecesInput {
  const trimmed = raw.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { kind: 'rejected' };
  const count = Number(trimmed);
  if (!Number.isSafeInteger(count) || count > MAX_PIECES) return { kind: 'rejected' };
  return { kind: 'value', count };
}

export function stepPieces(current: number, direction: 1 | -1): number {
  const whole = Number.isFinite(current) ? Math.round(current) : 0;
  return Math.min(Math.max(whole + direction * PIECE_STEP, 0), MAX_PIECES);
}
