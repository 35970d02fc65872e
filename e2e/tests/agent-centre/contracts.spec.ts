import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { gotoAs, headerLogin, uniqueIp } from '../../support/accounts';
import { DEMO_AGENT, freshSubAgent, openAgentPage, test } from '../../support/agents';
import { screenshot } from '../../support/screenshot';
import { apiAs, cents, credit, money, openCentre, tokenOf } from '../records/helpers';

// demo_agent is a top-level agent with a daily-salary contract from the house (seed: 1 %, 1.5 % from
// a team valid bet of 5,000.00). The e2e server runs a test clock (AGENT_TEST_PERIOD_SECONDS=30): a
// contract "day" lasts 30 seconds, and its settlement job pays it a few seconds after it closes.
// demo_agent is held for the journey (loginAsDemoAgent): no other journey logs it in meanwhile.
const AGENT = DEMO_AGENT;

interface Records {
  list: { payee: string; payer: string | null; amount: number }[];
  footer: { amount: number };
}

test.describe('agent centre: contracts', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an agent offers a daily-salary contract to its downline agent, who accepts it at login; after bets and the day’s close the wage shows on both sides', async ({
    page,
    browser,
    loginAsDemoAgent,
  }) => {
    // A fresh downline agent of demo_agent (through its sub-agent link), with money to play.
    const downline = await freshSubAgent();
    await credit(downline.username, '100.00');

    // The agent offers the contract in the daily wages page: above its own rate is refused.
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsDemoAgent(page, AGENT);
    const centre = await openAgentPage(page, 'agentDailyWages2');
    const wages = centre.getByTestId('ct-page-daily');
    await expect(wages.getByTestId('ct-own')).toContainText('1.5%');
    const row = wages.getByTestId(`ct-downline-${downline.username}`);
    await row.getByTestId(`ct-offer-${downline.username}`).click();
    const dialog = page.getByTestId('ct-dialog');
    await expect(dialog.getByTestId('ct-offer-form')).toContainText('Your own top rate is 1.5%');
    await dialog.getByTestId('ct-tier-rate-0').fill('2');
    await dialog.getByTestId('ct-send-offer').click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "No rate may exceed your own contract's top rate (1.5%).",
    );
    await dialog.getByTestId('ct-tier-rate-0').fill('1');
    await dialog.getByTestId('ct-send-offer').click();
    await expect(wages.getByTestId('form-success')).toContainText(
      `It takes effect when ${downline.username} accepts.`,
    );
    await expect(row.getByTestId(`ct-downline-status-${downline.username}`)).toHaveText('Applying');
    await screenshot(page, 'agent-contract-offered');

    // The downline logs in: the contract request opens by itself; it accepts.
    const downContext = await browser.newContext();
    const down = await downContext.newPage();
    await down.setViewportSize({ width: 1280, height: 800 });
    await gotoAs(down, '/', { ip: uniqueIp() });
    await down.evaluate(() => localStorage.setItem('theme', 'dark'));
    await gotoAs(down, '/', { ip: uniqueIp() });
    await headerLogin(down, downline.username, downline.password);
    await down.setViewportSize({ width: 390, height: 844 });
    const review = down.getByTestId('ct-dialog').getByTestId('ct-review');
    await expect(review).toBeVisible({ timeout: 30_000 });
    await expect(review).toContainText(AGENT.username);
    await expect(review.getByTestId('ct-tiers')).toContainText('1%');
    await screenshot(down, 'agent-contract-request-phone-dark');
    await review.getByTestId('ct-accept').click();
    await expect(down.getByTestId('ct-dialog')).toHaveCount(0);

    // Its bets: in-house slot spins through the real API.
    const downToken = await down.evaluate(() => sessionStorage.getItem('token'));
    let bet = 0;
    let net = 0;
    for (let i = 0; i < 5; i++) {
      const round = await apiAs<{ bet: number; win: number }>(downToken, 'POST', '/wps/inhouse/slot/spin', {
        gameId: 'jade-dragon',
        bet: '2.00',
        idempotencyKey: randomUUID(),
      });
      bet += cents(round.bet);
      net += cents(round.win) - cents(round.bet);
    }
    const wage = Math.floor(bet / 100); // 1 % of the valid bet, in cents

    // The "day" closes and is settled: the wage is in the downline's records...
    await expect
      .poll(
        async () =>
          cents(
            (
              await apiAs<Records>(
                downToken,
                'GET',
                '/wps/relay/ODSFE2_dailySalRec?side=received&pageSize=50',
              )
            ).footer.amount,
          ),
        { timeout: 120_000, intervals: [2000] },
      )
      .toBe(wage);
    // ...and in the agent's (paid to downlines).
    const paid = await apiAs<Records>(
      await tokenOf(page),
      'GET',
      '/wps/relay/ODSFE2_dailySalRec?side=paid&pageSize=100',
    );
    expect(
      paid.list.filter((r) => r.payee === downline.username).reduce((s, r) => s + cents(r.amount), 0),
    ).toBe(wage);

    // In the UI: the downline's daily wages page and balance.
    await down.setViewportSize({ width: 1280, height: 800 });
    const downCentre = await openAgentPage(down, 'agentDailyWages2');
    const mine = downCentre.getByTestId('ct-page-daily');
    await expect(mine.getByTestId('ct-own-status')).toHaveText('Signed');
    await expect(mine.getByTestId('ct-records-total')).toHaveText(money(wage));
    await down.setViewportSize({ width: 390, height: 844 });
    await screenshot(down, 'agent-contract-records-phone-dark');
    await down.setViewportSize({ width: 1280, height: 800 });
    // My income: the wage in the last 30 days (the default range), nothing last month.
    await openAgentPage(down, 'agentRevenueReport');
    const income = downCentre.getByTestId('income-page');
    await expect(income.getByTestId('income-wages')).toHaveText(money(wage));
    await expect(income.getByTestId('income-kept')).toHaveText(money(wage));
    await screenshot(down, 'agent-my-income');
    await income.getByTestId('ar-range-lastMonth').click();
    await expect(income.getByTestId('income-wages')).toHaveText(money(0));
    await expect(income.getByTestId('income-empty')).toBeVisible();
    await down.keyboard.press('Escape');
    await expect(downCentre).toHaveCount(0);
    const balance = await apiAs<{ sumBalance: number }>(downToken, 'GET', '/wps/v2/wallets/balance?typeId=0');
    expect(cents(balance.sumBalance)).toBe(10_000 + net + wage);
    const account = await openCentre(down, 'transactionHistory');
    const salary = account.locator('[data-testid="account-record-row"][data-type="agent_salary"]');
    await expect(salary.first().getByTestId('record-row-amount')).toHaveText(`+${money(wage)}`);
    await downContext.close();

    // The agent: its paid-out record in the page, and the wage out of its wallet in its account record.
    await page.reload();
    const again = await openAgentPage(page, 'agentDailyWages2');
    const agentWages = again.getByTestId('ct-page-daily');
    await expect(agentWages.getByTestId(`ct-downline-status-${downline.username}`)).toHaveText('Signed');
    await agentWages.getByTestId('ct-records-side-paid').click();
    await expect(agentWages.getByTestId('ct-records')).toContainText(downline.username);
    await screenshot(page, 'agent-contract-paid');
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
    const agentAccount = await openCentre(page, 'transactionHistory');
    await expect(
      agentAccount.locator('[data-testid="account-record-row"][data-type="agent_salary"]').filter({
        hasText: `-${money(wage)}`,
      }),
    ).not.toHaveCount(0);
  });
});
