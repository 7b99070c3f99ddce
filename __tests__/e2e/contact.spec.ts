import { axeViolations } from './a11y-helpers';
import { expect, test } from './fixtures';
import { directionsUrl, facts } from './shop-facts';

// A 500 fails the script as a blocked request does (the same error event): no case of its own.
const GOOGLE = [
  { name: 'geblokkeerd', answer: null },
  {
    name: 'gm_authFailure',
    answer: { status: 200, body: 'window.gm_authFailure && window.gm_authFailure();' },
  },
];

test.describe('kaart op een kort scherm', () => {
  test.use({ viewport: { width: 375, height: 560 } });

  for (const { name, answer } of GOOGLE) {
    test(`laadt Google Maps pas na een klik op Kaart laden, nooit bij scrollen, en valt netjes terug (Google ${name})`, async ({
      page,
    }) => {
      const mapsRequests: string[] = [];
      await page.route(/^https:\/\/maps\.googleapis\.com\//, (route) => {
        mapsRequests.push(route.request().url());
        if (!answer) return route.abort('blockedbyclient');
        return route.fulfill({ ...answer, contentType: 'text/javascript; charset=utf-8' });
      });

      await page.goto('/contact');
      await page.waitForLoadState('networkidle');
      const map = page.locator('[data-map-state]');
      await expect(map).toHaveAttribute('data-map-state', 'waiting');
      // Even before the script is asked for, the box is not empty: the drawn map with the route link.
      await expect(map.getByRole('link', { name: /Route plannen/ })).toBeAttached();
      await page.getByRole('heading', { name: 'Zo vindt u ons' }).scrollIntoViewIfNeeded();
      await map.scrollIntoViewIfNeeded();
      // An absence is the point; the click below, whose request is seen, is the positive control.
      await page.waitForTimeout(500);
      expect(mapsRequests, 'geen verzoek aan Google voor de klik, ook niet met de kaart in beeld').toEqual(
        [],
      );
      await expect(page.getByText(/Als u ze laadt, krijgt Google uw IP-adres/)).toBeVisible();
      const boxBefore = await map.boundingBox();

      await page.getByRole('button', { name: 'Kaart laden (Google Maps)' }).click();
      await expect.poll(() => mapsRequests.length).toBeGreaterThan(0);
      expect(mapsRequests[0]).toContain('key=test-maps-key');
      expect(mapsRequests[0]).toMatch(/libraries=[^&]*marker/);

      await expect(map).toHaveAttribute('data-map-state', 'failed');
      const route = map.getByRole('link', { name: /Route plannen/ });
      await expect(route).toBeVisible();
      await expect(route).toHaveAttribute('href', directionsUrl);
      await expect(route).toHaveAttribute('target', '_blank');
      await expect(route).toHaveAttribute('rel', /noopener/);
      await expect(map).toContainText(facts.street);

      const boxAfter = await map.boundingBox();
      expect(boxAfter?.height).toBe(boxBefore?.height);
      expect(boxAfter?.width).toBe(boxBefore?.width);
      // The page itself is scanned with every route (a11y.spec.ts); here the map's fallback.
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
