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

// A cache may answer the HEAD from an old copy without `Age` (issue 32 #7: the page ran 60 h in the past).
// A HEAD answer behind the device is checked with a POST, which no cache reuses (RFC 9111 §4; 200 from
// serve.mjs and Apache, 405 from nginx and Cloudflare Pages); only then: a 405 shows in the console.

/** A HEAD answer this far behind the device clock may be a cache's old copy. */
const BEHIND_SUSPECT_MS = 60_000;

/**
 * The offset a HEAD reading tells, checked by `post()` (one no cache can answer) when it may be a cache's
 * old copy. A host's Date is a moment that has passed (a cache only makes it older): the latest wins.
 */
export async function checkedOffset(head: number | null, post: () => Promise<number | null>) {
  if (head === null || head >= -BEHIND_SUSPECT_MS) return head;
  return Math.max(head, (await post()) ?? head);
}

/** The time the order page uses: the device's corrected by the host, never before the build. */
export function trustedNow(deviceNow: number, offset: number | null, builtAt: number): number {
  return Math.max(deviceNow + (offset ?? 0), builtAt);
}
