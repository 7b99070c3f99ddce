import { hostOffset, trustedNow } from '@/lib/order/host-clock';

const REAL = Date.parse('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

describe('hostOffset', () => {
  it('corrects a device six days behind or three days ahead to the host’s time', () => {
    for (const skew of [-6 * DAY, 3 * DAY]) {
      const device = REAL + skew;
      const offset = hostOffset({
        date: new Date(REAL).toUTCString(),
        sentAt: device - 100,
        receivedAt: device + 100,
      });
      // The header has whole seconds: the host time is within that second.
      expect(Math.abs(device + offset! - REAL)).toBeLessThanOrEqual(500);
    }
  });

  it('adds the time a cache held the answer (Age)', () => {
    const offset = hostOffset({
      date: new Date(REAL - 60_000).toUTCString(),
      age: '60',
      sentAt: REAL,
      receivedAt: REAL,
    });
    expect(offset).toBe(500);
  });

  it('tells nothing without a readable Date header', () => {
    expect(hostOffset({ date: null, sentAt: REAL, receivedAt: REAL })).toBeNull();
    expect(hostOffset({ date: 'gisteren', sentAt: REAL, receivedAt: REAL })).toBeNull();
  });
});

describe('trustedNow', () => {
  const builtAt = REAL - 2 * DAY;

  it('uses the device corrected by the host', () => {
    expect(trustedNow(REAL - 6 * DAY, 6 * DAY, builtAt)).toBe(REAL);
  });

  it('falls back to the device, but never to a time before the build', () => {
    expect(trustedNow(REAL + 3 * DAY, null, builtAt)).toBe(REAL + 3 * DAY);
    expect(trustedNow(REAL - 6 * DAY, null, builtAt)).toBe(builtAt);
  });
});
