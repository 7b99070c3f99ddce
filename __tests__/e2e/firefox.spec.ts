import { strictPage } from './browser-clock';
import { expect, test } from './fixtures';
import {
  FIRST_DAY,
  MONDAY,
  SUCCESS,
  composeOrder,
  confirmSlot,
  customerMail,
  fakeEmailJs,
  offeredDays,
  openOrderPage,
  placeStandardOrder,
  referenceOf,
  shopMail,
} from './order-helpers';

// What only Firefox's own prefs set up; journeys shared with Chromium: the specs tagged @firefox.

/** What the player took and how far it got: a source it can play, decoded up to a frame at least. */
const playerState = (video: HTMLVideoElement) => ({
  source: new URL(video.currentSrc || 'about:blank').pathname,
  error: video.error?.code ?? null,
  hasFrame: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
});

test.describe('Firefox met eigen instellingen', { tag: '@firefox' }, () => {
  test('met sitegegevens geblokkeerd in Firefox zelf (alle cookies) vertrekt de bestelling toch, met dezelfde verzoeken', async ({
    playwright,
    launchOptions,
    channel,
    baseURL,
  }) => {
    // Settings › Privacy › Custom › Cookies: "All cookies" is this pref: storage and Web Locks throw SecurityError.
    const browser = await playwright.firefox.launch({
      ...launchOptions,
      channel,
      firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, 'network.cookie.cookieBehavior': 2 },
    });
    const errors: string[] = [];
    try {
      const page = await strictPage(browser, baseURL!, errors);
      const mail = await fakeEmailJs(page);
      await openOrderPage(page);
      const storage = await page.evaluate(() => {
        try {
          return String(localStorage.length);
        } catch (error) {
          return (error as Error).name;
        }
      });
      expect(storage, 'de opslag is echt geblokkeerd').toBe('SecurityError');
      await placeStandardOrder(page);
      await expect.poll(() => mail.requests.length, 'beide mails vertrokken').toBe(2);
      await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
      const reference = await referenceOf(mail);
      expect(mail.requests).toEqual([shopMail(reference), customerMail(reference)]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  // Firefox ESR with libfaketime deadlocks at start (docs/ontwikkelaars.md): the page's own clock instead.
  test('een Firefox die zes dagen achter loopt krijgt de dagen en uren van de webserver, en bestelt daarvoor', async ({
    page,
  }) => {
    // The device at Tuesday 17/11 10:00 (its own Friday the 20th); the host's Date header says MONDAY 10:00.
    const mail = await fakeEmailJs(page);
    await openOrderPage(page, { now: new Date('2026-11-17T10:00:00+01:00'), hostNow: MONDAY });
    const deviceNow = await page.evaluate(() => Date.now());
    expect(
      Math.abs(deviceNow - Date.parse('2026-11-17T10:00:00+01:00')),
      'de klok loopt echt achter',
    ).toBeLessThan(600_000);
    await composeOrder(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    expect((await offeredDays(page))[0]).toBe(FIRST_DAY.value);
    await confirmSlot(page);
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(mail.requests[0]?.template_params).toMatchObject({
      dag: FIRST_DAY.value,
      uur: '10:30',
      besteld_op: expect.stringMatching(/^maandag 23 november 2026 om 10:\d\d$/),
    });
  });

  // The project's Firefox has no H.264 (playwright.config.ts), as Debian's firefox-esr without libavcodec.
  test("het filmpje op /over-ons en /foto's speelt in een Firefox zonder H.264, zonder fout", async ({
    page,
  }) => {
    await page.goto('/over-ons');
    const h264 = await page.evaluate(() =>
      document.createElement('video').canPlayType('video/mp4; codecs="avc1.640028"'),
    );
    expect(h264, 'deze Firefox kan echt geen H.264').toBe('');
    const clip = page.locator('video');
    await clip.scrollIntoViewIfNeeded();
    // preload="none": the visitor's play starts it
    await clip.evaluate((video: HTMLVideoElement) => video.play());
    await expect
      .poll(() => clip.evaluate(playerState))
      .toEqual({
        source: '/video/winkel.webm',
        error: null,
        hasFrame: true,
      });

    await page.goto("/foto's");
    const tile = page.locator('video');
    await tile.scrollIntoViewIfNeeded();
    await expect
      .poll(() => tile.evaluate(playerState))
      .toEqual({ source: '/video/winkel.webm', error: null, hasFrame: true });
  });
});
