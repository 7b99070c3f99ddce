import { ROUTES } from '../../bench/measure-bytes.mjs';
import { expect, test } from './fixtures';
import { facts } from './shop-facts';

// No cookies, and nothing asked of anyone else until a click (map, video): every page, scrolled through.
for (const href of [...ROUTES, facts.privacy.path]) {
  test(
    `${href}: geen enkel verzoek verlaat de site en geen cookies zonder klik`,
    { tag: '@firefox' },
    async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const outside: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith('data:') && new URL(url).origin !== origin) outside.push(url);
      });
      await page.goto(encodeURI(href));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      // An absence is the point: a fixed wait for what the scroll might still ask for late.
      await page.waitForTimeout(500);
      expect(outside).toEqual([]);
      // Positive control: a request to another host, made now, is seen (the fixture blocks it).
      await page.evaluate(() => fetch('https://maps.googleapis.com/controle').catch(() => undefined));
      await expect.poll(() => outside).toEqual(['https://maps.googleapis.com/controle']);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
    },
  );
}
