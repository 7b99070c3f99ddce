import { expect, test } from './fixtures';

// So a text block is all brand face or all fallback, never a mix of weights from two sources.
test('one font file per brand family, display optional, none preloaded; bold and regular text share it', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const faces = await page.evaluate(() =>
    Array.from(document.fonts).map((face) => ({
      weight: face.weight,
      style: face.style,
      display: face.display,
    })),
  );
  expect(faces).toHaveLength(2);
  // The text face is variable: 400, 600 and 700 all come from this one file.
  expect(faces).toContainEqual({ weight: '200 900', style: 'normal', display: 'optional' });
  expect(faces).toContainEqual({ weight: '600', style: 'normal', display: 'optional' });
  const [body, heading, button, bold] = await page.evaluate(() =>
    ['body', 'h1', '.button', 'strong, b, dt'].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).fontFamily,
    ),
  );
  expect([button, bold]).toEqual([body, body]);
  expect(heading).not.toBe(body);
});
