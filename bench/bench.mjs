// `npm run bench`: the site against the framework floor (a bare Next.js export, bench/floor), both
// served like a CDN (brotli), measured in one run: JavaScript, HTML and total bytes per route on a
// 412 px phone, Lighthouse mobile scores and metrics, and the order page's interaction latency at
// 4× CPU slowdown, and every page loaded under real throttling (network and 4× CPU in Chromium itself,
// not simulated): its largest paint and, on the order page, the time to first input. The order page
// is measured twice: as built, and built with three times the catalogue (bench/large-catalogue.mjs),
// whose cost must not grow with it. Prints one table, writes bench-results/latest.json, exits 1 on a
// broken budget.
//   --reuse       use the existing out/ (and .tmp/bench-catalogue-x3/out) instead of building the site
//                 with the test settings
//   --runs=N      Lighthouse runs per page (median; default 3)
//   --real-runs=N real-throttled loads per page (median; default 7: each takes seconds, and a bare
//                 floor page's LCP alone spreads 300–470 ms from load to load)
//   --tap-runs=N  rounds of the 50 interactions per order page and on the floor, taking turns (the
//                 round with the median p95; default 3: one round's p95 is its third-slowest of 50, and
//                 the same build on an idle machine gave 56–88 ms from round to round)
//   --only=PARTS  only these parts, comma-separated: bytes, lighthouse, real, interactions, code (the
//                 size of the code itself and of its tests, bench/code-size.mjs) (default: all;
//                 budgets of a part not measured are listed as not measured, never as met)
//   --routes=R    only these routes, comma-separated (e.g. --routes=/home,/contact); the floor is
//                 always measured alongside
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer, listen, urlOf } from '../scripts/serve.mjs';
import { ensureFloor, floorOut, root } from './floor.mjs';
import {
  CATALOGUE_FACTOR,
  buildLargeCatalogueSite,
  largeOut,
  multipliedCatalogue,
  productCount,
  readCatalogue,
} from './large-catalogue.mjs';
import { CPU_SLOWDOWN, measureFloorTaps, measureOrderInteractions } from './interactions.mjs';
import { codeChecks, measureCode } from './code-size.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { REAL_CPU_SLOWDOWN, measureRealThrottled, median } from './real-throttled.mjs';
import {
  ADMIN_OWN_JS_BYTES,
  FLOOR_FACTOR,
  ORDER_EXTRA_BYTES,
  PHONE,
  ROUTES,
  isAdminOwnScript,
  jsBudget,
  kb,
  measureBytes,
} from './measure-bytes.mjs';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';
import { testBuildEnv } from '../scripts/test-env.mjs';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse') || process.env.BENCH_REUSE_OUT === '1';
const runs = Number(
  args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? process.env.BENCH_LH_RUNS ?? 3,
);
const realRuns = Number(
  args.find((arg) => arg.startsWith('--real-runs='))?.slice(12) ?? process.env.BENCH_REAL_RUNS ?? 7,
);
const tapRuns = Math.max(
  1,
  Number(args.find((arg) => arg.startsWith('--tap-runs='))?.slice(11) ?? process.env.BENCH_TAP_RUNS ?? 3) ||
    1,
);
const PARTS = ['bytes', 'lighthouse', 'real', 'interactions', 'code'];
const onlyArg = args.find((arg) => arg.startsWith('--only='))?.slice(7);
const parts = new Set(onlyArg ? onlyArg.split(',').map((part) => part.trim()) : PARTS);
const unknownPart = [...parts].find((part) => !PARTS.includes(part));
if (unknownPart) {
  console.error(`Onbekend onderdeel '${unknownPart}' in --only; kies uit ${PARTS.join(', ')}.`);
  process.exit(2);
}
const routesArg = args.find((arg) => arg.startsWith('--routes='))?.slice(9);
const routes = routesArg ? routesArg.split(',').map((route) => route.trim()) : ROUTES;
const unknownRoute = routes.find((route) => !ROUTES.includes(route));
if (unknownRoute) {
  console.error(`Onbekende route '${unknownRoute}' in --routes; kies uit ${ROUTES.join(', ')}.`);
  process.exit(2);
}
const chromePath = ensureChromium();
process.env.CHROME_PATH = chromePath;
// Lighthouse's simulated LCP multiplies the CPU time it observed: other work on the machine shows up
// in every route's figures (and the floor's), so the load is printed with them.
const [loadAtStart = 0] = os.loadavg();

