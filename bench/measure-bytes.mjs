// Bytes a page loads, read from the browser's own network events (Chrome DevTools Protocol): per
// response the body bytes as they came over the wire (brotli from the CDN server) and its type.
// Used by the benchmark and by the byte budgets in `npm test` (__tests__/e2e/budgets.spec.ts).

/** The phone the benchmark loads pages on: Lighthouse's mobile screen (412 × 823). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The site's routes, each with the JavaScript budget it is held to. */
export const ROUTES = ['/home', '/bestellen', '/contact', '/over-ons', "/foto's"];
export const FLOOR_FACTOR = 1.1;
// Issue 51's budget: floor + 45 KB. Measured floor + 44.8 KB on 7/12 (was + 47.4; + 0.5 for the dated parts' variants): the confirm dialog, the
// result panel and 'Bestel opnieuw' load when their path starts (on-demand.tsx), the previous version's
// drafts are upgraded by a module loaded only when one is there, lib/shop no longer carries the about
// page's text, and the shop's minute uses the small TZDate.
export const ORDER_EXTRA_BYTES = 45 * 1024;

// /admin's own JavaScript as it opens (brotli): the content rules and admin.js, not Decap's bundle
// (decap-cms.js and its chunks) nor what loads only on demand (the restore). Issue 52's budget is
// "as today's or less": 37.2 KB before issue 52 (main on 7/12: content-rules.js 31.8, admin.js 5.3,
// admin-setup.js 0.1 KB).
export const ADMIN_OWN_JS_BYTES = Math.round(37.2 * 1024);

/** The scripts of /admin's own, by path: every script under /admin/ but Decap's. */
export const isAdminOwnScript = (/** @type {string} */ pathname) =>
  pathname.startsWith('/admin/') && !/(^|[./])decap-cms\.js$/.test(pathname);

/**
 * @param {string} route
 * @param {number} floorJs
 */
export function jsBudget(route, floorJs) {
  return route === '/bestellen' ? floorJs + ORDER_EXTRA_BYTES : Math.floor(floorJs * FLOOR_FACTOR);
}

/** A Next.js router request (RSC payload) for another route than the one on screen: a prefetch. */
function isPrefetchOfOtherRoute(requestUrl, pageUrl) {
  const request = new URL(requestUrl);
  if (!request.searchParams.has('_rsc')) return false;
  const decode = (pathname) => {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
  };
  const own = decode(new URL(pageUrl).pathname).replace(/\/$/, '');
  const requested = decode(request.pathname);
  return !(requested === own || requested.startsWith(`${own}/`));
}

/**
 * Loads `url` in a fresh page of `context` (cold cache) and waits until the network is quiet.
 * With `prefetch: false` the router's prefetches of other routes are refused, so what remains is
 * what this page needs itself (Next.js prefetches linked routes' payloads and JavaScript on idle).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{ prefetch?: boolean }} [options]
 * @returns {Promise<{ js: number, total: number, requests: number, failed: string[], files: Array<{ url: string, type: string, bytes: number }> }>}
 */
export async function measureBytes(context, url, options = {}) {
  const page = await context.newPage();
  if (options.prefetch === false) {
    await page.route(
      (requestUrl) => isPrefetchOfOtherRoute(requestUrl.href, url),
      (route) => route.abort('blockedbyclient'),
    );
  }
  const cdp = await context.newCDPSession(page);
  /** @type {Map<string, { url: string, type: string, headerBytes: number }>} */
  const pending = new Map();
  /** @type {Array<{ url: string, type: string, bytes: number }>} */
  const files = [];
  /** @type {string[]} */
  const failed = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', headerBytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    entry.type = event.type ?? entry.type;
    // At this point encodedDataLength counts the status line and headers only.
    entry.headerBytes = event.response.encodedDataLength ?? 0;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    files.push({
      url: entry.url,
      type: entry.type,
      bytes: Math.max(0, event.encodedDataLength - entry.headerBytes),
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = pending.get(event.requestId);
    if (
      entry &&
      !event.canceled &&
      event.blockedReason === undefined &&
      !isPrefetchOfOtherRoute(entry.url, url)
    ) {
      failed.push(entry.url);
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.close();
  const js = files.filter((file) => file.type === 'Script').reduce((sum, file) => sum + file.bytes, 0);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  return { js, total, requests: files.length, failed, files };
}

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
