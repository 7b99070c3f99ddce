import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPILE_HINT,
  HERO_PAINT_GRACE_MS,
  LOAD_AT_THE_LATEST_MS,
  LOADER,
  deferFrameworkScripts,
  deferFrameworkScriptsIn,
  loadFrameworkAfterPaint,
  rewriteProblem,
} from '../../../scripts/hydrate-after-paint.mjs';

const CHUNKS = [
  '/_next/static/chunks/a1.js',
  '/_next/static/chunks/turbopack-b2.js',
  '/_next/static/chunks/c3.js',
];

/** The shape of a page as `next build` exports it: preload + async chunk tags in <head>, one more in <body>. */
function exportedPage() {
  return [
    '<!DOCTYPE html><html lang="nl-BE"><head><meta charSet="utf-8"/>',
    `<link rel="preload" as="script" fetchPriority="low" href="${CHUNKS[2]}"/>`,
    `<script src="${CHUNKS[0]}" async=""></script><script src="${CHUNKS[1]}" async=""></script>`,
    '<title>Contact</title></head><body><main><h1>Contact</h1></main>',
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    `<script src="${CHUNKS[2]}" async=""></script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');
}

it('deferFrameworkScripts (the exported HTML) replaces every framework chunk tag and script preload by one loader listing them in order, and nothing else, once; the loader is one line of valid JavaScript with the timings built in; rewriteProblem finds nothing wrong in a page as rewritten today, but names a framework tag written differently (as a Next upgrade might), which the rewrite left alone, a script preload left behind and a Next page without its loader', () => {
  const html = deferFrameworkScripts(exportedPage());
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a1|turbopack-b2|c3)\.js"/);
  expect(html).not.toContain('rel="preload" as="script"');
  const loaders = [...html.matchAll(/<script data-chunks="([^"]*)">/g)];
  expect(loaders).toHaveLength(1);
  expect(loaders[0]?.[1]).toBe(CHUNKS.join(' '));
  // In <head>, where the first tag was: it starts as early as the tags did.
  expect(html.indexOf('data-chunks')).toBeLessThan(html.indexOf('</head>'));
  expect(html).toContain(`>${LOADER}</script>`);
  // The legacy polyfill, the route data and the content stay as they were.
  expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  expect(html).toContain('<main><h1>Contact</h1></main>');
  // The second time it changes nothing, nor on a page without framework scripts.
  expect(deferFrameworkScripts(html)).toBe(html);
  const plain = '<!DOCTYPE html><html><head><title>Beheer</title></head><body></body></html>';
  expect(deferFrameworkScripts(plain)).toBe(plain);
  expect(LOADER).not.toContain('\n');
  expect(LOADER).not.toMatch(/\/\/|\/\*/);
  expect(() => new Function(LOADER)).not.toThrow();
  expect(LOADER.endsWith(`(${LOAD_AT_THE_LATEST_MS},${HERO_PAINT_GRACE_MS})`)).toBe(true);
  // rewriteProblem: the build fails loudly instead of shipping a page the patterns missed.
  expect(rewriteProblem(deferFrameworkScripts(exportedPage()))).toBeNull();
  const changedTags = exportedPage().replaceAll(' async=""', ' async');
  expect(deferFrameworkScripts(changedTags)).toBe(changedTags);
  expect(rewriteProblem(deferFrameworkScripts(changedTags))).toContain('patroon niet meer herkend');
  const preload = '<link rel="preload" as="script" href="/_next/static/chunks/x.js"/>';
  expect(rewriteProblem(`<head>${preload}</head>`)).toContain('preload');
  const noTags = '<html><body><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
  expect(rewriteProblem(noTags)).toContain('zonder lader');
});

type Callback = (list: { getEntries: () => Array<{ element: Element | null }> }) => void;
let observers: Array<{ callback: Callback; disconnected: boolean }>;
const realObserver = window.PerformanceObserver;

const paint = (element: Element | null) => {
  for (const observer of observers)
    if (!observer.disconnected) observer.callback({ getEntries: () => [{ element }] });
};
const inserted = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }));

/** Runs the loader under a PerformanceObserver that reports what the test tells it to (`paint`). */
function start(supported = ['largest-contentful-paint'], visibility = 'visible') {
  observers = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    disconnected = false;
    constructor(readonly callback: Callback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  const own = document.createElement('script');
  own.setAttribute('data-chunks', CHUNKS.join(' '));
  document.head.append(own);
  Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  loadFrameworkAfterPaint(LOAD_AT_THE_LATEST_MS, HERO_PAINT_GRACE_MS);
}

// Removed after each test, so no earlier test's loader hears the next one's taps, keys or tab switches.
let listening: Array<{ target: Window | Document; spy: jest.SpyInstance }> = [];
beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><h1>Contact</h1><p class="lead">Kom langs</p></main>';
  listening = [window, document].map((target) => ({ target, spy: jest.spyOn(target, 'addEventListener') }));
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'PerformanceObserver', { value: realObserver, configurable: true });
  for (const { target, spy } of listening) {
    for (const [type, listener, options] of spy.mock.calls)
      target.removeEventListener(type, listener, options);
    spy.mockRestore();
  }
});

it('loads nothing before the first paint of a text page, then every chunk once, async, in order', () => {
  start(['paint', 'largest-contentful-paint']);
  expect(inserted()).toEqual([]);
  paint(document.querySelector('p'));
  expect(inserted()).toEqual(CHUNKS.map((src) => ({ src, async: true })));
  paint(document.querySelector('h1'));
  document.dispatchEvent(new Event('visibilitychange'));
  jest.advanceTimersByTime(LOAD_AT_THE_LATEST_MS);
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('waits on a page with a hero image until that image is painted, not its heading', () => {
  document.body.innerHTML = '<h1>Welkom</h1><picture><img fetchpriority="high" alt="" /></picture>';
  start();
  paint(document.querySelector('h1'));
  expect(inserted()).toEqual([]);
  paint(document.querySelector('img'));
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('loads shortly after the hero image has loaded when its paint is not the largest', () => {
  document.body.innerHTML = '<h1>Welkom</h1><img fetchpriority="high" alt="" />';
  start();
  paint(document.querySelector('h1'));
  document.querySelector('img')?.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(HERO_PAINT_GRACE_MS - 1);
  expect(inserted()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('loads at the first key or tap, so a quick customer never waits for the paint report', () => {
  start();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(inserted()).toHaveLength(CHUNKS.length);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('loads after 3 seconds when no paint is ever reported', () => {
  start();
  jest.advanceTimersByTime(LOAD_AT_THE_LATEST_MS - 1);
  expect(inserted()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('remembers taps on marked controls before the framework runs, and only those', () => {
  document.body.innerHTML =
    '<button type="button" data-early-click="kaart-laden"><span>Kaart laden</span></button><button type="button">Ander</button>';
  start();
  const [marked, other] = [...document.querySelectorAll('button')];
  marked?.querySelector('span')?.click();
  other?.click();
  expect(window.__earlyClicks).toEqual(['kaart-laden']);
});

it.each([
  ['a browser without largest-paint reports (Safari)', ['paint'], 'visible'],
  ['a page opened in a background tab', ['largest-contentful-paint'], 'hidden'],
])('loads at once in %s', (_case, supported, visibility) => {
  start(supported, visibility);
  expect(inserted()).toHaveLength(CHUNKS.length);
});

it('deferFrameworkScriptsIn (the export folder) gives the compile hint, once, to every chunk a page starts with and to no other; a chunk a page names but the export lacks fails the build', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'slagerij-hints-'));
  try {
    const chunk = (source: string) => path.join(out, source);
    mkdirSync(path.dirname(chunk(CHUNKS[0]!)), { recursive: true });
    const later = '/_next/static/chunks/later.js';
    for (const source of [...CHUNKS, later]) writeFileSync(chunk(source), 'self.x=1;');
    writeFileSync(path.join(out, 'index.html'), exportedPage());
    mkdirSync(path.join(out, 'admin'));
    writeFileSync(
      path.join(out, 'admin', 'index.html'),
      '<script src="/_next/static/chunks/later.js" async=""></script>',
    );

    expect(deferFrameworkScriptsIn(out)).toEqual({ changed: 1, hinted: CHUNKS.length, problems: [] });
    deferFrameworkScriptsIn(out);
    for (const source of CHUNKS) expect(readFileSync(chunk(source), 'utf8')).toBe(`${COMPILE_HINT}self.x=1;`);
    expect(readFileSync(chunk(later), 'utf8')).toBe('self.x=1;');

    rmSync(chunk(CHUNKS[1]!));
    expect(deferFrameworkScriptsIn(out).problems).toContain(
      `${CHUNKS[1]}: een pagina laadt dit script, maar het staat niet in de export`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
