import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Host } from '../../scripts/host-emulators.mjs';
import type { RunningServer } from '../../scripts/web-servers.mjs';
import { testBuildEnv } from '../../scripts/test-env.mjs';
import { facts } from './shop-facts';

// The built out/ on every host a small shop uses: real Apache and nginx (Debian's packages), Cloudflare
// Pages in its own emulator (`wrangler pages dev`), all our own processes on 127.0.0.1; Netlify, Vercel
// and GitHub Pages by their documented rules (scripts/host-emulators.mjs: no faithful offline emulator,
// see there). Same expectations everywhere, minus what a host cannot do.
// The scripts are ES modules with imports of their own: loaded with import(), which Playwright leaves
// to Node (a static import would be compiled to require()).
const load = async () => ({
  config: await import('../../scripts/hosting-config.mjs'),
  files: await import('../../scripts/hosting-files.mjs'),
  emulators: await import('../../scripts/host-emulators.mjs'),
  servers: await import('../../scripts/web-servers.mjs'),
  githubPages: await import('../../scripts/github-pages.mjs'),
  hashes: await import('../../scripts/write-hosting-files.mjs'),
});
let m: Awaited<ReturnType<typeof load>>;
let security: Record<string, string>;
let pageCsp: Map<string, string>;
test.beforeAll(async () => {
  m = await load();
  const csp = m.config.cspFor('/', cspOptions(), []);
  security = m.config.securityHeaders(csp);
  // _headers gives each page a CSP with only its own inline scripts, and the rest the 404 page's.
  pageCsp = new Map(
    m.hashes
      .pageScriptHashes(out)
      .map((page) => [
        page.route,
        m.config.cspFor(page.route, { ...cspOptions(), scriptHashes: page.scriptHashes }, []),
      ]),
  );
});

const out = path.join(process.cwd(), 'out');
const scriptHashes = JSON.parse(readFileSync(path.join(out, '.hosting', 'script-hashes.json'), 'utf8'));
const cspOptions = () => ({
  scriptHashes,
  emailjsOrigin: testBuildEnv.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined,
});
const pages = [...facts.routes, facts.privacy];

interface Answer {
  status: number;
  location?: string;
  headers: Record<string, string>;
  body: string;
}
type Get = (rawPath: string) => Promise<Answer>;

function viaServer(server: RunningServer): Get {
  return async (rawPath) => {
    const response = await fetch(`${server.origin}${rawPath}`, { redirect: 'manual' });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const location = response.headers.get('location') ?? undefined;
    return { status: response.status, location, headers, body: await response.text() };
  };
}

