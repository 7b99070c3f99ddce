import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test as base, expect, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

declare global {
  interface Window {
    __cspViolations?: string[];
    __reportCspViolation?: (text: string) => void;
  }
}

export function collectCspViolations() {
  window.__cspViolations = [];
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const text = `${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile || event.documentURI}:${event.lineNumber})`;
      window.__cspViolations?.push(text);
      void window.__reportCspViolation?.(text);
    },
    true,
  );
}

const FIREFOX_BLOCKED =
  /^The Same Origin Policy disallows reading the remote resource at (\S+?)\. \(Reason: CORS request did not succeed\)/;

// Every page in every test: the outside world unreachable, and any page or console error fails the test.
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        // Firefox's own note about such a request: an error of the page that names the outside address.
        const outside = error.message.match(FIREFOX_BLOCKED)?.[1];
        if (outside && !outside.startsWith('http://127.0.0.1')) return;
        errors.push(`pageerror: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser's note on a request a fake refused on purpose is no page error; one for our files is.
        const external = !message.location().url.startsWith('http://127.0.0.1');
        if (message.text().startsWith('Failed to load resource') && external) return;
        errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      await use(errors);
      expect(errors, 'geen fouten in de pagina').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    // Every document's and frame's CSP violations, reported as they come, so none is lost to a navigation.
    const cspViolations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => cspViolations.push(text));
    await page.addInitScript(collectCspViolations);
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
    await use(page);
    const inPage = page.isClosed()
      ? []
      : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect([...new Set([...cspViolations, ...inPage])], 'geen CSP-schendingen').toEqual([]);
  },
});

// A profile holds `preferences`: a setting of the visitor's browser, which a page cannot make.
export async function withChromiumProfile(
  preferences: object,
  options: { baseURL?: string; viewport: { width: number; height: number } },
  body: (page: Page) => Promise<void>,
) {
  const profile = mkdtempSync(path.join(tmpdir(), 'profiel-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || findChromium() || undefined,
    args: chromiumArgs,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    ...options,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
    await body(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export { expect };
