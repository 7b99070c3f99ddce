// Where the order page's work after the first paint goes (issue 33): loads /bestellen of out/ and of
// the export with the multiplied catalogue (bench/large-catalogue.mjs), and the floor, unthrottled
// (--cpu=N slows the CPU down; no network throttling: the CPU is what grows with the rows), with a
// Chromium trace; prints per
// page the main thread's CPU time after the first contentful paint (thread time, `tdur`: what other
// processes on a busy machine take is not counted), the blocking time that would give at 4× CPU
// (Σ max(0, 4 × task − 50 ms)), the longest task, and the time by kind (script, style, layout,
// paint, HTML parsing, garbage collection), the long tasks, and the JavaScript functions with the
// most self time after the first paint (sampled CPU profile). Median of N loads per page.
//   node bench/hydration-trace.mjs [--runs=5] [--top=15] [--page=name=dir ...]
// Needs `npm run bench` (or --reuse) to have built out/ and .tmp/bench-catalogue-x3/out; --page (any
// number of times) traces /bestellen of other exports instead (e.g. a copy of out/ from before a
// change, beside the one after it: the same run, interleaved).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createStaticServer, listen, urlOf } from '../scripts/serve.mjs';
import { floorOut, root } from './floor.mjs';
import { largeOut } from './large-catalogue.mjs';
import { PHONE } from './measure-bytes.mjs';
import { median } from './real-throttled.mjs';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 15);
const CPU = Number(args.find((arg) => arg.startsWith('--cpu='))?.slice(6) ?? 1);

/** Trace event names → kind of main-thread work. */
const KINDS = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  'v8.evaluateModule': 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  ParseHTML: 'html',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};

async function traceOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // quiet: React has run (or the floor's framework), then 2 s without a long task
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  // the page's renderer and main thread: those of the page's own HTML (not an about:blank before it)
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  const pid = parse?.pid;
  const tid = parse?.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const fcpTs = fcp?.ts ?? 0;
  const mainEvents = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = mainEvents.filter((e) => e.name === 'RunTask' && e.ts >= fcpTs);
  const cpu = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
  const afterPaint = tasks.reduce((sum, e) => sum + cpu(e), 0);
  // at 4× CPU (this run's own slowdown taken out)
  const blocking = tasks.reduce((sum, e) => sum + Math.max(0, (cpu(e) * 4) / CPU - 50), 0);
  const longest = Math.max(0, ...tasks.map(cpu));
  const longTasks = tasks.filter((e) => (cpu(e) * 4) / CPU > 50).map((e) => Math.round(cpu(e)));
  // by kind: the outermost event inside a task after the first paint (no double count); an event
  // of no listed kind by its own name
  /** @type {Record<string, number>} */
  const byKind = {};
  /** @type {Array<{ end: number, task: boolean }>} */
  const open = [];
  for (const e of mainEvents.filter((ev) => ev.ts >= fcpTs).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= e.ts) open.pop();
    if (open.length === 1 && open[0]?.task) {
      const kind = KINDS[e.name] ?? e.name;
      byKind[kind] = (byKind[kind] ?? 0) + cpu(e);
    }
    open.push({ end: e.ts + (e.dur ?? 0), task: e.name === 'RunTask' });
  }
  // JS self time by function after the first paint (profile time is in µs, on the same clock as the trace)
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Record<string, number>} */
  const self = {};
  let t = profile.startTime;
  profile.samples.forEach((id, index) => {
    t += profile.timeDeltas[index] ?? 0;
    if (t < fcpTs) return;
    const next = profile.timeDeltas[index + 1] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? path.basename(new URL(frame.url, 'http://x').pathname) : '';
    const key = `${frame.functionName || '(anonymous)'} ${file}`;
    self[key] = (self[key] ?? 0) + next / 1000;
  });
  return {
    afterPaint,
    blocking,
    longest,
    longTasks,
    byKind,
    self,
    fcp: fcp ? (fcp.ts - (parse?.ts ?? fcp.ts)) / 1000 : NaN,
  };
}

const chromePath = ensureChromium();
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
/** @type {Array<[string, string]>} */
const pages = args
  .filter((arg) => arg.startsWith('--page='))
  .map((arg) => {
    const [name = '', dir = ''] = arg.slice(7).split('=');
    return [name, dir];
  });
/** @type {Array<{ name: string, server: import('node:http').Server, route: string }>} */
const servers = [
  {
    name: 'vloer',
    server: createStaticServer({ outDir: floorOut, precompressed: true, hostRules: false }),
    route: '/',
  },
  ...(pages.length > 0
    ? pages
    : /** @type {Array<[string, string]>} */ ([
        ['/bestellen', path.join(root, 'out')],
        ['/bestellen ×3', largeOut],
      ])
  ).map(([name, dir]) => ({
    name,
    server: createStaticServer({ outDir: path.resolve(dir), precompressed: true }),
    route: '/bestellen',
  })),
];
const targets = [];
for (const { name, server, route } of servers)
  targets.push({ name, server, url: urlOf(await listen(server, 0)) + route });
/** @type {Record<string, any[]>} */
const all = Object.fromEntries(targets.map((target) => [target.name, []]));
for (let run = 1; run <= runs; run += 1)
  for (const target of targets) {
    const result = await traceOnce(browser, target.url);
    all[target.name]?.push(result);
    console.log(
      `ronde ${run} ${target.name.padEnd(14)} CPU na FCP ${Math.round(result.afterPaint)} ms  geschat blokkeren bij 4× ${Math.round(result.blocking)} ms  langste taak ${result.longest.toFixed(1)} ms  lange taken bij 4× ${result.longTasks.join(', ') || '—'}`,
    );
  }
await browser.close();
for (const target of targets) target.server.close();

const spread = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
for (const target of targets) {
  const list = all[target.name] ?? [];
  console.log(
    `\n${target.name}: CPU na de eerste weergave ${spread(list.map((r) => r.afterPaint))} ms, geschat blokkeren bij 4× ${spread(list.map((r) => r.blocking))} ms, langste taak ${spread(list.map((r) => r.longest))} ms (mediaan, min–max; CPU ${CPU}×)`,
  );
  const kinds = [...new Set(list.flatMap((r) => Object.keys(r.byKind)))];
  const perKind = kinds
    .map((kind) => /** @type {[string, number]} */ ([kind, median(list.map((r) => r.byKind[kind] ?? 0))]))
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1]);
  console.log(`  per soort: ${perKind.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')} ms`);
  const functions = [...new Set(list.flatMap((r) => Object.keys(r.self)))]
    .map((key) => /** @type {[string, number]} */ ([key, median(list.map((r) => r.self[key] ?? 0))]))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  console.log(
    `  eigen tijd per functie na FCP (mediaan):\n${functions.map(([key, ms]) => `    ${ms.toFixed(1).padStart(6)} ms  ${key}`).join('\n')}`,
  );
}
