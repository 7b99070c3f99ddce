import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { E2E_PORT } from './scripts/test-env.mjs';

const executablePath = process.env.CHROME_PATH || findChromium() || undefined;

export default defineConfig({
  testDir: './__tests__/e2e',
  // '@/content/…' is the fixed test content here, as in the site the tests build (scripts/test-site.mjs).
  tsconfig: './__tests__/e2e/tsconfig.json',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // Retries back off 1 s + 3 s before a failure shows; leave room on a busy 2-core machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 900 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(firefox|webkit)\.spec\.ts$/,
      use: { browserName: 'chromium', launchOptions: { executablePath, args: chromiumArgs } },
    },
    {
      // Debian's Firefox ESR over WebDriver BiDi (scripts/firefox-bidi.mjs says why through a launcher):
      // the tests tagged @firefox, the journeys a visitor on Firefox makes (docs/ontwikkelaars.md).
      name: 'firefox',
      grep: /@firefox/,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: {
          executablePath: path.join(__dirname, 'scripts', 'firefox-bidi.mjs'),
          // No H.264, as Debian's Firefox ESR on a machine without FFmpeg's libavcodec (the set-up installs none).
          firefoxUserPrefs: { 'media.ffmpeg.enabled': false },
        },
      },
    },
    {
      // Debian's WebKitGTK (MiniBrowser, WebKitWebDriver) through a WebDriver client of its own (webkit-driver.ts).
      name: 'webkit',
      testMatch: /webkit\.spec\.ts$/,
      // a session that does not start or open its first page is tried again after 30 s with a new driver (webkit-driver.ts)
      timeout: 120_000,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(E2E_PORT) },
    url: `http://127.0.0.1:${E2E_PORT}/home`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
