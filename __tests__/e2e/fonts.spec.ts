import { expect, test } from './fixtures';

// First visit fonts (issue 9): one file per brand family and no font preloads, so a text block is
// either all brand face or all fallback, never a mix of weights from two sources.

test('one font file per brand family, display optional, none preloaded, no local fallback faces', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const faces = await page.evaluate(() =>
    Array.from(document.fonts)
      .map((face) => ({ weight: face.weight, style: face.style, display: face.display })),
  );
  expect(faces).toHaveLength(2);
  // The text face is variable: 400, 600 and 700 all come from this one file.
  expect(faces).toContainEqual({ weight: '200 900', style: 'normal', display: 'optional' });
  expect(faces).toContainEqual({ weight: '600', style: 'normal', display: 'optional' });
});

test('bold and regular text come from the same face', async ({ page }) => {
  await page.goto('/home');
  const families = await page.evaluate(() =>
    ['body', 'h1', '.button', 'strong, b, dt'].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).fontFamily,
    ),
  );
  const [body, heading, button, bold] = families;
  expect(button).toBe(body);
  expect(bold).toBe(body);
  expect(heading).not.toBe(body);
});
