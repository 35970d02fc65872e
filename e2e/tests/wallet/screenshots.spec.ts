import { expect, test } from '@playwright/test';
import { screenshot } from '../../support/screenshot';
import { adjust, expectHeaderBalance, loginFreshMember, openWalletPage } from './helpers';

// Screenshots for the docs (JADE_SCREENSHOTS=1): the deposit page on a desktop in the dark theme and
// the withdrawal page on a phone (same theme).
test.describe('wallet screenshots', () => {
  test.describe.configure({ timeout: 240_000 });
  test.skip(process.env.JADE_SCREENSHOTS !== '1', 'screenshots only when JADE_SCREENSHOTS=1');

  test('deposit page, desktop, dark; withdrawal page, phone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const member = await loginFreshMember(page, { theme: 'dark' });
    await adjust(member.username, '+12500');
    await expectHeaderBalance(page, '12,500.00 Ks');
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-amount-chip').nth(1).click();
    await screenshot(page, 'wallet-deposit-desktop-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await centre.getByTestId('mc-entry-withdraw').click();
    await expect(centre.getByTestId('withdraw-page')).toBeVisible();
    await screenshot(page, 'wallet-withdraw-phone-dark');
  });
});
