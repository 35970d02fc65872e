import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { openCentre } from '../records/helpers';
import { balanceOf, memberWithMoney, minor, openGame } from './helpers';

/** Waits until every shot fired has been settled by the server. */
async function settled(page: Page, shots: number) {
  const session = page.getByTestId('fish-session');
  await expect(session).toHaveAttribute('data-shots', String(shots), { timeout: 30_000 });
  await expect(page.getByTestId('fish-stage')).toHaveAttribute('data-pending', '0');
  return {
    stake: Number(await session.getAttribute('data-stake')),
    win: Number(await session.getAttribute('data-win')),
  };
}

test.describe('Jade Fish Hunt', () => {
  test('a member opens the fish game from /fish, fires volleys and the balance moves by exactly stake − wins; the rounds are in the betting record', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await memberWithMoney(page, '200', 'dark');
    await page.goto('/fish?vendor=JADE');
    const tile = page.getByTestId('game-tile').filter({ hasText: 'Jade Fish Hunt' }).first();
    await tile.getByTestId('tile-play').click();
    await expect(page).toHaveURL(/\/game\?vendor=JADE&gameCode=fish/);
    await expect(page.getByTestId('game-balance')).toHaveText('200.00');
    const stage = page.getByTestId('fish-stage');
    await expect(stage.getByTestId('fish').first()).toBeVisible();

    // Rules and paytable from the engine: ten fish, 96 % on every shot.
    const paytable = page.getByTestId('paytable');
    await expect(paytable.getByTestId('paytable-row')).toHaveCount(10);
    await expect(paytable.getByTestId('paytable-rtp')).toHaveText('96.00%');
    await expect(paytable).toContainText('Example: a Shark pays ×20 and is caught 4.8% of the time.');

    const bet = minor(await page.getByTestId('fish-bet').textContent());
    expect(bet).toBe(100);
    const before = await balanceOf(page);

    // Three quick taps on fish in the sea travel as one volley; then two shots from the target bar.
    for (let i = 0; i < 3; i++) await stage.getByTestId('fish').nth(i).dispatchEvent('pointerdown');
    let totals = await settled(page, 3);
    expect(totals.stake).toBe(3 * bet);
    await expect.poll(() => balanceOf(page)).toBe(before - totals.stake + totals.win);
    await page.getByTestId('fish-target-clownfish').click();
    await page.getByTestId('fish-target-shark').click();
    totals = await settled(page, 5);
    expect(totals.stake).toBe(5 * bet);
    await expect.poll(() => balanceOf(page)).toBe(before - totals.stake + totals.win);

    // The keyboard: focus the sea, pick a fish with the arrows, Space shoots.
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('fish-announce')).toContainText('Target:');
    await page.keyboard.press('Space');
    totals = await settled(page, 6);
    await expect.poll(() => balanceOf(page)).toBe(before - totals.stake + totals.win);
    // The header's wallet agrees after the site-wide refresh.
    await page.reload();
    await expect(page.getByTestId('game-balance')).toHaveText(
      ((before - totals.stake + totals.win) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-fish');

    // The rounds are in the betting record, with the fish shots replayed.
    const centre = await openCentre(page, 'personalHistoryCopy');
    const rows = centre.getByTestId('bet-record-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(6);
    await rows.first().click();
    const detail = page.getByTestId('round-detail');
    await expect(detail.getByTestId('replay-fish')).toBeVisible();
    const roundId = (await detail.getByTestId('detail-round-id').textContent())!.trim();
    const shots = await detail.getByTestId('replay-fish').locator('li').count();
    expect(shots).toBeGreaterThanOrEqual(1);

    // Rotating the seed pair reveals the server seed; /verify then replays that volley shot by shot in
    // the browser and finds the recorded outcome.
    await page.goto('/game?vendor=JADE&gameCode=fish');
    await page.getByTestId('game-panel-tabs-fair').click();
    await page.getByTestId('pf-rotate').click();
    await expect(page.getByTestId('pf-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await page.goto(`/verify?roundId=${roundId}`);
    await expect(page.getByTestId('ver-verdict')).toHaveAttribute('data-result', 'match', {
      timeout: 30_000,
    });
    const replayed = page.getByTestId('ver-fish-shots').locator('li');
    await expect(replayed).toHaveCount(shots);
    await expect(replayed.first()).toContainText(/^Shot 1: .+ ×\d+, drew \d+/);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-verify-fish');
  });

  test('phone and light theme: the sea fits a 390 px screen and a tap shoots', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await memberWithMoney(page, '50', 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await openGame(page, 'fish');
    const stage = page.getByTestId('fish-stage');
    await expect(stage.getByTestId('fish').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('fish-target-angelfish').click();
    await settled(page, 1);
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await screenshot(page, 'inhouse-fish-phone');
  });
});
