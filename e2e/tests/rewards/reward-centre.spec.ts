import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { loginFreshMember } from '../wallet/helpers';

const badgeCount = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, '') || 0);

test.describe('Reward centre', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists the daily sign-in bonus; claiming it drops the header badge and the entry badge by one', async ({
    page,
  }) => {
    await loginFreshMember(page);
    // A new member: the sign-in and registration rewards wait (and the welcome message is unread).
    const badge = page.getByTestId('header-badge');
    await expect(badge).toBeVisible();
    await expect.poll(() => badgeCount(badge.textContent())).toBeGreaterThanOrEqual(2);
    const before = await badgeCount(badge.textContent());

    await page.getByTestId('security-centre').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mc-badge-rewardCenter')).toHaveText('2');
    await centre.getByTestId('mc-entry-rewardCenter').click();
    await expect(centre.getByTestId('reward-centre-page')).toBeVisible();
    const signIn = centre.locator('[data-testid="reward-item"][data-kind="signIn"]');
    await expect(signIn).toHaveAttribute('data-state', 'claimable');
    await expect(signIn).toContainText('1.00');
    await expect(centre.locator('[data-testid="reward-item"][data-kind="register"]')).toHaveAttribute(
      'data-state',
      'claimable',
    );
    await expect(centre.locator('[data-testid="reward-item"][data-kind="rescue"]')).toHaveAttribute(
      'data-state',
      'unavailable',
    );
    await screenshot(page, 'rewards-reward-centre-desktop');
    await expectNoSeriousA11yViolations(page);

    await centre.getByTestId('reward-claim-signIn').click();
    await expect(centre.getByTestId('reward-claim-result')).toContainText('1.00');
    await expect(signIn).toHaveAttribute('data-state', 'claimed');
    await expect(centre.getByTestId('reward-claim-signIn')).toBeDisabled();
    await expect(centre.getByTestId('mc-badge-rewardCenter')).toHaveText('1');
    await expect(centre.getByTestId('reward-history-row')).toHaveCount(1);
    // The claim is a bonus with its wagering, in bonus details.
    await centre.getByTestId('mc-entry-bonusDetails').click();
    await expect(centre.locator('[data-testid="bonus-row"][data-kind="signIn"]')).toHaveAttribute(
      'data-status',
      'active',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => badgeCount(badge.textContent())).toBe(before - 1);

    // A new visit reads the same from the server: the sign-in stays claimed for today.
    await page.reload();
    await expect.poll(() => badgeCount(page.getByTestId('header-badge').textContent())).toBe(before - 1);
  });

  test('the reward centre reads well on a phone in the dark theme', async ({ page }) => {
    await loginFreshMember(page, { theme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-rebate').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-entry-rewardCenter').click();
    await expect(centre.locator('[data-testid="reward-item"][data-kind="signIn"]')).toBeVisible();
    await screenshot(page, 'rewards-reward-centre-phone-dark');
  });
});
