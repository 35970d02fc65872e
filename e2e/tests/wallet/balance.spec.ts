import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { adjust, expectHeaderBalance, headerAmount, loginFreshMember } from './helpers';

test.describe('header balance', () => {
  // Each journey registers a member and waits on the operator CLI: generous under a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  test('hides and shows the balance, remembers the choice, and refreshes on demand', async ({ page }) => {
    const member = await loginFreshMember(page);
    await expect(headerAmount(page)).toHaveText('0.00 Ks');
    const toggle = page.getByTestId('header-balance').getByTestId('balance-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    await expect(headerAmount(page)).toHaveText('****');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('title', 'Show balance');
    expect(await page.evaluate(() => localStorage.getItem('hideBalance'))).toBe('1');

    // The choice survives a reload (same tab: the session stays).
    await page.reload();
    await expect(page.getByTestId('member-area')).toBeVisible();
    await expect(headerAmount(page)).toHaveText('****');

    // Money arrives elsewhere (an operator credit); the refresh button reads it, still hidden.
    await adjust(member.username, '+1234.5');
    await toggle.click();
    await expectHeaderBalance(page, '1,234.50 Ks');
    expect(await page.evaluate(() => localStorage.getItem('hideBalance'))).toBeNull();

    // With separate game wallets the breakdown lists the main wallet.
    await page.getByTestId('balance-breakdown-toggle').click();
    const panel = page.getByTestId('balance-breakdown-panel');
    await expect(panel.getByTestId('breakdown-main')).toHaveText('1,234.50 Ks');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the balance is read again when the player comes back to the tab', async ({ page }) => {
    const member = await loginFreshMember(page);
    await expect(headerAmount(page)).toHaveText('0.00 Ks');
    await adjust(member.username, '+75');
    // A focus event, as when the player switches back from another window.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(headerAmount(page)).toHaveText('75.00 Ks', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
  });

  test('a trial account sees its demo balance, and deposit asks for a real account', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByTestId('free-play').click();
    await expect(page.getByTestId('member-area')).toBeVisible();
    await expect(headerAmount(page)).toHaveText('2,000.00 Ks');
    await page.getByTestId('header-deposit').click();
    const gate = page.getByTestId('gate-dialog');
    await expect(gate.getByTestId('alert-message')).toHaveText(
      'A real account is needed. Please register or log in with a formal account.',
    );
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
  });

  test('on a phone the compact header shows the balance and the menu opens the wallet pages', async ({
    page,
  }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+42');
    await page.setViewportSize({ width: 390, height: 844 });
    const compact = page.getByTestId('header-balance-compact');
    await expect(async () => {
      await compact.getByTestId('balance-refresh').click();
      await expect(compact.getByTestId('balance-amount')).toHaveText('42.00 Ks', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    // A tap beside the open menu only closes it: the balance's refresh under that tap does not run.
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('account-menu-content')).toBeVisible();
    const refresh = compact.getByTestId('balance-refresh');
    await refresh.evaluate((el) => {
      el.addEventListener('click', () => el.setAttribute('data-clicked', 'yes'));
    });
    const spot = (await refresh.boundingBox())!;
    await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
    await expect(page.getByTestId('account-menu-content')).toHaveCount(0);
    await expect(refresh).not.toHaveAttribute('data-clicked', 'yes');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-withdraw').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mc-entry-withdraw')).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByTestId('payment-password-card')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
