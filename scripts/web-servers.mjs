// Real servers for the hosting tests: Apache and nginx from Debian (scripts/e2e.mjs installs them) and
// Cloudflare's Pages emulator (`wrangler pages dev`, from npm). Each runs as our own process on 127.0.0.1
// and a free port, its files and logs in a temp folder, stopped by its pid (wrangler by its process
// group: it starts workerd). System services stay untouched.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APACHE = '/usr/sbin/apache2';
export const NGINX = '/usr/sbin/nginx';
const APACHE_MODULES = '/usr/lib/apache2/modules';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} logFile
 * @param {number} attempts tries, 100 ms apart
 */
async function waitForPort(port, child, logFile, attempts) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (child.exitCode !== null) break;
    const socket = net.connect(port, '127.0.0.1');
    const open = await once(socket, 'connect')
      .then(() => true)
      .catch(() => false);
    socket.destroy();
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  throw new Error(`De server op poort ${port} start niet.\n${log}`);
}

/**
 * @typedef {{ port: number; pid: number; origin: string; stop: () => Promise<void> }} RunningServer
 * @typedef {{ env?: NodeJS.ProcessEnv; cwd?: string; attempts?: number; group?: boolean }} StartOptions
 */

/**
 * @param {string} binary
 * @param {string[]} args
 * @param {string} dir the server's temp folder, removed on stop
 * @param {number} port
 * @param {string} logFile
 * @param {StartOptions} [options] group: the server starts children of its own; stop them all
 * @returns {Promise<RunningServer>}
 */
