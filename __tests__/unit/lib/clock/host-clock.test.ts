import { checkedOffset, hostOffset, trustedNow } from '@/lib/clock/host-clock';

const REAL = Date.parse('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

it('hostOffset corrects a device six days behind or three days ahead to the host’s time, adds the time a cache held the answer (Age), and tells nothing without a readable Date header; trustedNow uses the device corrected by the host, else the device, but never a time before the build; checkedOffset (a cache that kept an old Date and dropped Age) checks a HEAD answer behind the device clock, never one that agrees or is ahead; the latest Date wins: a cache only makes one older', async () => {
  for (const device of [REAL - 6 * DAY, REAL + 3 * DAY]) {
    const offset = hostOffset(new Date(REAL).toUTCString(), null, device - 100, device + 100);
    // The header has whole seconds: the host time is within that second.
    expect(Math.abs(device + offset! - REAL)).toBeLessThanOrEqual(500);
  }
  expect(hostOffset(new Date(REAL - 60_000).toUTCString(), '60', REAL, REAL)).toBe(500);
  expect(hostOffset(null, null, REAL, REAL)).toBeNull();
  expect(hostOffset('gisteren', null, REAL, REAL)).toBeNull();
  const builtAt = REAL - 2 * DAY;
  expect(trustedNow(REAL - 6 * DAY, 6 * DAY, builtAt)).toBe(REAL);
  expect(trustedNow(REAL + 3 * DAY, null, builtAt)).toBe(REAL + 3 * DAY);
  expect(trustedNow(REAL - 6 * DAY, null, builtAt)).toBe(builtAt);
  const post = jest.fn(async () => 400);
  for (const head of [-2_000, 6 * DAY, null]) expect(await checkedOffset(head, post)).toBe(head);
  expect(post).not.toHaveBeenCalled();
  // HEAD from a cache, 60 h old; the POST reached the host
  expect(await checkedOffset(-60 * 3_600_000, post)).toBe(400);
  // a device three days ahead: both say so
  expect(await checkedOffset(-3 * DAY, async () => -3 * DAY + 200)).toBe(-3 * DAY + 200);
  // the POST failed: the HEAD is all there is
  expect(await checkedOffset(-3 * DAY, async () => null)).toBe(-3 * DAY);
});
