// Which time the order page trusts (issue 20.3). A device clock can be days off: six days behind, the
// dialog offered days that had passed and the mail went out for them; three days ahead, this week's
// days vanished. The host that served the page knows the time: its `Date` header (plus `Age` when a
// cache answered) is read once, and the page runs on that time from then on. When the host cannot be
// asked the device is used, but never a time before the site was built.

/** What one same-origin request with `cache: 'no-store'` told, in device milliseconds. */
export type HostReading = {
  /** The response's `Date` header, or null when there was no answer. */
  date: string | null;
  /** The response's `Age` header (seconds a cache held it), if any. */
  age?: string | null;
  sentAt: number;
  receivedAt: number;
};

/**
 * How far the device clock is behind the host (milliseconds to add to it), or null when the host did
 * not tell a usable time.
 */
export function hostOffset(reading: HostReading): number | null {
  if (reading.date === null) return null;
  const host = Date.parse(reading.date);
  if (Number.isNaN(host)) return null;
  const age = Number(reading.age ?? 0);
  const held = Number.isFinite(age) && age > 0 ? age * 1000 : 0;
  // The header has whole seconds (cut, not rounded) and was written somewhere during the round trip.
  const middle = (reading.sentAt + reading.receivedAt) / 2;
  return host + held + 500 - middle;
}

/** The time the order page uses: the device's corrected by the host, never before the build. */
export function trustedNow(deviceNow: number, offset: number | null, builtAt: number): number {
  return Math.max(deviceNow + (offset ?? 0), builtAt);
}
