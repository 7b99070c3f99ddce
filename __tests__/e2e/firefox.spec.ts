import type { Page } from '@playwright/test';
import { strictPage } from './browser-clock';
import { expect, test } from './fixtures';
import {
  MONDAY,
  SUCCESS,
  composeOrder,
  confirmDialog,
  confirmSlot,
  customerMail,
  fakeEmailJs,
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

/** Opens the dialog of a composed order: every day it offers, with the hours of each. */
async function offeredSlots(page: Page) {
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = confirmDialog(page);
  const day = dialog.getByRole('combobox', { name: 'Kies een dag' });
  await expect(day.locator('option').nth(1)).toBeAttached();
  const values = (select: HTMLSelectElement) =>
    [...select.options].map((option) => option.value).filter(Boolean);
  const slots: Record<string, string[]> = {};
  for (const value of await day.evaluate(values)) {
    await day.selectOption(value);
    slots[value] = await dialog.getByRole('combobox', { name: 'Kies een uur' }).evaluate(values);
  }
  return slots;
}

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
    context,
  }) => {
    // A right clock at MONDAY 10:00, device and host: the days and hours offered.
    await openOrderPage(page);
    await composeOrder(page);
    const right = await offeredSlots(page);

    // The device at Tuesday 17/11 10:00; the host's Date header says MONDAY 10:00.
    const skewed = await context.newPage();
    const mail = await fakeEmailJs(skewed);
    await openOrderPage(skewed, { now: new Date('2026-11-17T10:00:00+01:00'), hostNow: MONDAY });
    // The device's clock really is off (else this test proves nothing).
    const deviceNow = await skewed.evaluate(() => Date.now());
    expect(Math.abs(deviceNow - Date.parse('2026-11-17T10:00:00+01:00'))).toBeLessThan(600_000);

    await composeOrder(skewed);
    const slots = await offeredSlots(skewed);
    expect(slots).toEqual(right);
    const [day, hours] = Object.entries(slots)[0]!;
    await confirmSlot(skewed, day, hours[0]);
    await expect(skewed.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(mail.requests[0]?.template_params).toMatchObject({
      dag: day,
      uur: hours[0],
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
