// Loads each page in real Chromium under real throttling (not Lighthouse's simulation): the network
// of Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower
// CPU, on a 412 px phone. Reports the largest contentful paint as the browser saw it and, on the
// order page, the time to first input: the first frame in which an amount field is enabled and
// its page can keep what is typed (the early script's record exists, or React runs the page). Also the
// blocking time the browser itself saw: the part over 50 ms of every long task after the first
// contentful paint, until the page has been quiet for 2 s (Lighthouse's TBT is a simulation; this one
// is measured, in the same run as the floor's).
import { PHONE } from './measure-bytes.mjs';

export const REAL_CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** @typedef {{ lcp: number, lcpIsPhoto: boolean, firstInput: number, fcp: number, tasks: Array<[number, number]> }} PageRecord */
/** @typedef {Window & { __realThrottled?: PageRecord }} MeasuredWindow */

function observeFirstPaintAndInput() {
  /** @type {PageRecord} */
  const record = { lcp: Number.NaN, lcpIsPhoto: false, firstInput: Number.NaN, fcp: Number.NaN, tasks: [] };
  Object.defineProperty(window, '__realThrottled', { value: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.lcp = entry.startTime;
      // an image's entry names its file; a text's has none
      record.lcpIsPhoto = Boolean(/** @type {PerformanceEntry & { url?: string }} */ (entry).url);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = (time) => {
    // an amount field: in a product row, with a numeric keyboard
    const field = document.querySelector('li input[inputmode]');
    const page = /** @type {Window & { __earlyOrder?: unknown, next?: unknown }} */ (window);
    const kept = Boolean(page.__earlyOrder) || Boolean(page.next);
    if (field && !field.matches(':disabled') && kept) record.firstInput = time;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ lcp: number, lcpIsPhoto: boolean, firstInput: number, blocking: number }>}
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ ...PHONE, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(observeFirstPaintAndInput);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: REAL_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // until the amount fields take input (a page without them: a moment for its largest paint)
    await page
      .waitForFunction(
        () => {
          const record = /** @type {MeasuredWindow} */ (window).__realThrottled;
          return Number.isFinite(record?.firstInput) || !document.querySelector('li input[inputmode]');
        },
        null,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
    // quiet: no long task for 2 s (at most 15 s after the start)
    await page
      .waitForFunction(
        () => {
          const tasks = /** @type {MeasuredWindow} */ (window).__realThrottled?.tasks ?? [];
          const lastEnd = Math.max(0, ...tasks.map(([start, duration]) => start + duration));
          return performance.now() - lastEnd > 2000;
        },
        null,
        { timeout: 15_000, polling: 250 },
      )
      .catch(() => undefined);
    // the largest paint is final at the first input; none is made here, so it is final now
    return await page.evaluate(() => {
      const record = /** @type {MeasuredWindow} */ (window).__realThrottled;
      const blocking = (record?.tasks ?? [])
        .filter(([start]) => start >= (record?.fcp ?? Number.POSITIVE_INFINITY))
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return {
        lcp: record?.lcp ?? Number.NaN,
        lcpIsPhoto: record?.lcpIsPhoto ?? false,
        firstInput: record?.firstInput ?? Number.NaN,
        blocking: Number.isFinite(record?.fcp) ? blocking : Number.NaN,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * The median of the finite values (NaN when there are none).
 * @param {number[]} values
 */
export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
};

/**
 * Every target `runs` times, interleaved (floor, then each route, per round) so machine noise falls on
 * all alike; medians per target.
 * @param {import('@playwright/test').Browser} browser
 * @param {Array<{ name: string, url: string }>} targets
 * @param {number} runs
 * @param {(text: string) => void} log
 */
export async function measureRealThrottled(browser, targets, runs, log) {
  /** @type {Record<string, Array<{ lcp: number, lcpIsPhoto: boolean, firstInput: number, blocking: number }>>} */
  const all = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      try {
        const result = await measureOnce(browser, target.url);
        all[target.name]?.push(result);
        const input = Number.isFinite(result.firstInput)
          ? `  eerste invoer ${Math.round(result.firstInput)} ms`
          : '';
        log(
          `  ronde ${run} ${target.name.padEnd(14)} LCP ${Math.round(result.lcp)} ms${result.lcpIsPhoto ? ' (foto)' : ''}  TBT ${Math.round(result.blocking)} ms${input}`,
        );
      } catch (error) {
        log(`  ronde ${run} ${target.name}: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
  return Object.fromEntries(
    targets.map((target) => {
      const loads = all[target.name] ?? [];
      return [
        target.name,
        {
          runs: loads.length,
          lcp: median(loads.map((r) => r.lcp)),
          // the largest element was a photo in most loads
          lcpIsPhoto: loads.filter((r) => r.lcpIsPhoto).length * 2 > loads.length,
          firstInput: median(loads.map((r) => r.firstInput)),
          blocking: median(loads.map((r) => r.blocking)),
          // every load's figure, for the spread beside the median
          loads: {
            lcp: loads.map((r) => r.lcp),
            firstInput: loads.map((r) => r.firstInput),
            blocking: loads.map((r) => r.blocking),
          },
        },
      ];
    }),
  );
}
