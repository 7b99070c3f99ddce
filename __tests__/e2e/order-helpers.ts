import type { Page, Request, Route } from '@playwright/test';
import { setBrowserClock } from './browser-clock';
import { expect } from './fixtures';

/** The note a marked resend carries (herzending), word for word as the shop reads it. */
export const RESEND_MARKER =
  'deze bestelling werd opnieuw verzonden. Staat dezelfde referentie al in uw mailbox, dan gaat het om één en dezelfde bestelling en geldt deze laatste versie.';

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

/** Monday 23 November 2026, 10:00 in Brussels: the dialog then offers Friday 27/11 first. */
export const MONDAY = new Date('2026-11-23T10:00:00+01:00');

export const FIRST_DAY = { value: '2026-11-27', label: 'Vrijdag 27/11/2026' };

export type MailBody = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};

export type Answer = { status: number; body?: string; delayMs?: number } | 'abort' | 'hang';

/**
 * The one EmailJS fake of the browser tests. `answer` decides per template and attempt (1-based) what
 * happens, and is asked once per request, in order; every request body is kept in `requests`.
 */
export async function fakeEmailJs(
  page: Page,
  answer: (templateId: string, attempt: number) => Answer = () => ({ status: 200, body: 'OK' }),
) {
  const requests: MailBody[] = [];
  const raw: Request[] = [];
  const attempts = new Map<string, number>();
  await page.route(EMAILJS_SEND_URL, async (route: Route) => {
    const request = route.request();
    const body = request.postDataJSON() as MailBody;
    requests.push(body);
    raw.push(request);
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
  return { requests, raw, count };
}

/** Shortens the page's send time-out (20 s → 2 s) and back-off (1 s, 3 s → 0,1 s, 0,3 s). */
export const TIME_SCALE = 10;

export async function openOrderPage(page: Page, options: { now?: Date; timeScale?: number } = {}) {
  await setBrowserClock(page, { now: options.now ?? MONDAY, timeScale: options.timeScale ?? TIME_SCALE });
  await page.goto('/bestellen');
  await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();
  // hydrated: the search field, which only React handles, answers (the rows answer from the first paint)
  await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
}

/** Biefstuk 0,5 kg, Filet pur 1 stuk, Stoofvlees 1,5 kg (typed), Cordon bleu 3 stuks (found by search). */
export async function composeOrder(page: Page) {
  const more = (naam: string) => page.getByRole('button', { name: `Meer ${naam}`, exact: true });
  await more('Biefstuk').click();
  await more('Biefstuk').click();
  await page.getByRole('button', { name: 'Per stuk: Filet pur' }).click();
  await more('Filet pur').click();
  await page.getByRole('textbox', { name: 'Stoofvlees in kg' }).fill('1,5');
  await page.getByRole('searchbox', { name: 'Zoek een product' }).fill('cordon');
  await more('Cordon bleu').click();
  await more('Cordon bleu').click();
  await more('Cordon bleu').click();
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
}

export const CONTACT = {
  naam: 'Jan Peeters',
  email: 'jan.peeters@example.be',
  telefoon: '0470 12 34 56',
  bericht: 'Graag dun gesneden.',
};

export async function fillContact(page: Page) {
  await page.getByLabel('Naam').fill(CONTACT.naam);
  await page.getByLabel('E-mail').fill(CONTACT.email);
  await page.getByLabel('Telefoonnummer').fill(CONTACT.telefoon);
  await page.getByLabel('Bericht (optioneel)').fill(CONTACT.bericht);
}

/** The panel of an order on the page (its reference, what is missing, its own buttons). */
export const orderPanel = (page: Page, name: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: name });

/** The unfinished orders kept on this device. */
export const orderKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bestelling-v3:order:')));

export function confirmDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Bestelling Bevestigen' });
}

/** The days (values) the open dialog offers. */
export async function offeredDays(page: Page) {
  const days = confirmDialog(page).getByRole('combobox', { name: 'Kies een dag' }).locator('option');
  await expect(days.nth(1)).toBeAttached();
  const values = await days.evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
  return values.filter(Boolean);
}

/** Submit, choose Friday 27/11 at 10:30 and confirm. */
export async function placeOrder(page: Page, options: { hour?: string; pickDay?: boolean } = {}) {
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  if (options.pickDay !== false)
    await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption(FIRST_DAY.value);
  await dialog.getByRole('combobox', { name: 'Kies een uur' }).selectOption(options.hour ?? '10:30');
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  return dialog;
}

/** The standard order from an empty page: open, compose, contact, Friday 27/11 at 10:30, confirm. */
export async function placeStandardOrder(page: Page) {
  await openOrderPage(page);
  await composeOrder(page);
  await fillContact(page);
  return placeOrder(page);
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
    naam: 'Jan Peeters',
    email: 'jan.peeters@example.be',
    telefoon: '0470 12 34 56',
    bericht: 'Graag dun gesneden.',
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
    bericht_regels: [{ regel: 'Graag dun gesneden.' }],
    allergenen: [
      { naam: 'Biefstuk', tekst: 'Bevat geen van de 14 wettelijke allergenen.' },
      { naam: 'Filet pur', tekst: ASK_ALLERGENS },
      { naam: 'Stoofvlees', tekst: ASK_ALLERGENS },
      { naam: 'Cordon bleu', tekst: 'Bevat gluten, eieren en melk (lactose).' },
    ],
  };
}

const ASK_ALLERGENS = 'Vraag naar de allergenen: bel 050 36 12 34 of vraag het in de winkel.';

export function envelope(
  templateId: 'template_winkel' | 'template_klant',
  params: Record<string, unknown>,
): MailBody {
  return {
    lib_version: '4.4.1',
    user_id: 'test-public-key',
    service_id: 'service_test',
    template_id: templateId,
    template_params: params,
  };
}

/** The order and contact fields are back to empty (spec §4, after success and after failure). */
export async function expectEmptyOrder(page: Page) {
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('');
  await expect(page.getByLabel('Bericht (optioneel)')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0');
  await expect(page.getByRole('textbox', { name: 'Filet pur in kg' })).toHaveValue('0');
  await expect(page.getByRole('region', { name: 'Uw bestelling' })).toContainText('0 producten');
}

/** After 'Bestelling aanpassen' or 'Bestel opnieuw': every line and field is back. */
export async function expectRestoredOrder(page: Page, telefoon = CONTACT.telefoon) {
  await expect(page.getByLabel('Naam')).toHaveValue(CONTACT.naam);
  await expect(page.getByLabel('E-mail')).toHaveValue(CONTACT.email);
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue(telefoon);
  await expect(page.getByLabel('Bericht (optioneel)')).toHaveValue(CONTACT.bericht);
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toHaveValue('0,5');
  await expect(page.getByRole('textbox', { name: 'Filet pur in stuks' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Stoofvlees in kg' })).toHaveValue('1,5');
  await expect(page.getByRole('region', { name: 'Uw bestelling' })).toContainText('4 producten');
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
