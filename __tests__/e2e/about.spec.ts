import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { facts } from './shop-facts';

const isLocal = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

test('de over-ons-pagina vertelt over eigen kweek (Maine-Anjou) tussen Brugge en Damme', async ({ page }) => {
  await page.goto('/over-ons');
  await expect(page).toHaveTitle(`Over ons | ${facts.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('eigen kweek');
  await expect(main).toContainText('Maine-Anjou');
  await expect(main).toContainText('Brugge en Damme');
  const photo = main.getByRole('img', { name: /Maine-Anjou runderen/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

// The video id is a fact the owner sets in /admin (content/over-ons.json, empty by default): this test
// checks whichever the build has. Unset, the page plays the shop's own clip in a self-hosted player and
// asks nothing of YouTube; set, the YouTube player loads only after a click, from youtube-nocookie,
// without a layout shift.
test('de video: zonder eigen id het eigen filmpje, zelf gehost; met id pas na een klik, van youtube-nocookie', async ({
  page,
}) => {
  if (!facts.aboutVideo.youtubeId) {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!isLocal(request.url())) outside.push(request.url());
    });
    await page.goto('/over-ons');
    await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Een kijkje op de boerderij' })).toBeVisible();
    const video = page.locator('section[aria-labelledby="video-titel"] video');
    await video.scrollIntoViewIfNeeded();
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('controls', '');
    const clip = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/video/'));
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    expect(new URL((await clip).url()).pathname).toBe('/video/winkel.mp4');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside).toEqual([]);
    return;
  }
  await playsAfterClick(page);
});

async function playsAfterClick(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) outside.push(request.url());
  });
  // A stand-in player: a blocked iframe would log a browser error in the test.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="nl"><title>Speler</title><p>Speler</p></html>',
    }),
  );

  await page.goto('/over-ons');
  const play = page.getByRole('button', { name: `Video afspelen: ${facts.aboutVideo.title}` });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(outside, 'geen verzoek buiten de eigen site voor de klik').toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);
  const boxBefore = await play.boundingBox();

  await play.click();
  const player = page.locator(`iframe[title="${facts.aboutVideo.title}"]`);
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${facts.aboutVideo.youtubeId}?autoplay=1`,
  );
  await expect(player).toBeFocused();
  await expect
    .poll(() => outside.filter((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')).length)
    .toBe(1);
  expect(outside.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

  const boxAfter = await player.boundingBox();
  expect(boxAfter?.height).toBeCloseTo(boxBefore?.height ?? 0, 0);
  expect(boxAfter?.width).toBeCloseTo(boxBefore?.width ?? 0, 0);
}
