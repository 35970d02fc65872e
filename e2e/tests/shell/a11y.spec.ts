import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { gotoAsReturning } from './helpers';
import { scrollToFooter } from '../../support/navigation';

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`home has no serious axe violations in the ${theme} theme`, async ({ page }) => {
      await gotoAsReturning(page, '/', { theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('category-showcase')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await scrollToFooter(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the region modal has no serious axe violations', async ({ page }) => {
    await gotoAsReturning(page, '/', { theme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('merchant'));
    await page.reload();
    await expect(page.getByTestId('region-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('phone layout: the menu drawer opens with navigation, language and theme', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAsReturning(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Slots/ })).toBeVisible();
    await expect(drawer.getByTestId('language-menu')).toBeVisible();
    await expect(drawer.getByTestId('theme-toggle')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