export const BUDGETS = {
  lighthouseCategories: 100,
  lcpMs: 1500,
  /** Real-throttled LCP of every route, at most this factor of the floor's in the same run. */
  realLcpFloorFactor: 1.5,
  /** The order page accepts input at most this long after its own (real-throttled) LCP. */
  firstInputAfterLcpMs: 200,
  cls: 0.01,
  orderP95Ms: 50,
  /** The order page's HTML (brotli) with three times the catalogue, at most this factor of the page as built. */
  largeCatalogueHtmlFactor: 1.5,
};

function step(message) {
  console.log(`\n▶ ${message}`);
}

const buildEnv = { ...process.env, ...testBuildEnv, NEXT_TELEMETRY_DISABLED: '1' };
if (!reuse) {
  step('Website bouwen met de testinstellingen (scripts/test-env.mjs)');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env: buildEnv,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const products = productCount(readCatalogue());
const largeProducts = productCount(multipliedCatalogue(readCatalogue(), CATALOGUE_FACTOR));
/** The order page built with the multiplied catalogue, measured beside the page as built. */
const LARGE = `/bestellen ×${CATALOGUE_FACTOR}`;
const measureLarge = routes.includes('/bestellen');
if (measureLarge) {
  step(
    `De website met ${CATALOGUE_FACTOR}× de producten (${largeProducts} in plaats van ${products}), in een tijdelijke kopie`,
  );
  const status = buildLargeCatalogueSite(buildEnv, { reuse });
  if (status !== 0) process.exit(status);
}
step('Framework-vloer (bench/floor)');
ensureFloor();

const cdn = (/** @type {string} */ outDir, hostRules = true) =>
  listen(createStaticServer({ outDir, precompressed: true, hostRules }), 0);
const siteServer = await cdn(path.join(root, 'out'));
const floorServer = await cdn(floorOut, false);
const largeServer = measureLarge ? await cdn(largeOut) : undefined;
const siteUrl = urlOf(siteServer);
const floorUrl = urlOf(floorServer);
const largeUrl = largeServer ? urlOf(largeServer) : undefined;
const PHOTO_FLOOR = 'vloer met foto';
const LIST_FLOOR = 'vloer (lijst)';
/** @type {{ lcp: number, runs: number } | undefined} */
let photoFloorReal;
const targets = [
  { name: 'vloer', url: `${floorUrl}/` },
  ...routes.map((route) => ({ name: route, url: siteUrl + encodeURI(route) })),
  ...(largeUrl ? [{ name: LARGE, url: `${largeUrl}/bestellen` }] : []),
];

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
/** @type {Record<string, any>} */
const results = Object.fromEntries(targets.map((target) => [target.name, { url: target.url }]));

/** /admin's own JavaScript as it opens. @type {{ ownJs: number, decapJs: number, scripts: Array<{ path: string, bytes: number }> } | undefined} */
let adminResult;
if (parts.has('bytes')) {
  step('Bytes per pagina (412 px telefoon, brotli)');
  const context = await browser.newContext(PHONE);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  for (const target of targets) {
    const status = (await context.request.get(target.url)).status();
    if (status >= 400) {
      results[target.name].missing = `HTTP ${status}`;
      continue;
    }
    // What the page loads for itself (budgeted), then as a visitor gets it: with Next's prefetch
    // of the routes it links to (reported, not budgeted: it is JavaScript of other pages).
    const bytes = await measureBytes(context, target.url, { prefetch: false });
    const withPrefetch = await measureBytes(context, target.url);
    results[target.name].bytes = {
      js: bytes.js,
      html: bytes.files.find((file) => file.type === 'Document')?.bytes ?? Number.NaN,
      total: bytes.total,
      requests: bytes.requests,
      failed: bytes.failed,
      scripts: bytes.files
        .filter((file) => file.type === 'Script')
        .map((file) => ({ path: new URL(file.url).pathname, bytes: file.bytes })),
      prefetchJs: withPrefetch.js - bytes.js,
      totalWithPrefetch: withPrefetch.total,
    };
    console.log(
      `  ${target.name.padEnd(13)} JS ${kb(bytes.js).padStart(9)}  (+ prefetch ${kb(withPrefetch.js - bytes.js)})  HTML ${kb(results[target.name].bytes.html)}  totaal ${kb(bytes.total)}`,
    );
  }
  // /admin as the owner opens it: its own scripts (Decap's bundle is counted apart, it is the CMS).
  const admin = await measureBytes(context, `${siteUrl}/admin/`);
  const adminScripts = admin.files
    .filter((file) => file.type === 'Script')
    .map((file) => ({ path: new URL(file.url).pathname, bytes: file.bytes }));
  const own = adminScripts.filter((script) => isAdminOwnScript(script.path));
  adminResult = {
    ownJs: own.reduce((sum, script) => sum + script.bytes, 0),
    decapJs: adminScripts
      .filter((script) => !isAdminOwnScript(script.path))
      .reduce((sum, script) => sum + script.bytes, 0),
    scripts: own,
  };
  console.log(
    `  /admin        eigen JS ${kb(adminResult.ownJs).padStart(9)} (${own.map((script) => `${path.basename(script.path)} ${kb(script.bytes)}`).join(', ')}); Decap ${kb(adminResult.decapJs)}`,
  );
  await context.close();
}

const lighthouseDir = path.join(root, 'bench-results', 'lighthouse');
mkdirSync(lighthouseDir, { recursive: true });
/** @type {Record<string, Array<Omit<Awaited<ReturnType<typeof runLighthouse>>, 'lhr'>>>} */
const lighthouseRuns = Object.fromEntries(targets.map((target) => [target.name, []]));
if (parts.has('lighthouse')) step(`Lighthouse mobiel, ${runs}× per pagina (mediaan)`);
for (let run = 1; parts.has('lighthouse') && run <= runs; run += 1) {
  // Interleaved (floor, then each route, per round) so machine noise falls on all alike.
  for (const target of targets) {
    if (results[target.name].missing) continue;
    try {
      const { lhr: report, ...lhr } = await runLighthouse(target.url, chromePath);
      lighthouseRuns[target.name]?.push(lhr);
      const file = `${target.name === 'vloer' ? 'vloer' : target.name.slice(1).replace(/[^a-z0-9-]/gi, '_')}.json`;
      writeFileSync(path.join(lighthouseDir, file), JSON.stringify(report));
      console.log(
        `  ronde ${run} ${target.name.padEnd(10)} prestaties ${lhr.performance}  LCP ${Math.round(lhr.lcp)} ms  TBT ${Math.round(lhr.tbt)} ms`,
      );
    } catch (error) {
      console.log(`  ronde ${run} ${target.name}: ${error instanceof Error ? error.message : error}`);
      results[target.name].lighthouseError = String(error);
    }
  }
}
for (const target of targets) {
  const list = lighthouseRuns[target.name] ?? [];
  const last = list.at(-1);
  if (!last) continue;
  const pick = (key) => median(list.map((lhr) => lhr[key]));
  results[target.name].lighthouse = {
    runs: list.length,
    performance: pick('performance'),
    accessibility: Math.min(...list.map((lhr) => lhr.accessibility)),
    bestPractices: Math.min(...list.map((lhr) => lhr.bestPractices)),
    seo: Math.min(...list.map((lhr) => lhr.seo)),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    failing: [...new Set(list.flatMap((lhr) => lhr.failing))],
    lcpElement: last.lcpElement,
    lcpPhases: last.lcpPhases,
    performanceRuns: list.map((lhr) => lhr.performance),
    tbtRuns: list.map((lhr) => lhr.tbt),
  };
}

if (parts.has('real')) {
  step(`Echt afgeremd laden (trage 4G, ${REAL_CPU_SLOWDOWN}× CPU), ${realRuns}× per pagina (mediaan)`);
  // Beside the floor, the floor with one photo (bench/floor/app/foto): what a photo as the largest
  // element costs by itself, the reference for the routes whose largest element is a photo.
  const real = await measureRealThrottled(
    browser,
    [
      ...targets.filter((target) => !results[target.name].missing),
      { name: PHOTO_FLOOR, url: `${floorUrl}/foto` },
    ],
    realRuns,
    console.log,
  );
  for (const [name, value] of Object.entries(real))
    if (name === PHOTO_FLOOR) photoFloorReal = value;
    else results[name].real = value;
}

const measureInteractions = parts.has('interactions') && routes.includes('/bestellen');
if (measureInteractions)
  step(
    `Bestelpagina's: interacties bij ${CPU_SLOWDOWN}× tragere CPU, ${tapRuns} ronden om beurten (mediaan)`,
  );
/** The order pages measured: as built, and with the multiplied catalogue. */
const orderPages = targets.filter((target) => target.name === '/bestellen' || target.name === LARGE);
const measurable = orderPages.filter((target) => measureInteractions && !results[target.name]?.missing);
// Each round: the order pages, then the same taps on a bare React counter (bench/floor/app/tik), the
// machine's floor, and the same 50 interactions on the list floor (bench/floor/app/lijst): the order
// page's rows and CSS with the least React, what these rows cost on this machine in that round. Kept
// per page is the round with the median p95, with every round's p95 beside it.
/** @type {Record<string, Array<Awaited<ReturnType<typeof measureOrderInteractions>>>>} */
const rounds = {};
/**
 * This machine's CPU speed before each round: the fastest of three runs of the same fixed loop. A VM's
 * host lends it more or less CPU from minute to minute (a loop like it took 555–837 ms on 26/11 at 23:05), and
 * the order page, with far more work per tap than the floor, feels that more (docs/metingen.md).
 */
const cpuGauge = () => {
  const times = [0, 1, 2].map(() => {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i += 1) sum += i % 7;
    // the sum is read, so the loop cannot be optimised away
    return sum < 0 ? 0 : performance.now() - start;
  });
  return Math.round(Math.min(...times));
};
/** @type {number[]} */
const gaugeRuns = [];
for (let round = 0; round < (measureInteractions ? tapRuns : 0); round += 1) {
  gaugeRuns.push(cpuGauge());
  for (const target of measurable)
    (rounds[target.name] ??= []).push(await measureOrderInteractions(browser, target.url));
  (rounds.vloer ??= []).push(await measureFloorTaps(browser, `${floorUrl}/tik`));
  (rounds[LIST_FLOOR] ??= []).push(await measureOrderInteractions(browser, `${floorUrl}/lijst`));
}
const medianRound = (list) => {
  const measured = list.filter((result) => result.status === 'ok').sort((a, b) => a.p95 - b.p95);
  if (measured.length < list.length) return list.find((result) => result.status !== 'ok');
  return {
    ...measured[Math.floor((measured.length - 1) / 2)],
    p95Runs: measured.map((result) => result.p95),
  };
};
/** @type {Record<string, Awaited<ReturnType<typeof measureOrderInteractions>> & { p95Runs?: number[] }>} */
const interactions = {};
for (const target of orderPages) {
  interactions[target.name] = !measureInteractions
    ? { status: 'n/a', reason: 'niet gevraagd (--only/--routes)' }
    : results[target.name]?.missing
      ? { status: 'n/a', reason: results[target.name].missing }
      : medianRound(rounds[target.name]);
  results[target.name].interactions = interactions[target.name];
}
const floorTaps = rounds.vloer ? medianRound(rounds.vloer) : null;
if (floorTaps) results.vloer.interactions = floorTaps;
const listFloorTaps = rounds[LIST_FLOOR] ? medianRound(rounds[LIST_FLOOR]) : null;
if (listFloorTaps) results.vloer.listInteractions = listFloorTaps;
await browser.close();
siteServer.close();
floorServer.close();
largeServer?.close();

