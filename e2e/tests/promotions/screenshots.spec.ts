import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { repoRoot } from '../../support/env';
import { screenshot } from '../../support/screenshot';
import { loginInHeader, manualPromotions, TINY_PNG } from './helpers';

// Pictures of the promotions pages and dialogs (JADE_SCREENSHOTS=1); nothing to check otherwise. All of
// them go to e2e/test-results/promotions-shots for review; a few to docs/screenshots.
test.skip(process.env.JADE_SCREENSHOTS !== '1', 'screenshots only with JADE_SCREENSHOTS=1');
test.describe.configure({ timeout: 180_000 });

const SIZES = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
} as const;
const DOCS = new Set([
  'promotions-desktop-dark',
  'promotions-detail-phone-light',
  'promotions-application-desktop-light',
  'promotions-gift-phone-dark',
]);

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(repoRoot, 'e2e', 'test-results', 'promotions-shots', `${name}.png`),
    animations: 'disabled',
  });
  if (DOCS.has(name)) await screenshot(page, name);
}

for (const size of ['desktop', 'phone'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`promotions pages and dialogs (${size}, ${theme})`, async ({ page }) => {
      const ip = uniqueIp();
      const member = await createMobileMember(ip);
      const tag = `${size}-${theme}`;

      // The gift popup as a visitor sees it on load.
      await page.setViewportSize(SIZES[size]);
      await gotoAs(page, '/', { ip, theme, contentPopups: true });
      await expect(page.getByTestId('gift-popup').locator('img')).toHaveAttribute('data-loaded', 'true');
      await shot(page, `promotions-gift-${tag}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('activity-popup')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/promotions');
      await expect(page.getByTestId('promotion-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `promotions-${tag}`);

      // The floating deposit promo, expanded, and its popup.
      await page.getByTestId('deposit-promo-icon').click();
      await expect(page.getByTestId('deposit-promo-button')).toBeVisible();
      await shot(page, `promotions-deposit-button-${tag}`);
      await page.getByTestId('deposit-promo-button').click();
      await expect(page.getByTestId('deposit-promo-popup')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `promotions-deposit-popup-${tag}`);
      await page.keyboard.press('Escape');

      // Detail and the application form as a member (log in on the desktop layout's header form).
      const promotion = (await manualPromotions())[0]!;
      await page.setViewportSize(SIZES.desktop);
      await page.goto(`/promoDetail?id=${promotion.id}`);
      await loginInHeader(page, member.mobile, member.password);
      // The after-login gift comes first.
      await expect(page.getByTestId('gift-popup')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('gift-popup')).toHaveCount(0);
      await page.setViewportSize(SIZES[size]);
      await expect(page.getByTestId('promotion-apply')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, `promotions-detail-${tag}`);
      await page.getByTestId('promotion-apply').click();
      const dialog = page.getByTestId('application-dialog');
      await dialog
        .getByTestId('application-comment')
        .fill('Deposited 500 on Friday at 20:15 by bank transfer');
      await dialog.getByTestId('application-image-input').setInputFiles([
        { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG },
        { name: 'screen.png', mimeType: 'image/png', buffer: TINY_PNG },
      ]);
      await dialog
        .getByTestId('application-image-input')
        .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(dialog.getByTestId('application-images-error')).toBeVisible();
      await shot(page, `promotions-application-${tag}`);
      await dialog.getByTestId('application-submit').click();
      await expect(page.getByTestId('application-status')).toBeVisible();
      await shot(page, `promotions-applied-${tag}`);
    });
  }
}
