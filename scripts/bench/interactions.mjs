// The order page under a 4× slower CPU: 50 mixed interactions (plus, minus, typing a weight,
// toggling the unit mode, switching category, typing in the search box), each timed by the
// browser's Event Timing API (PerformanceObserver 'event', durationThreshold 16, interactionId),
// the same measurement INP is built on. Reports p50/p95 over all interactions; an interaction the
// API did not report stayed under its 16 ms threshold and counts as 16 ms.
import { PHONE } from './measure-bytes.mjs';

export const INTERACTIONS = 50;
export const CPU_SLOWDOWN = 4;
const THRESHOLD = 16;

function observeEventTiming() {
  /** @type {Array<{ id: number, name: string, duration: number }>} */
  const entries = [];
  Object.defineProperty(window, '__eventTimings', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const id = /** @type {PerformanceEventTiming} */ (entry).interactionId;
      if (id) entries.push({ id, name: entry.name, duration: entry.duration });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the order page
 * @returns {Promise<{ status: 'ok', count: number, p50: number, p95: number, max: number, measured: number } | { status: 'n/a', reason: string }>}
 */
export async function measureOrderInteractions(browser, url) {
  const context = await browser.newContext({ ...PHONE, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(observeEventTiming);
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() >= 400) return { status: 'n/a', reason: `HTTP ${response?.status()}` };
    await page.waitForLoadState('networkidle');
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
    const act = async (step, count = 1) => {
      if (performed >= INTERACTIONS) return;
      await step();
      performed += count;
    };
    const productNames = async () =>
      (
        await plusButtons.evaluateAll((buttons) =>
          buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
        )
      )
        .map((name) => name.replace(/^Meer /, '').trim())
        .filter(Boolean);
    const typeText = async (text) => {
      for (const char of text) await act(() => page.keyboard.press(char === ',' ? 'Comma' : char));
    };

    for (let round = 0; performed < INTERACTIONS && round < 20; round += 1) {
      const names = await productNames();
      const [first, second, third] = [names[0], names[1 % names.length], names[2 % names.length]];
      if (!first || !second || !third) break;
      const plus = page.getByRole('button', { name: `Meer ${first}`, exact: true });
      const minus = page.getByRole('button', { name: `Minder ${first}`, exact: true });
      await act(() => plus.click());
      await act(() => plus.click());
      await act(() => plus.click());
      await act(() => minus.click());

      const weight = page.getByLabel(`${second} in kg`, { exact: true });
      if ((await weight.count()) > 0) {
        await act(() => weight.click());
        await act(() => page.keyboard.press('Control+A'));
        await typeText('1,5');
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
        await act(() => modeButton.click());
        await act(() => page.getByRole('button', { name: `Meer ${third}`, exact: true }).click());
      }

      if ((await search.count()) > 0) {
        await act(() => search.first().click());
        await typeText('kip');
        for (let i = 0; i < 3; i += 1) await act(() => page.keyboard.press('Backspace'));
      }

      await act(() => category.focus().then(() => page.keyboard.press('ArrowDown')));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(1000);
    const entries = /** @type {Array<{ id: number, duration: number }>} */ (
      await page.evaluate(() => /** @type {any} */ (window).__eventTimings)
    );
    const perInteraction = new Map();
    for (const entry of entries)
      perInteraction.set(entry.id, Math.max(perInteraction.get(entry.id) ?? 0, entry.duration));
    const measured = [...perInteraction.values()];
    const unreported = Math.max(0, performed - measured.length);
    const all = [...measured, ...Array.from({ length: unreported }, () => THRESHOLD)].sort((a, b) => a - b);
    return {
      status: 'ok',
      count: performed,
      measured: measured.length,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      max: all[all.length - 1] ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
