import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/web-servers.mjs';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { collectCspViolations } from './fixtures';
import { facts } from './shop-facts';

// Each host whose software runs offline (scripts/web-servers.mjs); import(): a static one becomes require().
const load = async () => ({
  config: await import('../../scripts/hosting-config.mjs'),
  files: await import('../../scripts/hosting-files.mjs'),
  servers: await import('../../scripts/web-servers.mjs'),
  hashes: await import('../../scripts/write-hosting-files.mjs'),
});
let m: Awaited<ReturnType<typeof load>>;
let security: Record<string, string>;
const pageCsp = new Map<string, string>();
test.beforeAll(async () => {
  m = await load();
  security = m.config.securityHeaders(m.config.cspFor('/', cspOptions(), []));
  // _headers gives each page a CSP with only its own inline scripts, and the rest the 404 page's.
  for (const { route, scriptHashes: hashes } of m.hashes.pageScriptHashes(out))
    pageCsp.set(route, m.config.cspFor(route, { ...cspOptions(), scriptHashes: hashes }, []));
});

const out = path.join(process.cwd(), 'out');
const scriptHashes = JSON.parse(readFileSync(path.join(out, '.hosting', 'script-hashes.json'), 'utf8'));
const cspOptions = () => ({
  scriptHashes,
  emailjsOrigin: testBuildEnv.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined,
});
const pages = [...facts.routes, facts.privacy];

type Answer = { status: number; headers: Record<string, string>; body: string };
type Get = (rawPath: string) => Promise<Answer>;

const viaFetch =
  (answer: (url: string) => Promise<Response>, origin: string): Get =>
  async (rawPath) => {
    const response = await answer(`${origin}${rawPath}`);
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };

const viaServer = (server: RunningServer): Get =>
  viaFetch((url) => fetch(url, { redirect: 'manual' }), server.origin);

