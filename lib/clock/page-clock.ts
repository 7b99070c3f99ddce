import { builtAt } from '@/lib/env';
import { checkedOffset, hostOffset, trustedNow } from '@/lib/clock/host-clock';

// The order page's clock (rules: host-clock.ts). The days offered, the re-check at confirm, the reference
// and 'besteld op' all read `pageNow()`.

const WAIT_MS = 3000;
let offset: number | null = null;
let asking: Promise<void> | null = null;

/** The host's offset from one request to this page's address, or null when it told nothing usable. */
async function readHost(method: 'HEAD' | 'POST'): Promise<number | null> {
  const sentAt = Date.now();
  try {
    const response = await fetch(window.location.pathname, {
      method,
      cache: 'no-store',
      ...(method === 'POST' ? { body: '' } : {}),
    });
    const { headers } = response;
    const reading = hostOffset(headers.get('date'), headers.get('age'), sentAt, Date.now());
    // only the headers count (a host may answer the POST with the whole page)
    response.body?.cancel().catch(() => undefined);
    return reading;
  } catch {
    return null;
  }
}

/** Asks the host for the time (once per document); a failure (no fetch too) leaves the device's clock. */
export function askHostClock(): Promise<void> {
  asking ??= (async () => {
    offset = await checkedOffset(await readHost('HEAD'), () => readHost('POST'));
  })();
  return asking;
}

export function pageNow(): Date {
  return new Date(trustedNow(Date.now(), offset, builtAt));
}

/** The time to offer days by: the host's answer is awaited a moment (it is usually long in). */
export async function orderTime(): Promise<Date> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([askHostClock(), new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS)))]);
  clearTimeout(timer);
  return pageNow();
}
