// After the export: each page's framework JavaScript starts loading once its largest content has been
// painted, not while the HTML is still parsed (issue 11). Next's <script async> chunk tags in <head> run
// while the first screen is laid out, so the first paint waits for them and Lighthouse counts them all
// (≈145 KB, then their evaluation at 4× CPU) before the largest paint. They are replaced by one inline
// loader that inserts the same tags: where the browser reports the largest contentful paint (Chromium,
// Firefox), once the page's largest element is painted (the hero image, `fetchpriority="high"`, where
// there is one); at once without that report (Safari), or for a page in the background or prerendered;
// at the first tap or key, and after 3 s in any case. Without JavaScript the page works from its HTML
// (links, the menu popover, the order page's telephone fallback), so this moves hydration by about one
// frame; an early tap is kept (data-early-click below). The loader is the same on every page (the chunk
// list is a data attribute): the CSP needs one more hash (write-hosting-files.mjs). The chunks loaded
// this way also get V8's compile hint (COMPILE_HINT below).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './write-hosting-files.mjs';

/** How long at most the framework waits for the largest paint before it loads anyway (ms). */
export const LOAD_AT_THE_LATEST_MS = 3000;
/** After the hero image has loaded, how long its paint report may take before loading anyway (ms). */
export const HERO_PAINT_GRACE_MS = 100;

/**
 * The loader, run as an inline script (serialised with toString onto one line: it may use nothing from
 * this module but its two arguments, and hold no comment). Its own element carries the chunk list.
 * A tap on a `data-early-click="name"` control before the framework runs is kept in
 * `window.__earlyClicks` for the control to act on once live (lib/early-clicks.ts): the map's consent
 * and the video's play button, whose action done twice is the same as once. Links and forms work
 * without JavaScript, the home gallery's buttons (twice would scroll twice) are disabled until live, and
 * the order form keeps its own early input (lib/early/early-order-script.ts).
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
 * V8's explicit compile hint (Chrome and Edge 136+; to others a comment): a file starting with it is
 * compiled while it streams in, off the main thread. Nearly all of a page's start chunks run while it
 * hydrates; without the hint their compiling was most of the long tasks after the first paint
 * (docs/metingen.md). Chunks loaded later (the form's check, EmailJS, the map) compile when used.
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
