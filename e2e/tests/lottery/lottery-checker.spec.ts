import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { gotoAs } from '../../support/accounts';
import { screenshot } from '../../support/screenshot';

/**
 * The lottery's in-browser checker (/lottery-verify) and the stake step. The e2e server draws ELOTT
 * games every 30 s, so a drawn draw with a revealed seed shows in the results within a draw.
 */
test.describe('lottery checker', () => {
  test('a past draw opens the checker: the seed matches its commitment and gives the published digits; a tampered input does not', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A returning visitor (region and language chosen): no region dialog over the slip.
    await gotoAs(page, '/lottery?gameCode=QDF_1M&vendor=QDF', { ip: 'PH' });
    await expect(page.getByTestId('draw-panel')).toBeVisible();

    // The slip keeps the amount on the lines' step: Big (0.25) and a digit (0.10) need 0.50 steps.
    await page.getByTestId('pick-BIG').click();
    await page.getByTestId('play-type-DIGIT').click();
    await page.getByTestId('position-1').click();
    await page.getByTestId('pick-1:5').click();
    await page.getByTestId('bet-amount').fill('10.10');
    await expect(page.getByTestId('bet-amount-step')).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('bet-amount-step')).toContainText('0.50');
    await page.getByTestId('bet-amount').fill('10.50');
    await expect(page.getByTestId('bet-amount-step')).toHaveAttribute('data-ok', 'true');

    // The latest drawn result links to the checker with its revealed seed and commitment.
    const first = page.getByTestId('results-list').locator('li').first();
    await expect(first).toBeVisible({ timeout: 60_000 });
    const shown = await first.locator('[aria-label^="Drawn digits"]').getAttribute('aria-label');
    await first.getByTestId('result-check').click();
    await expect(page).toHaveURL(/\/lottery-verify\?game=QDF_1M&draw=/);
    const verdict = page.getByTestId('lt-chk-verdict');
    await expect(verdict).toHaveAttribute('data-result', 'match');
    await expect(page.getByTestId('lt-chk-commitment')).toContainText('equals the commitment');
    await expect(page.getByTestId('lt-chk-recomputed')).toHaveAttribute('aria-label', shown!);
    await expect(page.getByTestId('lt-chk-published')).toHaveAttribute('aria-label', shown!);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'lottery-checker-match');

    // Other published digits: a mismatch.
    const digits = (shown ?? '').replace(/\D/g, '');
    const other = digits
      .split('')
      .map((d, i) => (i === 0 ? String((Number(d) + 1) % 10) : d))
      .join(',');
    await page.getByTestId('lt-chk-digits').fill(other);
    await page.getByTestId('lt-chk-verify').click();
    await expect(verdict).toHaveAttribute('data-result', 'mismatch');

    // A seed that is not the committed one: the commitment check fails.
    await page.getByTestId('lt-chk-digits').fill(digits);
    await page.getByTestId('lt-chk-seed').fill('0'.repeat(64));
    await page.getByTestId('lt-chk-verify').click();
    await expect(verdict).toHaveAttribute('data-result', 'mismatch');
    await expect(page.getByTestId('lt-chk-commitment')).toContainText('does NOT match');
  });
});