// Budgets
const floor = results.vloer;
const photoFloorText = photoFloorReal
  ? `vloer met foto ${Math.round(photoFloorReal.lcp)} ms (${(photoFloorReal.lcp / (floor.real?.lcp ?? Number.NaN)).toFixed(2)} × vloer)`
  : '';
const floorJs = floor.bytes?.js ?? Number.NaN;
const floorPerformance = floor.lighthouse?.performance ?? Number.NaN;
/** @type {string[]} */
const broken = [];
/** @type {string[]} */
const notMeasured = [];
/** Every budget checked, met or not, as printed at the end. @type {Array<{ met: boolean, text: string }>} */
const checks = [];
const check = (met, text) => {
  checks.push({ met, text });
  if (!met) broken.push(text);
};
// Every route's budgets; the order page with the multiplied catalogue is held to the order page's.
const budgeted = [...ROUTES.map((route) => ({ name: route, route })), { name: LARGE, route: '/bestellen' }];
for (const { name, route } of budgeted) {
  if (!routes.includes(route)) {
    notMeasured.push(`${name}: niet gevraagd (--routes)`);
    continue;
  }
  const result = results[name];
  if (result.missing) {
    notMeasured.push(`${name}: ${result.missing}`);
    continue;
  }
  if (result.bytes) {
    const budget = jsBudget(route, floorJs);
    result.jsBudget = budget;
    result.jsRatio = result.bytes.js / floorJs;
    const rule = route === '/bestellen' ? `vloer + ${kb(ORDER_EXTRA_BYTES)}` : `${FLOOR_FACTOR} × vloer`;
    check(
      result.bytes.js <= budget,
      `${name}: JavaScript ${kb(result.bytes.js)} (${result.jsRatio.toFixed(3)}× vloer), budget ${kb(budget)} (${rule})`,
    );
  } else {
    notMeasured.push(`${name}: bytes niet gevraagd (--only)`);
  }
  const lhr = result.lighthouse;
  if (!lhr) {
    notMeasured.push(`${name}: Lighthouse ${parts.has('lighthouse') ? 'mislukt' : 'niet gevraagd (--only)'}`);
    continue;
  }
  /** @type {Array<['accessibility' | 'bestPractices' | 'seo', string]>} */
  const categories = [
    ['accessibility', 'toegankelijkheid'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ];
  for (const [key, label] of categories) {
    check(
      lhr[key] >= BUDGETS.lighthouseCategories,
      `${name}: Lighthouse ${label} ${lhr[key]}, budget ${BUDGETS.lighthouseCategories}`,
    );
  }
  check(
    lhr.performance >= floorPerformance,
    `${name}: Lighthouse prestaties ${lhr.performance} (vloer ${floorPerformance}), budget ≥ vloer`,
  );
  const floorLcp = floor.lighthouse?.lcp ?? Number.NaN;
  check(
    lhr.lcp <= BUDGETS.lcpMs,
    `${name}: LCP ${Math.round(lhr.lcp)} ms (${(lhr.lcp / floorLcp).toFixed(2)}× vloer ${Math.round(floorLcp)} ms), budget ${BUDGETS.lcpMs} ms`,
  );
  check(lhr.cls <= BUDGETS.cls, `${name}: CLS ${lhr.cls.toFixed(3)}, budget ${BUDGETS.cls}`);
  const floorTbt = floor.lighthouse?.tbt ?? Number.NaN;
  check(
    lhr.tbt <= floorTbt,
    `${name}: TBT ${Math.round(lhr.tbt)} ms (vloer ${Math.round(floorTbt)} ms), budget ≤ vloer`,
  );
}
for (const { name, route } of budgeted.filter((target) => results[target.name])) {
  const real = results[name]?.real;
  if (!real) {
    if (!results[name]?.missing) notMeasured.push(`${name}: echt afgeremd laden niet gevraagd (--only)`);
    continue;
  }
  const floorReal = floor.real?.lcp ?? Number.NaN;
  const realBudget = floorReal * BUDGETS.realLcpFloorFactor;
  check(
    real.lcp <= realBudget,
    `${name}: LCP echt afgeremd ${Math.round(real.lcp)} ms (vloer ${Math.round(floorReal)} ms), budget ≤ ${BUDGETS.realLcpFloorFactor} × vloer (${Math.round(realBudget)} ms)${
      real.lcpIsPhoto && photoFloorReal ? `; het grootste element is een foto: ${photoFloorText}` : ''
    }`,
  );
  const floorBlocking = floor.real?.blocking ?? Number.NaN;
  check(
    real.blocking <= floorBlocking,
    `${name}: TBT echt afgeremd ${Math.round(real.blocking)} ms (vloer ${Math.round(floorBlocking)} ms), budget ≤ vloer`,
  );
  if (route === '/bestellen')
    check(
      real.firstInput <= real.lcp + BUDGETS.firstInputAfterLcpMs,
      `${name}: eerste invoer ${Math.round(real.firstInput)} ms na de start, budget ≤ eigen LCP + ${BUDGETS.firstInputAfterLcpMs} ms (${Math.round(real.lcp + BUDGETS.firstInputAfterLcpMs)} ms)`,
    );
}
if (!floor.lighthouse && parts.has('lighthouse')) notMeasured.push('vloer: Lighthouse mislukt');
for (const [name, measured] of Object.entries(interactions)) {
  if (measured.status === 'ok')
    check(
      measured.p95 <= BUDGETS.orderP95Ms,
      `${name}: p95-interactie ${Math.round(measured.p95)} ms bij ${CPU_SLOWDOWN}× CPU, budget ${BUDGETS.orderP95Ms} ms${floorTaps ? ` (vloer: een kale React-teller ${Math.round(floorTaps.p95)} ms${listFloorTaps?.status === 'ok' ? `, dezelfde rijen met zo weinig mogelijk React ${Math.round(listFloorTaps.p95)} ms` : ''})` : ''}`,
    );
  else notMeasured.push(`${name} interacties: ${measured.reason}`);
}
if (adminResult)
  check(
    adminResult.ownJs <= ADMIN_OWN_JS_BYTES,
    `/admin: eigen JavaScript ${kb(adminResult.ownJs)} (zonder Decap), budget ${kb(ADMIN_OWN_JS_BYTES)} (zoals vóór issue 52 of minder)`,
  );
else notMeasured.push('/admin: bytes niet gevraagd (--only)');
/** @type {ReturnType<typeof measureCode> | undefined} */
let code;
if (parts.has('code')) {
  code = measureCode();
  for (const [met, text] of codeChecks(code)) check(met, text);
} else notMeasured.push('code: niet gevraagd (--only)');
// What the multiplied catalogue adds to the HTML a visitor waits for before the first paint.
const largeHtml = results[LARGE]?.bytes?.html;
if (Number.isFinite(largeHtml)) {
  const html = results['/bestellen']?.bytes?.html ?? Number.NaN;
  check(
    largeHtml <= html * BUDGETS.largeCatalogueHtmlFactor,
    `${LARGE}: HTML ${kb(largeHtml)} (brotli, ${largeProducts} producten) tegen ${kb(html)} (${products} producten), budget ≤ ${BUDGETS.largeCatalogueHtmlFactor} × (${kb(html * BUDGETS.largeCatalogueHtmlFactor)})`,
  );
}

// One table
const fmt = {
  kb: (v) => (Number.isFinite(v) ? kb(v) : '—'),
  n: (v) => (Number.isFinite(v) ? String(Math.round(v)) : '—'),
  ms: (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—'),
  s: (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—'),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : '—'),
};
const header = [
  'pagina',
  'JS (br)',
  'JS/vloer',
  'JS-budget',
  '+prefetch',
  'HTML (br)',
  'totaal',
  'prest.',
  'toeg.',
  'best pr.',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
  'LCP echt',
  'TBT echt',
  'eerste invoer',
  `interactie p50/p95 (${CPU_SLOWDOWN}× CPU)`,
];
const rows = targets.map((target) => {
  const r = results[target.name];
  const lhr = r.lighthouse ?? {};
  const order = target.name === 'vloer' ? (floorTaps ?? undefined) : interactions[target.name];
  const isOrderPage = orderPages.includes(target);
  const latency = !order ? '' : order.status === 'ok' ? `${fmt.ms(order.p50)} / ${fmt.ms(order.p95)}` : 'n/a';
  return [
    target.name,
    r.missing ?? fmt.kb(r.bytes?.js),
    target.name === 'vloer' || r.missing ? '' : `${(r.jsRatio ?? Number.NaN).toFixed(3)}×`,
    target.name === 'vloer' || r.missing ? '' : fmt.kb(r.jsBudget),
    fmt.kb(r.bytes?.prefetchJs),
    fmt.kb(r.bytes?.html),
    fmt.kb(r.bytes?.total),
    fmt.n(lhr.performance),
    fmt.n(lhr.accessibility),
    fmt.n(lhr.bestPractices),
    fmt.n(lhr.seo),
    fmt.s(lhr.lcp),
    fmt.ms(lhr.tbt),
    fmt.cls(lhr.cls),
    fmt.ms(r.real?.lcp),
    fmt.ms(r.real?.blocking),
    isOrderPage ? fmt.ms(r.real?.firstInput) : '',
    latency,
  ];
});
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}`);
// The noise beside the medians (issue 33): min–max over the runs, for the floor and the order pages.
const range = (values, unit = ' ms') => {
  const finite = (values ?? []).filter((v) => Number.isFinite(v));
  return finite.length === 0
    ? '—'
    : `${Math.round(Math.min(...finite))}–${Math.round(Math.max(...finite))}${unit}`;
};
const spreadTargets = targets.filter((target) => target.name === 'vloer' || orderPages.includes(target));
if (spreadTargets.some((target) => results[target.name].lighthouse || results[target.name].real)) {
  console.log('\nSpreiding (kleinste–grootste over de runs; de tabel geeft de mediaan):');
  for (const target of spreadTargets) {
    const r = results[target.name];
    const parts = [
      `prestaties ${range(r.lighthouse?.performanceRuns, '')}`,
      `TBT ${range(r.lighthouse?.tbtRuns)}`,
      `LCP echt ${range(r.real?.loads?.lcp)}`,
      `TBT echt ${range(r.real?.loads?.blocking)}`,
    ];
    if (r.interactions?.p95Runs) parts.push(`p95-interactie ${range(r.interactions.p95Runs)}`);
    if (r.listInteractions?.p95Runs) parts.push(`p95-interactie lijst ${range(r.listInteractions.p95Runs)}`);
    if (target.name !== 'vloer') parts.push(`eerste invoer ${range(r.real?.loads?.firstInput)}`);
    console.log(`  ${target.name.padEnd(14)} ${parts.join(', ')}`);
  }
}
if (photoFloorReal)
  console.log(`\nReferentie (bench/floor/app/foto, één foto van 5 KB boven de tekst): ${photoFloorText}.`);

// Where each route's JavaScript goes beyond what every route loads (the shared framework part).
const measuredRoutes = routes.filter((route) => results[route].bytes);
if (measuredRoutes.length > 0) {
  const pathsOf = (route) => results[route].bytes.scripts.map((script) => script.path);
  const shared = new Set(
    measuredRoutes.map(pathsOf).reduce((common, paths) => common.filter((p) => paths.includes(p))),
  );
  const sharedJs = results[measuredRoutes[0] ?? ''].bytes.scripts
    .filter((script) => shared.has(script.path))
    .reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `\nJavaScript die elke route laadt: ${kb(sharedJs)} (vloer ${fmt.kb(floorJs)}). Daarbovenop per route:`,
  );
  for (const route of measuredRoutes) {
    const own = results[route].bytes.scripts
      .filter((script) => !shared.has(script.path))
      .sort((a, b) => b.bytes - a.bytes);
    results[route].bytes.routeJs = own.reduce((sum, script) => sum + script.bytes, 0);
    const list = own.slice(0, 4).map((script) => `${path.basename(script.path)} ${kb(script.bytes)}`);
    console.log(
      `  ${route.padEnd(10)} ${kb(results[route].bytes.routeJs).padStart(8)}${list.length ? `: ${list.join(', ')}` : ''}`,
    );
  }
}
for (const [name, order] of Object.entries({
  ...interactions,
  ...(floorTaps ? { 'vloer (tik)': floorTaps } : {}),
  ...(listFloorTaps ? { [LIST_FLOOR]: listFloorTaps } : {}),
})) {
  if (order.status !== 'ok') continue;
  const kinds = Object.entries(order.byKind).map(
    ([kind, stats]) =>
      `  ${kind.padEnd(14)} ${String(stats.count).padStart(2)}×  p50 ${Math.round(stats.p50)} ms  p95 ${Math.round(stats.p95)} ms  max ${Math.round(stats.max)} ms`,
  );
  console.log(
    `\n${name} per soort interactie (${order.measured} van ${order.count} boven 16 ms):\n${kinds.join('\n')}`,
  );
  const slowest = order.slowest.map((each) => `#${each.index + 1} ${each.kind} ${Math.round(each.ms)} ms`);
  console.log(`  traagste: ${slowest.join(', ')}`);
}

const slowLcp = targets.filter((target) => (results[target.name].lighthouse?.lcp ?? 0) > BUDGETS.lcpMs);
if (slowLcp.length > 0) {
  console.log('\nLCP-element en fasen (laatste ronde, ms):');
  for (const target of slowLcp) {
    const lhr = results[target.name].lighthouse;
    const phases = Object.entries(lhr.lcpPhases ?? {}).map(([phase, ms]) => `${phase} ${ms}`);
    console.log(`  ${target.name.padEnd(10)} ${lhr.lcpElement ?? '?'} — ${phases.join(', ')}`);
  }
}

const failing = targets.flatMap((target) =>
  (results[target.name].lighthouse?.failing ?? []).map((f) => `${target.name}: ${f}`),
);
if (failing.length > 0)
  console.log(`\nLighthouse-audits die niet slagen:\n${failing.map((f) => `  - ${f}`).join('\n')}`);
if (notMeasured.length > 0) console.log(`\nNiet gemeten:\n${notMeasured.map((n) => `  - ${n}`).join('\n')}`);

const [loadAtEnd = 0] = os.loadavg();
console.log(
  `\nMachine: ${os.cpus().length} kernen, belasting (load average, 1 min) bij de start ${loadAtStart.toFixed(1)}, op het einde ${loadAtEnd.toFixed(1)}`,
);
if (gaugeRuns.length > 0)
  console.log(
    `CPU vóór elke tikronde: een vaste rekenlus in ${gaugeRuns.join(', ')} ms (hoe hoger, hoe trager de machine toen)`,
  );
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    cpuGaugeMs: gaugeRuns,
  },
  lighthouseRuns: runs,
  realRuns,
  tapRuns,
  catalogue: { products, [LARGE]: largeProducts },
  budgets: {
    ...BUDGETS,
    floorFactor: FLOOR_FACTOR,
    orderExtraBytes: ORDER_EXTRA_BYTES,
    adminOwnJsBytes: ADMIN_OWN_JS_BYTES,
  },
  results,
  admin: adminResult,
  code,
  photoFloor: photoFloorReal,
  checks,
  broken,
  notMeasured,
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  '\nResultaten: bench-results/latest.json (volledige Lighthouse-rapporten in bench-results/lighthouse/)',
);
console.log(
  `\nBudgetten (Lighthouse: mediaan van ${runs}, vloer in dezelfde run):\n${checks
    .map((c) => `  ${c.met ? '✓ gehaald ' : '✗ gemist  '} ${c.text}`)
    .join('\n')}`,
);
if (broken.length > 0) {
  console.log(`\n✗ ${broken.length} budget(ten) overschreden:\n${broken.map((b) => `  - ${b}`).join('\n')}`);
  process.exit(1);
}
console.log(
  notMeasured.length > 0
    ? '\n✓ Alle gemeten budgetten gehaald (niet alles gemeten).'
    : '\n✓ Alle budgetten gehaald.',
);
