import { FakeEmailJs, seededRandom } from './fake-emailjs';
import { expect, test } from './fixtures';
import { FAILURE, MONDAY, SUCCESS, confirmDialog } from './order-helpers';

// The chaos test's faked EmailJS, checked on its own: same seed, same answers; each outcome
// answers as EmailJS (or a broken network) would.
test('de nep-EmailJS is herhaalbaar en antwoordt zoals afgesproken', async ({ page }) => {
  const first = seededRandom(42);
  const second = seededRandom(42);
  const a = Array.from({ length: 20 }, first);
  expect(a).toEqual(Array.from({ length: 20 }, second));
  expect(new Set(a).size).toBe(20);

  const fake = new FakeEmailJs({
    seed: 7,
    slowMs: 50,
    noAnswerMs: 6000,
    script: ['ok', 'rate-limited', 'server-error', 'headless', 'aborted', 'slow', 'no-answer'],
  });
  await page.goto('/home');
  await fake.install(page);
  const results = await page.evaluate(async () => {
    const answers: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const controller = new AbortController();
      // Generous: only the no-answer case may reach it, even on a busy machine.
      const timer = setTimeout(() => controller.abort(), 3000);
      try {
        const response = await fetch('https://api.emailjs.com/api/v1.0/email/send', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            service_id: 'service_test',
            template_id: i % 2 ? 'template_klant' : 'template_winkel',
            template_params: { referentie: `R${i}` },
          }),
          signal: controller.signal,
        });
        answers.push(String(response.status));
      } catch (error) {
        answers.push(
          error instanceof DOMException && error.name === 'AbortError' ? 'time-out' : 'netwerkfout',
        );
      } finally {
        clearTimeout(timer);
      }
    }
    return answers;
  });
  expect(results).toEqual(['200', '429', '500', '451', 'netwerkfout', '200', 'time-out']);
  expect(fake.attempts.map((attempt) => attempt.delivered)).toEqual([
    true,
    false,
    false,
    false,
    false,
    true,
    true,
  ]);
  expect(fake.deliveredCount('R0', 'template_winkel')).toBe(1);
  expect(fake.deliveredCount('R1', 'template_klant')).toBe(0);
  expect(fake.hadNoAnswer('R6', 'template_winkel')).toBe(true);

  const mix = new FakeEmailJs({ seed: 2024 });
  const outcomes = new Set(Array.from({ length: 200 }, () => mix.next()));
  expect([...outcomes].sort()).toEqual(
    ['aborted', 'headless', 'no-answer', 'ok', 'rate-limited', 'server-error', 'slow'].sort(),
  );
});

// Thirty orders in a row against an EmailJS that answers from a seeded random mix (200, slow 200,
// 429, 500, 451, a reset connection, no answer at all). The page's clock is faked so that the 20 s
// time-out and the back-off pass in moments. Every order must end sent — directly, or failed and
// then restored with 'Bestelling herstellen' and sent again — and no mail may arrive twice, except
// one whose earlier attempt got no answer, and then the resend is marked as such.
const ORDERS = 30;
const SEED = Number(process.env.CHAOS_SEED ?? 20261122);

