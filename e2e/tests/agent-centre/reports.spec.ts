import { randomUUID } from 'node:crypto';
import { expect, type Locator } from '@playwright/test';
import { gotoAs, headerLogin, loginElsewhere, uniqueIp } from '../../support/accounts';
import {
  DEMO_AGENT_AFFILIATE_CODE,
  DEMO_SUB1,
  freshSubAgent,
  openAgentPage,
  test,
} from '../../support/agents';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { apiAs, cents, freshMember, tokenOf } from '../records/helpers';

// The figures journey plays a fresh sub-agent of demo_agent (README "Demo accounts"): its affiliate
// code puts a fresh player in its branch, demo_agent's code a fresh player in the sibling branch (a
// direct member of demo_agent), so its figures are its own. The pictures show demo_sub1's history.

interface Round {
  bet: number;
  win: number;
}

/** In-house slot spins of a member through the real API; their total win − bet in cents. */
async function spins(token: string, count: number): Promise<number> {
  let net = 0;
  for (let i = 0; i < count; i++) {
    const round = await apiAs<Round>(token, 'POST', '/wps/inhouse/slot/spin', {
      gameId: 'jade-dragon',
      bet: '2.00',
      idempotencyKey: randomUUID(),
    });
    net += cents(round.win) - cents(round.bet);
  }
  return net;
}

/**
 * One lottery line of 10.00 (the brand's least stake) on the open draw of a one-minute game. A draw
 * stops taking bets a little before it is drawn and the next one opens when the draw job has run, so a
 * refusal for a closed draw waits and asks again (at most half a minute).
 */
