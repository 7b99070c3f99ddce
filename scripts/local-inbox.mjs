// The local stand-in for EmailJS that `npm start` plugs into its server: it answers
// POST /api/v1.0/email/send like EmailJS does, renders the shop and customer templates from emails/
// with Mustache (escaping values, as EmailJS does), keeps every mail as a JSON file on disk and shows
// them at /inbox (newest first), so the shop owner sees exactly what would arrive.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import escapeHtml from 'escape-html';
import Mustache from 'mustache';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SEND_PATH = '/api/v1.0/email/send';
const DEFAULT_INBOX_DIR = path.join(root, '.tmp', 'inbox');
const EMAILS_DIR = path.join(root, 'emails');
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_PARAMS_BYTES = 50 * 1024;

// EmailJS's answers. "invalid"/"not found" are the texts EmailJS sends today; for a missing id the
// service's wording is not documented, so these follow the same pattern.
/**
 * @typedef {'winkel' | 'klant'} MailKind
 * @typedef {{ subject: string, to: string, replyTo: string, fromName: string, html: string }} RenderedMail
 * @typedef {RenderedMail & { id: string, receivedAt: string, kind: MailKind, templateId: string,
 *   serviceId: string, params: Record<string, unknown> }} StoredMail
 */

export const EMAILJS_MESSAGES = {
  publicKeyRequired:
    'The Public Key is required. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  publicKeyInvalid:
    'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  serviceRequired: 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin',
  serviceNotFound: 'The service ID not found. To find this ID, visit https://dashboard.emailjs.com/admin',
  templateRequired:
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  templateNotFound:
    'The template ID not found. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  badJson: 'The request body is not valid JSON',
  tooLarge: 'The total size of the dynamic variables cannot exceed 50kb',
};

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

const PAGE_STYLE = `
:root{color-scheme:light}
body{margin:0;background:#faf7f2;color:#2b2623;font:16px/1.55 system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:1100px;margin:0 auto;padding:24px 16px 48px}
h1{font-family:Georgia,'Times New Roman',serif;color:#8b1a1a;font-size:1.9rem;margin:0 0 8px;line-height:1.2;overflow-wrap:anywhere}
a{color:#8b1a1a}
a:focus-visible{outline:3px solid #b88a3b;outline-offset:2px}
.lead{color:#5a524c;margin:0 0 20px;max-width:70ch}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e4ddd3;border-radius:10px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e4ddd3;vertical-align:top}
caption{caption-side:top;text-align:left;color:#5a524c;padding:0 0 8px}
th{font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:#5a524c}
td a{display:inline-block;min-height:24px;overflow-wrap:anywhere}
.kind{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.85rem;font-weight:600}
.kind-winkel{background:#8b1a1a;color:#fff}
.kind-klant{background:#f6e9e6;color:#6e1212}
.empty{background:#fff;border:1px dashed #e4ddd3;border-radius:10px;padding:24px}
.meta{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 20px;background:#fff;border:1px solid #e4ddd3;border-radius:10px;padding:14px 16px}
.meta dt{color:#5a524c}
.meta dd{margin:0;overflow-wrap:anywhere}
iframe{display:block;width:100%;height:80vh;min-height:560px;border:1px solid #e4ddd3;border-radius:10px;background:#faf7f2}
pre{background:#2b2623;color:#faf7f2;padding:14px;border-radius:10px;overflow:auto;font-size:.85rem}
h2{font-family:Georgia,'Times New Roman',serif;font-size:1.3rem;margin:28px 0 8px}
.back{display:inline-block;margin-bottom:12px;padding:10px 0}
code{overflow-wrap:anywhere}
@media (max-width:640px){
  thead{display:none}
  caption{display:block;padding:12px 12px 4px}
  table,tbody,tr,td{display:block;width:100%}
  tr{border-bottom:1px solid #e4ddd3;padding:8px 0}
  td{border:0;padding:4px 12px}
}
`;
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;
const PAGE_CSP = [
  "default-src 'none'",
  `style-src ${PAGE_STYLE_HASH}`,
  "img-src 'self' data:",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
// The mail itself: inline styles as in a mail client, no scripts at all, only shown inside /inbox.
const MAIL_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: https:',
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const KIND_LABELS = { winkel: 'Winkel', klant: 'Klant' };

const plainText = (value) => String(value ?? '');
const oneLine = (value) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Renders one template (emails/<kind>.html and its settings) with the given params, the way EmailJS
 * does: {{var}} HTML-escaped in the body; the subject and addresses are plain text.
 * @param {MailKind} kind
 * @param {Record<string, unknown>} params
 * @param {string} [emailsDir]
 * @returns {Promise<RenderedMail>}
 */
export async function renderMail(kind, params, emailsDir = EMAILS_DIR) {
  const settings = JSON.parse(await readFile(path.join(emailsDir, 'settings.json'), 'utf8'))[kind];
  if (!settings) throw new Error(`Geen sjabloon '${kind}' in emails/settings.json`);
  // The shop mail goes to the address typed in the EmailJS template, never to one the page sends
  // (anyone with the public key could otherwise mail any address): settings.json holds it fixed.
  if (kind === 'winkel' && /[{}]/.test(settings.toEmail)) {
    throw new Error(
      `emails/settings.json: winkel.toEmail moet het vaste adres van de winkel zijn, geen variabele (${settings.toEmail})`,
    );
  }
  const html = await readFile(path.join(emailsDir, settings.html), 'utf8');
  const text = (template) => oneLine(Mustache.render(template, params, {}, { escape: plainText }));
  return {
    subject: text(settings.subject),
    to: text(settings.toEmail),
    replyTo: text(settings.replyTo),
    fromName: text(settings.fromName),
    html: Mustache.render(html, params),
  };
}

/** A stored mail; null for a missing, half-written or foreign file. @param {string} file */
const readMail = (file) =>
  readFile(file, 'utf8')
    .then(JSON.parse)
    .catch(() => null);

/**
 * Every stored mail, newest first.
 * @param {string} dir
 * @returns {Promise<StoredMail[]>}
 */
export async function listMails(dir) {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  /** @type {StoredMail[]} */
  const mails = (await Promise.all(names.map((name) => readMail(path.join(dir, name))))).filter(Boolean);
  const newestFirst = (a, b) => (a < b ? 1 : a > b ? -1 : 0);
  return mails.sort(
    (a, b) => newestFirst(a.receivedAt, b.receivedAt) || String(b.id).localeCompare(String(a.id)),
  );
}

/** The request's body; over MAX_BODY_BYTES the request is destroyed (leaving the loop ends it). */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('too large'), { tooLarge: true });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendText(res, status, text, extraHeaders = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...CORS_HEADERS,
    ...extraHeaders,
  });
  res.end(text);
}

