import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { balanceOf, memberWithMoney, minor, openGame } from './helpers';

test.describe('in-house slots', () => {
  test('a member spins Jade Dragon: reels stop on the result and the balance moves by exactly bet − win', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await memberWithMoney(page, '500', 'dark');
    await openGame(page, 'jade-dragon');
    const machine = page.getByTestId('slot-machine');
    await expect(machine).toBeVisible();
    await expect(machine.getByTestId('reel')).toHaveCount(5);
    await expect(page.getByTestId('game-balance')).toHaveText('500.00');

    // The paytable comes from the server's engine description.
    const paytable = page.getByTestId('paytable');
    await expect(paytable.getByTestId('paytable-row')).toHaveCount(10);
    await expect(paytable.getByTestId('paytable-rtp')).toHaveText('96.03%');
    await expect(paytable.getByRole('img', { name: 'Golden Pearl' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The bet selector stays within the limits: raise it once.
    const betBefore = minor(await page.getByTestId('slot-bet').textContent());
    await page.getByTestId('bet-up').click();
    const bet = minor(await page.getByTestId('slot-bet').textContent());
    expect(bet).toBeGreaterThan(betBefore);
    expect(bet % 20).toBe(0);

    const before = await balanceOf(page);
    await expect(page.getByTestId('slot-win')).toHaveText('—');
    await page.getByTestId('spin').click();
    // Wait for the round's outcome, not for the transient busy state (a fast round can pass it unseen).
    await expect(page.getByTestId('slot-win')).not.toHaveText('—', { timeout: 90_000 });
    await expect(machine).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
    const win = minor(await page.getByTestId('slot-win').textContent());
    await expect.poll(() => balanceOf(page)).toBe(before - bet + win);
    // Every reel shows three symbols of the machine.
    await expect(machine.getByTestId('cell')).toHaveCount(15);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-jade-dragon');
  });

  test('Space spins; reduced motion shows the result at once; insufficient funds changes nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await memberWithMoney(page, '1', 'dark');
    await openGame(page, 'koi-riches');
    const machine = page.getByTestId('slot-machine');
    await expect(page.getByTestId('game-balance')).toHaveText('1.00');
    const nonce = page.getByTestId('game-panel-tabs-fair');
    await nonce.click();
    await expect(page.getByTestId('pf-nonce')).toHaveText('0');

    // Space with the focus on the page spins once (bet 1.00 = 10 lines × 0.10).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect(page.getByTestId('pf-nonce')).toHaveText('1', { timeout: 30_000 });
    await expect(machine).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    const win = minor(await page.getByTestId('slot-win').textContent());
    const after = await balanceOf(page);
    expect(after).toBe(100 - 100 + win);

    // Raise the bet above the balance: the server refuses, the error is shown, the balance stays.
    for (let i = 0; i < 4; i++) await page.getByTestId('bet-up').click();
    expect(minor(await page.getByTestId('slot-bet').textContent())).toBeGreaterThan(after);
    await page.getByTestId('spin').click();
    await expect(page.getByTestId('game-error')).toContainText('Not enough balance');
    await expect(machine).toHaveAttribute('data-state', 'ready');
    expect(await balanceOf(page)).toBe(after);
    await expect(page.getByTestId('pf-nonce')).toHaveText('1');
  });

  test('visitors get the login popup on a game link', async ({ page }) => {
    const { gotoAs, uniqueIp } = await import('../../support/accounts');
    await gotoAs(page, '/game?vendor=JADE&gameCode=lotus-fortune', { ip: uniqueIp() });
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page.getByTestId('game-login-stage')).toBeVisible();
  });
});

test.describe('in-house games on a phone', () => {
  test('the slot machine and the baccarat table fit a 390 px screen', async ({ page }) => {
    test.setTimeout(90_000);
    // Log in on the desktop header, then look at the games on the phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await memberWithMoney(page, '50', 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const game of ['lotus-fortune', 'baccarat']) {
      await openGame(page, game);
      await expect(page.getByTestId(game === 'baccarat' ? 'baccarat-table' : 'slot-machine')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - globalThis.innerWidth,
      );
      expect(overflow, `${game} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await screenshot(page, `inhouse-${game}-phone`);
    }
  });
});
