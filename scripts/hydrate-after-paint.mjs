// After the export: each page's framework JavaScript starts loading once its largest content has
// been painted, not while the HTML is still being parsed (issue 11).
//
// Next writes its chunks as <script async> tags (and one preload) in <head>. They arrive and run
// while the browser is still laying out the first screen, so the first paint waits for them, and
// Lighthouse counts every one of them (≈145 KB, then their evaluation at 4× CPU) before the largest
// paint. Here those tags are replaced by one small inline loader that inserts the very same tags:
//   - in a browser that reports the largest contentful paint (Chromium, Firefox), once the page's
//     largest element has been painted: the hero image (`fetchpriority="high"`) where the page
//     has one, else its first painted text;
//   - at once where the browser has no such report (Safari), for a page opened in the background
//     or prerendered: as the tags did before;
//   - at the customer's first tap or key, and after 3 s in any case.
// What the page needs without JavaScript is all in the HTML (links, the menu popover, the order
// page's telephone fallback), so a later start only moves hydration, by about one frame on a fast
// connection. A tap on a button that needs the framework before it runs is not lost: see
// data-early-click below. The loader's source is the same on every page (the chunk list is a data attribute),
// so the CSP needs one more hash, computed like every inline script's by write-hosting-files.mjs.
//
// The chunks a page loads this way also get V8's compile hint (COMPILE_HINT below).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './write-hosting-files.mjs';

/** How long at most the framework waits for the largest paint before it loads anyway (ms). */
export const LOAD_AT_THE_LATEST_MS = 3000;
/** After the hero image has loaded, how long its paint report may take before loading anyway (ms). */
export const HERO_PAINT_GRACE_MS = 100;

/**
 * A tap on a control marked `data-early-click="name"` before the framework runs is remembered in
 * `window.__earlyClicks`, so the control can act on it once it is live (lib/early-clicks.ts): the
 * map's consent and the video's play button, whose action done twice is the same as once. Other
 * taps need no help: links and forms work without JavaScript, the home gallery's buttons (a step
 * done twice would scroll twice) are disabled until the page is live, and the order form has its own
 * early script that keeps everything done before the framework (lib/early/early-order-script.ts).
 *
 * The loader, run as an inline script (serialised with toString and joined onto one line, so it
 * must not use anything from this module's scope but its two arguments, nor hold a comment). Its
 * own element carries the chunk list.
 * @param {number} latestMs
 * @param {number} heroGraceMs
 */
