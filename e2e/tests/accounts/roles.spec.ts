import { expect, test } from '@playwright/test';
import { createMobileMember, gotoAs, headerLogin, uniqueIp } from '../../support/accounts';
import { freshSubAgent } from '../../support/agents';

test.describe('roles and gates', () => {
  test('free play logs in a trial account, which is refused gated actions with the warning', async ({
    page,
  }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByTestId('free-play').click();
    await expect(page.getByTestId('member-area')).toBeVisible();
    await expect(page.getByTestId('member-area')).toContainText('Trial account');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    // No member centre or agent centre entry for a trial account.
    await expect(page.getByTestId('security-centre')).toHaveCount(0);
    await expect(page.getByTestId('agent-centre')).toHaveCount(0);
    await page.getByTestId('side-share').click();
    const gate = page.getByTestId('gate-dialog');
    await expect(gate.getByTestId('alert-message')).toHaveText(
      'A real account is needed. Please register or log in with a formal account.',
    );
    await expect(gate.getByTestId('dialog-default-button')).toHaveText('Confirm');
    await gate.getByTestId('dialog-default-button').click();
    await expect(gate).toHaveCount(0);
  });

  test('visitors see no centre entries and are asked to log in for gated actions', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await expect(page.getByTestId('security-centre')).toHaveCount(0);
    await expect(page.getByTestId('agent-centre')).toHaveCount(0);
    await page.getByTestId('side-share').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('a member opens the member centre at the security centre with real member info', async ({ page }) => {
    const member = await createMobileMember();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.mobile, member.password);
    await expect(page.getByTestId('agent-centre')).toHaveCount(0);
    await page.getByTestId('security-centre').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre).toBeVisible();
    await expect(centre.getByTestId('mc-entry-securityCenter')).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByTestId('mc-account')).toHaveText(member.mobile);
    await expect(centre.getByTestId('mc-mobile')).toContainText('****');
    await expect(centre.getByTestId('mc-vip')).toHaveText(/VIP/);
    // The change-password form asks for the old password.
    await centre.getByTestId('cp-old').fill('Wrong2026!');
    await centre.getByTestId('cp-new').fill('Another#2028');
    await centre.getByTestId('cp-confirm').fill('Another#2028');
    await centre.getByTestId('cp-submit').click();
    await expect(centre.getByText('The old password is wrong.')).toBeVisible();
    await centre.getByTestId('member-centre-close').click();
    await expect(centre).toHaveCount(0);
  });

  test('an agent sees the agent centre with the real downline count', async ({ page }) => {
    // A fresh sub-agent with one member registered through its code (nobody else logs it in).
    const agent = await freshSubAgent();
    await createMobileMember(uniqueIp(), { affiliateCode: agent.affiliateCode });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, agent.username, agent.password);
    await expect(page.getByTestId('security-centre')).toBeVisible();
    await page.getByTestId('agent-centre').click();
    const centre = page.getByTestId('agent-centre');
    await expect(centre.getByTestId('ac-entry-agentTeamOverview')).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByTestId('ac-direct')).toHaveText('1');
    await expect(centre.getByTestId('ac-affiliate-code')).toHaveText(agent.affiliateCode);
  });
});
