import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MINIBROWSER } from '../../scripts/debian.mjs';
import { faketimeEnv } from './browser-clock';
import type { MailBody } from './order-helpers';

// WebKitGTK over classic WebDriver, a proxy and an EmailJS fake (why: docs/ontwikkelaars.md, WebKit).

/** The site's host as WebKit asks for it: through the proxy (the driver's own loopback address is not). */
export const SITE_HOST = 'localhost';

type WebDriverValue = { error?: string; message?: string } & Record<string, unknown>;

/** Ends a process started `detached` with all it started (MiniBrowser's web processes). */
function endGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill(); // already gone, or not a group of its own
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An X display of its own (Xvfb picks a free number and tells it on fd 3). */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb stopte (${code})`)));
  });
  return { xvfb, display };
}

/** The EmailJS stand-in: every body it received, answered 200 'OK' (CORS as EmailJS). */
async function startFakeEmailJs(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=api.emailjs.com'],
      ...['-addext', 'subjectAltName=DNS:api.emailjs.com'],
    ],
    { stdio: 'ignore' },
  );
  const requests: MailBody[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  };
  const server = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      if (req.url === '/api/v1.0/email/send') requests.push(JSON.parse(body) as MailBody);
      res.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, requests, port: (server.address() as net.AddressInfo).port };
}

// The site (answers dated `hostNow`) and api.emailjs.com:443 to the fake; everything else refused.
async function startProxy(fakePort: number, hostNow: Date) {
  const skew = hostNow.getTime() - Date.now();
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '');
    if (target.hostname !== SITE_HOST) {
      refused.push(target.href);
      return void res.writeHead(403).end();
    }
    const local = `http://127.0.0.1:${target.port}${target.pathname}${target.search}`;
    const upstream = http.request(local, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        date: new Date(Date.now() + skew).toUTCString(),
      });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (req.url !== 'api.emailjs.com:443') {
      refused.push(req.url ?? '');
      return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
    const tunnel = net.connect(fakePort, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      tunnel.write(head);
      tunnel.pipe(socket);
      socket.pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, refused, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

/** An element reference as the driver returns it (one key: the W3C element id). */
export type Element = Record<string, string>;
const elementId = (element: Element) => Object.values(element)[0];

/** One WebDriver session of MiniBrowser; every call bounded (a hang fails with the call it hung in). */
export class WebKitSession {
  private constructor(
    private readonly driverUrl: string,
    private readonly id: string,
  ) {}

  /** `args`: MiniBrowser's own options besides automation (e.g. its cookie policy). */
  static async create(driverUrl: string, args: string[] = []) {
    const value = await request(driverUrl, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          acceptInsecureCerts: true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
        },
      },
    });
    const session = new WebKitSession(driverUrl, String(value.sessionId));
    await session.call('POST', '/window/rect', { width: 1280, height: 900 });
    return session;
  }

  private call(method: string, route: string, body?: unknown) {
    return request(this.driverUrl, method, `/session/${this.id}${route}`, body);
  }

  goto(url: string) {
    return this.call('POST', '/url', { url });
  }

  reload() {
    return this.call('POST', '/refresh', {});
  }

  // A window, not a tab: MiniBrowser keeps a WebDriver tab hidden (no frames, slow timers).
  async newTab() {
    const left = String(await this.call('GET', '/window'));
    const { handle } = (await this.call('POST', '/window/new', { type: 'window' })) as { handle: string };
    await this.switchTo(handle);
    await this.call('POST', '/window/rect', { width: 1280, height: 900 });
    return left;
  }

  switchTo(handle: string) {
    return this.call('POST', '/window', { handle });
  }

  async execute<T>(script: string, ...args: unknown[]): Promise<T> {
    return (await this.call('POST', '/execute/sync', { script, args })) as T;
  }

  // Waits for a box still two frames (a sticky column moves after hydration); a stray click fails.
  async click(element: Element) {
    // (WebKitWebDriver answers 'element not interactable' for an element outside the window)
    await this.execute(
      `const element = arguments[0];
       element.scrollIntoView({ block: 'center' });
       const box = () => JSON.stringify(element.getBoundingClientRect());
       // (a tab WebKit keeps in the background gets no frames: then a tenth of a second counts as one)
       const frame = () =>
         new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 100)));
       for (let last = box(), frames = 0, end = Date.now() + 5000; frames < 2 && Date.now() < end; ) {
         await frame();
         const now = box();
         frames = now === last ? frames + 1 : 0;
         last = now;
       }
       window.__clickReached = null;
       if (element.tagName === 'OPTION') return;
       const describe = (target) => target.outerHTML.slice(0, target.outerHTML.indexOf('>') + 1);
       addEventListener('click', (event) => {
         window.__clickReached = element.contains(event.target) ? '' : describe(event.target);
       }, { capture: true, once: true });`,
      element,
    );
    await this.call('POST', `/element/${elementId(element)}/click`, {});
    const elsewhere = await this.execute<string | null>(`return window.__clickReached ?? null`);
    if (elsewhere) throw new Error(`WebKit: de klik kwam aan op ${elsewhere}, niet op het element`);
  }

  type(element: Element, text: string) {
    return this.call('POST', `/element/${elementId(element)}/value`, { text });
  }

  // 20 s: in a full run (three engines on 2 cores) WebKit's first dialog took over 10 s twice, alone 1 s.
  async waitFor<T>(what: string, script: string, args: unknown[] = [], ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await this.execute<T>(script, ...args);
      if (value) return value;
      if (Date.now() > end) {
        // where it waited and what the page says there: its alerts and status lines, an open dialog
        const where = await this.execute<string>(
          `const said = [...document.querySelectorAll('[role=alert], [role=status], dialog[open]')]
             .map((el) => el.innerText.trim().replace(/\\s+/g, ' ').slice(0, 200)).filter(Boolean);
           return location.href + ' (' + document.title + ', ' + document.visibilityState + ')'
             + (said.length ? '; de pagina zegt: ' + said.join(' | ') : '');`,
        );
        throw new Error(`WebKit: niet gevonden binnen ${ms} ms: ${what}, op ${where}`);
      }
      await pause(100);
    }
  }

  /** A button by its accessible name as the page writes it (aria-label, else its text). */
  button(name: string) {
    return this.waitFor<Element>(
      `knop '${name}'`,
      `return [...document.querySelectorAll('button')].find((b) => !b.disabled && b.offsetParent && (b.getAttribute('aria-label') || b.textContent.trim()) === arguments[0]) ?? null;`,
      [name],
    );
  }

  /** A form field by its label (aria-label, or the text of its <label>). */
  field(label: string) {
    return this.waitFor<Element>(
      `veld '${label}'`,
      `const name = arguments[0];
       const byAria = document.querySelector('[aria-label="' + CSS.escape(name) + '"]');
       if (byAria) return byAria;
       const l = [...document.querySelectorAll('label')].find((x) => x.textContent.trim() === name);
       return l?.control ?? null;`,
      [label],
    );
  }

  quit() {
    return this.call('DELETE', '');
  }
}

