// `npm run cms`: edit the content offline, as the owner does online: Decap's local backend (decap-server,
// writing straight into content/ and public/images/ of this copy) and a server for /admin, whose address
// it prints. CMS_PORT (/admin, default 4350), CMS_BACKEND_PORT (decap-server, 8081); CMS_REPO_DIR edits
// another copy of the site.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';
import { createStaticServer, listen } from './serve.mjs';
import { ADMIN_SCRIPTS } from './copy-admin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const git = promisify(execFile);

/**
 * The git history of a content file in the copy being edited, for "Herstel vorige versie" (admin.js):
 * `?path=` lists the commits that changed it (newest first), `&ref=` gives its text at one of them.
 * Not a git repository, or no commit yet: an empty list.
 * @param {string} repoDir @param {URL} url @param {import('node:http').ServerResponse} res
 */
async function history(repoDir, url, res) {
  const file = url.searchParams.get('path') ?? '';
  const ref = url.searchParams.get('ref');
  if (
    !/^content\/[\w/.-]+\.json$/.test(file) ||
    file.includes('..') ||
    (ref && !/^[0-9a-f]{7,40}$/.test(ref))
  ) {
    res.writeHead(400).end();
    return;
  }
  const run = (args) => git('git', args, { cwd: repoDir, maxBuffer: 16 * 1024 * 1024 });
  try {
    if (ref) {
      const { stdout } = await run(['show', `${ref}:${file}`]);
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(stdout);
      return;
    }
    const { stdout } = await run(['log', '-n', '30', '--format=%H%x09%cI%x09%s', '--', file]);
    const versions = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [sha = '', date = '', ...message] = line.split('\t');
        return { ref: sha, date, message: message.join('\t') };
      });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(versions));
  } catch {
    if (ref) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  }
}

// /admin through the site's own static server (public/, with /admin's own headers); the rest from where
// it lives: the CMS bundle from node_modules, the icon from app/, the photos from the copy being edited.
function adminServer(repoDir) {
  const decapDist = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
  /** @type {Array<[RegExp, string]>} */
  const elsewhere = [
    [/^\/admin\/((?:[\w-]+\.)?decap-cms\.js)$/, decapDist],
    [/^\/(icon\.svg)$/, path.join(root, 'app')],
    [/^\/(images\/[^/]+)$/, path.join(repoDir, 'public')],
  ];
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const fromElsewhere = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    if (pathname === '/admin/geschiedenis') {
      await history(repoDir, url, res);
      return true;
    }
    // /admin's own scripts, bundled as the build does (copy-admin.mjs).
    const script = /^\/admin\/([\w-]+\.js)$/.exec(pathname)?.[1];
    if (script && Object.hasOwn(ADMIN_SCRIPTS, script)) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(await ADMIN_SCRIPTS[/** @type {keyof typeof ADMIN_SCRIPTS} */ (script)]());
      return true;
    }
    for (const [pattern, dir] of elsewhere) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      await serveHandler(Object.assign(req, { url: `/${match[1]}` }), res, { public: dir });
      return true;
    }
    return false;
  };
  return createStaticServer({ outDir: path.join(root, 'public'), handlers: [fromElsewhere] });
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
  const server = await listen(adminServer(repoDir), port);
  return {
    url: `http://127.0.0.1:${port}/admin?proxy=${backendPort}`,
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