function viaEmulator(host: Host): Get {
  return async (rawPath) => {
    const answer = host(rawPath);
    return { ...answer, body: answer.file ? readFileSync(answer.file, 'utf8') : '' };
  };
}

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
  /** GitHub Pages can set no headers and no redirects: what the site loses there. */
  configurable: boolean;
  /** Netlify and Cloudflare Pages (_headers): a CSP per page. */
  perPageCsp?: boolean;
  /** What `/home/` gets: the page itself (200) or a redirect to `/home` with this status. */
  slashStatus: 200 | 301 | 308;
  /** A host file such as `/_headers`: 404, or (Cloudflare: _redirects has no 404) the 404 page with 200. */
  hostFileStatus: (file: string) => 200 | 403 | 404;
  /** Cache-Control of a 404 answer, when the host sets its own (Cloudflare Pages: no-store). */
  notFoundCache?: string;
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
    configurable: true,
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
    configurable: true,
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
    configurable: true,
    perPageCsp: true,
    slashStatus: 200,
    hostFileStatus: () => 404,
    start: async () => ({ get: viaEmulator(m.emulators.netlify(out)), stop: async () => {} }),
  },
  {
    name: 'Cloudflare Pages (wrangler pages dev)',
    configurable: true,
    perPageCsp: true,
    slashStatus: 308,
    hostFileStatus: () => 200,
    notFoundCache: 'no-store',
    adminRedirect: { from: '/admin', to: '/admin/', status: 308 },
    start: viaCloudflarePages,
  },
  {
    name: 'Vercel',
    configurable: true,
    slashStatus: 308,
    hostFileStatus: () => 404,
    adminRedirect: { from: '/admin/', to: '/admin', status: 308 },
    start: async () => ({ get: viaEmulator(m.emulators.vercel(out)), stop: async () => {} }),
  },
  {
    name: 'GitHub Pages (workflow)',
    configurable: false,
    slashStatus: 200,
    hostFileStatus: () => 404,
    adminRedirect: { from: '/admin', to: '/admin/', status: 301 },
    start: async () => {
      const site = mkdtempSync(path.join(tmpdir(), 'slagerij-pages-'));
      cpSync(out, site, { recursive: true });
      m.githubPages.prepareGithubPages(site);
      return {
        get: viaEmulator(m.emulators.githubPages(site)),
        stop: async () => rmSync(site, { recursive: true, force: true }),
      };
    },
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
      if (!host.configurable) {
        expect(answer.headers['cache-control'], what).toBe(m.emulators.GITHUB_PAGES_CACHE);
        return;
      }
      const expected = host.perPageCsp
        ? { ...security, 'Content-Security-Policy': pageCsp.get(route) ?? '' }
        : security;
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
      }
      expect(answer.headers['cache-control'], `${what}: één Cache-Control`).toBe(cache);
    };

    test("elke pagina via een net adres, met en zonder schuine streep, /foto's ook gecodeerd", async () => {
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
          else expect(locationPath(slashed.location), `${spelling}/`).toBe(page.path);
        }
      }
    });

    test('/ stuurt door naar /home', async () => {
      const answer = await get('/');
      if (host.configurable) {
        expect(answer.status).toBe(301);
        expect(locationPath(answer.location)).toBe('/home');
      } else {
        // No server-side redirect on GitHub Pages: index.html sends the visitor on by itself.
        expect(answer.status).toBe(200);
        expect(answer.body).toMatch(/<meta http-equiv="refresh" content="0; ?url=\/home"/i);
      }
    });

    test('een onbekend adres: de Nederlandse 404-pagina met status 404', async () => {
      for (const missing of ['/bestaat-niet', '/bestaat/niet', '/home.php', '/_next/static']) {
        const answer = await get(missing);
        expect(answer.status, missing).toBe(404);
        expect(isNotFoundPage(answer.body), missing).toBe(true);
        expectHeaders(answer, host.notFoundCache ?? m.config.REVALIDATE, missing);
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
          expect(locationPath(answer.location), spelling).toBe(redirect.to);
          answer = await get(redirect.to);
        }
        expect(answer.status, spelling).toBe(200);
        expect(answer.body, spelling).toContain('/admin/decap-cms.js');
        if (!host.configurable) continue;
        expect(answer.headers['content-security-policy'], spelling).toContain(
          "script-src 'self' 'unsafe-eval'",
        );
        expect(answer.headers['content-security-policy'], spelling).toContain('https://api.github.com');
        expect(answer.headers['x-robots-tag'], spelling).toBe('noindex, nofollow');
        expect(answer.headers['cross-origin-opener-policy'], spelling).toBe('same-origin-allow-popups');
      }
      if (!host.configurable) return;
      const home = await get('/home');
      expect(home.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(home.headers['x-robots-tag']).toBeUndefined();
    });
  });
}

// The per-page CSP of _headers in a real browser: every page, served by Cloudflare's own emulator with
// the policy it sends for that page, runs without a single CSP violation.
test('_headers: elke pagina draait in Chromium met haar eigen CSP zonder schending', async ({ page }) => {
  test.setTimeout(180_000);
  const cloudflare = await viaCloudflarePages();
  try {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    for (const route of [...pages.map((entry) => entry.path), '/bestaat-niet']) {
      const response = await page.goto(`${cloudflare.origin}${encodeURI(route)}`);
      expect(response?.headers()['content-security-policy'], route).toBe(
        pageCsp.get(route) ?? pageCsp.get('/404'),
      );
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen), route).toEqual(
        [],
      );
    }
  } finally {
    await cloudflare.stop();
  }
});
