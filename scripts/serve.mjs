// Serves the static export the way a static host does: clean URLs (/home → home.html), "/foto's"
// also percent-encoded, the Dutch 404 page with status 404, compression, caching and security
// headers from hosting-config.mjs. Extra request handlers (the local EmailJS inbox) plug in first.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { cacheControlFor, headersFor, isHostFile, redirects } from './hosting-config.mjs';
import { existsSync, readFileSync, statSync } from 'node:fs';

const safeDecode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The CSP's inputs, re-read whenever the build rewrote out/.hosting/script-hashes.json: after a
 * rebuild (npm start watching content/, or `npm run build` beside `npm run serve`) the new pages'
 * inline scripts are allowed, not the old ones.
 * @param {string} outDir
 * @param {string[] | undefined} extraConnect
 */
function cspOptionsReader(outDir, extraConnect) {
  const hashFile = path.join(outDir, '.hosting', 'script-hashes.json');
  const emailjsOrigin = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined;
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
    return { scriptHashes, emailjsOrigin, extraConnect };
  };
}

/**
 * @param {{ outDir?: string, handlers?: Array<(req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> | boolean>, extraConnect?: string[] }} [options]
 */
export function createStaticServer(options = {}) {
  const outDir = options.outDir ?? path.join(root, 'out');
  const handlers = options.handlers ?? [];
  // compression's types are Express's; it works on plain node:http as well.
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} */
  const compress = /** @type {any} */ (compression());
  const cspOptions = cspOptionsReader(outDir, options.extraConnect);
  // A path with a policy of its own (PATH_POLICIES, e.g. the CMS under /admin/) gets it here too; served
  // on this computer, /admin may reach the CMS's local backend (npm run cms).
  const headersOf = (pathname) => headersFor(pathname, { ...cspOptions(), localBackend: true });

  return http.createServer((req, res) => {
    compress(req, res, async () => {
      try {
        for (const handle of handlers) {
          if (await handle(req, res)) return;
        }
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(headersOf(pathname))) res.setHeader(name, value);
        res.setHeader('Cache-Control', cacheControlFor(pathname));
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
          redirects: redirects.map((r) => ({ source: r.source, destination: r.destination, type: r.status })),
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
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
export function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  // No top-level await: the unit tests load this module through Jest's CommonJS transform.
  listen(createStaticServer(), port).then(() => console.log(`De website draait op http://localhost:${port}`));
}
