import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  EMAILJS_SEND_URL,
  SUCCESS,
  composeOrder,
  confirmDialog,
  confirmSlot,
  openOrderPage,
  orderKeys,
  type MailBody,
} from './order-helpers';
import { rebuiltSite } from './project-copy';

// The fake EmailJS checks tokens as EmailJS does with 'Enable reCAPTCHA V2 verification' on.
const SITE_KEY = '6LeTestSiteKeyForTheBrowserTests000000000';
const GOOGLE = /^https:\/\/www\.google\.com\/recaptcha\//;

// Google's api.js as far as the page uses it; its first token is one Google would not accept (expired).
const FAKE_GOOGLE = `(() => {
  const widgets = [];
  let issued = 0;
  window.grecaptcha = {
    render(element, options) { widgets.push(options); return widgets.length - 1; },
    execute(id) {
      issued += 1;
      const token = issued === 1 ? 'token-verlopen' : 'token-' + issued;
      setTimeout(() => widgets[id].callback(token), 10);
    },
    reset() {},
  };
  window[new URL(document.currentScript.src).searchParams.get('onload')]();
})();`;

/** Google's script (counted) and EmailJS refusing what Google would not verify: a bad or a used token. */
async function fakeServices(page: Page) {
  const google: string[] = [];
  await page.route(GOOGLE, async (route) => {
    google.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE });
  });
  const mails: MailBody[] = [];
  const used = new Set<string>();
  await page.route(EMAILJS_SEND_URL, async (route) => {
    const body = route.request().postDataJSON() as MailBody;
    mails.push(body);
    const token = String(body.template_params['g-recaptcha-response'] ?? '');
    const valid = /^token-\d+$/.test(token) && !used.has(token);
    used.add(token);
    await route.fulfill({
      status: valid ? 200 : 400,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'text/plain',
      body: valid ? 'OK' : 'reCAPTCHA: verification failed',
    });
  });
  return { google, mails };
}

test.describe('reCAPTCHA switched on by its setting', () => {
  test.describe.configure({ mode: 'serial' });
  const settings = { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: SITE_KEY };
  const base = rebuiltSite({ prefix: 'slagerij-recaptcha-', settings });

  test('loads Google only at Bestelling Plaatsen; a mail Google would not verify is refused and told, the order kept; each mail of the resend has its own token', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { google, mails } = await fakeServices(page);
    await openOrderPage(page, { url: `${base()}/bestellen` });
    await composeOrder(page);
    expect(google).toEqual([]);

    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await expect(confirmDialog(page)).toContainText('controleert Google reCAPTCHA');
    await expect.poll(() => google.length).toBe(1);
    expect(google[0]).toContain('render=explicit');
    await confirmSlot(page);

    // the first token is not accepted: nothing left, the customer is told why and what to do
    await expect(page.getByRole('status').filter({ hasText: 'reCAPTCHA' })).toContainText(
      'er is niets verstuurd en uw bestelling staat nog klaar',
    );
    expect(mails.map((mail) => mail.template_id)).toEqual(['template_winkel']);
    expect(await orderKeys(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Verstuur opnieuw' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'reCAPTCHA' })).toHaveCount(0);
    expect(mails.map((mail) => [mail.template_id, mail.template_params['g-recaptcha-response']])).toEqual([
      ['template_winkel', 'token-verlopen'],
      ['template_winkel', 'token-2'],
      ['template_klant', 'token-3'],
    ]);
    expect(google).toHaveLength(1);
  });
});
