// Serves the static export as a static host does: clean URLs (/home → home.html), "/foto's" also
// percent-encoded, the Dutch 404 page with status 404, compression, caching and security headers from
// hosting-config.mjs. Extra request handlers (the local EmailJS inbox) plug in first. The bench and the
// byte budgets serve `precompressed` (text files brotli'd once at quality 11, as a CDN stores .br files).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { cacheControlFor, headersFor, isHostFile, redirects } from './hosting-config.mjs';

const safeDecode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The CSP's inputs, re-read whenever the build rewrote out/.hosting/script-hashes.json: after a rebuild
 * (npm start watching content/, or `npm run build` beside `npm run serve`) the new inline scripts count.
 * @param {string} outDir
 * @param {string[] | undefined} extraConnect
 */
function cspOptionsReader(outDir, extraConnect) {
  const hashFile = path.join(outDir, '.hosting', 'script-hashes.json');
  const emailjsOrigin = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined;
  const recaptcha = Boolean(process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim());
  let seen = '';
  /** @type {string[]} */
  let scriptHashes = [];
  return () => {
    const stats = existsSync(hashFile) ? statSync(hashFile) : null;
    const version = stats ? `${stats.mtimeMs}:${stats.size}` : '';
    if (version !== seen) {
      seen = version;
      try {
        scriptHashes = stats ? JSON.parse(readFileSync(hashFile, 'utf8')) : [];
      } catch {
        seen = ''; // written right now: read again at the next request
      }
    }
    return { scriptHashes, emailjsOrigin, extraConnect, recaptcha };
  };
}

const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/**
 * Every text file of the export, brotli'd at quality 11 (deterministic for a given file), by path.
 * @param {string} outDir
 */
function precompress(outDir) {
  /** @type {Map<string, { type: string, body: Buffer }>} */
  const assets = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) walk(full);
      const type = TEXT_TYPES[/** @type {keyof TEXT_TYPES} */ (path.extname(entry.name))];
      if (entry.isFile() && type && statSync(full).size > 0) {
        const raw = readFileSync(full);
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        };
        const body = zlib.brotliCompressSync(raw, { params });
        assets.set(`/${path.relative(outDir, full).split(path.sep).join('/')}`, { type, body });
      }
    }
  };
  walk(outDir);
  return assets;
}

/**
 * The precompressed copy of what a GET or HEAD asks for (clean URLs as serve-handler resolves them),
 * when the browser takes brotli.
 * @param {Map<string, { type: string, body: Buffer }>} assets
 * @param {http.IncomingMessage} req
 * @param {string} pathname
 */
function precompressedFor(assets, req, pathname) {
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
  )
    return undefined;
  const name = safeDecode(pathname);
  const candidates = name === '/' ? ['/index.html'] : [name, `${name}.html`, `${name}/index.html`];
  return candidates.map((candidate) => assets.get(candidate)).find(Boolean);
}

/**
 * @param {{ outDir?: string, handlers?: Array<(req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> | boolean>, extraConnect?: string[], precompressed?: boolean, hostRules?: boolean }} [options]
 *   hostRules: false serves the files only (no headers, no redirects: the framework floor).
 */
export function createStaticServer(options = {}) {
  const outDir = options.outDir ?? path.join(root, 'out');
  const handlers = options.handlers ?? [];
  const hostRules = options.hostRules ?? true;
  if (options.precompressed && !existsSync(outDir))
    throw new Error(`Geen export gevonden in ${outDir}: bouw eerst.`);
  const assets = options.precompressed ? precompress(outDir) : new Map();
  // compression's types are Express's; it works on plain node:http as well.
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());
  const cspOptions = cspOptionsReader(outDir, options.extraConnect);
  // Served on this computer, /admin may reach the CMS's local backend (npm run cms).
  const headersOf = (pathname) => headersFor(pathname, { ...cspOptions(), localBackend: true });
  const redirectRules = (hostRules ? redirects : []).map((r) => ({
    source: r.source,
    destination: r.destination,
    type: r.status,
  }));

  return http.createServer((req, res) => {
    compress(req, res, async () => {
      try {
        for (const handle of handlers) {
          if (await handle(req, res)) return;
        }
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (hostRules) {
          for (const [name, value] of Object.entries(headersOf(pathname))) res.setHeader(name, value);
        }
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        const brotli = redirectRules.some((rule) => rule.source === pathname)
          ? undefined
          : precompressedFor(assets, req, pathname);
        if (brotli) {
          const { type, body } = brotli;
          res.writeHead(200, {
            'Content-Type': type,
            'Content-Encoding': 'br',
            'Content-Length': body.length,
            Vary: 'Accept-Encoding',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
        // The host files (_headers, .htaccess, …) are for the hosts, not for visitors: as a missing page.
        const request = isHostFile(safeDecode(pathname))
          ? Object.assign(req, { url: '/404-hostbestand' })
          : req;
        await serveHandler(request, res, {
          public: outDir,
          cleanUrls: true,
          trailingSlash: false,
          directoryListing: false,
          etag: true,
          redirects: redirectRules,
        });
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Interne fout');
      }
    });
  });
}

/**
 * @param {http.Server} server
 * @param {number} port 0: a free port
 * @returns {Promise<http.Server>}
 */
export function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The loopback address a listening server answers on. @param {http.Server} server */
export function urlOf(server) {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  // No top-level await: the unit tests load this module through Jest's CommonJS transform.
  listen(createStaticServer(), port).then(() => console.log(`De website draait op http://localhost:${port}`));
}
