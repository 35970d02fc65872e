import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { balanceOf, memberWithMoney, openGame } from './helpers';

test.describe('baccarat and provably fair', () => {
  test('a member plays baccarat once: cards dealt, result shown, balance moves by the payout', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await memberWithMoney(page, '300', 'dark');
    await openGame(page, 'baccarat');
    const table = page.getByTestId('baccarat-table');
    await expect(table).toBeVisible();
    await expect(page.getByTestId('paytable').getByTestId('paytable-row')).toHaveCount(5);

    await page.getByTestId('chip-1000').click();
    await page.getByTestId('bet-player').click();
    await page.getByTestId('bet-player').click();
    await expect(page.getByTestId('stake-player')).toHaveText('20.00');
    await expect(page.getByTestId('baccarat-stake')).toHaveText('20.00');
    const before = await balanceOf(page);
    await page.getByTestId('baccarat-deal').click();
    const result = page.getByTestId('baccarat-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(table).not.toHaveAttribute('data-state', 'busy');
    const cards = await table.locator('[data-card]').count();
    expect(cards).toBeGreaterThanOrEqual(4);
    expect(cards).toBeLessThanOrEqual(6);
    const outcome = await result.getAttribute('data-outcome');
    const expected = outcome === 'player' ? 4000 : outcome === 'tie' ? 2000 : 0;
    await expect.poll(() => balanceOf(page)).toBe(before - 2000 + expected);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-baccarat');
  });

  test('the committed hash is revealed on rotation and the verify page recomputes the round (match, then a tampered seed mismatches)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await memberWithMoney(page, '100', 'dark');
    await openGame(page, 'lotus-fortune');
    await page.getByTestId('game-panel-tabs-fair').click();
    const committed = (await page.getByTestId('pf-hash').textContent())!.trim();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    // The next server seed is committed before the player chooses a client seed.
    const nextCommitted = (await page.getByTestId('pf-next-hash').textContent())!.trim();
    expect(nextCommitted).toMatch(/^[0-9a-f]{64}$/);
    expect(nextCommitted).not.toBe(committed);

    await page.getByTestId('spin').click();
    await expect(page.getByTestId('pf-last-round')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-state', 'ready', {
      timeout: 60_000,
    });
    // The same commitment stays until the seed is rotated; the nonce moves on.
    await expect(page.getByTestId('pf-hash')).toHaveText(committed);
    await expect(page.getByTestId('pf-nonce')).toHaveText('1');

    await page.getByTestId('pf-rotate').click();
    const revealed = (await page.getByTestId('pf-revealed-seed').textContent())!.trim();
    expect(createHash('sha256').update(Buffer.from(revealed, 'hex')).digest('hex')).toBe(committed);
    // The rotation activated exactly the seed announced as next, and announced a fresh one.
    await expect(page.getByTestId('pf-hash')).toHaveText(nextCommitted);
    await expect(page.getByTestId('pf-next-hash')).not.toHaveText(nextCommitted);
    await expect(page.getByTestId('pf-swapped')).toHaveCount(0);
    await expect(page.getByTestId('pf-nonce')).toHaveText('0');
    await screenshot(page, 'inhouse-fairness-rotated');

    await page.getByTestId('pf-verify-link').click();
    // The link carries the round's unguessable verify id, not its sequential number.
    await expect(page).toHaveURL(/\/verify\?id=[0-9a-f-]{36}$/);
    const verdict = page.getByTestId('ver-verdict');
    await expect(verdict).toHaveAttribute('data-result', 'match', { timeout: 30_000 });
    await expect(page.getByTestId('ver-server-seed')).toHaveValue(revealed);
    await expect(page.getByTestId('ver-commitment')).toContainText('equals the hash');
    await expect(page.getByTestId('ver-window').getByRole('img')).toHaveCount(15);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-verify');

    // Tampering with the client seed gives another outcome: mismatch.
    const seed = page.getByTestId('ver-client-seed');
    await seed.fill(`${await seed.inputValue()}x`);
    await page.getByTestId('ver-verify').click();
    await expect(verdict).toHaveAttribute('data-result', 'mismatch');
  });
});
