// Debian's Firefox ESR for the browser tests in Firefox (scripts/debian.mjs), driven by Playwright over
// WebDriver BiDi through scripts/firefox-bidi.mjs.
import { existsSync } from 'node:fs';
import { ensureDebian } from './debian.mjs';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const ensureFirefox = () =>
  ensureDebian({
    packages: ['firefox-esr'],
    find: findFirefox,
    need: 'De browsertests in Firefox hebben Firefox ESR nodig (of FIREFOX_PATH naar een Firefox)',
  });
