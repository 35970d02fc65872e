import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { freshSubAgent } from '../../support/agents';
import { credit, freshMember, headerLogin, openCentre } from './helpers';

test.describe('transfers to downline and upline (transferUpline)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an agent pays a fresh downline member, who sees it in the account record and pays part back', async ({
    browser,
  }) => {
    // A fresh agent of its own (a sub-agent of demo_agent) with money, and a fresh member registered
    // with its affiliate code: nobody else logs either in or pays them.
    const agent = await freshSubAgent();
    await credit(agent.username, '100.00');
    const downline = await freshMember({ affiliateCode: agent.affiliateCode });

    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await gotoAs(agentPage, '/', { ip: uniqueIp() });
    await headerLogin(agentPage, agent.username, agent.password);
    const centre = await openCentre(agentPage, 'transferUpline');
    const form = centre.getByTestId('agent-transfer-form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(agentPage);

    // Someone outside the agent's team: the server refuses, in the member's language, and nothing moves.
    await form.getByTestId('agent-transfer-username').fill('demo_player');
    await form.getByTestId('agent-transfer-amount').fill('10');
    await form.getByTestId('agent-transfer-password').fill(agent.password);
    await form.getByTestId('agent-transfer-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText(
      'You can only transfer to members of your own team.',
    );

    // A wrong password is refused too.
    await form.getByTestId('agent-transfer-username').fill(downline.username);
    await form.getByTestId('agent-transfer-password').fill('Wrong2026!');
    await form.getByTestId('agent-transfer-submit').click();
    await expect(form.getByTestId('form-error')).toBeVisible();
    await expect(form.getByTestId('form-error')).not.toHaveText(
      'You can only transfer to members of your own team.',
    );

    // The real transfer.
    await form.getByTestId('agent-transfer-amount').fill('25.00');
    await form.getByTestId('agent-transfer-password').fill(agent.password);
    await form.getByTestId('agent-transfer-submit').click();
    await expect(form.getByTestId('form-success')).toHaveText(`25.00 transferred to ${downline.username}.`);
    await agentContext.close();

    // The downline member: the agent's money in the account record, and a transfer back to the upline.
    const memberContext = await browser.newContext();
    const page = await memberContext.newPage();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, downline.username, downline.password);
    const memberCentre = await openCentre(page, 'transactionHistory');
    const rows = memberCentre.getByTestId('account-record-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-type', 'agent_transfer');
    await expect(rows.first().getByTestId('record-row-amount')).toHaveText('+25.00');
    await expect(rows.first().getByTestId('record-row-balance')).toHaveText('25.00');

    await openCentre(page, 'transferUpline');
    const upForm = memberCentre.getByTestId('agent-transfer-form');
    // A plain member has no downline tab: only the upline transfer.
    await expect(memberCentre.getByTestId('agent-transfer-target')).toHaveCount(0);
    await expect(upForm.getByTestId('agent-transfer-username')).toHaveCount(0);
    await upForm.getByTestId('agent-transfer-amount').fill('30');
    await upForm.getByTestId('agent-transfer-submit').click();
    await expect(upForm.getByRole('alert')).toHaveText('Not enough balance. Your balance is 25.00.');
    await upForm.getByTestId('agent-transfer-amount').fill('5.50');
    await upForm.getByTestId('agent-transfer-submit').click();
    await expect(upForm.getByTestId('form-success')).toHaveText('5.50 transferred to your upline.');
    await expect(memberCentre.getByTestId('agent-transfer-balance')).toContainText('19.50');

    await openCentre(page, 'transactionHistory');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('record-row-amount')).toHaveText('-5.50');
    await expect(rows.first().getByTestId('record-row-balance')).toHaveText('19.50');
    await memberContext.close();
  });

  test('a member without an upline agent has no transfer entry', async ({ page }) => {
    const member = await freshMember();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    await page.getByTestId('security-centre').first().click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mc-entry-transferFund')).toBeVisible();
    await expect(centre.getByTestId('mc-entry-transferUpline')).toHaveCount(0);
  });
});
