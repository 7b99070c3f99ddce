import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const firstAlt = 'Maine-Anjou runderen in de wei';
const videoAlt = 'Filmpje: een blik op de toonbank met vers vlees in de winkel';

/** The tiles are links to the files; once scripts run, they open the overlay instead (marked by aria-haspopup). */
async function hydratedTile(page: Page, name: string) {
  const tile = page.getByRole('link', { name });
  await expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
  return tile;
}

test.describe("foto's", () => {
  // focus, page lock and closing: photo-grid.test; here the size on screen and the photo the browser takes
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`${viewport.width} px: a photo opens full-screen and fits, a large WebP`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/foto's");
      await (await hydratedTile(page, firstAlt)).click();
      const dialog = page.getByRole('dialog', { name: firstAlt });
      await expect(dialog).toBeVisible();
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
      await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeInViewport();
      const large = dialog.getByRole('img', { name: firstAlt });
      const box = (await large.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expect
        .poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThanOrEqual(viewport.width);
      expect(await large.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.WEBP$/);
      await expect(large).toHaveAttribute('sizes', '(min-width: 1100px) 1600px, 100vw');
    });
  }

  test('on a phone, the video costs nothing until the visitor scrolls to it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // requests for the clip or for any original JPEG (the poster was one)
    const clipRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.mp4') || /\.jpe?g$/i.test(pathname)) clipRequests.push(pathname);
    });
    await page.goto("/foto's");
    const tile = await hydratedTile(page, videoAlt);
    await page.waitForLoadState('networkidle');
    // An absence is the point (no clip before the scroll); the scroll below is the positive control.
    await page.waitForTimeout(500);
    expect(clipRequests).toEqual([]);
    await expect(tile.locator('video')).toHaveCount(0);
    expect(await tile.evaluate((link) => link.getBoundingClientRect().top)).toBeGreaterThan(823 + 200);

    const clip = page.waitForRequest((request) => new URL(request.url()).pathname === '/video/winkel.mp4');
    await tile.scrollIntoViewIfNeeded();
    await clip;
    // the grid's clip, mounted over its still: muted, looping, playing, with the still's own file as poster
    const video = tile.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
      .toBe(true);
    const still = await tile.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
    await expect(video).toHaveJSProperty('poster', still);
    // Over the still, in the same box: nothing moves.
    expect(await video.boundingBox()).toEqual(await tile.locator('img').boundingBox());
    expect(clipRequests.every((url) => url === '/video/winkel.mp4')).toBe(true);
  });
});