async function lotteryLine(token: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const near = await apiAs<{ game: { current: { drawId: number } } }>(
      token,
      'GET',
      '/lgw/numeros/near?gameCode=QDF_1M',
    );
    try {
      await apiAs(token, 'POST', '/lgw/orders', {
        gameCode: 'QDF_1M',
        drawId: near.game.current.drawId,
        bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amount: 10 }],
        idempotencyKey: randomUUID(),
      });
      return;
    } catch (error) {
      if (attempt === 15 || !/lottery\.draw\.closed/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Signed amounts of a column of the table rows, in cents (from the cells' data-value). */
async function columnCents(rows: Locator, col: string): Promise<number[]> {
  const values = await rows
    .locator(`[data-col="${col}"] [data-value]`)
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-value'))));
  return values.map(cents);
}

test.describe('agent reports', () => {
  test.describe.configure({ timeout: 360_000 });

  test('a downline’s bets show in team betting and its loss in the statements, whose footer is the sum of the rows; a sibling branch stays hidden', async ({
    page,
  }) => {
    const agent = await freshSubAgent();
    const mine = await freshMember({ affiliateCode: agent.affiliateCode, deposit: '100.00' });
    const sibling = await freshMember({ affiliateCode: DEMO_AGENT_AFFILIATE_CODE, deposit: '100.00' });
    const mineToken = await loginElsewhere(mine.username, mine.password);
    const mineNet = await spins(mineToken, 3);
    await spins(await loginElsewhere(sibling.username, sibling.password), 2);

    // Wait for the roll-up (within a minute) through the API, before the page logs in.
    const apiToken = await loginElsewhere(agent.username, agent.password);
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ list: unknown[] }>(
              apiToken,
              'GET',
              `/wps/relay/ODSFE2_getTeamPNLV3?username=${mine.username}`,
            )
          ).list.length,
        { timeout: 150_000, intervals: [3_000], message: 'the roll-up of the fresh player’s bets' },
      )
      .toBe(1);

    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, agent.username, agent.password);

    // Team betting: the fresh player's row.
    const centre = await openAgentPage(page, 'personalHistoryCopy');
    const bets = centre.getByTestId('ar-bets');
    const myRow = bets.getByTestId('ar-bets-row').filter({ hasText: mine.username });
    await expect(myRow.locator('[data-col="bets"]')).toHaveText('3');
    await expect(bets).not.toContainText(sibling.username);
    const betRows = bets.getByTestId('ar-bets-row');
    const betFooter = await columnCents(bets.getByTestId('ar-bets-footer'), 'winLoss');
    expect((await columnCents(betRows, 'winLoss')).reduce((a, b) => a + b, 0)).toBe(betFooter[0]);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'agent-team-betting');
    // Narrowed to live casino, the player (who only played slots) is gone; back to every category.
    await centre.getByTestId('ar-category').selectOption('LIVE');
    await expect(bets.or(centre.getByTestId('ar-bets-empty'))).not.toContainText(mine.username);
    await centre.getByTestId('ar-category').selectOption('RNG');
    await expect(myRow.locator('[data-col="bets"]')).toHaveText('3');
    await centre.getByTestId('ar-category').selectOption('');

    // User loss statements: the player's loss, the footer equal to the sum of the rows.
    await openAgentPage(page, 'palStatementsAgentCopy');
    const pnl = centre.getByTestId('ar-pnl');
    const pnlRow = pnl.getByTestId('ar-pnl-row').filter({ hasText: mine.username });
    await expect(pnlRow).toHaveCount(1);
    expect(await columnCents(pnlRow, 'winLoss')).toEqual([mineNet]);
    await expect(centre.getByTestId('ar-pnl-pages-count')).toBeVisible();
    const rows = pnl.getByTestId('ar-pnl-row');
    const rowSum = (await columnCents(rows, 'winLoss')).reduce((a, b) => a + b, 0);
    expect(await columnCents(pnl.getByTestId('ar-pnl-footer'), 'winLoss')).toEqual([rowSum]);
    await expect(pnl).not.toContainText(sibling.username);
    await screenshot(page, 'agent-loss-statements');

    // The drill-down per day adds up to the row.
    await pnlRow.getByTestId('ar-pnl-open').click();
    const days = centre.getByTestId('ar-pnl-days');
    await expect(centre.getByTestId('ar-pnl-detail-title')).toContainText(mine.username);
    expect(await columnCents(days.getByTestId('ar-pnl-days-footer'), 'winLoss')).toEqual([mineNet]);
    const daySum = (await columnCents(days.getByTestId('ar-pnl-days-row'), 'winLoss')).reduce(
      (a, b) => a + b,
      0,
    );
    expect(daySum).toBe(mineNet);
    await centre.getByTestId('ar-pnl-back').click();

    // Naming the sibling branch's player is refused in the member's language, in the UI and the API.
    await centre.getByTestId('ar-member-search').fill(sibling.username);
    await centre.getByTestId('ar-member-submit').click();
    await expect(centre.getByTestId('ac-error')).toHaveText(/This member is not in your team\./);
    const token = await tokenOf(page);
    await expect(
      apiAs(token, 'GET', `/wps/relay/ODSFE2_getTeamPNLV3?username=${sibling.username}`),
    ).rejects.toThrow(/agent\.member\.not\.downline/);
    await expect(
      apiAs(token, 'GET', `/wps/relay/ODSFE2_DownlineTransDet?username=${sibling.username}`),
    ).rejects.toThrow(/agent\.member\.not\.downline/);

    // Account details: the player's deposit and bets; the sibling's money is not there.
    await openAgentPage(page, 'agentDownlineTransactionDetailsCopy');
    await centre.getByTestId('ar-member-search').fill(mine.username);
    await centre.getByTestId('ar-member-submit').click();
    const tx = centre.getByTestId('ar-tx');
    // The operator's credit of 100.00 and the 3 rounds' bets (and wins): the net is the credit plus the result.
    await expect(tx.getByTestId('ar-tx-row').filter({ hasText: mine.username }).first()).toBeVisible();
    await expect(
      tx.getByTestId('ar-tx-row').getByTestId('ar-tx-type').filter({ hasText: 'Adjustment' }),
    ).toHaveCount(1);
    await expect(
      tx.getByTestId('ar-tx-row').getByTestId('ar-tx-type').filter({ hasText: /^Bet$/ }),
    ).toHaveCount(3);
    await expect(centre.getByTestId('ar-tx-net').locator('[data-value]')).toHaveAttribute(
      'data-value',
      String((10_000 + mineNet) / 100),
    );
    await expect(tx).not.toContainText(sibling.username);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'agent-account-details');

    // The team's lottery: a line of the player (after the account details, whose figures it would
    // change) summed under its game, and the orders of that game.
    await lotteryLine(mineToken);
    await openAgentPage(page, 'personalHistoryCopy');
    await centre.getByTestId('ar-betting-tab-lottery').click();
    const gameRow = centre.locator('[data-testid="ar-lott-games-row"][data-key="QDF_1M"]');
    await expect(gameRow.locator('[data-col="game"]')).not.toHaveText('QDF_1M'); // its name
    await expect(gameRow.locator('[data-col="orders"]')).toHaveText('1');
    await expect(gameRow.locator('[data-col="amount"]')).toContainText('10.00');
    await gameRow.getByRole('button').click();
    await expect(centre.getByTestId('ar-lott-game')).toHaveValue('QDF_1M');
    const orderRows = centre.getByTestId('ar-lott-orders-row');
    await expect(orderRows).toHaveCount(1);
    await expect(orderRows.first()).toContainText(mine.username);
    await screenshot(page, 'agent-team-lottery');
    await expect(centre.getByTestId('ar-lott')).not.toContainText(sibling.username);
  });

  test('the pages on a phone in the dark theme: the tables become cards with their totals', async ({
    page,
    loginAsDemoAgent,
  }) => {
    // demo_sub1 (its history fills the pages), held for this journey.
    await loginAsDemoAgent(page, DEMO_SUB1, { theme: 'dark' });
    const centre = await openAgentPage(page, 'agentTeamOverview');
    // The open centre reflows to a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const key of ['agentTeamOverview', 'palStatementsAgentCopy'] as const) {
      await centre.getByTestId(`ac-entry-${key}`).click();
      await expect(centre.getByTestId('ac-loading')).toHaveCount(0);
      await screenshot(page, `agent-${key === 'agentTeamOverview' ? 'overview' : 'statements'}-phone-dark`);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the team overview shows the sums, the daily list with its totals and who is online', async ({
    page,
    loginAsDemoAgent,
  }) => {
    await loginAsDemoAgent(page, DEMO_SUB1);
    const centre = await openAgentPage(page, 'agentTeamOverview');
    await expect(centre.getByTestId('ac-direct')).toHaveText(/^\d+$/);
    await expect(centre.getByTestId('ar-online-count')).toHaveText(/^\d+$/);
    await expect(centre.getByTestId('ar-kpi-daily')).toBeVisible();
    await expect(centre.getByTestId('ar-sum')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'agent-team-overview');
  });
});
