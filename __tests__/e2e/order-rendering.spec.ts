import { expect, test } from './fixtures';

// The order page keeps a tap cheap: rows off screen are skipped by rendering (content-visibility),
// yet stay in the accessibility tree, so search, screen readers and find-in-page still reach them.

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test('rows off screen are skipped by rendering, but stay reachable', async ({ page }) => {
  await page.goto('/bestellen');
  const rows = page.getByRole('list', { name: 'Rund' }).getByRole('listitem');
  expect(await rows.count()).toBeGreaterThan(10);
  // A row's content (its buttons) is what rendering skips; the row keeps its box.
  const rendered = (row: ReturnType<typeof rows.nth>) =>
    row.getByRole('button', { name: /^Meer / }).evaluate((element) =>
      (element as Element & { checkVisibility(options: object): boolean }).checkVisibility({
        contentVisibilityAuto: true,
      }),
    );
  // the first row on screen (the page's notices above the list may fill a phone's first screen)
  await rows.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(() => rendered(rows.first())).toBe(true);
  const last = rows.last();
  expect(await rendered(last)).toBe(false);
  // Skipped, a row holds the height it will have once shown: nothing below it moves on scrolling.
  const height = () => last.evaluate((element) => element.getBoundingClientRect().height);
  const skippedHeight = await height();

  const plus = last.getByRole('button', { name: /^Meer / });
  await expect(plus).toHaveCount(1);
  await plus.click();
  expect(await rendered(last)).toBe(true);
  expect(Math.abs((await height()) - skippedHeight)).toBeLessThanOrEqual(1);
  await expect(last.getByRole('textbox')).not.toHaveValue(/^0?$/);
});
