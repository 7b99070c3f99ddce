import { expect, test } from '@playwright/test';
import { CONTACT, FIRST_DAY, LABELS, MONDAY, SUCCESS, customerMail, shopMail } from './order-helpers';
import { facts } from './shop-facts';
import { SITE_HOST, WebKitSession, startWebKit } from './webkit-driver';

const ROUTES = [...facts.routes.map((route) => route.path), facts.privacy.path];
/** The site as WebKit asks for it: through the proxy (webkit-driver.ts). */
const site = (baseURL = '') => baseURL.replace('127.0.0.1', SITE_HOST);

test.describe.configure({ mode: 'serial' });

let webkit: Awaited<ReturnType<typeof startWebKit>>;

// By the device's own day Friday 27/11 is past ordering: an order for it proves the host's clock counts.
const DEVICE_NOW = new Date(MONDAY.getTime() + 3 * 86_400_000);

test.beforeAll(async () => {
  webkit = await startWebKit({ hostNow: MONDAY, deviceNow: DEVICE_NOW });
});

test.afterAll(async () => {
  await webkit?.stop();
});

test('WebKit: elke pagina toont haar kop, het filmpje speelt, zonder fouten in de console', async ({
  baseURL,
}) => {
  const at = (route: string) => `${site(baseURL)}${encodeURI(route)}`;
  const session = await webkit.open(at(ROUTES[0]!));
  try {
    for (const route of ROUTES) {
      if (route !== ROUTES[0]) await session.goto(at(route));
      const heading = await session.waitFor<string>(
        `de kop van ${route}`,
        `return document.querySelector('h1')?.textContent ?? ''`,
      );
      expect(heading, route).not.toBe('');
    }
    // The clip plays (WebKitGTK here has no H.264: the WebM), up to a decoded frame, without an error.
    await session.goto(`${site(baseURL)}/over-ons`);
    const clip = await session.execute<{ source: string; error: number | null; hasFrame: boolean }>(
      `const video = document.querySelector('video');
       video.scrollIntoView();
       await video.play();
       const end = Date.now() + 10000;
       while (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA && !video.error && Date.now() < end)
         await new Promise((resolve) => setTimeout(resolve, 100));
       return { source: new URL(video.currentSrc).pathname, error: video.error?.code ?? null, hasFrame: video.readyState >= 2 };`,
    );
    expect(clip).toEqual({
      source: expect.stringMatching(/^\/video\/winkel\.(webm|mp4)$/),
      error: null,
      hasFrame: true,
    });
  } finally {
    await session.quit();
  }
  const errors = await webkit.consoleErrors(
    ROUTES.map((route) => `${site(baseURL)}${encodeURI(route)}`),
    8000,
  );
  expect(errors).toEqual([expect.stringContaining('CONSOLE ERROR controle')]);
  expect(webkit.refused).toEqual([]);
});

/** In the open dialog: the first day at 10:30, confirmed, and the success seen. */
async function confirmFirstSlot(session: WebKitSession) {
  const option = (value: string) =>
    `return [...document.querySelectorAll('dialog[open] option')].find((o) => o.value === '${value}') ?? null`;
  await session.click(await session.waitFor(FIRST_DAY.label, option(FIRST_DAY.value)));
  await session.click(await session.waitFor('10:30', option('10:30')));
  await session.click(await session.button('Bevestig Bestelling'));
  await session.waitFor(SUCCESS, `return document.body.innerText.includes(arguments[0])`, [SUCCESS]);
}

/** The order in progress is on the device (written once typing pauses). */
const draftKept = (session: WebKitSession) =>
  session.waitFor(
    'de bewaarde bestelling',
    `return Object.keys(localStorage).some((key) => key.startsWith('bestelling-v3:concept:'))`,
  );

