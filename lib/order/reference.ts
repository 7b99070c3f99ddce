// Short order reference shown on screen, in both mails and in the subject, so the shop spots a repeat.
// 'DL-' + 5 characters without look-alikes (no 0/O/1/I): the first from the day, four random, so two
// orders collide only if they share the day (1 in ~1 million) — a repeat is then easy to judge by hand.

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_PREFIX = 'DL-';
export const REFERENCE_PATTERN = /^DL-[2-9A-HJ-NP-Z]{5}$/;

const DAY_MS = 86_400_000;
const RANDOM_CHARACTERS = 4;

function character(index: number): string {
  const size = REFERENCE_ALPHABET.length;
  return REFERENCE_ALPHABET.charAt(((Math.floor(index) % size) + size) % size);
}

export function createOrderReference(now: Date, random: () => number): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  let code = character(Number.isFinite(day) ? day : 0);
  for (let index = 0; index < RANDOM_CHARACTERS; index++) {
    const draw = random();
    const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
    code += character(unit * REFERENCE_ALPHABET.length);
  }
  return `${REFERENCE_PREFIX}${code}`;
}
