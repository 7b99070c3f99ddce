import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import {
  CONTACT,
  composeOrder,
  confirmDialog,
  confirmSlot,
  contactFields,
  envelope,
  expectedParams,
  fakeEmailJs,
  fillContact,
  holdChunks,
  moreButton,
  openOrderPage,
  placeOrder,
  referenceOf,
} from './order-helpers';

test('#2 zonder scripts: na even wachten zegt de pagina dat ze niet kan versturen, biedt telefoon en een klaarstaande mail, en bewaart wat getypt is', async ({
  page,
}) => {
  // The page's JavaScript never arrives (a proxy, a flaky mobile network).
  await page.route('**/_next/static/chunks/**', () => undefined);
  await page.goto('/bestellen', { waitUntil: 'domcontentloaded' });
  const more = moreButton(page);
  await more('Biefstuk').click();
  await more('Biefstuk').click();
  await page.getByRole('button', { name: 'Per stuk: Filet pur' }).click();
  await more('Filet pur').click();
  await page.getByRole('textbox', { name: 'Stoofvlees in kg' }).fill('1,5 kg');
  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(page.getByText('de pagina wordt klaargemaakt')).toBeVisible();

  const stuck = page.getByRole('alert').filter({ hasText: 'kan uw bestelling nu niet versturen' });
  await expect(stuck).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('de pagina wordt klaargemaakt')).toBeHidden();
  await expect(stuck.getByRole('link', { name: 'Bel 050 36 12 34' })).toHaveAttribute(
    'href',
    'tel:+3250361234',
  );
  const href = await stuck.getByRole('link', { name: 'Mail uw bestelling' }).getAttribute('href');
  expect(href!.length).toBeLessThan(2000);
  const mail = new URL(href!);
  expect(mail.pathname).toBe('info@hoeveslagerij-delinde.be');
  for (const line of [
    '- Biefstuk: 0,5 kg',
    '- Filet pur: 1 st.',
    '- Stoofvlees: 1,5 kg',
    `Naam: ${CONTACT.naam}`,
    `E-mail: ${CONTACT.email}`,
    `Telefoon: ${CONTACT.telefoon}`,
    `Bericht: ${CONTACT.bericht}`,
  ])
    expect(mail.searchParams.get('body')?.split('\r\n')).toContain(line);
  // never a native submit, never personal data in the URL
  expect(new URL(page.url()).search).toBe('');

  // The page's scripts come after all (the next visit): nothing typed is lost.
  await page.unroute('**/_next/static/chunks/**');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
  for (const { field, value } of contactFields(page)) await expect(field).toHaveValue(value);
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,5');
  await expect(page.getByRole('textbox', { name: 'Filet pur in stuks' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Stoofvlees in kg' })).toHaveValue('1,5');
});

// A shared cache as some are: keyed by path, `Age` dropped; POST always to the host (RFC 9111).
async function cachingProxy(origin: string, clock: { now: () => number }) {
  const kept = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  const fromHost = async (req: http.IncomingMessage, method: string) => {
    const sent = method === 'GET' ? undefined : Buffer.concat(await req.toArray());
    const response = await fetch(`${origin}${req.url}`, { method, body: sent, redirect: 'manual' });
    const body = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    // Age is what this cache forgets; fetch has decoded the body already
    for (const name of ['age', 'content-encoding', 'transfer-encoding']) delete headers[name];
    const date = new Date(clock.now()).toUTCString();
    return {
      status: response.status,
      headers: { ...headers, date, 'content-length': `${body.length}` },
      body,
    };
  };
  const server = http.createServer(async (req, res) => {
    try {
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      const key = method === 'GET' ? new URL(req.url ?? '/', 'http://x').pathname : '';
      const answer = kept.get(key) ?? (await fromHost(req, method));
      if (key && answer.status === 200) kept.set(key, answer);
      res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('#7 een cache die een oude Date zonder Age geeft: de pagina loopt niet in het verleden', async ({
  page,
  baseURL,
}) => {
  // Thursday 26/11 10:00 in Brussels: this Friday's deadline (Wednesday) has passed. The device is right.
  const thursday = new Date('2026-11-26T10:00:00+01:00');
  const skew = thursday.getTime() - Date.now();
  const host = { now: () => Date.now() + skew - 60 * 3_600_000 };
  const proxy = await cachingProxy(baseURL!, host);
  try {
    // The cache took the page (and its HEAD) 60 hours ago, on Monday; since then the host runs on.
    const primed = await fetch(`${proxy.origin}/bestellen`);
    expect(primed.status).toBe(200);
    host.now = () => Date.now() + skew;
    const mail = await fakeEmailJs(page);
    await openOrderPage(page, { url: `${proxy.origin}/bestellen`, now: thursday, hostNow: null });
    await composeOrder(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const day = confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' });
    await expect(day.locator('option[value="2026-12-04"]')).toBeAttached();
    await expect(day.locator('option[value="2026-11-27"]')).toHaveCount(0);
    await confirmSlot(page, '2026-12-04');
    await expect(page.getByRole('heading', { name: 'Bestelling succesvol verzonden' })).toBeVisible();
    const reference = await referenceOf(mail);
    const params = {
      ...expectedParams(reference),
      dag: '2026-12-04',
      dag_leesbaar: 'vrijdag 4 december 2026',
      besteld_op: expect.stringMatching(/^donderdag 26 november 2026 om 10:0\d$/),
      onderwerp: `Bestelling ${reference} – vrijdag 04/12/2026 10:30 – Jan Peeters`,
    };
    expect(mail.requests).toEqual([envelope('template_winkel', params), envelope('template_klant', params)]);
  } finally {
    await proxy.close();
  }
});

test('#14 opslag vol: de waarschuwing staat in de open dialoog, en de pagina verlaten vraagt eerst', async ({
  page,
}) => {
  // The device refuses to keep orders (storage full).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('bestelling-v3:order:'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await fakeEmailJs(page, () => 'hang');
  await openOrderPage(page, { timeScale: 1 });
  await composeOrder(page);
  const dialog = await placeOrder(page);
  await expect(dialog.getByText('Bezig met verzenden...')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Sluit of herlaad deze pagina niet');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
});

test('#16 voor de hydratatie getypt: de teller klopt, en het wachtbericht blijft tot de dialoog er is', async ({
  page,
}) => {
  await fakeEmailJs(page);
  // The check that opens the dialog loads after hydration, slowly (a weak network).
  const release = await holdChunks(page, 1500);
  await page.goto('/bestellen', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const wait = page.getByText('de pagina wordt klaargemaakt');
  await expect(wait).toBeVisible();
  // From now until the dialog opens, every frame shows the wait message or the dialog.
  await page.evaluate(() => {
    const gaps: number[] = [];
    (window as unknown as { __gaps: number[] }).__gaps = gaps;
    const look = () => {
      const waiting = !(document.querySelector('[data-early-wait]') as HTMLElement).hidden;
      const open = document.querySelector('dialog[open]') !== null;
      if (!waiting && !open) gaps.push(performance.now());
      if (!open) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  release();
  await expect(confirmDialog(page)).toBeVisible();
  // (soft: each of the two faults is reported on its own)
  expect.soft(await page.evaluate(() => (window as unknown as { __gaps: number[] }).__gaps)).toEqual([]);
  await confirmDialog(page).getByRole('button', { name: 'Annuleer' }).click();
  const left = `Nog ${1000 - CONTACT.bericht.length} van 1000 tekens`;
  await expect.soft(page.locator('#bestelling-bericht-teller')).toHaveText(left);
});
