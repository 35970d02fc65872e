import { expect, test } from '@playwright/test';
import { gotoAsReturning } from './helpers';

/**
 * The header fits its width in every language, from phones to laptops: Myanmar's labels are the
 * longest (from 1024 to 1279 px a visitor gets buttons instead of the inline login form; below 440 px
 * the wordmark gives way in Myanmar).
 */
for (const lang of ['MY', 'EN']) {
  for (const width of [360, 1100, 1366]) {
    test(`${lang} at ${width} px: nothing in the header reaches past the window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoAsReturning(page, '/', { lang });
      const header = page.getByTestId('site-header');
      await expect(header.getByTestId(width >= 1024 ? 'header-desktop' : 'header-compact')).toBeVisible();
      const overflow = await header.evaluate((el) => {
        const row = el.querySelector('.content-width')!;
        const right = Math.max(
          ...[...row.querySelectorAll<HTMLElement>('*')]
            .filter((child) => child.getClientRects().length > 0)
            .map((child) => child.getBoundingClientRect().right),
        );
        return right - document.documentElement.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      if (width >= 1280) await expect(header.getByTestId('login-username')).toBeVisible();
      if (width >= 1024 && width < 1280) await expect(header.getByTestId('login-username')).toHaveCount(0);
    });
  }
}
