// Lighthouse (mobile, simulated throttling) against a URL, in the system Chromium, fully offline:
// no error reporting, no update checks; Chromium is started with the project's flags.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../scripts/chromium.mjs';

/** The first few items of a failing audit (selector, URL or console text) so the owner can fix it. */
function details(audit) {
  const items = audit?.details?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const where = item.node?.selector ?? item.url ?? item.sourceLocation?.url ?? '';
    const what = item.description ?? item.node?.explanation ?? '';
    return [where, what].filter(Boolean).join(': ').replace(/\s+/g, ' ').slice(0, 200);
  });
  return described.length > 0 ? ` [${described.join(' | ')}]` : '';
}

const THIRD_PARTY = [
  '*.googleapis.com',
  '*.gstatic.com',
  '*.google.com',
  '*.youtube-nocookie.com',
  '*.ytimg.com',
  '*.emailjs.com',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {string} chromePath
 */
export async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableFullPageScreenshot: true,
      locale: 'en-US',
      // The benchmark machine has no internet: third parties are blocked outright, as an ad
      // blocker would (Lighthouse does not count its own blocking as a console error).
      blockedUrlPatterns: THIRD_PARTY,
    });
    if (!result) throw new Error(`Lighthouse gaf geen resultaat voor ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${category.id}: ${audit?.id} (${audit?.title})${details(audit)}`),
      );
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
    // The LCP element audit's details: a list of two tables (the element, then its phases).
    /** @typedef {{ items?: Array<{ node?: { selector?: string, nodeLabel?: string }, phase: string, timing: number }> }} LcpTable */
    const lcpTables = /** @type {LcpTable[]} */ (lcpElement?.type === 'list' ? lcpElement.items : []);
    const lcpNode = lcpTables[0]?.items?.[0]?.node;
    const phases = Object.fromEntries(
      (lcpTables[1]?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
    );
    return {
      lhr,
      lcpElement: lcpNode ? `${lcpNode.selector} (${lcpNode.nodeLabel ?? ''})`.slice(0, 160) : undefined,
      lcpPhases: phases,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcp: numeric('first-contentful-paint'),
      warnings: lhr.runWarnings,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
