import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { memberWithMoney } from '../inhouse-games/helpers';
import { lotteryBalance, waitForBettingWindow } from './helpers';

/**
 * The in-house lottery end to end. The e2e server draws ELOTT games every 30 s
 * (LOTTERY_ELOTT_DRAW_SECONDS in scripts/test-e2e.mjs); the draw job settles them.
 */
test.describe('lottery', () => {
  test('launched from /elott: a bet debits the balance, the draw settles it, and it shows in the betting record', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await memberWithMoney(page, '500', 'dark');

    // The category page launches the vendor's lottery into /lottery, without the site header.
    await page.goto('/elott');
    await page.locator('[data-testid="vendor-card"][data-vendor="QDF"] button').click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=QDF_1M&vendor=QDF/);
    await expect(page.getByTestId('header-desktop')).toHaveCount(0);
    await expect(page.getByTestId('lottery-title')).not.toHaveText('');
    await expect(page.getByTestId('lottery-balance')).toHaveText('500.00');
    await expect(page.getByTestId('draw-panel')).toBeVisible();
    const gameName = (await page.getByTestId('lottery-title').textContent())!.trim();

    // Big and Small of the same draw: exactly one of them wins (odds 1.96).
    await waitForBettingWindow(page);
    const drawId = await page.getByTestId('draw-panel').getAttribute('data-draw-id');
    await page.getByTestId('bet-amount').fill('10');
    await page.getByTestId('pick-BIG').click();
    await page.getByTestId('pick-SMALL').click();
    await expect(page.getByTestId('pick-BIG')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('slip-total')).toHaveText('20.00');
    await page.getByTestId('place-bets').click();
    await expect(page.getByTestId('lottery-notice')).toContainText('2 bets placed');
    await expect.poll(() => lotteryBalance(page)).toBe(48_000);
    await expect(page.getByTestId('slip-lines')).toHaveCount(0);

    const history = page.getByTestId('history-tabs');
    await history.getByTestId('history-tabs-bets').click();
    const bets = page.getByTestId('my-bet');
    await expect(bets).toHaveCount(2);
    await expect(bets.getByTestId('my-bet-status')).toHaveText(['Pending', 'Pending']);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'lottery-betting-dark');

    // The draw job draws the digits and settles: one line won 19.60, the other lost.
    await expect(page.locator('[data-testid="my-bet"][data-status="won"]')).toHaveCount(1, {
      timeout: 75_000,
    });
    await expect(page.locator('[data-testid="my-bet"][data-status="lost"]')).toHaveCount(1);
    await expect(page.getByTestId('my-bet-payout')).toHaveText('+19.60');
    await expect.poll(() => lotteryBalance(page), { timeout: 15_000 }).toBe(48_000 + 1_960);
    await history.getByTestId('history-tabs-results').click();
    await expect(page.getByTestId('results-list').locator('li').first()).toBeVisible();
    expect(Number(await page.getByTestId('draw-panel').getAttribute('data-draw-id'))).toBeGreaterThan(
      Number(drawId),
    );

    // The betting record lists both lines, settled, with their totals.
    await page.getByTestId('lottery-back').click();
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    await expect(page.getByTestId('lottery-card').first()).toBeVisible();
    await page.goto('/');
    await page.getByTestId('security-centre').first().click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('mc-entry-personalHistoryCopy').click();
    await expect(centre.getByTestId('bet-record-row')).toHaveCount(2);
    // Each line is named by its game (the server names it in the page's language), not by its code.
    await expect(centre.getByTestId('bet-record-row').first()).toContainText(gameName);
    await expect(centre.getByTestId('bet-record-row').first()).not.toContainText('QDF_1M');
    await expect(centre.getByTestId('bet-total-bet')).toHaveText('20.00');
    await expect(centre.getByTestId('bet-total-win')).toHaveText('19.60');

    // A line's detail shows its draw: the five digits, the pick, the outcome and the revealed seed.
    await centre.getByTestId('bet-record-row').first().click();
    const detail = page.getByTestId('round-detail');
    await expect(detail.getByTestId('lottery-round')).toBeVisible();
    await expect(detail.getByTestId('lottery-round-digits')).toHaveAttribute(
      'aria-label',
      /^Drawn digits: \d \d \d \d \d$/,
    );
    await expect(detail.getByTestId('lottery-round-selection')).toHaveText(/^(Big|Small)$/);
    await expect(detail.getByTestId('lottery-round-outcome')).toHaveAttribute('data-outcome', /^(won|lost)$/);
    await expect(detail.getByTestId('lottery-round-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(detail.getByTestId('lottery-round-hash')).toHaveText(/^[0-9a-f]{64}$/);
    // …and a link to check the draw in the browser (lottery-checker.spec.ts follows it).
    await expect(detail.getByTestId('lottery-round-check')).toHaveAttribute(
      'href',
      /^\/lottery-verify\?game=/,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'records-lottery-line-dark');
  });

  test('refused orders (over the balance, a draw that closed meanwhile) show why and move no money', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await memberWithMoney(page, '50', 'light');
    await page.goto('/lottery?gameCode=QDF_1M&vendor=QDF');
    await expect(page.getByTestId('lottery-balance')).toHaveText('50.00');
    await waitForBettingWindow(page);

    await page.getByTestId('play-type-DIGIT').click();
    await page.getByTestId('position-3').click();
    await page.getByTestId('pick-3:7').click();
    await page.getByTestId('bet-amount').fill('100');
    await page.getByTestId('place-bets').click();
    await expect(page.getByTestId('lottery-error')).toContainText('Not enough balance');
    expect(await lotteryBalance(page)).toBe(5_000);

    // The order reaches the server only after betting closed (a slow network): refused, nothing moves.
    await page.getByTestId('bet-amount').fill('10');
    await page.route('**/lgw/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await expect(page.getByTestId('draw-countdown')).toHaveAttribute('data-closed', 'true', {
        timeout: 60_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      return route.continue();
    });
    await page.getByTestId('place-bets').click();
    await expect(page.getByTestId('lottery-error')).toContainText('has closed', { timeout: 60_000 });
    await page.unroute('**/lgw/orders');
    await page.reload();
    await expect(page.getByTestId('lottery-balance')).toHaveText('50.00');
    await page.getByTestId('history-tabs-bets').click();
    await expect(page.getByTestId('my-bet')).toHaveCount(0);
    await screenshot(page, 'lottery-betting-light');
  });
});
