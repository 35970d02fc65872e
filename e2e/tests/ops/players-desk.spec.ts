import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { consoleToken, createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { expectHeaderBalance, headerAmount, loginFreshMember } from '../wallet/helpers';

/**
 * The players desk of the back office (issue 16): find a player, adjust their balance under four eyes,
 * note, and sign them out everywhere — each seen by the player and in the audit log.
 */
test.describe('back office players desk', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an adjustment moves money only once a second operator approves it; support signs the player out', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    await expect(headerAmount(page)).toHaveText('0.00 Ks');

    // Finance finds the player by mobile number and asks for a credit.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    const asker = await createOperator('finance');
    await signInToConsole(desk, asker);
    await desk.getByRole('link', { name: 'Find a player' }).click();
    await desk.getByLabel('Search by').selectOption('mobile');
    await desk.getByLabel('Search for').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await expect(desk.getByTestId('ops-player-row')).toHaveCount(1);
    await desk.getByRole('link', { name: member.username }).click();
    await expect(desk.getByRole('heading', { name: member.username })).toBeVisible();
    const memberId = new URL(desk.url()).pathname.split('/').pop() ?? '';
    await expect(desk.getByTestId('ops-player-balance')).toHaveText('0.00 MMK');
    // Finance may adjust but not lock: the console offers what the role may do.
    await expect(desk.getByTestId('ops-player-lock')).toHaveCount(0);
    await desk.getByTestId('ops-player-adjust').click();
    const adjust = desk.getByTestId('ops-adjust-dialog');
    await adjust.getByLabel('Amount (MMK)').fill('250');
    await adjust.getByLabel('Reason').fill('Compensation for ticket 4411');
    await adjust.getByTestId('ops-adjust-confirm').click();
    await expect(desk.getByTestId('ops-player-done')).toHaveText(
      'Adjustment of 250.00 MMK sent for approval.',
    );
    await expect(desk.getByTestId('ops-player-status')).toContainText('1 waiting for approval');

    // The asker cannot approve their own request; nothing has moved.
    await desk.getByRole('link', { name: 'Approvals' }).click();
    const row = desk.getByTestId('ops-approvals').locator('tbody tr', { hasText: member.username });
    await expect(row).toContainText('Yours: another operator decides');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectHeaderBalance(page, '0.00 Ks');

    // A second operator approves it: the money moves and the player's header shows it.
    const approver = await createOperator('admin');
    await signInToConsole(desk, approver);
    await desk.getByRole('link', { name: 'Approvals' }).click();
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, 'ops-approvals');
    await row.getByTestId('ops-approval-approve').click();
    const approve = desk.getByTestId('ops-approval-approve-dialog');
    await expect(approve).toContainText(`+250.00 MMK for ${member.username}, asked by ${asker.username}`);
    await approve.getByTestId('ops-approval-approve-dialog-confirm').click();
    await expect(desk.getByTestId('ops-approval-done')).toHaveText(/^Request \d+: Approved\.$/);
    // Decided, it leaves the queue of waiting requests.
    await expect(row).toHaveCount(0);
    await expectHeaderBalance(page, '250.00 Ks');

    // Support writes a note and signs the player out everywhere.
    const support = await createOperator('support');
    await signInToConsole(desk, support);
    await desk.getByRole('link', { name: 'Find a player' }).click();
    await desk.getByLabel('Search for').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('link', { name: member.username }).click();
    await expect(desk.getByTestId('ops-player-balance')).toHaveText('250.00 MMK');
    await expect(desk.getByTestId('ops-player-adjust')).toHaveCount(0);
    await desk.getByTestId('ops-player-tabs-notes').click();
    await desk.getByTestId('ops-note-text').fill('Called about ticket 4411; compensated.');
    await desk.getByTestId('ops-note-add').click();
    await expect(desk.getByTestId('ops-player-notes')).toContainText(support.username);
    await desk.getByTestId('ops-player-tabs-sessions').click();
    await expect(desk.getByTestId('ops-player-sessions').locator('tbody tr')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(desk);
    await desk.evaluate(() => window.scrollTo(0, 0));
    await screenshot(desk, 'ops-player');
    // The same page on a phone, in the dark theme.
    await desk.getByRole('button', { name: 'Dark theme' }).click();
    await desk.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, 'ops-player-phone-dark');
    await desk.setViewportSize({ width: 1280, height: 720 });
    await desk.getByTestId('ops-player-logout').click();
    const logout = desk.getByTestId('ops-player-logout-dialog');
    await logout.getByLabel('Reason').fill('Player asked to end all sessions');
    await logout.getByTestId('ops-player-logout-dialog-confirm').click();
    await expect(desk.getByTestId('ops-player-done')).toContainText('sessions ended');
    // The player's next call finds the session gone: the site shows the login again. A background
    // call of the header may find it first and take the balance away before the click.
    const refresh = page.getByTestId('header-balance').getByTestId('balance-refresh');
    await refresh.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page.getByTestId('header-login')).toBeVisible();

    // The audit log holds the request, the approval, the credit, the note and the sign-out.
    const entries = await desk.evaluate(
      async ({ token, memberId }) => {
        const response = await fetch(`/ops/audit?targetType=member&targetId=${memberId}`, {
          headers: { Authorization: token },
        });
        return ((await response.json()) as { value: { list: { action: string; operatorName: string }[] } })
          .value.list;
      },
      { token: await consoleToken(await signedInAs(desk)), memberId },
    );
    const actions = entries.map((e) => `${e.operatorName} ${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `${asker.username} approval.request`,
        `${approver.username} approval.approve`,
        `${approver.username} member.adjust.credit`,
        `${support.username} member.note`,
        `${support.username} member.logout`,
      ]),
    );
    await desk.context().close();

    /** The audit needs the `audit` permission: the admin who approved signs in again. */
    async function signedInAs(p: typeof desk) {
      await signInToConsole(p, approver);
      return p;
    }
  });
});
