import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { loginFreshMember, openWalletPage } from '../wallet/helpers';

/**
 * The prize wheel (decision R9): the day's deposits earn a ticket, listed in the reward centre; the
 * ticket spins the wheel once; an operator issues more tickets from the console.
 */
test.describe('prize wheel', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a deposit earns the day's ticket; the member spins once; an operator issues two more", async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    // Before a deposit: the reward centre says what earns a ticket.
    await page.getByTestId('security-centre').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-entry-rewardCenter').click();
    const ticketCard = centre.locator('[data-testid="reward-item"][data-kind="ticket"]');
    await expect(ticketCard).toHaveAttribute('data-state', 'unavailable');
    await expect(ticketCard).toContainText("Deposited today: 0.00 Ks of 500.00 Ks for today's ticket.");
    await page.keyboard.press('Escape');

    // A gateway deposit of 500.00 earns today's ticket.
    const wallet = await openWalletPage(page, 'depositv2');
    await wallet.getByTestId('deposit-amount').fill('500');
    await wallet.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\?order=SIM/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(centre.getByTestId('deposit-returned')).toHaveAttribute('data-status', 'credited', {
      timeout: 30_000,
    });
    await centre.getByTestId('mc-entry-rewardCenter').click();
    await expect(ticketCard).toHaveAttribute('data-state', 'claimable');
    await expect(ticketCard.getByTestId('reward-amount')).toHaveText('1');
    await ticketCard.getByTestId('reward-spin').click();

    // The wheel: one ticket, one spin; the result is the server's, shown when the wheel stops.
    await expect(page).toHaveURL(/\/prizeWheel$/);
    const tickets = page.getByTestId('wheel-tickets');
    await expect(tickets).toHaveAttribute('data-count', '1');
    await expect(page.getByTestId('wheel-earned-today')).toBeVisible();
    await screenshot(page, 'rewards-prize-wheel-desktop');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('wheel-spin').click();
    await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 15_000 });
    await expect(tickets).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('wheel-spin')).toBeDisabled();
    await expect(page.getByTestId('wheel-history-row')).toHaveCount(1);

    // An operator issues two tickets from the console, with a reason.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('admin'));
    await desk.getByRole('link', { name: 'Rewards' }).click();
    await desk.getByRole('tab', { name: 'Prize wheel' }).click();
    await expect(desk.getByTestId('ops-wheel-row')).toHaveCount(8);
    const form = desk.getByTestId('ops-wheel-issue');
    await form.getByLabel('Player username').fill(member.username);
    await form.getByLabel('Tickets (1–20)').fill('2');
    await form.getByLabel('Reason').fill('Weekend promotion winner');
    await form.getByTestId('ops-wheel-issue-submit').click();
    await expect(form).toContainText(`Issued 2 tickets to ${member.username}.`);
    await screenshot(desk, 'ops-prize-wheel', { fullPage: true });
    await desk.context().close();

    await page.reload();
    await expect(tickets).toHaveAttribute('data-count', '2');
    await expect(page.getByTestId('wheel-spin')).toBeEnabled();
  });

  test('the wheel reads well on a phone in the dark theme, and asks a visitor to log in', async ({
    page,
    browser,
  }) => {
    await loginFreshMember(page, { theme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-prize-wheel').click();
    await expect(page.getByTestId('wheel-disc')).toBeVisible();
    await expect(page.getByTestId('wheel-tickets')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('wheel-spin')).toBeDisabled();
    await screenshot(page, 'rewards-prize-wheel-phone-dark');
    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await gotoAs(visitor, '/prizeWheel', { ip: uniqueIp() });
    await expect(visitor.getByTestId('wheel-login')).toBeVisible();
    await visitor.context().close();
  });
});
