#!/usr/bin/env node
// Debian's Firefox ESR as Playwright's BiDi Firefox (channel 'moz-firefox'), launched as its executable.
// Playwright 1.65 sends `emulation.setMediaFeaturesOverride` when it opens a context; Firefox ESR 153
// does not know that command yet ("unknown command") and every context fails. This launcher starts
// Firefox with Playwright's arguments, puts a WebSocket relay in front of its WebDriver BiDi port, and
// answers that one command itself (only `prefers-color-scheme`, which no test sets); all else passes
// through unchanged. Playwright finds the relay by the line Firefox prints, rewritten to its address.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { WebSocket, WebSocketServer } from 'ws';
import { findFirefox } from './debian.mjs';

const ANSWERED_HERE = new Set(['emulation.setMediaFeaturesOverride']);

const executable = findFirefox();
if (!executable) {
  console.error('Firefox niet gevonden: installeer firefox-esr of zet FIREFOX_PATH.');
  process.exit(1);
}
const firefox = spawn(executable, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP']))
  process.on(signal, () => firefox.kill(signal));

/** @param {string} upstream Firefox's own BiDi address, e.g. ws://127.0.0.1:40123 */
function relay(upstream) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
  });
  server.on('connection', (client, request) => {
    const browser = new WebSocket(`${upstream}${request.url ?? ''}`);
    /** @type {string[]} */
    const early = [];
    browser.on('open', () => early.splice(0).forEach((text) => browser.send(text)));
    browser.on('message', (data) => client.send(data.toString()));
    browser.on('close', () => client.close());
    browser.on('error', () => client.close());
    client.on('close', () => browser.close());
    client.on('message', (data) => {
      const text = data.toString();
      const { id, method } = JSON.parse(text);
      if (ANSWERED_HERE.has(method)) return client.send(JSON.stringify({ type: 'success', id, result: {} }));
      if (browser.readyState === WebSocket.OPEN) browser.send(text);
      else early.push(text);
    });
  });
}

createInterface({ input: firefox.stderr }).on('line', (line) => {
  const listening = line.match(/WebDriver BiDi listening on (ws:\/\/\S+)/);
  if (listening?.[1]) relay(listening[1]);
  else process.stderr.write(`${line}\n`);
});
