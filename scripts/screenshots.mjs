// Developer tool: full-page screenshots of every route at 375 and 1280 px in the system Chromium.
// Usage: node scripts/screenshots.mjs [outDir] [baseUrl]   (serve the export first: npm run serve)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const outDir = process.argv[2] ?? '.tmp/screenshots';
const base = process.argv[3] ?? 'http://127.0.0.1:3000';
const routes = ['/home', '/bestellen', '/contact', '/over-ons', "/foto's", '/bestaat-niet'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3200);
    // A full-page capture paints beyond the viewport without scrolling, where content-visibility
    // (the order page's rows) skips rendering: show it as a visitor sees it when scrolled there.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const name = route.replace(/[^a-z]/gi, '') || 'root';
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
