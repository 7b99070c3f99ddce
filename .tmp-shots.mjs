// Temporary screenshot script (not committed).
import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(width, name, flow) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const page = await context.newPage();
  let healthy = false;
  await page.route('https://api.emailjs.com/**', (route) => {
    const body = route.request().postDataJSON();
    if (!healthy && body.template_id === 'template_winkel') return route.fulfill({ status: 502, body: 'Bad Gateway', headers: { 'access-control-allow-origin': '*' } });
    return route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } });
  });
  await page.goto(base + '/bestellen');
  await page.getByRole('searchbox', { name: 'Zoek een product' }).waitFor();
  await page.waitForTimeout(1500);
  await flow(page, () => (healthy = true));
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: false });
  await context.close();
}
async function place(page) {
  await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
  await page.getByLabel('Naam').fill('Jan Peeters');
  await page.getByLabel('E-mail').fill('jan@example.be');
  await page.getByLabel('Telefoonnummer').fill('0470 12 34 56');
  await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Kies een dag' }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
  await page.getByRole('alert').filter({ hasText: 'Er ging iets mis' }).waitFor({ timeout: 40000 });
}
for (const width of [375, 1280]) {
  await session(width, 'niet-meer-nodig', async (page) => {
    await place(page);
    await page.getByRole('button', { name: 'Niet meer nodig' }).click();
    await page.getByRole('group', { name: /De slagerij heeft bestelling/ }).scrollIntoViewIfNeeded();
  });
  await session(width, 'aanpassen-vraag', async (page) => {
    await place(page);
    await page.getByRole('button', { name: 'Bestelling aanpassen' }).click();
    await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
    await page.getByRole('dialog').getByRole('group').waitFor();
  });
}
await browser.close();
