// Short, with no look-alikes (0/O/1/I), so the shop spots a repeat; a day + 4 random: 1 in ~1 million a day.

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_PREFIX = 'DL-';
export const REFERENCE_PATTERN = /^DL-[2-9A-HJ-NP-Z]{5}$/;

const DAY_MS = 86_400_000;
const RANDOM_CHARACTERS = 4;

// Any number gives a character: out of range wraps round; NaN or ±Infinity the first (charAt reads NaN as 0).
function character(index: number): string {
  const size = REFERENCE_ALPHABET.length;
  return REFERENCE_ALPHABET.charAt(((Math.floor(index) % size) + size) % size);
}

export function createOrderReference(now: Date, random: () => number): string {
  let code = character(now.getTime() / DAY_MS);
  for (let index = 0; index < RANDOM_CHARACTERS; index++)
    code += character(random() * REFERENCE_ALPHABET.length);
  return `${REFERENCE_PREFIX}${code}`;
}
