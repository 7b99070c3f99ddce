import { expect, test } from './fixtures';

// The test content has no YouTube id; with one, the player loads only after a click: video-facade.test.
test('de video zonder YouTube-id: het eigen filmpje, zelf gehost, op een telefoon pas geladen als de bezoeker ernaartoe scrolt, en niets gevraagd aan YouTube', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const outside: string[] = [];
  const poster: string[] = [];
  page.on('request', (request) => {
    if (!['127.0.0.1', 'localhost'].includes(new URL(request.url()).hostname)) outside.push(request.url());
    if (new URL(request.url()).pathname.includes('winkel-video-poster')) poster.push(request.url());
  });
  await page.goto('/over-ons');
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  const video = page.locator('section[aria-labelledby="video-titel"] video');
  await page.waitForLoadState('networkidle');
  // An absence is the point (no still before the scroll, also once the page is live); the scroll is the positive control.
  await page.waitForTimeout(500);
  expect(poster).toEqual([]);
  await expect(video).not.toHaveAttribute('poster');
  expect(await video.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(823 + 200);

  const still = page.waitForRequest((request) =>
    new URL(request.url()).pathname.includes('winkel-video-poster'),
  );
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await still;
  await expect(video).toHaveAttribute('poster', /winkel-video-poster/);
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
});

test('op een breed scherm blijft de foto naast de tekst staan en schuift ze nooit over de kenmerken eronder', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/over-ons');
  const photo = page.getByRole('main').locator('figure');
  const highlights = page.getByRole('main').locator('dl');
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= bottom; y += 100) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const [figure, list] = await Promise.all([photo, highlights].map((part) => part.boundingBox()));
    expect(figure!.y + figure!.height, `gescrold tot ${y} px`).toBeLessThanOrEqual(list!.y);
  }
});
