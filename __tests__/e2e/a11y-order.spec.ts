import type { Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import { FAILURE, SUCCESS, confirmDialog, fakeEmailJs, fillContact, openOrderPage } from './order-helpers';

// The order page's dialogs and messages under axe-core, and the whole order by keyboard with a visible focus.
const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

for (const { viewport, result, answer } of [
  { viewport: PHONE, result: SUCCESS, answer: { status: 200, body: 'OK' } },
  { viewport: LAPTOP, result: FAILURE, answer: { status: 400, body: 'Bad' } },
]) {
  test(`bevestigingsdialoog (${viewport.width} px), ook met foutmelding en tijdens het verzenden, en de melding '${result}': geen axe-schendingen`, async ({
    page,
  }) => {
    await fakeEmailJs(page, (template) => ({
      ...answer,
      delayMs: template === 'template_winkel' ? 10_000 : 0,
    }));
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // unscaled: the send time-out (20 s) outlasts the shop mail's slow answer (10 s)
    await openOrderPage(page, { timeScale: 1 });
    await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
    await fillContact(page);
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Bezig met verzenden...' })).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await expect(page.getByRole('heading', { name: result })).toBeVisible({ timeout: 20_000 });
    if (result === FAILURE)
      await expect(page.getByRole('button', { name: 'Verstuur opnieuw' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('info-popup (375 px): geen axe-schendingen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openOrderPage(page);
  await page.getByRole('combobox', { name: 'Categorie' }).selectOption('Panklaar');
  await page.getByRole('button', { name: 'Info over Gehaktbroodje' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: 'Sluiten' })).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});

/** The focused element is on screen and, if it is a control, shows a focus indicator. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { name: 'body', visible: false, ring: false, control: false };
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const visible = inView && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    const control = element.matches(
      'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]',
    );
    const name =
      element.getAttribute('aria-label') ||
      element.id ||
      (element.textContent ?? '').trim().slice(0, 40) ||
      element.tagName;
    return { name, visible, ring: outline || shadow, control };
  });
}

test('alleen met het toetsenbord: van het eerste product tot de verzonden bestelling, met zichtbare focus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fakeEmailJs(page);
  await page.setViewportSize(LAPTOP);
  await openOrderPage(page);
  const steps: string[] = [];
  const problems: string[] = [];
  async function press(key: string) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    steps.push(`${key} → ${state.name}`);
    if (!state.visible) problems.push(`na ${key}: focus op '${state.name}' is niet in beeld`);
    if (state.control && !state.ring) problems.push(`na ${key}: '${state.name}' toont geen focusring`);
    return state;
  }
  async function tabUntil(name: string) {
    for (let i = 0; i < 300; i += 1) {
      if ((await focusState(page)).name === name) return;
      await press('Tab');
    }
    throw new Error(`nooit op '${name}' geraakt: ${steps.slice(-5).join(' | ')}`);
  }

  await tabUntil('Meer Biefstuk');
  await press('Enter');
  await press('Enter');
  const amount = page.getByRole('textbox', { name: 'Biefstuk in kg' });
  await expect(amount).toHaveValue('0,5');
  // Enter in the amount field submits nothing (the rows of ten share a form whose only submit button is disabled).
  let navigations = 0;
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && (navigations += 1)));
  await press('Shift+Tab');
  await expect(amount).toBeFocused();
  await press('Enter');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
  expect(navigations).toBe(0);
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('0,5');

  await tabUntil('bestelling-naam');
  await page.keyboard.type('Jan Peeters');
  await press('Tab');
  await page.keyboard.type('jan.peeters@example.be');
  await press('Tab');
  await page.keyboard.type('0470 12 34 56');
  const submit = page.getByRole('button', { name: 'Bestelling Plaatsen' });
  await tabUntil('Bestelling Plaatsen');

  await press('Enter');
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await press('Enter');
  await expect(dialog).toBeVisible();

  const day = dialog.getByRole('combobox', { name: 'Kies een dag' });
  await expect(day).toBeFocused();
  await press('ArrowDown');
  await tabUntil('Bevestig Bestelling');
  // While sending, the dialog's button is disabled; the focus lands on the result afterwards.
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const after = await focusState(page);
  expect(after.visible, `focus na verzenden op '${after.name}'`).toBe(true);
  await expect(page.getByRole('region', { name: SUCCESS })).toBeFocused();
  expect(problems, steps.join('\n')).toEqual([]);
});