/** The standard order (order-helpers.ts) as a visitor types it, reloaded midway if `reload`: both mails exact. */
async function standardOrder(
  baseURL: string | undefined,
  { args = [] as string[], reload = true, holds = 'return true' } = {},
) {
  const sent = webkit.mails.length;
  const session = await webkit.open(`${site(baseURL)}/bestellen`, args);
  try {
    await session.waitFor('de zoekbalk', `return document.querySelector('input[type=search]')`);
    expect(await session.execute<boolean>(holds), holds).toBe(true);
    const more = (naam: string) => session.button(`Meer ${naam}`);
    await session.click(await more('Biefstuk'));
    await session.click(await more('Biefstuk'));
    await session.click(await session.button('Per stuk: Filet pur'));
    await session.click(await more('Filet pur'));
    // End, Backspace (the 0), then the weight: real keys, as typed
    await session.type(await session.field('Stoofvlees in kg'), '\uE010\uE0031,5');
    await session.type(await session.field('Zoek een product'), 'cordon');
    for (let i = 0; i < 3; i += 1) await session.click(await more('Cordon bleu'));
    await session.click(await session.button('Zoekopdracht wissen'));
    for (const [key, label] of Object.entries(LABELS))
      await session.type(await session.field(label), CONTACT[key as keyof typeof CONTACT]);

    if (reload) {
      // a reload keeps the order
      await draftKept(session);
      await session.reload();
      await session.waitFor(
        'de bestelling na herladen',
        `const value = (name) => document.querySelector('[aria-label="' + name + '"]')?.value;
       const naam = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Naam');
       return value('Biefstuk in kg') === '0,5' && value('Filet pur in stuks') === '1'
         && value('Stoofvlees in kg') === '1,5' && document.body.innerText.includes('4 producten')
         && naam?.control?.value === arguments[0];`,
        [CONTACT.naam],
      );
    }
    await session.click(await session.button('Bestelling Plaatsen'));

    // the days of the host's clock (MONDAY), whatever the device's
    await confirmFirstSlot(session);
  } finally {
    await session.quit();
  }
  const mails = webkit.mails.slice(sent);
  const reference = String(mails[0]?.template_params.referentie);
  expect(mails).toEqual([shopMail(reference), customerMail(reference)]);
}

test('WebKit: de bestelling overleeft herladen en vertrekt met de exacte inhoud van beide mails, voor de dagen van de webserver', ({
  baseURL,
}) => standardOrder(baseURL));

// Safari's "block all cookies" is not in MiniBrowser (--cookies-policy=never leaves storage on).
test('WebKit: zonder lokale opslag (WebKits eigen instelling) vertrekt de bestelling toch, met dezelfde verzoeken', ({
  baseURL,
}) =>
  standardOrder(baseURL, {
    args: ['--enable-html5-local-storage=false'],
    reload: false,
    holds: 'return window.localStorage === null',
  }));

test('WebKit: twee tabbladen: wat het ene verstuurt, wist de onverzonden bestelling van het andere niet', async ({
  baseURL,
}) => {
  const sent = webkit.mails.length;
  const session = await webkit.open(`${site(baseURL)}/bestellen`);
  try {
    await session.click(await session.button('Meer Biefstuk'));
    await session.type(await session.field('Naam'), CONTACT.naam);
    await draftKept(session);

    const first = await session.newTab();
    await session.goto(`${site(baseURL)}/bestellen`);
    await session.click(await session.button('Meer Ribeye'));
    for (const [label, value] of [
      ['Naam', 'An Claes'],
      ['E-mail', 'an@example.be'],
      ['Telefoonnummer', '0470998877'],
    ])
      await session.type(await session.field(label!), value!);
    await session.click(await session.button('Bestelling Plaatsen'));
    await confirmFirstSlot(session);
    expect(webkit.mails.slice(sent).map((mail) => mail.template_params.naam)).toEqual([
      'An Claes',
      'An Claes',
    ]);

    await session.switchTo(first);
    await session.reload();
    await session.waitFor(
      'de eerste bestelling na herladen',
      `const naam = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Naam');
       return document.querySelector('[aria-label="Biefstuk in kg"]')?.value === '0,25' && naam?.control?.value === arguments[0];`,
      [CONTACT.naam],
    );
  } finally {
    await session.quit();
  }
});