async function request(base: string, method: string, route: string, body?: unknown): Promise<WebDriverValue> {
  const response = await fetch(base + route, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch((error: Error) => {
    throw new Error(`WebKitWebDriver antwoordde niet binnen 30 s op ${method} ${route}: ${error.message}`);
  });
  const { value } = (await response.json()) as { value: WebDriverValue };
  if (value?.error) throw new Error(`WebKitWebDriver ${method} ${route}: ${value.error}: ${value.message}`);
  return value;
}

// `deviceNow` (libfaketime) fixes the device's day, so a page shows the same in every run.
export async function startWebKit({ hostNow, deviceNow }: { hostNow: Date; deviceNow: Date }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-webkit-'));
  const children: ChildProcess[] = [];
  const { xvfb, display } = await startXvfb();
  children.push(xvfb);
  const fake = await startFakeEmailJs(dir);
  const proxy = await startProxy(fake.port, hostNow);
  const port = await (await import('../../scripts/web-servers.mjs')).freePort();
  // The driver reaches the browser on the loopback directly (it refuses a proxy); the site goes through it.
  const env = faketimeEnv(`@${deviceNow.toISOString().slice(0, 19).replace('T', ' ')}`, {
    TZ: 'UTC',
    // WebKit's processes exchange monotonic times: only the wall clock is the device's
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    DISPLAY: display,
    http_proxy: proxy.url,
    https_proxy: proxy.url,
    no_proxy: '127.0.0.1',
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  let driver: ChildProcess | undefined;
  let browserSaid = '';
  const startDriver = async () => {
    // its own process group: stopping it also ends a MiniBrowser a failed test left open
    driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
      detached: true,
    });
    driver.stderr?.on(
      'data',
      (chunk: Buffer) => (browserSaid = (browserSaid + chunk.toString()).slice(-2000)),
    );
    children.push(driver);
    for (let tries = 0; ; tries += 1) {
      const ready = await fetch(`${driverUrl}/status`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) return;
      if (tries > 50) throw new Error('WebKitWebDriver startte niet binnen 5 s');
      await pause(100);
    }
  };
  await startDriver();
  return {
    // MiniBrowser at times cannot open Xvfb's display and quits; its driver waits forever (docs: WebKit).
    async open(url: string, args: string[] = []) {
      const start = async () => {
        const session = await WebKitSession.create(driverUrl, args);
        await session.goto(url);
        return session;
      };
      try {
        return await start();
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('WebKitWebDriver antwoordde niet'))
          throw error;
        const said = browserSaid.trim().split('\n').slice(-2).join(' | ');
        console.warn(`WebKit start opnieuw: ${error.message}; de browser zei: ${said || 'niets'}`);
        if (driver) endGroup(driver);
        await pause(500);
        await startDriver();
        return start();
      }
    },
    mails: fake.requests,
    refused: proxy.refused,
    // Outside automation, where WebKit's setting writes them to stderr; the control's error proves the reading.
    async consoleErrors(urls: string[], ms: number) {
      const control = path.join(dir, 'controle.html');
      writeFileSync(control, "<script>console.error('controle')</script>");
      const browser = spawn(
        MINIBROWSER,
        ['--enable-write-console-messages-to-stdout=true', `file://${control}`, ...urls],
        { stdio: ['ignore', 'ignore', 'pipe'], env, detached: true },
      );
      let out = '';
      browser.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
      // `ms` from the control's error on: a loaded host starts MiniBrowser slowly (over 8 s once)
      for (let waited = 0; !out.includes('controle') && waited < 30_000; waited += 100) await pause(100);
      await pause(ms);
      endGroup(browser);
      return out.split('\n').filter((line) => / CONSOLE [A-Z ]*ERROR /.test(` ${line}`));
    },
    async stop() {
      for (const child of children) endGroup(child);
      await new Promise((resolve) => proxy.server.close(resolve));
      await new Promise((resolve) => fake.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