export function loadFrameworkAfterPaint(latestMs, heroGraceMs) {
  var own = document.currentScript;
  var sources = ((own && own.getAttribute('data-chunks')) || '').split(' ').filter(Boolean);
  var started = false;
  var observer = null;
  window.__earlyClicks = [];
  addEventListener(
    'click',
    function (event) {
      var marked = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      var name = marked && marked.getAttribute('data-early-click');
      if (name && window.__earlyClicks) window.__earlyClicks.push(name);
    },
    true,
  );
  var inputEvents = ['pointerdown', 'keydown', 'touchstart'];
  function load() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    inputEvents.forEach(function (name) {
      removeEventListener(name, load, true);
    });
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (
    types.indexOf('largest-contentful-paint') < 0 ||
    document.visibilityState !== 'visible' ||
    ('prerendering' in document && document.prerendering)
  ) {
    load();
    return;
  }
  function heroImage() {
    return document.querySelector('img[fetchpriority="high"]');
  }
  function afterHero(hero) {
    var later = function () {
      setTimeout(load, heroGraceMs);
    };
    if (hero.complete) later();
    else {
      hero.addEventListener('load', later);
      hero.addEventListener('error', later);
    }
  }
  observer = new Observer(function (list) {
    var hero = heroImage();
    var painted = list.getEntries().some(function (entry) {
      return 'element' in entry && entry.element === hero;
    });
    if (!hero || painted) {
      load();
      return;
    }
    afterHero(hero);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  inputEvents.forEach(function (name) {
    addEventListener(name, load, true);
  });
  document.addEventListener('visibilitychange', load);
  setTimeout(load, latestMs);
}

/** The inline script's text: the function above on one line (it has no comments or line-dependent syntax). */
export const LOADER = `(${loadFrameworkAfterPaint.toString().replace(/\n\s*/g, '')})(${LOAD_AT_THE_LATEST_MS},${HERO_PAINT_GRACE_MS})`;

/**
 * V8's explicit compile hint (Chrome and Edge from version 136; other browsers read a comment): every
 * function of a file that starts with it is compiled while the file streams in, on a background
 * thread, not on the main thread the first time it is called. Nearly everything in the chunks a page
 * loads at start runs while it hydrates; without the hint, compiling it was most of the long tasks
 * after the first paint (the order page's modules, the framework's start: docs/metingen.md).
 * Chunks loaded later (the form's check, EmailJS, the map) are left to compile when they are used.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @param {string} js a chunk's source; once hinted, it comes back unchanged */
const withCompileHint = (js) => (js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}${js}`);

/** The chunks a rewritten page loads at start, from its loader. @param {string} html */
const startChunks = (html) =>
  (/<script data-chunks="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;

/**
 * One exported page: its framework <script async> tags and script preloads out, the loader in
 * where the first tag was, listing the same chunks in the same order. A page without framework
 * scripts (or already rewritten) comes back unchanged.
 * @param {string} html
 */
export function deferFrameworkScripts(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const first = html.search(CHUNK_SCRIPT);
  const loader = `<script data-chunks="${sources.join(' ')}">${LOADER}</script>`;
  const before = html.slice(0, first).replace(CHUNK_PRELOAD, '');
  const after = html.slice(first).replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  return `${before}${loader}${after}`;
}

// Next's polyfills for old browsers (noModule) stay: modern browsers never load them.
const NEXT_SCRIPT_LEFT = /<script(?![^>]*\bnoModule)[^>]*\ssrc="\/_next\/static\/[^"]+\.js"/i;
const NEXT_PRELOAD_LEFT = /<link rel="preload" as="script"[^>]*href="\/_next\/static\//;

/**
 * What is wrong with one rewritten page, if anything: a framework script or preload tag the patterns
 * did not catch (a Next upgrade that writes its tags differently), or a Next page with no loader.
 * @param {string} html the page after the rewrite
 */
export function rewriteProblem(html) {
  if (NEXT_SCRIPT_LEFT.test(html))
    return 'een framework-script staat er nog als <script src> (patroon niet meer herkend)';
  if (NEXT_PRELOAD_LEFT.test(html)) return 'een preload van een framework-script staat er nog';
  if (html.includes('self.__next_f') && !html.includes('data-chunks="'))
    return 'een Next-pagina zonder lader: geen enkel framework-script gevonden om uit te stellen';
  return null;
}

/**
 * Every exported HTML page of the site in `out` (not the CMS under /admin, which is not Next's).
 * Fails, naming each page, when a page's framework scripts were not all found: the build must never
 * ship a page whose tags a Next upgrade changed without anyone noticing. Then gives every chunk a page
 * starts with the compile hint (once), and fails when one of them is not in the export.
 */
export function deferFrameworkScriptsIn(out) {
  let changed = 0;
  const problems = [];
  const chunks = new Set();
  for (const file of htmlFiles(out, (name) => name.startsWith('.') || name === 'admin')) {
    const html = readFileSync(file, 'utf8');
    const deferred = deferFrameworkScripts(html);
    const problem = rewriteProblem(deferred);
    if (problem) problems.push(`${path.relative(out, file)}: ${problem}`);
    for (const chunk of startChunks(deferred)) chunks.add(chunk);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      changed += 1;
    }
  }
  if (changed === 0)
    problems.push('geen enkele pagina aangepast: Next schrijft zijn scripts niet meer zoals verwacht');
  for (const chunk of chunks) {
    const file = path.join(out, chunk);
    if (!existsSync(file))
      problems.push(`${chunk}: een pagina laadt dit script, maar het staat niet in de export`);
    else writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  return { changed, hinted: chunks.size, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('Gebruik: node scripts/hydrate-after-paint.mjs <exportmap>');
    process.exit(2);
  }
  const { changed, hinted, problems } = deferFrameworkScriptsIn(out);
  if (problems.length > 0) {
    console.error(
      [
        '',
        'JavaScript na de eerste weergave: de export is niet zoals scripts/hydrate-after-paint.mjs verwacht.',
        ...problems.map((problem) => `- ${problem}`),
        'Pas de patronen in scripts/hydrate-after-paint.mjs aan (na een Next-update?) of haal de stap weg.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `JavaScript na de eerste weergave: ${changed} pagina's aangepast, ${hinted} scripts met compileerhint.`,
  );
}