function sendHtml(req, res, status, html, csp) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

const dateFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', dateStyle: 'short' });
const clockFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', timeStyle: 'medium' });
/** '23/11/2026 10:10:00', shop time. */
const formatTime = (iso) => `${dateFormat.format(new Date(iso))} ${clockFormat.format(new Date(iso))}`;

function page(title, body) {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function kindBadge(kind) {
  return `<span class="kind kind-${kind === 'winkel' ? 'winkel' : 'klant'}">${escapeHtml(KIND_LABELS[kind] ?? kind)}</span>`;
}

function listPage(mails, dir) {
  const rows = mails
    .map(
      (mail) => `<tr>
<td><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(formatTime(mail.receivedAt))}</time></td>
<td>${kindBadge(mail.kind)}</td>
<td><a href="/inbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(geen onderwerp)')}</a></td>
<td>${escapeHtml(mail.to)}</td>
</tr>`,
    )
    .join('\n');
  const content = mails.length
    ? `<table>
<caption>${mails.length === 1 ? '1 e-mail' : `${mails.length} e-mails`}, nieuwste eerst</caption>
<thead><tr><th scope="col">Ontvangen</th><th scope="col">Soort</th><th scope="col">Onderwerp</th><th scope="col">Aan</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p class="empty">Nog geen e-mails. Plaats een bestelling op <a href="/bestellen">/bestellen</a>; de e-mails verschijnen hier.</p>';
  return page(
    'Lokale inbox',
    `<h1>Lokale inbox</h1>
<p class="lead">De bestellingen die deze lokale website verstuurt, komen hier aan in plaats van bij EmailJS: precies de e-mail voor de winkel en de kopie voor de klant. Bewaard in <code>${escapeHtml(dir)}</code>.</p>
${content}`,
  );
}

function detailPage(mail) {
  const rows = [
    ['Ontvangen', escapeHtml(formatTime(mail.receivedAt))],
    ['Soort', kindBadge(mail.kind)],
    ['Aan', escapeHtml(mail.to)],
    ['Antwoord naar', escapeHtml(mail.replyTo)],
    ['Van', escapeHtml(mail.fromName)],
    ['Sjabloon', `<code>${escapeHtml(mail.templateId)}</code>`],
  ]
    .map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`)
    .join('\n');
  return page(
    `${mail.subject} – lokale inbox`,
    `<a class="back" href="/inbox">← Terug naar de inbox</a>
<h1>${escapeHtml(mail.subject || '(geen onderwerp)')}</h1>
<dl class="meta">
${rows}
</dl>
<iframe src="/inbox/${encodeURIComponent(mail.id)}/mail" title="Inhoud van de e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>
<h2>Verzonden gegevens (template_params)</h2>
<pre>${escapeHtml(JSON.stringify(mail.params, null, 2))}</pre>`,
  );
}

