import { test as base, expect } from '@playwright/test';

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
        // The browser's own note about a request the test blocked or answered with an error status
        // on purpose (Google, EmailJS fakes) is not a page error; one for our own files is.
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
    // Content-Security-Policy violations of every document and frame the page loads: pushed into
    // window.__cspViolations and reported to the test, so one after a navigation is not lost.
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

export { expect };
