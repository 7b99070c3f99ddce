import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { envelope } from '@/__tests__/fixtures/emailjs';
import { setBrowserClock, type ClockOptions } from './browser-clock';
import { expect } from './fixtures';

/** The note a marked resend carries (herzending), word for word as the shop reads it. */
export const RESEND_MARKER =
  'deze bestelling werd opnieuw verzonden. Staat dezelfde referentie al in uw mailbox, dan gaat het om één en dezelfde bestelling en geldt deze laatste versie.';

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

/** Monday 23 November 2026, 10:00 in Brussels: the dialog then offers Friday 27/11 first. */
export const MONDAY = new Date('2026-11-23T10:00:00+01:00');

export const FIRST_DAY = { value: '2026-11-27', label: 'Vrijdag 27/11/2026' };

export { envelope, LABELS };
export type MailBody = ReturnType<typeof envelope>;

export type Answer = { status: number; body?: string; delayMs?: number } | 'abort' | 'hang';

// `answer` is asked once per request, in order, with its template and attempt (1-based).
export async function fakeEmailJs(
  page: Page,
  answer: (templateId: string, attempt: number) => Answer = () => ({ status: 200, body: 'OK' }),
) {
  const requests: MailBody[] = [];
  const attempts = new Map<string, number>();
  const pageBodies = await bodiesFromPage(page);
  await page.route(EMAILJS_SEND_URL, async (route: Route) => {
    const request = route.request();
    const body = (request.postDataJSON() ?? JSON.parse(pageBodies.shift() ?? 'null')) as MailBody;
    requests.push(body);
    const attempt = (attempts.get(body.template_id) ?? 0) + 1;
    attempts.set(body.template_id, attempt);
    const reply = answer(body.template_id, attempt);
    if (reply === 'hang') return; // never answered
    if (reply === 'abort') return route.abort('connectionreset');
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    await route
      .fulfill({
        status: reply.status,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': '*' },
        body: reply.body ?? (reply.status === 200 ? 'OK' : 'Error'),
      })
      // a late answer to a page that reloaded meanwhile: nobody left to answer
      .catch(() => undefined);
  });
  const count = (templateId: string) => requests.filter((body) => body.template_id === templateId).length;
  return { requests, count };
}

declare global {
  interface Window {
    __emailJsBody?: (body: string) => Promise<void>;
  }
}

const isFirefox = (page: Page) => page.context().browser()?.browserType().name() === 'firefox';

// Playwright over WebDriver BiDi (Firefox) gives no request bodies: the page hands them to the test.
async function bodiesFromPage(page: Page) {
  const bodies: string[] = [];
  if (!isFirefox(page)) return bodies;
  await page.exposeFunction('__emailJsBody', (body: string) => void bodies.push(body));
  await page.addInitScript((url) => {
    const nativeFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (String(input) === url && typeof init?.body === 'string') await window.__emailJsBody?.(init.body);
      return nativeFetch(input, init);
    };
  }, EMAILJS_SEND_URL);
  return bodies;
}

/** Shortens the page's send time-out (20 s → 2 s) and back-off (1 s, 3 s → 0,1 s, 0,3 s). */
export const TIME_SCALE = 10;

export async function openOrderPage(page: Page, options: Partial<ClockOptions> & { url?: string } = {}) {
  const { url = '/bestellen', ...clock } = options;
  await setBrowserClock(page, { now: MONDAY, timeScale: TIME_SCALE, ...clock });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();
  // hydrated: the search field, which only React handles, answers (the rows answer from the first paint)
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
}

/** A second tab of the same browser, on the order page, with the clock of the first. */
export async function secondTab(context: BrowserContext, answer?: Parameters<typeof fakeEmailJs>[1]) {
  const page = await context.newPage();
  const mail = await fakeEmailJs(page, answer);
  await openOrderPage(page);
  return { page, mail };
}

