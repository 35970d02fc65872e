import { expect, test, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { headerLogin, loginFreshMember, openWalletPage } from '../wallet/helpers';

/** Opens the member centre's invite-friends page. */
async function openReferral(page: Page) {
  await page.getByTestId('security-centre').click();
  const centre = page.getByTestId('member-centre');
  await centre.getByTestId('mc-entry-referral').click();
  await expect(centre.getByTestId('referral-page')).toBeVisible();
  return centre;
}

test.describe('Invite friends', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a friend registers with the member's link and deposits; the member sees the invitation and its bonus", async ({
    page,
    browser,
  }) => {
    await loginFreshMember(page);
    let centre = await openReferral(page);
    await expect(centre.getByTestId('referral-total')).toHaveText('0');
    const link = (await centre.getByTestId('referral-link').textContent()) ?? '';
    const code = new URL(link).searchParams.get('referralCode') ?? '';
    expect(code).toBe((await centre.getByTestId('referral-code').textContent())?.trim());
    await expectNoSeriousA11yViolations(page);

    // The friend registers with the code and makes a first deposit of 1,000.00 (the demo's minimum).
    const ip = uniqueIp();
    const friend = await createMobileMember(ip, { referralCode: code });
    const context = await browser.newContext();
    const other = await context.newPage();
    await gotoAs(other, '/', { ip });
    await headerLogin(other, friend.mobile, friend.password);
    const wallet = await openWalletPage(other, 'depositv2');
    await wallet.getByTestId('deposit-amount').fill('1000');
    await wallet.getByTestId('deposit-submit').click();
    await other.getByRole('button', { name: 'Pay' }).click();
    await expect(other.getByTestId('member-centre').getByTestId('deposit-returned')).toHaveAttribute(
      'data-status',
      'credited',
      { timeout: 30_000 },
    );
    await context.close();

    // The member's page counts the invitation and the 88.00 bonus it earned (the server's job pays it).
    await expect(async () => {
      await page.reload();
      centre = await openReferral(page);
      await expect(centre.getByTestId('referral-rewarded')).toHaveText('1', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(centre.getByTestId('referral-total')).toHaveText('1');
    await expect(centre.getByTestId('referral-earned')).toContainText('88.00');
    await expect(centre.getByTestId('referral-invitee')).toHaveAttribute('data-rewarded', 'true');
    await screenshot(page, 'rewards-referral-desktop');
    await centre.getByTestId('mc-entry-bonusDetails').click();
    await expect(centre.locator('[data-testid="bonus-row"][data-kind="referral"]')).toContainText('88.00');
  });

  test('the page reads well on a phone in the dark theme', async ({ page }) => {
    await loginFreshMember(page, { theme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-rebate').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-entry-referral').click();
    await expect(centre.getByTestId('referral-code')).toBeVisible();
    await screenshot(page, 'rewards-referral-phone-dark');
  });
});
