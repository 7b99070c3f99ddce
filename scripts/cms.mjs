// `npm run cms`: edit the site's content offline, as the owner does online. Starts Decap's local
// backend (decap-server, writing straight into content/ and public/images/ of this working copy) and
// a small server for /admin (public/admin/ plus the decap-cms bundle from node_modules), then prints
// the address to open. Ports: CMS_PORT (the /admin page, default 4350) and CMS_BACKEND_PORT
// (decap-server, default 8081); CMS_REPO_DIR edits another copy of the site instead of this one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentRulesScript } from './copy-admin.mjs';
import { adminHeaders } from './hosting-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

// /admin from public/admin (the CMS bundle from node_modules), photos from the edited copy.
function adminServer(repoDir) {
  const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  const headers = adminHeaders({ localBackend: true });
  return http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const name = path.basename(pathname);
    let file = null;
    if (pathname === '/' || pathname === '/admin') {
      res.writeHead(302, { Location: `/admin/${new URL(req.url ?? '/', 'http://localhost').search}` });
      res.end();
      return;
    }
    if (pathname === '/admin/content-rules.js') {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES['.js'] });
      res.end(await contentRulesScript());
      return;
    }
    if (pathname === '/admin/') file = path.join(root, 'public', 'admin', 'index.html');
    else if (pathname.startsWith('/admin/') && /decap-cms\.js$/.test(name)) file = path.join(decapDist, name);
    else if (pathname.startsWith('/admin/')) file = path.join(root, 'public', 'admin', name);
    else if (pathname.startsWith('/images/')) file = path.join(repoDir, 'public', 'images', name);
    else if (pathname === '/icon.svg') file = path.join(root, 'app', 'icon.svg');
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Niet gevonden');
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
}

function waitForBackend(port, child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (/listening on/i.test(output)) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`decap-server stopte (code ${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`decap-server startte niet op poort ${port}:\n${output}`)), 20_000);
  });
}

/**
 * @param {{ repoDir?: string, port?: number, backendPort?: number }} [options]
 */
export async function startCms(options = {}) {
  const repoDir = path.resolve(options.repoDir ?? root);
  const port = options.port ?? 4350;
  const backendPort = options.backendPort ?? 8081;
  const backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForBackend(backendPort, backend);
  const server = adminServer(repoDir);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}/admin/?proxy=${backendPort}`,
    close: async () => {
      backend.kill();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startCms({
    repoDir: process.env.CMS_REPO_DIR,
    port: Number(process.env.CMS_PORT ?? 4350),
    backendPort: Number(process.env.CMS_BACKEND_PORT ?? 8081),
  }).then(
    (cms) => {
      console.log(`Het beheer draait lokaal: open ${cms.url}`);
      console.log('Wijzigingen komen rechtstreeks in content/ en public/images/. Stoppen: Ctrl+C.');
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
