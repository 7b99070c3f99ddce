/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envelope } from '@/__tests__/fixtures/emailjs';
import { CONTACT, kgLine, lineOf, newOrder, pieceLine } from '@/__tests__/fixtures/orders';
import { buildTemplateParams } from '@/lib/order/payload';
import { EMAILJS_MESSAGES, createInbox, listMails, renderMail } from '../../../scripts/local-inbox.mjs';
import { testBuildEnv as env } from '../../../scripts/test-env.mjs';

// An order as the site sends it, with what a visitor could type to break the page.
const visitor = {
  naam: 'Jan <script>alert("x")</script> Peeters',
  email: 'jan.peeters@example.be',
  telefoon: '0470123456',
  bericht: 'Graag in dunne sneden.\n<img src=x onerror=alert(1)>',
};
const lines = [kgLine(1, 1.5, 'Biefstuk'), pieceLine(2, 4, 'Kippenbout')];
const sent = newOrder({ lines, contact: visitor, dag: '2026-11-27', uur: '09:00' }, 'DL-4K7QX', 'x');
const params = buildTemplateParams({ order: sent });
/** The shop mail's request as the test build sends it, with `overrides`. */
const shopMail = (overrides: object = {}) => ({ ...envelope('template_winkel', params), ...overrides });

let dir: string;
let server: http.Server;
let base: string;
let clock: Date;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'inbox-test-'));
  clock = new Date('2026-11-23T09:00:00.000Z');
  const inbox = createInbox({ env, dir, now: () => clock, log: () => {} });
  server = http.createServer((req, res) => {
    void inbox.handle(req, res).then((handled) => handled || res.writeHead(418).end('not handled'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const post = (body: unknown) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

it("POST /api/v1.0/email/send answers 400 to a body that is not JSON and 413 to template params above 50 KB, storing nothing; answers the CORS preflight, and refuses GET on the send path; answers 200 'OK' with CORS headers and stores the shop mail, and renders the customer copy with its own subject, recipient and reply-to", async () => {
  const notJson = await post('{niet json');
  expect(notJson.status).toBe(400);
  expect(await notJson.text()).toBe(EMAILJS_MESSAGES.badJson);
  const tooLarge = await post(shopMail({ template_params: { ...params, bericht: 'x'.repeat(51 * 1024) } }));
  expect(tooLarge.status).toBe(413);
  expect(await readdir(dir)).toEqual([]);
  const preflight = await fetch(`${base}/api/v1.0/email/send`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://127.0.0.1:3000',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  expect((await fetch(`${base}/api/v1.0/email/send`)).status).toBe(405);
  const response = await post(shopMail());
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('OK');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');

  const [mail, ...rest] = await listMails(dir);
  expect(rest).toEqual([]);
  expect(mail).toMatchObject({
    receivedAt: '2026-11-23T09:00:00.000Z',
    kind: 'winkel',
    templateId: 'template_winkel',
    to: 'info@hoeveslagerij-delinde.be',
    replyTo: 'jan.peeters@example.be',
    subject: params.onderwerp,
    params,
  });
  expect(mail!.id).toMatch(/^[a-z0-9-]+$/);
  expect(mail!.html).toContain('Nieuwe bestelling DL-4K7QX');
  // what the visitor typed is escaped; the message keeps its line break as <br> (Outlook ignores pre-line)
  expect(mail!.html).not.toMatch(/<script|<img/);
  expect(mail!.html).toContain('Jan &lt;script&gt;alert(&quot;x&quot;)&lt;&#x2F;script&gt; Peeters');
  expect(mail!.html).toContain('Graag in dunne sneden.<br>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;<br>');
  expect(mail!.html).toContain('Bericht van de klant');
  // EmailJS's reserved service id is accepted too.
  expect((await post(shopMail({ service_id: 'default_service' }))).status).toBe(200);
  expect((await post(shopMail({ template_id: 'template_klant' }))).status).toBe(200);
  const [copy] = await listMails(dir);
  expect(copy).toMatchObject({
    kind: 'klant',
    to: 'jan.peeters@example.be',
    replyTo: 'info@hoeveslagerij-delinde.be',
    subject: 'Uw bestelling DL-4K7QX bij Hoeveslagerij De Linde',
  });
  expect(copy!.html).toContain('Payconiq');
  expect(copy!.html).toContain('Bancontact is in de winkel niet mogelijk');
  expect(copy!.html).toContain('Moerkerkse Steenweg 300, 8310 Sint-Kruis');
  expect(copy!.html).toContain('050 36 12 34');
});

it.each([
  ['a missing public key', { user_id: undefined }, EMAILJS_MESSAGES.publicKeyRequired],
  ['a wrong public key', { user_id: 'andere-sleutel' }, EMAILJS_MESSAGES.publicKeyInvalid],
  ['a missing service id', { service_id: '' }, EMAILJS_MESSAGES.serviceRequired],
  ['an unknown service id', { service_id: 'service_x' }, EMAILJS_MESSAGES.serviceNotFound],
  ['a missing template id', { template_id: undefined }, EMAILJS_MESSAGES.templateRequired],
  ['an unknown template id', { template_id: 'template_x' }, EMAILJS_MESSAGES.templateNotFound],
])('answers 400 for %s and stores nothing', async (_label, overrides, message) => {
  const response = await post(shopMail(overrides));
  expect(response.status).toBe(400);
  expect(await response.text()).toBe(message);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(await readdir(dir)).toEqual([]);
});

it('/inbox says so when there is no mail yet, lists the mails newest first, with time, kind, subject and recipient, escapes subjects in the list, and keeps mails of the same millisecond in arrival order (last one first); /inbox/<id> shows one mail with its details, the rendered mail in a frame and the raw params; 404 for an unknown mail and path tricks; other paths are left to the static server', async () => {
  expect(await (await fetch(`${base}/inbox`)).text()).toContain('Nog geen e-mails');
  await post(shopMail({ template_params: { ...params, onderwerp: 'Eerste bestelling' } }));
  clock = new Date('2026-11-23T09:05:00.000Z');
  await post(shopMail({ template_id: 'template_klant' }));
  clock = new Date('2026-11-23T09:10:00.000Z');
  await post(shopMail({ template_params: { ...params, onderwerp: 'Derde bestelling' } }));

  const response = await fetch(`${base}/inbox`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('script-src');
  const html = await response.text();
  expect(html).toContain('<html lang="nl">');
  expect(html).toContain('3 e-mails, nieuwste eerst');
  expect(html).toMatch(/Derde bestelling[\s\S]*Uw bestelling DL-4K7QX[\s\S]*Eerste bestelling/);
  expect(html).toContain('>Winkel</span>');
  expect(html).toContain('>Klant</span>');
  expect(html).toContain('23/11/2026 10:10:00');
  expect(html).toContain('<td>jan.peeters@example.be</td>');

  await post(shopMail({ template_params: { ...params, onderwerp: '<b>vet</b> & co' } }));
  const escaped = await (await fetch(`${base}/inbox`)).text();
  expect(escaped).toContain('&lt;b&gt;vet&lt;/b&gt; &amp; co');
  expect(escaped).not.toContain('<b>vet</b>');
  await post(shopMail({ template_params: { ...params, onderwerp: 'B' } }));
  const subjects = (await listMails(dir)).map((m) => m.subject);
  expect(subjects.slice(0, 3)).toEqual(['B', '<b>vet</b> & co', 'Derde bestelling']);
  await post(shopMail());
  const [mail] = await listMails(dir);
  const detail = await fetch(`${base}/inbox/${mail!.id}`);
  expect(detail.status).toBe(200);
  expect(detail.headers.get('content-security-policy')).toContain("frame-src 'self'");
  const page = await detail.text();
  expect(page).toContain(`<iframe src="/inbox/${mail!.id}/mail"`);
  expect(page).toContain('Antwoord naar</dt><dd>jan.peeters@example.be');
  expect(page).toContain('&quot;referentie&quot;: &quot;DL-4K7QX&quot;');
  expect(page).not.toContain('<script');

  const raw = await fetch(`${base}/inbox/${mail!.id}/mail`);
  expect(raw.status).toBe(200);
  const rawCsp = raw.headers.get('content-security-policy') ?? '';
  expect(rawCsp).toContain("style-src 'unsafe-inline'");
  expect(rawCsp).toContain('sandbox');
  expect(await raw.text()).toBe(mail!.html);
  expect((await fetch(`${base}/inbox/onbekend`)).status).toBe(404);
  expect((await fetch(`${base}/inbox/..%2F..%2Fpackage`)).status).toBe(404);
  expect((await fetch(`${base}/bestellen`)).status).toBe(418);
  expect((await fetch(`${base}/inboxen`)).status).toBe(418);
});

// The templates with the parameters the site really sends: a contact without a message, lines of each kind.
const chosen = [
  lineOf('Biefstuk', { kg: 1.5 }),
  lineOf('Biefstuk', { isPerPiece: true, naam: 'Biefstuk (per stuk)', aantalStuks: 3 }),
  lineOf('Kip aan het spit', { aantalStuks: 1 }),
  lineOf('Entrecote'),
];
const placed = newOrder({ lines: chosen, contact: CONTACT, dag: '2026-11-27', uur: '10:30' }, 'DL-9XZ2M', '');

it('the templates insert nothing unescaped (every parameter between two braces, issue 21.8), and show every chosen product with its amount, nothing for lines left at 0; they mark a resend after a time-out in both mails, and a cancellation in the shop mail’s subject and body, never as a new order (issue 31.6)', async () => {
  for (const name of ['winkel.html', 'klant.html']) {
    const html = await readFile(path.join(process.cwd(), 'emails', name), 'utf8');
    expect(html).toContain('{{naam}}');
    expect(html).not.toMatch(/\{\{\{|\{\{\s*&/);
  }
  const params = buildTemplateParams({ order: placed });
  for (const kind of ['winkel', 'klant'] as const) {
    const mail = await renderMail(kind, params);
    expect(mail.html).toMatch(/>Biefstuk<\/td><td[^>]*>1,5 kg</);
    expect(mail.html).toMatch(/>Biefstuk \(per stuk\)<\/td><td[^>]*>3 st\.</);
    expect(mail.html).toMatch(/>Kip aan het spit<\/td><td[^>]*>1 st\.</);
    expect(mail.html).not.toContain('Entrecote');
    expect(mail.html).toContain('vrijdag 27 november 2026 om 10:30');
    expect(mail.html).not.toContain('{{');
  }
  // (subject, recipient and reply-to of each mail: the POST tests above)
  const plain = await renderMail('winkel', params);
  expect(plain.html).not.toContain('mogelijk een herhaling');
  // The form's message is empty: no message block (the visitor's message: the first POST test).
  expect(plain.html).not.toContain('Bericht van de klant');
  expect(plain.html).toContain('Nieuwe bestelling');
  expect(plain.html).not.toMatch(/GEANNULEERD|Annulering/);

  const resent = buildTemplateParams({ order: placed, resend: true });
  const shopMail = await renderMail('winkel', resent);
  expect(shopMail.subject).toContain('(herzending)');
  expect(shopMail.html).toContain('mogelijk een herhaling:</strong> deze bestelling werd opnieuw verzonden.');
  expect((await renderMail('klant', resent)).html).toContain('U krijgt deze e-mail mogelijk twee keer');
  const cancel = await renderMail('winkel', buildTemplateParams({ order: placed, cancel: true }));
  // (the subject's mark: model-cancel.test.ts, 'a cancellation survives a lost answer and a reload…')
  expect(cancel.html).toContain('GEANNULEERD: bestelling <span style="white-space:nowrap;">DL-9XZ2M</span>');
  expect(cancel.html).toContain('<strong>Annulering:</strong> de klant annuleert bestelling DL-9XZ2M');
  expect(cancel.html).not.toContain('Nieuwe bestelling');
});

const settingsFile = path.join(process.cwd(), 'emails', 'settings.json');

it('sends the shop mail to emails/settings.json’s fixed address, whatever address the page sends, and refuses settings that take it from the page', async () => {
  const fixed = JSON.parse(await readFile(settingsFile, 'utf8')).winkel.toEmail;
  expect(fixed).toMatch(/^[^\s@{}]+@[^\s@{}]+$/);
  const mail = await renderMail('winkel', { ...params, winkel_email: 'iemand-anders@example.com' });
  expect(mail.to).toBe(fixed);
  expect(mail.to).not.toBe('iemand-anders@example.com');
  const emailsDir = await mkdtemp(path.join(tmpdir(), 'emails-'));
  try {
    const settings = JSON.parse(await readFile(settingsFile, 'utf8'));
    settings.winkel.toEmail = '{{winkel_email}}';
    await writeFile(path.join(emailsDir, 'settings.json'), JSON.stringify(settings));
    await copyFile(path.join(process.cwd(), 'emails', 'winkel.html'), path.join(emailsDir, 'winkel.html'));
    await expect(renderMail('winkel', params, emailsDir)).rejects.toThrow(
      'emails/settings.json: winkel.toEmail moet het vaste adres van de winkel zijn, geen variabele ({{winkel_email}})',
    );
  } finally {
    await rm(emailsDir, { recursive: true, force: true });
  }
});