/** Biefstuk 0,5 kg, Filet pur 1 stuk, Stoofvlees 1,5 kg typed, Cordon bleu 3 stuks by search; the contact. */
export async function composeOrder(page: Page) {
  const more = moreButton(page);
  await more('Biefstuk').click();
  await more('Biefstuk').click();
  await page.getByRole('button', { name: 'Per stuk: Filet pur' }).click();
  await more('Filet pur').click();
  await fillIn(page.getByRole('textbox', { name: 'Stoofvlees in kg' }), '1,5');
  await fillIn(page.getByRole('searchbox', { name: 'Zoek een product' }), 'cordon');
  for (let i = 0; i < 3; i += 1) await more('Cordon bleu').click();
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
  await fillContact(page);
}

// In Firefox (BiDi) `fill` sends a synthetic input event that React's controlled fields ignore: keys there.
export async function fillIn(field: Locator, value: string) {
  if (!isFirefox(field.page())) return field.fill(value);
  await field.selectText();
  if (value === '') await field.press('Delete');
  else await field.pressSequentially(value);
}

/** The + button of a product's row. */
export const moreButton = (page: Page) => (naam: string) =>
  page.getByRole('button', { name: `Meer ${naam}`, exact: true });

export const CONTACT = {
  naam: 'Jan Peeters',
  email: 'jan.peeters@example.be',
  telefoon: '0470 12 34 56',
  bericht: 'Graag dun gesneden.',
};

const LABELS = { naam: 'Naam', email: 'E-mail', telefoon: 'Telefoonnummer', bericht: 'Bericht (optioneel)' };

/** The four contact fields with the standard order's value of each. */
export const contactFields = (page: Page) =>
  (Object.keys(CONTACT) as (keyof typeof CONTACT)[]).map((key) => ({
    field: page.getByLabel(LABELS[key]),
    value: CONTACT[key],
  }));

export async function fillContact(page: Page) {
  for (const { field, value } of contactFields(page)) await fillIn(field, value);
}

/** The panel of an order on the page (its reference, what is missing, its own buttons). */
export const orderPanel = (page: Page, name: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: name });

/** The unfinished orders kept on this device. */
export const orderKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bestelling-v3:order:')));

export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Bestelling Bevestigen' });

/** The days (values) the open dialog offers. */
export async function offeredDays(page: Page) {
  const select = confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' });
  await expect(select.locator('option').nth(1)).toBeAttached();
  return select.evaluate((el: HTMLSelectElement) => [...el.options].map((day) => day.value).filter(Boolean));
}

/** From a fresh order page: `naam` (found by search) and the contact; the days the dialog offers. */
export async function openDialog(page: Page, naam: string, remember = false) {
  await page.goto('/bestellen');
  const search = page.getByRole('searchbox', { name: 'Zoek een product' });
  await expect(search).toBeEditable();
  if (remember) await page.getByRole('checkbox', { name: /Onthoud mijn gegevens op dit toestel/ }).check();
  await search.fill(naam);
  // as a person would: the hits on screen first (the category's own row, hidden meanwhile, stays in the page)
  const hits = page.getByRole('list', { name: `Zoekresultaten voor “${naam}”` });
  await hits.getByRole('button', { name: `Meer ${naam}`, exact: true }).click();
  await fillContact(page);
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  return offeredDays(page);
}

/** Picks `day` and `hour` in the open dialog and confirms. */
export async function confirmSlot(page: Page, day = FIRST_DAY.value, hour = '10:30') {
  const dialog = confirmDialog(page);
  await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption(day);
  await dialog.getByRole('combobox', { name: 'Kies een uur' }).selectOption(hour);
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  return dialog;
}

/** Submit, choose Friday 27/11 at 10:30 and confirm. */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  await expect(confirmDialog(page)).toBeVisible();
  return confirmSlot(page);
}

/** The standard order from an empty page: open, compose, Friday 27/11 at 10:30, confirm. */
export async function placeStandardOrder(page: Page) {
  await openOrderPage(page);
  await composeOrder(page);
  return placeOrder(page);
}

/** The standard order from an empty page against EmailJS answering `answer`: its fake and its reference. */
export async function sendStandardOrder(page: Page, answer?: Parameters<typeof fakeEmailJs>[1]) {
  const mail = await fakeEmailJs(page, answer);
  await placeStandardOrder(page);
  return { mail, reference: await referenceOf(mail) };
}

/** Only the shop mail fails (502): its fate unknown, the customer's copy answered. */
export const shopFails = (template: string): Answer =>
  template === 'template_winkel' ? { status: 502, body: 'Bad Gateway' } : { status: 200 };

