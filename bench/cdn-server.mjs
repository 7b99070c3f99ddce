// Serves a static export the way a CDN does: every text asset precompressed once with brotli at
// the highest quality (what hosts do with .br files), clean URLs (/home → home.html, /foto's also
// percent-encoded) and, for the site, the hosting headers from hosting-config.mjs. The benchmark
// and the byte budgets serve the site and the framework floor with it, side by side.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { cacheControlFor, headersFor, redirects } from '../scripts/hosting-config.mjs';

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

/** Brotli at quality 11, as a CDN stores precompressed assets: deterministic for a given file. */
function brotli(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
    return [full];
  });
}

function siteHeaders(outDir) {
  const hashFile = path.join(outDir, '.hosting', 'script-hashes.json');
  const scriptHashes = existsSync(hashFile) ? JSON.parse(readFileSync(hashFile, 'utf8')) : [];
  // What the hosts send with the site's pages (scripts/serve.mjs, the _headers file).
  return headersFor('/', {
    scriptHashes,
    emailjsOrigin: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined,
  });
}

/**
 * @param {{ outDir: string, site?: boolean }} options site: apply the site's hosting rules (CSP and
 *   security headers, the "/" redirect); off for the floor, which has none of its own.
 */
export function createCdnServer({ outDir, site = false }) {
  if (!existsSync(outDir)) throw new Error(`Geen export gevonden in ${outDir}: bouw eerst.`);
  const headers = site ? siteHeaders(outDir) : {};
  /** @type {Map<string, { type: string, br: Buffer, size: number }>} */
  const assets = new Map();
  for (const file of filesUnder(outDir)) {
    const type = TEXT_TYPES[path.extname(file)];
    if (!type || statSync(file).size === 0) continue;
    const body = readFileSync(file);
    assets.set(path.relative(outDir, file).split(path.sep).join('/'), {
      type,
      br: brotli(body),
      size: body.length,
    });
  }
  // compression's types are Express's; it works on plain node:http as well.
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());
  const redirectRules = (site ? redirects : []).map((r) => ({
    source: r.source,
    destination: r.destination,
    type: r.status,
  }));

  return http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    let relative;
    try {
      relative = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      relative = pathname.replace(/^\/+/, '');
    }
    const candidates =
      relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
    const hit = candidates.map((name) => [name, assets.get(name)]).find(([, asset]) => asset);
    const acceptsBrotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const redirected = redirectRules.some((rule) => rule.source === pathname);
    if (hit && acceptsBrotli && !redirected && (req.method === 'GET' || req.method === 'HEAD')) {
      const asset = /** @type {{ type: string, br: Buffer }} */ (hit[1]);
      res.writeHead(200, {
        'Content-Type': asset.type,
        'Content-Encoding': 'br',
        'Content-Length': asset.br.length,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : asset.br);
      return;
    }
    compress(req, res, () => {
      serveHandler(req, res, {
        public: outDir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
        redirects: redirectRules,
      }).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
  });
}

/**
 * Listens on a free loopback port (or the one given) and resolves with the base URL.
 * @param {http.Server} server
 * @param {number} [port]
 * @returns {Promise<string>}
 */
export function listenCdn(server, port = 0) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