const firstFile = (dir: string, pattern: RegExp) => {
  const name = readdirSync(path.join(out, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`geen ${pattern} in ${dir}`);
  return `/${dir}/${name}`;
};
const samples = {
  script: firstFile('_next/static/chunks', /\.js$/),
  responsive: firstFile('img', /\.webp$/i),
};
const locationPath = (location = '') => decodeURIComponent(new URL(location, 'http://host').pathname);
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
const isNotFoundPage = (body: string) => /<title>Pagina niet gevonden/.test(body);

interface HostCase {
  name: string;
  start: () => Promise<{ get: Get; stop: () => Promise<void> }>;
  /** Netlify and Cloudflare Pages (_headers): a CSP per page. */
  perPageCsp?: boolean;
  /** What `/home/` gets: the page itself (200) or a redirect to `/home` with this status. */
  slashStatus: 200 | 301 | 308;
  /** A host file such as `/_headers`: 404, or (Cloudflare: _redirects has no 404) the 404 page with 200. */
  hostFileStatus: (file: string) => 200 | 403 | 404;
  /** Cache-Control of a 404 answer, when the host's differs from the page's. */
  notFoundCache?: (missing: string) => string;
  /** The spelling of the CMS's address that the host redirects to the other one; both served otherwise. */
  adminRedirect?: { from: '/admin' | '/admin/'; to: '/admin/' | '/admin'; status: 301 | 308 };
}

const viaCloudflarePages = async () => {
  const server = await m.servers.startCloudflarePages({
    root: out,
    port: await m.servers.freePort(),
    inspectorPort: await m.servers.freePort(),
  });
  return { get: viaServer(server), stop: server.stop, origin: server.origin };
};

const hosts: HostCase[] = [
  {
    name: 'Apache 2.4 (.htaccess)',
    slashStatus: 301,
    // Debian's `<FilesMatch "^\.ht">` refuses .htaccess before any rewrite.
    hostFileStatus: (file) => (file === '.htaccess' ? 403 : 404),
    start: async () => {
      const server = await m.servers.startApache({ root: out, port: await m.servers.freePort() });
      return { get: viaServer(server), stop: server.stop };
    },
  },
  {
    name: 'nginx (serverblok)',
    slashStatus: 301,
    hostFileStatus: () => 404,
    start: async () => {
      const port = await m.servers.freePort();
      const serverBlock = m.files.nginxServer({
        cspOptions: cspOptions(),
        root: out,
        listen: `127.0.0.1:${port}`,
      });
      const server = await m.servers.startNginx({ serverBlock, port });
      return { get: viaServer(server), stop: server.stop };
    },
  },
  {
    name: 'Netlify',
    perPageCsp: true,
    slashStatus: 200,
    hostFileStatus: () => 404,
    // Netlify's `/_next/static/*` also matches the folder itself (its 404 then has the year's caching).
    notFoundCache: (missing) => m.config.cacheControlFor(`${missing}/`),
    start: async () => {
      const host = await m.servers.netlifyHost(out);
      return { get: viaFetch((url) => host(new Request(url)), 'http://127.0.0.1'), stop: async () => {} };
    },
  },
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    perPageCsp: true,
    slashStatus: 308,
    hostFileStatus: () => 200,
    notFoundCache: () => 'no-store',
    adminRedirect: { from: '/admin', to: '/admin/', status: 308 },
    start: viaCloudflarePages,
  },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    test.describe.configure({ mode: 'serial' });
    let get: Get;
    let stop: () => Promise<void> = async () => {};
    test.beforeAll(async () => {
      // wrangler's first start (workerd) can take a while on a busy machine.
      test.setTimeout(120_000);
      ({ get, stop } = await host.start());
    });
    test.afterAll(async () => stop());

    const expectHeaders = (answer: Answer, cache: string, what: string, route = '/404') => {
      const expected = host.perPageCsp
        ? { ...security, 'Content-Security-Policy': pageCsp.get(route) ?? '' }
        : security;
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
      }
      expect(answer.headers['cache-control'], `${what}: één Cache-Control`).toBe(cache);
    };

    test("elke pagina via een net adres, met en zonder schuine streep, /foto's ook gecodeerd; / stuurt door naar /home", async () => {
      for (const page of pages) {
        const spellings = page.path === "/foto's" ? ["/foto's", '/foto%27s'] : [page.path];
        for (const spelling of spellings) {
          const answer = await get(spelling);
          expect(answer.status, spelling).toBe(200);
          expect(canonicalOf(answer.body), spelling).toBe(page.url);
          expectHeaders(answer, m.config.REVALIDATE, spelling, page.path);

          const slashed = await get(`${spelling}/`);
          expect(slashed.status, `${spelling}/`).toBe(host.slashStatus);
          if (host.slashStatus === 200) expect(canonicalOf(slashed.body), `${spelling}/`).toBe(page.url);
          else expect(locationPath(slashed.headers.location), `${spelling}/`).toBe(page.path);
        }
      }
      const root = await get('/');
      expect(root.status).toBe(301);
      expect(locationPath(root.headers.location)).toBe('/home');
    });

    test('een onbekend adres: de Nederlandse 404-pagina met status 404', async () => {
      for (const missing of ['/bestaat-niet', '/bestaat/niet', '/home.php', '/_next/static']) {
        const answer = await get(missing);
        expect(answer.status, missing).toBe(404);
        expect(isNotFoundPage(answer.body), missing).toBe(true);
        expectHeaders(answer, host.notFoundCache?.(missing) ?? m.config.REVALIDATE, missing);
      }
    });

    test("caching: gehashte bestanden een jaar, foto's en video een week, HTML kort", async () => {
      const cases: Array<[string, string]> = [
        [samples.script, 'public, max-age=31536000, immutable'],
        [samples.responsive, 'public, max-age=604800'],
        ['/images/hero.jpg', 'public, max-age=604800'],
        ['/video/winkel.mp4', 'public, max-age=604800'],
        ['/icon.svg', m.config.REVALIDATE],
      ];
      for (const [file, cache] of cases) {
        const answer = await get(file);
        expect(answer.status, file).toBe(200);
        expectHeaders(answer, cache, file);
      }
    });

    test('de bestanden voor de hosts zelf zijn niet te downloaden', async () => {
      const files = [
        ...m.config.HOST_FILES.filter((name) => name !== '.hosting'),
        '.hosting/nginx.conf',
        '.hosting/script-hashes.json',
      ];
      for (const file of files) {
        const answer = await get(`/${file}`);
        const content = readFileSync(path.join(out, file), 'utf8');
        expect(answer.status, file).toBe(host.hostFileStatus(file));
        expect(isNotFoundPage(answer.body), file).toBe(true);
        if (content.length > 0) expect(answer.body.includes(content), file).toBe(false);
      }
    });

    test('/admin: het beheer met zijn eigen CSP, noindex en aanmeldvenster; de site blijft streng', async () => {
      for (const spelling of ['/admin/', '/admin']) {
        let answer = await get(spelling);
        const redirect = host.adminRedirect;
        if (redirect?.from === spelling) {
          expect(answer.status, spelling).toBe(redirect.status);
          expect(locationPath(answer.headers.location), spelling).toBe(redirect.to);
          answer = await get(redirect.to);
        }
        expect(answer.status, spelling).toBe(200);
        expect(answer.body, spelling).toContain('/admin/decap-cms.js');
        expect(answer.headers['content-security-policy'], spelling).toContain(
          "script-src 'self' 'unsafe-eval'",
        );
        expect(answer.headers['content-security-policy'], spelling).toContain('https://api.github.com');
        expect(answer.headers['x-robots-tag'], spelling).toBe('noindex, nofollow');
        expect(answer.headers['cross-origin-opener-policy'], spelling).toBe('same-origin-allow-popups');
      }
      expect((await get('/home')).headers['x-robots-tag']).toBeUndefined();
    });
  });
}

// Each page with the CSP _headers gives it, from Cloudflare's emulator (not the fixture's page: a 404 logs).
test('_headers: elke pagina draait in Chromium met haar eigen CSP zonder schending', async ({ page }) => {
  test.setTimeout(180_000);
  const cloudflare = await viaCloudflarePages();
  try {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
    await page.addInitScript(collectCspViolations);
    for (const route of [...pages.map((entry) => entry.path), '/bestaat-niet']) {
      const response = await page.goto(`${cloudflare.origin}${encodeURI(route)}`);
      expect(response?.headers()['content-security-policy'], route).toBe(
        pageCsp.get(route) ?? pageCsp.get('/404'),
      );
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.__cspViolations), route).toEqual([]);
    }
  } finally {
    await cloudflare.stop();
  }
});
