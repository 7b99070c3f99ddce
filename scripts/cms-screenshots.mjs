// Developer tool: screenshots of the /admin screens for the owner's guide (docs/screenshots/admin-*.png), at
// 375 and 1280 px, against the local backend on a temporary copy of content/ (the copy is thrown away).
// Usage: node scripts/cms-screenshots.mjs [outDir]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { startCms } from './cms.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.argv[2] ?? 'docs/screenshots');
mkdirSync(outDir, { recursive: true });
const copy = mkdtempSync(path.join(os.tmpdir(), 'slagerij-cms-shots-'));
cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
cpSync(path.join(root, 'public', 'images'), path.join(copy, 'public', 'images'), { recursive: true });
// A history to restore from (issue 52): the copy as one commit; a product file is broken by hand only
// for the restore's screenshot (else the product list shows it as an empty line).
const gitIn = (...args) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });
gitIn('init', '-q', '-b', 'main');
gitIn('add', '-A');
gitIn(
  '-c',
  'user.name=Winkel',
  '-c',
  'user.email=winkel@example.invalid',
  'commit',
  '-qm',
  'Prijs aangepast',
);
const brokenFile = path.join(copy, 'content', 'producten', 'biefstuk.json');
const goodText = readFileSync(brokenFile, 'utf8');

const port = Number(process.env.CMS_PORT ?? 4364);
const cms = await startCms({ repoDir: copy, port, backendPort: port + 1 });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 900 } });
    // Leaving a screen with unsaved changes asks first: the screenshots never save.
    page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
    await page.goto(cms.url);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('link', { name: 'Sluitingsdagen' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-start-${width}.png`) });

    await page.getByRole('link', { name: 'Sluitingsdagen' }).click();
    await page.getByRole('button', { name: 'Voeg losse dag toe' }).click();
    await page.getByRole('textbox', { name: 'Datum', exact: true }).last().fill('04/12/2026');
    await page.getByLabel('Reden').last().fill('Familiefeest');
    await page.screenshot({ path: path.join(outDir, `admin-sluitingen-${width}.png`) });

    // Producten (issue 52): the list by category, a search, one product alone.
    await page.goto(cms.url);
    await page.getByRole('link', { name: 'Producten' }).click();
    await page.getByText('Filet pur — Rund').waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-producten-${width}.png`) });
    await page.getByPlaceholder('Zoeken').fill('kip');
    await page.getByPlaceholder('Zoeken').press('Enter');
    await page.getByText('Zoekresultaten voor').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `admin-product-zoeken-${width}.png`) });

    await page.goto(cms.url);
    await page.getByRole('link', { name: 'Categorieën' }).click();
    await page.getByText('Voeg categorie toe').waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-categorieen-${width}.png`) });

    // A file broken by hand: the closed screen, and its last good version with what changes.
    writeFileSync(brokenFile, goodText.replace('"naam": "Biefstuk",', '"naam": "Biefstuk"'));
    await page.goto(`${cms.url}#/collections/producten/entries/biefstuk`);
    await page.getByRole('button', { name: 'Herstel vorige versie' }).click();
    await page.getByRole('button', { name: 'Zet deze versie terug' }).waitFor();
    await page.screenshot({ path: path.join(outDir, `admin-herstel-${width}.png`) });
    writeFileSync(brokenFile, goodText);

    // December (issue 31): an extra opening day, and a product's allergens as checkboxes.
    await page.goto(cms.url);
    await page.getByRole('link', { name: 'Winkelgegevens en openingsuren' }).click();
    await page.getByRole('button', { name: 'Voeg extra openingsdag toe' }).click();
    await page.getByRole('textbox', { name: 'Datum', exact: true }).last().fill('24/12/2026');
    await page.getByLabel('Opent om').last().fill('09:00');
    await page.getByLabel('Sluit om').last().fill('15:00');
    await page.getByLabel('Afhalen vanaf').last().fill('09:00');
    await page.getByLabel('Afhalen tot').last().fill('15:00');
    await page
      .getByRole('textbox', { name: 'Uiterlijk bestellen op', exact: true })
      .last()
      .fill('20/12/2026');
    await page.getByLabel('Uiterlijk bestellen om').last().fill('18:00');
    await page.getByLabel('Uiterlijk bestellen om').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `admin-extra-dag-${width}.png`) });

    // A fresh load: from one screen straight to another by address, admin.js reloads the page (issue
    // 52), and that reload, with the leave-page dialog in between, is a navigation goto does not await.
    await page.goto('about:blank');
    await page.goto(`${cms.url}#/collections/producten/entries/filet-pur`);
    await page.getByRole('textbox', { name: 'Naam', exact: true }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `admin-product-${width}.png`) });
    await page.getByText('Bevat geen van deze allergenen').first().scrollIntoViewIfNeeded();
    await page.getByText('Melk (lactose)').first().click();
    await page.screenshot({ path: path.join(outDir, `admin-allergenen-${width}.png`) });

    await page.goto(cms.url);
    await page.getByRole('link', { name: 'Aankondiging' }).click();
    await page.getByRole('switch', { name: 'Tonen' }).click();
    await page.getByLabel('Tekst').fill('Kerstbestellingen tot 20/12');
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `admin-aankondiging-${width}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
  await cms.close();
  rmSync(copy, { recursive: true, force: true });
}
console.log(`Screenshots in ${outDir}`);