test(`chaos: ${ORDERS} bestellingen tegen een grillige EmailJS (seed ${SEED})`, async ({ page }) => {
  test.setTimeout(8 * 60_000);
  const fake = new FakeEmailJs({ seed: SEED, slowMs: 150, noAnswerMs: 5_000 });
  await page.clock.install({ time: MONDAY });
  await fake.install(page);
  await page.goto('/bestellen');
  await expect(page.getByRole('textbox', { name: 'Biefstuk in kg' })).toBeEditable();

  const dialog = confirmDialog(page);
  const tally = { sent: 0, restoredAndSent: 0, duplicates: 0, allowedDuplicates: 0, restores: 0 };
  const problems: string[] = [];

  for (let order = 1; order <= ORDERS; order += 1) {
    const firstAttempt = fake.attempts.length;
    await page.getByRole('button', { name: 'Meer Biefstuk', exact: true }).click();
    await page.getByLabel('Naam').fill(`Klant ${order}`);
    await page.getByLabel('E-mail').fill(`klant${order}@example.be`);
    await page.getByLabel('Telefoonnummer').fill('0470123456');

    let sent = false;
    for (let round = 1; round <= 8 && !sent; round += 1) {
      await page.getByRole('button', { name: 'Bestelling Plaatsen' }).click();
      await expect(dialog).toBeVisible();
      const day = dialog.getByRole('combobox', { name: 'Kies een dag' });
      if ((await day.inputValue()) === '') await day.selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Bevestig Bestelling' }).click();
      // Let the page's time run (time-out, back-off) until the dialog closes with a result.
      for (let tick = 0; tick < 400 && (await dialog.isVisible()); tick += 1) {
        await page.clock.runFor(500);
        await page.waitForTimeout(15);
      }
      await expect(dialog).toBeHidden();
      if (await page.getByRole('heading', { name: SUCCESS }).isVisible()) {
        sent = true;
        if (round === 1) tally.sent += 1;
        else tally.restoredAndSent += 1;
        break;
      }
      const failure = page.getByRole('alert').filter({ hasText: FAILURE });
      await expect(failure, `bestelling ${order}: geen resultaat`).toBeVisible();
      tally.restores += 1;
      await failure.getByRole('button', { name: 'Bestelling herstellen' }).click();
      await expect(page.getByLabel('Naam')).toHaveValue(`Klant ${order}`);
    }
    if (!sent) {
      problems.push(`bestelling ${order}: na 8 pogingen niet verzonden`);
      continue;
    }

    const attempts = fake.attempts.slice(firstAttempt);
    const references = [...new Set(attempts.map((attempt) => attempt.reference))];
    if (references.length !== 1) problems.push(`bestelling ${order}: referenties ${references.join(', ')}`);
    const reference = references[0] ?? '?';
    for (const template of ['template_winkel', 'template_klant']) {
      const delivered = fake.deliveredCount(reference, template);
      if (delivered === 0) problems.push(`bestelling ${order} (${reference}): ${template} nooit aangekomen`);
      if (delivered <= 1) continue;
      tally.duplicates += delivered - 1;
      // Every delivery after the first must be a marked resend that follows an unanswered attempt.
      const ofTemplate = attempts.filter((a) => a.templateId === template);
      const [, ...extra] = ofTemplate.filter((a) => a.delivered);
      const allowed = extra.every(
        (a) =>
          String(a.body.template_params?.herzending ?? '') !== '' &&
          ofTemplate.some((b) => b.outcome === 'no-answer' && b.index < a.index),
      );
      if (allowed) tally.allowedDuplicates += delivered - 1;
      else
        problems.push(
          `bestelling ${order} (${reference}): ${template} ${delivered}× aangekomen; pogingen: ${attempts
            .filter((a) => a.templateId === template)
            .map((a) => `${a.outcome}${a.body.template_params?.herzending ? ' (herzending)' : ''}`)
            .join(', ')}`,
        );
    }
  }

  const outcomes = fake.attempts.reduce<Record<string, number>>((counts, attempt) => {
    counts[attempt.outcome] = (counts[attempt.outcome] ?? 0) + 1;
    return counts;
  }, {});
  const summary =
    `chaos (seed ${SEED}): ${tally.sent} meteen verzonden, ${tally.restoredAndSent} hersteld en verzonden ` +
    `(${tally.restores}× hersteld), ${tally.duplicates} dubbel aangekomen (waarvan ${tally.allowedDuplicates} ` +
    `na een poging zonder antwoord, gemarkeerd); antwoorden: ${JSON.stringify(outcomes)}`;
  console.log(summary);
  test.info().annotations.push({ type: 'chaos', description: summary });
  expect(problems).toEqual([]);
  expect(tally.sent + tally.restoredAndSent).toBe(ORDERS);
  expect(tally.duplicates).toBe(tally.allowedDuplicates);
});
