// `node bench/font-display.mjs [--runs=N] [--port=P]`: the site's two web fonts on a first visit (a fresh
// profile each load), `font-display: optional` (what the site ships) against `swap` (the same page, its
// CSS rewritten on the way), in Chromium and Firefox (Debian's, as the browser tests drive them), with
// the fonts answered at once and 300 ms late (a phone's network). Per load (/home, /over-ons, 375 px,
// reduced motion): is the heading drawn in the brand face a second after `load`, and how far the first
// ten headings and paragraphs moved after the first frame (px, summed). Serves the existing out/.
import { chromium, firefox } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 6);
const PORT = arg('port', 4479);
const ROUTES = ['/home', '/over-ons'];

const { createStaticServer, listen } = await import('../scripts/serve.mjs');
const server = createStaticServer({});
await listen(server, PORT);
const base = `http://127.0.0.1:${PORT}`;

const engines = {
  chromium: () => chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs }),
  firefox: () =>
    firefox.launch({
      channel: 'moz-firefox',
      executablePath: path.join(root, 'scripts', 'firefox-bidi.mjs'),
      // reducedMotion below does not reach Firefox ESR 153 (its relay answers that command): its own pref.
      firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
    }),
};

// Recorded from the first frame on: where the text stands, then again later.
function watchShift() {
  // (runs in the page: everything it uses is inside it)
  const record = /** @type {{ __firstPlace?: number[][]; __placeNow: () => number[][] }} */ (
    /** @type {unknown} */ (window)
  );
  // the first ten headings and paragraphs of the page, in order
  const place = () =>
    [...document.querySelectorAll('h1, h2, p')].slice(0, 10).map((element) => {
      const rect = element.getBoundingClientRect();
      return [rect.top + scrollY, rect.height, rect.width];
    });
  const start = () => {
    if (!document.querySelector('h1')) return requestAnimationFrame(start);
    record.__firstPlace = place();
  };
  requestAnimationFrame(start);
  record.__placeNow = place;
}

/** One first visit: brand face drawn (heading), and the shift in px after the first frame. */
async function load(browser, route, display, lateMs) {
  // Reduced motion: the hero's heading slides in otherwise, which is movement but no font's shift.
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.addInitScript(watchShift);
  await page.route(/\.woff2$/, async (route) => {
    if (lateMs) await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.continue();
  });
  if (display === 'swap')
    await page.route(
      (url) => url.pathname === route || url.pathname.endsWith('.css'),
      async (request) => {
        const response = await request.fetch();
        const body = (await response.text()).replaceAll('font-display:optional', 'font-display:swap');
        await request.fulfill({ response, body });
      },
    );
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(1000 + lateMs);
  const result = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (!heading) return { brand: false, shift: 0 };
    // The heading's text in the fallback stack alone: the same width means it is drawn in the fallback.
    const probe = document.createElement('span');
    probe.textContent = heading.textContent;
    const style = getComputedStyle(heading);
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-size:${style.fontSize};font-weight:${style.fontWeight};letter-spacing:${style.letterSpacing};font-family:Georgia,"Times New Roman",serif`;
    const own = /** @type {HTMLSpanElement} */ (probe.cloneNode(true));
    own.style.fontFamily = style.fontFamily;
    document.body.append(probe, own);
    const brand = Math.abs(own.getBoundingClientRect().width - probe.getBoundingClientRect().width) > 0.5;
    probe.remove();
    own.remove();
    const record = /** @type {{ __firstPlace?: number[][]; __placeNow: () => number[][] }} */ (
      /** @type {unknown} */ (window)
    );
    const first = record.__firstPlace ?? [];
    const now = record.__placeNow();
    let shift = 0;
    now.forEach(([top = 0, height = 0], i) => {
      const [firstTop = top, firstHeight = height] = first[i] ?? [];
      shift += Math.abs(top - firstTop) + Math.abs(height - firstHeight);
    });
    return { brand, shift: Math.round(shift * 10) / 10 };
  });
  await context.close();
  return result;
}

const rows = [];
for (const [engine, launch] of Object.entries(engines)) {
  const browser = await launch();
  for (const route of ROUTES)
    for (const lateMs of [0, 300])
      for (const display of ['optional', 'swap']) {
        const loads = [];
        for (let i = 0; i < RUNS; i += 1) loads.push(await load(browser, route, display, lateMs));
        const shifts = loads.map((l) => l.shift).sort((a, b) => a - b);
        rows.push({
          engine,
          route,
          fonts: lateMs ? `${lateMs} ms laat` : 'meteen',
          display,
          brand: `${loads.filter((l) => l.brand).length}/${RUNS}`,
          shiftMedian: shifts[Math.floor(shifts.length / 2)],
          shiftMax: shifts.at(-1),
        });
      }
  await browser.close();
}
server.close();
console.table(rows);
