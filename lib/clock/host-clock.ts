// Which time the order page trusts (issue 20.3). A device clock can be days off: six days behind, the
// dialog offered days that had passed and the mail went out for them; three days ahead, this week's
// days vanished. The host that served the page knows the time: its `Date` header (plus `Age` when a
// cache answered) is read once, and the page runs on that time from then on. When the host cannot be
// asked the device is used, but never a time before the site was built.

/**
 * How far the device clock is behind the host (milliseconds to add to it), or null when the host did not
 * tell a usable time. From one same-origin request with `cache: 'no-store'`, sent and answered at device
 * times `sentAt` and `receivedAt`: its `Date` header and its `Age` (seconds a cache held it), if any.
 */
export function hostOffset(date: string | null, age: string | null, sentAt: number, receivedAt: number) {
  const host = date === null ? NaN : Date.parse(date);
  if (Number.isNaN(host)) return null;
  const seconds = Number(age ?? 0);
  const held = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
  // The header has whole seconds (cut, not rounded) and was written somewhere during the round trip.
  return host + held + 500 - (sentAt + receivedAt) / 2;
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
