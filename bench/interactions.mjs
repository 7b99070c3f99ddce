// The order page under a 4× slower CPU: 50 mixed interactions (plus, minus, typing a weight,
// toggling the unit mode, switching category, typing in the search box), each timed by the
// browser's Event Timing API (PerformanceObserver 'event', durationThreshold 16, interactionId),
// the same measurement INP is built on. Reports p50/p95 over all interactions; an interaction the
// API did not report stayed under its 16 ms threshold and counts as 16 ms. Latency of a performed
// interaction = the longest event entry between its mark and the next one. The next interaction
// starts once the page has drawn the answer to the last one (two animation frames), as a person's
// would: typed back to back, a key landed while the list of the key before was still being built,
// and was charged for it (docs/metingen.md, "Wat op grond van metingen gebouwd is").
import { PHONE } from './measure-bytes.mjs';

const INTERACTIONS = 50;
export const CPU_SLOWDOWN = 4;
const THRESHOLD = 16;

function observeEventTiming() {
  /** @type {Array<{ id: number, name: string, duration: number, start: number }>} */
  const entries = [];
  Object.defineProperty(window, '__eventTimings', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const id = /** @type {PerformanceEventTiming & { interactionId?: number }} */ (entry).interactionId;
      if (id) entries.push({ id, name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** A fresh phone page on `url`, with the Event Timing observer, nothing from outside this machine. */
async function openPage(browser, url) {
  const context = await browser.newContext({ ...PHONE, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(observeEventTiming);
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'load' });
  return { context, page, status: response?.status() ?? 0 };
}

/** The answer to the last interaction is on screen: the next frame has been drawn, and the one after begun. */
const answered = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// A person scrolls to a control before tapping it, and the page draws what the scroll brought into
// view before the tap: so here too, or a click's scroll-into-view is charged to the tap.
async function tapOnce(page, kind, locator) {
  await locator.scrollIntoViewIfNeeded();
  await answered(page);
  await page.evaluate((name) => performance.mark(`bench:${name}`), kind);
  await locator.click();
  await answered(page);
}

/** Per performed interaction (a `bench:` mark): the longest event entry between its mark and the next. */
async function latenciesOf(page) {
  await page.waitForTimeout(1000);
  const { entries, marks } = await page.evaluate(() => ({
    entries: /** @type {Array<{ id: number, duration: number, start: number }>} */ (
      /** @type {any} */ (window).__eventTimings
    ),
    marks: performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('bench:'))
      .map((mark) => ({ kind: mark.name.slice(6), start: mark.startTime })),
  }));
  const latencies = marks.map((mark, index) => {
    const end = marks[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const durations = entries.filter((e) => e.start >= mark.start && e.start < end).map((e) => e.duration);
    return {
      kind: mark.kind,
      ms: durations.length > 0 ? Math.max(...durations) : THRESHOLD,
      reported: durations.length > 0,
    };
  });
  const sortedMs = (list) => list.map((l) => l.ms).sort((a, b) => a - b);
  const all = sortedMs(latencies);
  const byKind = Object.fromEntries(
    [...new Set(latencies.map((l) => l.kind))].map((kind) => {
      const ofKind = sortedMs(latencies.filter((l) => l.kind === kind));
      return [
        kind,
        {
          count: ofKind.length,
          p50: percentile(ofKind, 50),
          p95: percentile(ofKind, 95),
          max: ofKind.at(-1),
        },
      ];
    }),
  );
  return /** @type {const} */ ({
    status: 'ok',
    count: latencies.length,
    measured: latencies.filter((l) => l.reported).length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all.at(-1) ?? Number.NaN,
    byKind,
    // The slowest, with their place in the run (the first of a kind runs cold code).
    slowest: latencies
      .map(({ kind, ms }, index) => ({ index, kind, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  });
}

/**
 * The tap floor (bench/floor/app/tik): the same number of taps on a bare React counter, at the same
 * CPU slowdown, timed the same way. What this machine's browser needs for the smallest interaction
 * (no GPU here: every frame is drawn in software), to read the order page's figures against.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function measureFloorTaps(browser, url) {
  const { context, page } = await openPage(browser, url);
  try {
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const more = page.getByRole('button', { name: 'Meer vloer' });
    const less = page.getByRole('button', { name: 'Minder vloer' });
    for (let tap = 0; tap < INTERACTIONS; tap += 1)
      await tapOnce(page, tap % 4 === 3 ? 'minus' : 'plus', tap % 4 === 3 ? less : more);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await latenciesOf(page);
  } finally {
    await context.close();
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the order page
 * @returns {Promise<{ status: "ok", count: number, p50: number, p95: number, max: number, measured: number, byKind: Record<string, { count: number, p50: number, p95: number, max: number }> } | { status: "n/a", reason: string }>}
 */
export async function measureOrderInteractions(browser, url) {
  const { context, page, status } = await openPage(browser, url);
  try {
    if (status === 0 || status >= 400) return { status: 'n/a', reason: `HTTP ${status}` };
    await page.waitForLoadState('networkidle');
    // Tap latency of the live page: the order page answers from its first paint (its early script),
    // but the controls left to React (data-until-live) only once React has taken over.
    const live = await page
      .waitForFunction(() => !document.querySelector('[data-until-live]:disabled'), null, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!live) return { status: 'n/a', reason: 'de bestelpagina werd niet binnen 30 s volledig bruikbaar' };
    const category = page.getByLabel('Categorie', { exact: true });
    const search = page
      .getByRole('searchbox', { name: 'Zoek een product' })
      .or(page.getByRole('textbox', { name: 'Zoek een product' }));
    const plusButtons = page.getByRole('button', { name: /^Meer / });
    if ((await category.count()) === 0 || (await plusButtons.count()) === 0) {
      return { status: 'n/a', reason: "de bestelpagina heeft (nog) geen 'Categorie' en 'Meer …'-knoppen" };
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let performed = 0;
    // Each interaction is preceded by a performance mark naming its kind, to break latency down.
    const act = async (kind, step) => {
      if (performed >= INTERACTIONS) return;
      await page.evaluate((name) => performance.mark(`bench:${name}`), kind);
      await step();
      await answered(page);
      performed += 1;
    };
    const productNames = async () =>
      (
        await plusButtons.evaluateAll((buttons) =>
          buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
        )
      )
        .map((name) => name.replace(/^Meer /, '').trim())
        .filter(Boolean);
    // The list re-renders a little after a search or category change (a deferred render, slower
    // at 4× CPU): read the names once they stop changing, not from a list about to be replaced.
    const settledProductNames = async () => {
      let names = await productNames();
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await page.waitForTimeout(250);
        const again = await productNames();
        if (again.join('\n') === names.join('\n')) return again;
        names = again;
      }
      return names;
    };
    const tap = async (kind, locator) => {
      if (performed >= INTERACTIONS) return;
      await tapOnce(page, kind, locator);
      performed += 1;
    };
    const typeText = async (kind, text) => {
      for (const char of text) await act(kind, () => page.keyboard.press(char === ',' ? 'Comma' : char));
    };

    for (let round = 0; performed < INTERACTIONS && round < 20; round += 1) {
      const names = await settledProductNames();
      const [first, second, third] = [names[0], names[1 % names.length], names[2 % names.length]];
      if (!first || !second || !third) break;
      const plus = page.getByRole('button', { name: `Meer ${first}`, exact: true });
      const minus = page.getByRole('button', { name: `Minder ${first}`, exact: true });
      await tap('plus', plus);
      await tap('plus', plus);
      await tap('plus', plus);
      await tap('minus', minus);

      const weight = page.getByLabel(`${second} in kg`, { exact: true });
      if ((await weight.count()) > 0) {
        await tap('gewicht typen', weight);
        await act('gewicht typen', () => page.keyboard.press('Control+A'));
        await typeText('gewicht typen', '1,5');
      }

      const toggle = page.getByRole('button', {
        name: new RegExp(`(Per stuk|Per kg).*${escape(third)}|${escape(third)}.*(Per stuk|Per kg)`),
      });
      const toggleSimple = page
        .locator('li, tr, [role="listitem"], [role="row"], article')
        .filter({ hasText: third })
        .getByRole('button', { name: /Per stuk|Per kg/ });
      const modeButton = (await toggle.count()) > 0 ? toggle.first() : toggleSimple.first();
      if ((await modeButton.count()) > 0 && (await modeButton.isEnabled())) {
        await tap('modus', modeButton);
        await tap('plus', page.getByRole('button', { name: `Meer ${third}`, exact: true }));
      }

      if ((await search.count()) > 0) {
        await tap('zoeken', search.first());
        await typeText('zoeken', 'kip');
        for (let i = 0; i < 3; i += 1) await act('zoeken', () => page.keyboard.press('Backspace'));
      }

      await act('categorie', () => category.focus().then(() => page.keyboard.press('ArrowDown')));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await latenciesOf(page);
  } finally {
    await context.close();
  }
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
