import { FakeEmailJs, seededRandom } from './fake-emailjs';
import { expect, test } from './fixtures';

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
    noAnswerMs: 400,
    script: ['ok', 'rate-limited', 'server-error', 'headless', 'aborted', 'slow', 'no-answer'],
  });
  await page.goto('/home');
  await fake.install(page);
  const results = await page.evaluate(async () => {
    const answers: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 250);
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
