// The settings the test build is made with: fake EmailJS ids (the browser tests answer for
// api.emailjs.com themselves) and a fake maps key (Google is blocked in the tests: fallback).
export const testBuildEnv = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP: 'template_winkel',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER: 'template_klant',
  NEXT_PUBLIC_EMAILJS_ORIGIN: '',
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'test-maps-key',
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: 'test-map-id',
  NEXT_PUBLIC_SITE_URL: 'https://www.hoeveslagerij-delinde.be',
  // The CMS's settings (written into out/admin/config.yml): a test repository and sign-in service.
  CMS_GITHUB_REPO: 'test-slagerij/website',
  CMS_AUTH_URL: 'https://aanmelden.test-slagerij.be',
  // When the test build was "made": before every date the browser tests set the page's clock to, so the
  // page's floor (never a time before the build, lib/clock/host-clock.ts) does not move their clocks.
  NEXT_PUBLIC_BUILD_TIME: String(Date.parse('2026-11-01T00:00:00Z')),
};

// The port of the browser tests' own server (playwright.config.ts). No spec gives its other servers a
// fixed port, so that two copies of the project can run the browser tests at once, their E2E_PORT 100 apart:
// - a server a spec starts in its own process listens on port 0 and reads back the port the OS gave it
//   (serveCopy in __tests__/e2e/project-copy.ts, inbox.spec.ts);
// - a server run as a child process takes E2E_PORT + 10 … + 99, each offset once (deploy-ssh.spec.ts + 10,
//   + 11, + 12; december.spec.ts + 20), or a free port the OS names (freePort in scripts/web-servers.mjs:
//   hosting.spec.ts, cms.spec.ts, webkit-driver.ts), from its ephemeral range, far above these.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