function startProcess(binary, args, dir, port, logFile, { env, cwd, attempts = 100, group = false } = {}) {
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], env, cwd, detached: group });
  const pid = /** @type {number} */ (child.pid);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  /** @param {NodeJS.Signals} signal */
  const kill = (signal) => {
    try {
      process.kill(group ? -pid : pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    // A group's other members (workerd) may outlive its leader.
    if (child.exitCode === null || group) kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return waitForPort(port, child, logFile, attempts).then(
    () => ({ port, pid, origin: `http://127.0.0.1:${port}`, stop }),
    /** @param {Error} error */
    async (error) => {
      await stop();
      throw new Error(`${error.message}\n${stderr}`);
    },
  );
}

/**
 * Apache as a Debian shared host runs it: Indexes on, AllowOverride All, .ht* denied.
 * @param {{ root: string; port: number }} options
 */
export async function startApache({ root, port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'slagerij-apache-'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const modules = ['mpm_event', 'authz_core', 'authz_host', 'access_compat', 'mime', 'dir', 'autoindex']
    .concat(['alias', 'env', 'setenvif', 'filter', 'deflate', 'rewrite', 'headers'])
    .map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`);
  const config = `ServerRoot ${dir}
DefaultRuntimeDir ${dir}
PidFile ${dir}/apache.pid
Mutex file:${dir} default
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
ErrorLog ${dir}/error.log
LogLevel warn
${modules.join('\n')}
${isRoot ? 'User www-data\nGroup www-data' : ''}
StartServers 1
ServerLimit 1
ThreadsPerChild 8
MaxRequestWorkers 8
TypesConfig /etc/mime.types
AccessFileName .htaccess
DirectoryIndex index.html
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
DocumentRoot "${root}"
<Directory />
  Options FollowSymLinks
  AllowOverride None
  Require all denied
</Directory>
<Directory "${root}">
  Options Indexes FollowSymLinks
  AllowOverride All
  Require all granted
</Directory>
`;
  const configFile = path.join(dir, 'apache2.conf');
  writeFileSync(configFile, config);
  return startProcess(APACHE, ['-f', configFile, '-DFOREGROUND'], dir, port, path.join(dir, 'error.log'));
}

/**
 * nginx with the server block the build writes for the owner, pointed at root on 127.0.0.1:port.
 * @param {{ serverBlock: string; port: number }} options
 */
export async function startNginx({ serverBlock, port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'slagerij-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const config = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${serverBlock}
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  return startProcess(NGINX, ['-p', dir, '-c', configFile], dir, port, path.join(dir, 'error.log'));
}

const WRANGLER = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
// workerd refuses a date newer than its own build; a fixed date keeps the runtime's behaviour fixed too.
const COMPATIBILITY_DATE = '2026-04-01';

/**
 * Cloudflare Pages as `wrangler pages dev` emulates it (workerd with Pages' asset server, which reads
 * `_headers` and `_redirects`), offline: no metrics, error reports, Request.cf download or update check
 * (banner off); its config, logs and state in the temp folder.
 * @param {{ root: string; port: number; inspectorPort: number }} options
 */
export async function startCloudflarePages({ root, port, inspectorPort }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'slagerij-wrangler-'));
  const logFile = path.join(dir, 'wrangler.log');
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: logFile,
    XDG_CONFIG_HOME: dir,
  };
  const args = [
    'pages',
    'dev',
    root,
    '--ip=127.0.0.1',
    `--port=${port}`,
    `--inspector-port=${inspectorPort}`,
    `--compatibility-date=${COMPATIBILITY_DATE}`,
    '--show-interactive-dev-session=false',
    '--log-level=warn',
  ];
  // Up to 90 s: workerd's first start on a busy 2-core machine.
  return startProcess(WRANGLER, args, dir, port, logFile, { env, cwd: dir, attempts: 900, group: true });
}

/**
 * Netlify as its own engines answer (`@netlify/redirects`, `@netlify/headers`, `@netlify/static`: what
 * `netlify dev` runs), in the order Netlify's CDN applies them: `_redirects` (a rule shadows an existing
 * file only when forced), else the file; `_headers` by the path asked for. What the engines leave to the
 * CDN is done here: the path decoded (/foto%27s) and 404.html with status 404.
 * @param {string} root
 * @returns {Promise<(request: Request) => Promise<Response>>}
 */
export async function netlifyHost(root) {
  const [{ RedirectsHandler }, { HeadersHandler }, { StaticHandler }] = await Promise.all([
    import('@netlify/redirects'),
    import('@netlify/headers'),
    import('@netlify/static'),
  ]);
  const logger = { log: () => {}, warn: console.warn, error: console.error };
  const headers = new HeadersHandler({ projectDir: root, publishDir: '.', logger });
  /** @type {(request: Request) => Promise<Response>} */
  let notFoundHandler;
  const redirects = new RedirectsHandler({
    projectDir: root,
    publicDir: '.',
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    notFoundHandler: (request) => notFoundHandler(request),
  });
  const files = new StaticHandler({ directory: root });
  /** @param {Request} asked @param {{ handle: () => Promise<Response> }} found @param {number} status */
  const respond = async (asked, found, status) => {
    const response = await found.handle();
    await headers.apply(asked, response);
    return new Response(response.body, { status, headers: response.headers });
  };
  /** @param {Request} asked @param {Request} file @param {number} [status] */
  const serve = async (asked, file, status = 200) => {
    const found = await files.match(file);
    return found && respond(asked, found, status);
  };
  // A forced 404 rule: the engine leaves the answer to its host; Netlify's is our custom 404 page.
  notFoundHandler = async (request) =>
    (await serve(request, new Request(new URL('/404.html', request.url)), 404)) ??
    new Response(null, { status: 404 });
  return async (request) => {
    const url = new URL(request.url);
    try {
      url.pathname = decodeURI(url.pathname);
    } catch {
      // Not decodable: asked as it is.
    }
    const asked = new Request(url);
    const match = await redirects.match(asked);
    const redirected =
      match &&
      (await redirects.handle(asked, match, async (target) => {
        const found = await files.match(target);
        return found && (() => respond(asked, found, target.url === asked.url ? 200 : match.statusCode));
      }));
    return redirected ?? (await serve(asked, asked)) ?? notFoundHandler(asked);
  };
}
