import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { createOperator, signInToConsole } from '../../support/ops';
import { baseURL } from '../../support/env';
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

  test('an operator issues a reward in the console; the player claims it from the reward centre once', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('finance'));
    await desk.getByRole('link', { name: 'Rewards' }).click();
    await desk.getByRole('tab', { name: 'Reward centre' }).click();
    const form = desk.getByTestId('ops-issue-reward');
    // Everything is asked for before anything is sent.
    await form.getByTestId('ops-issue-reward-submit').click();
    await expect(form).toContainText('Fill in the player, amount, title and reason.');
    await form.getByLabel('Player username').fill(member.username);
    await form.getByLabel('Amount').fill('88');
    await form.getByLabel('Title the player sees').fill('Lucky draw prize');
    await form.getByLabel('Reason').fill('December draw winner');
    await form.getByTestId('ops-issue-reward-submit').click();
    await expect(form).toContainText(`Issued to ${member.username}: claimable until`);
    await screenshot(desk, 'ops-issue-reward', { fullPage: true });
    // A player who does not exist is refused with a clear message.
    await form.getByLabel('Player username').fill('no_such_player_x');
    await form.getByLabel('Amount').fill('5');
    await form.getByLabel('Title the player sees').fill('Nobody');
    await form.getByLabel('Reason').fill('typo check');
    await form.getByTestId('ops-issue-reward-submit').click();
    await expect(form.getByRole('alert')).toHaveText('No player of this region has that username.');
    await desk.context().close();

    await page.getByTestId('security-centre').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-entry-rewardCenter').click();
    const issued = centre.locator('[data-testid="reward-item"][data-kind="issued"]');
    await expect(issued).toHaveCount(1);
    await expect(issued.getByTestId('reward-title')).toHaveText('Lucky draw prize');
    await expect(issued.getByTestId('reward-amount')).toContainText('88.00');
    await issued.getByRole('button').click();
    await expect(centre.getByTestId('reward-claim-result')).toContainText('88.00');
    // Claimed once: it leaves the list for the history.
    await expect(issued).toHaveCount(0);
    await expect(
      centre.getByTestId('reward-history-row').filter({ hasText: 'Lucky draw prize' }),
    ).toHaveCount(1);
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