/** The framework's chunks wait for the returned release (a chunk asked after it waits `lateMs` more). */
export async function holdChunks(page: Page, lateMs = 0) {
  let released = false;
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const late = released;
    await ready;
    if (late) await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.continue();
  });
  return () => {
    released = true;
    release();
  };
}

export const SUCCESS = 'Bestelling succesvol verzonden';
export const FAILURE = 'Er ging iets mis bij het verzenden van de bestelling';

export function expectedParams(reference: string, resend = false) {
  return {
    producten: [
      { naam: 'Biefstuk', gewicht: '0,5', aantalStuks: 0, isPerPiece: false },
      { naam: 'Filet pur', gewicht: '0', aantalStuks: 1, isPerPiece: true },
      { naam: 'Stoofvlees', gewicht: '1,5', aantalStuks: 0, isPerPiece: false },
      { naam: 'Cordon bleu', gewicht: '0', aantalStuks: 3, isPerPiece: true },
    ],
    ...CONTACT,
    dag: '2026-11-27',
    uur: '10:30',
    referentie: reference,
    dag_leesbaar: 'vrijdag 27 november 2026',
    // The test's clock starts at MONDAY 10:00 on every page and runs on.
    besteld_op: expect.stringMatching(/^maandag 23 november 2026 om 10:0\d$/),
    onderwerp: `Bestelling ${reference}${resend ? ' (herzending)' : ''} – vrijdag 27/11/2026 10:30 – Jan Peeters`,
    producten_tekst: 'Biefstuk: 0,5 kg\nFilet pur: 1 stuk\nStoofvlees: 1,5 kg\nCordon bleu: 3 stuks',
    herzending: resend ? RESEND_MARKER : '',
    winkel_naam: 'Hoeveslagerij De Linde',
    winkel_email: 'info@hoeveslagerij-delinde.be',
    winkel_telefoon: '050 36 12 34',
    winkel_adres: 'Moerkerkse Steenweg 300, 8310 Sint-Kruis',
    winkel_betalen:
      'U betaalt bij het afhalen in de winkel, met Payconiq of met uw bankapp. Bancontact is in de winkel niet mogelijk.',
    bericht_regels: [{ regel: CONTACT.bericht }],
    allergenen: [
      { naam: 'Biefstuk', tekst: 'Bevat geen van de 14 wettelijke allergenen.' },
      { naam: 'Filet pur', tekst: ASK_ALLERGENS },
      { naam: 'Stoofvlees', tekst: ASK_ALLERGENS },
      { naam: 'Cordon bleu', tekst: 'Bevat gluten, eieren en melk (lactose).' },
    ],
  };
}

const ASK_ALLERGENS = 'Vraag naar de allergenen: bel 050 36 12 34 of vraag het in de winkel.';

/** Every field of the standard order: empty (after success or failure) or back as typed (amend, reorder). */
export async function expectOrderForm(page: Page, state: 'empty' | 'restored') {
  const restored = state === 'restored';
  for (const { field, value } of contactFields(page)) await expect(field).toHaveValue(restored ? value : '');
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue(restored ? '0,5' : '0');
  if (restored) {
    await expect(page.getByRole('textbox', { name: 'Filet pur in stuks' })).toHaveValue('1');
    await expect(page.getByRole('textbox', { name: 'Stoofvlees in kg' })).toHaveValue('1,5');
  } else await expect(page.getByRole('textbox', { name: 'Filet pur in kg' })).toHaveValue('0');
  const count = restored ? '4 producten' : '0 producten';
  await expect(page.getByRole('region', { name: 'Uw bestelling' })).toContainText(count);
}

/** The exact EmailJS request of the standard order's shop mail / customer copy. */
export const shopMail = (reference: string, resend = false) =>
  envelope('template_winkel', expectedParams(reference, resend));
export const customerMail = (reference: string, resend = false) =>
  envelope('template_klant', expectedParams(reference, resend));

/** The reference of the first mail the page sent. */
export async function referenceOf(mail: Awaited<ReturnType<typeof fakeEmailJs>>) {
  await expect.poll(() => mail.requests.length).toBeGreaterThan(0);
  return String(mail.requests[0]?.template_params.referentie);
}