function notFoundPage() {
  return page(
    'Niet gevonden – lokale inbox',
    '<h1>E-mail niet gevonden</h1><p class="lead">Deze e-mail bestaat niet (meer). <a href="/inbox">Terug naar de inbox</a>.</p>',
  );
}

/**
 * @param {{ env?: Record<string, string | undefined>, dir?: string, now?: () => Date,
 *   log?: (message: string) => void }} [options]
 */
export function createInbox(options = {}) {
  const env = options.env ?? process.env;
  const dir = options.dir ?? DEFAULT_INBOX_DIR;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message) => console.log(message));
  const publicKey = env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '';
  const serviceId = env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '';
  /** @type {Map<string, MailKind>} */
  const templateKinds = new Map([
    [env.NEXT_PUBLIC_EMAILJS_TEMPLATE_SHOP ?? '', 'winkel'],
    [env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CUSTOMER ?? '', 'klant'],
  ]);
  templateKinds.delete('');
  let sequence = 0;

  function newId(date) {
    sequence = (sequence + 1) % 36 ** 4;
    return `${date.getTime().toString(36)}-${sequence.toString(36).padStart(4, '0')}-${randomBytes(3).toString('hex')}`;
  }

  async function receive(req, res) {
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (/** @type {{ tooLarge?: boolean }} */ (error)?.tooLarge)
        return sendText(res, 413, EMAILJS_MESSAGES.tooLarge, { Connection: 'close' });
      return sendText(res, 400, EMAILJS_MESSAGES.badJson);
    }
    if (typeof body !== 'object' || body === null) return sendText(res, 400, EMAILJS_MESSAGES.badJson);
    const { user_id: userId, service_id: service, template_id: templateId } = body;
    if (!userId) return sendText(res, 400, EMAILJS_MESSAGES.publicKeyRequired);
    if (userId !== publicKey) return sendText(res, 400, EMAILJS_MESSAGES.publicKeyInvalid);
    if (!service) return sendText(res, 400, EMAILJS_MESSAGES.serviceRequired);
    if (service !== serviceId && service !== 'default_service') {
      return sendText(res, 400, EMAILJS_MESSAGES.serviceNotFound);
    }
    if (!templateId) return sendText(res, 400, EMAILJS_MESSAGES.templateRequired);
    const kind = templateKinds.get(templateId);
    if (!kind) return sendText(res, 400, EMAILJS_MESSAGES.templateNotFound);
    const params =
      typeof body.template_params === 'object' &&
      body.template_params !== null &&
      !Array.isArray(body.template_params)
        ? body.template_params
        : {};
    if (Buffer.byteLength(JSON.stringify(params)) > MAX_PARAMS_BYTES) {
      return sendText(res, 413, EMAILJS_MESSAGES.tooLarge);
    }

    const receivedAt = now();
    const mail = {
      id: newId(receivedAt),
      receivedAt: receivedAt.toISOString(),
      kind,
      templateId,
      serviceId: service,
      ...(await renderMail(kind, params)),
      params,
    };
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${mail.id}.json`), `${JSON.stringify(mail, null, 2)}\n`);
    log(`Lokale inbox: ${KIND_LABELS[kind]} – ${mail.subject}`);
    return sendText(res, 200, 'OK');
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');

    if (pathname === SEND_PATH) {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
      } else if (req.method === 'POST') {
        await receive(req, res);
      } else {
        sendText(res, 405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
      }
      return true;
    }

    if (pathname !== '/inbox' && pathname !== '/inbox/' && !pathname.startsWith('/inbox/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return true;
    }
    if (pathname === '/inbox' || pathname === '/inbox/') {
      sendHtml(req, res, 200, listPage(await listMails(dir), dir), PAGE_CSP);
      return true;
    }
    const match = /^\/inbox\/([a-z0-9-]{1,64})(\/mail)?$/.exec(pathname);
    const mail = match ? await readMail(path.join(dir, `${match[1]}.json`)) : null;
    if (!match || !mail) {
      sendHtml(req, res, 404, notFoundPage(), PAGE_CSP);
    } else if (match[2]) {
      sendHtml(req, res, 200, mail.html, MAIL_CSP);
    } else {
      sendHtml(req, res, 200, detailPage(mail), PAGE_CSP);
    }
    return true;
  }

  return { handle, dir };
}
