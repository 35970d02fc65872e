import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { screenshot } from '../../support/screenshot';
import { tiles } from './helpers';

// Saved to docs/screenshots only with JADE_SCREENSHOTS=1 (see support/screenshot.ts).
for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the slots lobby looks right: ${device}, ${theme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoAs(page, '/rng', { ip: uniqueIp(), theme });
      await expect(tiles(page)).toHaveCount(24);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Let the lazy artwork of the first screen arrive.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')]
              .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
              .every((img) => img.complete),
          ),
        )
        .toBe(true);
      // The page must not scroll sideways on any screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `games-rng-${device}-${theme}`, { fullPage: false });
      if (device === 'desktop') {
        await page.getByTestId('header-search').click();
        await page.getByTestId('search-input').fill('dragon');
        await page.getByTestId('search-input').press('Enter');
        await expect(page.getByTestId('search-count')).toBeVisible();
        await screenshot(page, `games-search-${theme}`);
      }
    });
  }
}
