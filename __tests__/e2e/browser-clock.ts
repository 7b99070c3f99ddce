import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../../scripts/chromium.mjs';

// Not page.clock: its Date ignores `new.target`, which breaks TZDate (`class … extends Date`).

declare global {
  interface Window {
    __setTestNow?: (ms: number) => void;
  }
}

export type ClockOptions = {
  now: Date;
  /** Divides the page's timers of 1 s or more (send time-out, retry back-off). */
  timeScale?: number;

  /** The host's time (its Date header) when not `now`; null: the host tells its own (a server of the test's). */
  hostNow?: Date | null;
};

function installClock({ start, timeScale }: { start: number; timeScale: number }) {
  const NativeDate = Date;
  const nativeNow = NativeDate.now.bind(NativeDate);
  let offset = start - nativeNow();
  const current = () => nativeNow() + offset;
  function TestDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new NativeDate(current()).toString();
    return Reflect.construct(NativeDate, args.length === 0 ? [current()] : args, new.target);
  }
  Object.setPrototypeOf(TestDate, NativeDate);
  TestDate.prototype = NativeDate.prototype;
  Object.defineProperty(TestDate, 'now', { value: current, writable: true, configurable: true });
  Object.defineProperty(window, 'Date', { value: TestDate, writable: true, configurable: true });
  window.__setTestNow = (ms: number) => {
    offset = ms - nativeNow();
  };
  if (timeScale > 1) {
    const nativeSetTimeout = window.setTimeout.bind(window);
    const scaled = (handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      nativeSetTimeout(handler, (timeout ?? 0) >= 1000 ? (timeout ?? 0) / timeScale : timeout, ...rest);
    window.setTimeout = scaled as typeof window.setTimeout;
  }
}

// The order page also reads the host's Date header (lib/clock/page-clock.ts): it tells the test's time too.
const hostSkews = new WeakMap<Page | BrowserContext, { ms: number }>();

export async function setBrowserClock(
  target: Page | BrowserContext,
  { now, timeScale = 1, hostNow = now }: ClockOptions,
) {
  await target.addInitScript(installClock, { start: now.getTime(), timeScale });
  if (!hostNow) return;
  const skew = { ms: hostNow.getTime() - Date.now() };
  hostSkews.set(target, skew);
  await target.route(/^http:\/\/(127\.0\.0\.1|localhost)[:/]/, async (route) => {
    if (route.request().method() !== 'HEAD') return route.fallback();
    await route.fulfill({ status: 200, headers: { date: new Date(Date.now() + skew.ms).toUTCString() } });
  });
}

/** Moves the open page's clock (device and host) to `now` (the dialog left open past the deadline). */
export async function setBrowserTime(page: Page, now: Date) {
  const skew = hostSkews.get(page) ?? hostSkews.get(page.context());
  if (skew) skew.ms = now.getTime() - Date.now();
  await page.evaluate((ms) => window.__setTestNow?.(ms), now.getTime());
}

/** A Chromium whose whole process runs under libfaketime (`faketime` as FAKETIME reads it). */
export function fakeTimeBrowser(faketime: string, env: Record<string, string> = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: chromiumArgs,
    env: faketimeEnv(faketime, env),
  });
}

export function faketimeEnv(faketime: string, env: Record<string, string> = {}) {
  const lib = process.env.FAKETIME_LIB;
  if (!lib) throw new Error('FAKETIME_LIB ontbreekt: start de tests met `npm run test:e2e`.');
  return { ...process.env, ...env, LD_PRELOAD: lib, FAKETIME: faketime, FAKETIME_DONT_RESET: '1' };
}

// Held to the rules of every test page: no outside world but `allowed`, no page or console errors.
export async function strictPage(browser: Browser, baseURL: string, errors: string[], allowed?: string) {
  const context = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().url() === allowed ? route.fallback() : route.abort('blockedbyclient'),
  );
  return page;
}
