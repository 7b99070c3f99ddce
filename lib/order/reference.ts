// Short order reference shown on screen, in both mails and in the subject, so the shop spots a repeat.
// 'DL-' + 5 characters without look-alikes (no 0/O/1/I): the first from the day, four random, so two
// orders collide only if they share the day (1 in ~1 million) — a repeat is then easy to judge by hand.

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_PREFIX = 'DL-';
export const REFERENCE_PATTERN = /^DL-[2-9A-HJ-NP-Z]{5}$/;

const DAY_MS = 86_400_000;
const RANDOM_CHARACTERS = 4;

// Any number gives a character: a day before 1970 or a draw outside [0, 1) wraps round, and NaN or an
// infinity (an invalid date, a misbehaving random source) gives the first (charAt reads NaN as 0).
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
