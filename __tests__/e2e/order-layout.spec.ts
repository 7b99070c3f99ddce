import type { Locator, Page } from '@playwright/test';
import { expect, test, withChromiumProfile } from './fixtures';
import { moreButton, openOrderPage } from './order-helpers';

const submitName = 'Bestelling Plaatsen';

/** Products of the default category (Rund), as a customer fills the summary. */
const RUND = ['Biefstuk', 'Filet pur', "Côte à l'os", 'Entrecote', 'Ribeye'];
const tenProducts = [...RUND, 'Rumsteak', 'Tournedos', 'Onglet', 'Bavette', 'Picanha'];

async function choose(page: Page, products: string[]) {
  for (const naam of products) await moreButton(page)(naam).click();
  await expect(page.getByRole('region', { name: 'Uw bestelling' })).toContainText(
    `${products.length} producten`,
  );
}

/** Elements between this one and the page that scroll on their own (should be none). */
function scrollBoxesAround(element: Locator) {
  return element.evaluate((start) => {
    const boxes: string[] = [];
    for (let node = start.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowY } = getComputedStyle(node);
      if (/(auto|scroll)/.test(overflowY) && node.scrollHeight > node.clientHeight)
        boxes.push(`${node.tagName.toLowerCase()}.${node.className}`);
    }
    return boxes;
  });
}

const SCREENS = '1280x720 1280x800 1366x768 1440x900 1920x1080 1024x768 768x1024'.split(' ');
for (const [width = 0, height = 0] of SCREENS.map((screen) => screen.split('x').map(Number))) {
  const viewport = { width, height };
  test(`${viewport.width} × ${viewport.height}: 'Bestelling Plaatsen' is reached with the page's own scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openOrderPage(page);
    await choose(page, RUND);
    const submit = page.getByRole('button', { name: submitName });
    expect(await scrollBoxesAround(submit)).toEqual([]);
    // the page itself scrolls (never an inner box) until the button is fully in view
    for (let step = 0; step < 40; step += 1) {
      const box = (await submit.boundingBox())!;
      if (box.y >= 0 && box.y + box.height <= height) break;
      const moved = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy({ top: 250, behavior: 'instant' });
        return window.scrollY !== before;
      });
      if (!moved) break;
    }
    await expect(submit).toBeInViewport({ ratio: 1 });
    await expect(submit).toBeVisible();
    // nothing lies on top of it (header, order bar): a click lands on the button
    const box = (await submit.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(submitName);
    // the whole form above it is on the page too: every field can be reached the same way
    for (const label of ['Naam', 'E-mail', 'Telefoonnummer']) {
      const field = page.getByLabel(label, { exact: true });
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeInViewport();
    }
    expect(await scrollBoxesAround(submit)).toEqual([]);
  });
}

test.describe('the order bar on a phone', () => {
  for (const width of [320, 375, 430, 600]) {
    test(`${width} px: one line, its button and every row's toggle uncut; every line of the summary on the page; the bar steps aside while a field has the focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await openOrderPage(page);
      // the longest count a customer is likely to see: two digits
      await choose(page, tenProducts);
      const bar = page.getByRole('link', { name: /^Naar .*formulier$/ }).locator('..');
      await expect(bar).toBeVisible();
      const text = bar.locator('p');
      await expect(text).toContainText('10 producten');
      const button = bar.getByRole('link', { name: /^Naar .*formulier$/ });
      const [barBox, textBox, buttonBox] = await Promise.all([
        bar.boundingBox(),
        text.boundingBox(),
        button.boundingBox(),
      ]);
      // one line: text and button side by side, each a single line high
      const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(textBox!.height).toBeLessThan(lineHeight * 1.5);
      expect(buttonBox!.x).toBeGreaterThan(textBox!.x + textBox!.width);
      expect(
        Math.abs(buttonBox!.y + buttonBox!.height / 2 - (textBox!.y + textBox!.height / 2)),
      ).toBeLessThan(4);
      expect(barBox!.height).toBeLessThan(80);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(width);
      // neither the count nor the button's words are clipped or hidden under the other
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(buttonBox!.height).toBeGreaterThanOrEqual(44);

      // nothing sticks out on the right: not the page, not a row's 'Per stuk' toggle
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const toggles = page.getByRole('button', { name: /^Per (stuk|kg): / });
      expect(await toggles.count()).toBeGreaterThan(10);
      const rights = await toggles.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().right),
      );
      expect(Math.max(...rights)).toBeLessThanOrEqual(width);
      // and each row's controls stay on one line: the toggle beside the amount, not under it
      const rows = await page
        .getByRole('listitem')
        .filter({ has: toggles })
        .evaluateAll((items) =>
          items.map((item) => {
            const toggle = item.querySelector('button[aria-label^="Per "]')!.getBoundingClientRect();
            const amount = item.querySelector('input')!.getBoundingClientRect();
            return Math.abs(toggle.top + toggle.height / 2 - (amount.top + amount.height / 2));
          }),
        );
      expect(Math.max(...rows)).toBeLessThan(4);

      // the summary stands in the page: its last line is reached with the page's own scroll
      const lines = page.getByRole('region', { name: 'Uw bestelling' }).getByRole('listitem');
      await expect(lines).toHaveCount(tenProducts.length);
      expect(await scrollBoxesAround(lines.last())).toEqual([]);

      // With the phone's keyboard open the bar would cover the field being typed in and its message.
      await page.getByRole('searchbox', { name: 'Zoek een product' }).focus();
      await expect(button).toBeHidden();
      await moreButton(page)(RUND[0]!).focus();
      await expect(button).toBeVisible();
    });
  }
});

// Chrome's font size preference at 20 px (not 16) on a 320 px phone: two lines may come, nothing is cut off.
test('with a 125 % text setting at 320 px nothing is cut off', async ({ baseURL }) => {
  const fontSize = { webkit: { webprefs: { default_font_size: 20 } } };
  await withChromiumProfile(fontSize, { baseURL, viewport: { width: 320, height: 640 } }, async (page) => {
    for (const route of ['/home', '/contact', '/over-ons', "/foto's"]) {
      await page.goto(encodeURI(route));
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(320);
      await expect(page.getByRole('button', { name: 'Menu openen' })).toBeInViewport({ ratio: 1 });
    }
    await page.goto('/bestellen');
    await expect(page.getByRole('searchbox', { name: 'Zoek een product' })).toBeEditable();
    await choose(page, tenProducts);
    const button = page.getByRole('link', { name: /^Naar .*formulier$/ });
    await expect(button).toBeInViewport({ ratio: 1 });
    const text = button.locator('..').locator('p');
    await expect(text).toContainText('10 producten');
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeInViewport({ ratio: 1 });
  });
});
