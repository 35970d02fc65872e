import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { gameList } from '../games/helpers';

/**
 * Games in the back office (issue 16): an admin switches a game off and the player site stops listing
 * it at once; switched back on, it returns. A maintenance window scheduled for next year shows as
 * scheduled and changes nothing yet; the in-house RTP page reads. One journey (the suite's time budget).
 */
test.describe('back office games', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin switches a game off in the console and the player site no longer lists it', async ({
    page,
    browser,
  }) => {
    // The first fish game of a vendor other than the in-house one (other journeys play that).
    const fish = await gameList({ gameType: 'FISH', pageSize: 100 });
    const game = fish.games.find((g) => g.vassalage !== 'JADE' && !g.maintenance)!;
    expect(game).toBeDefined();
    await gotoAs(page, `/fish?vendor=${game.vassalage}`, { ip: uniqueIp() });
    const tile = page.locator(`[data-testid="game-tile"][data-node="${game.nodeId}"]`);
    await expect(tile).toBeVisible();

    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('admin'));
    await desk.getByRole('link', { name: 'Game list' }).click();
    await desk.getByLabel('Vendor').selectOption(game.vassalage);
    await desk.getByRole('button', { name: 'Search' }).click();
    const row = desk.getByTestId(`ops-game-${game.nodeId}`);
    await expect(row.getByTestId(`ops-game-${game.nodeId}-status`)).toHaveText('Listed');
    await screenshot(desk, 'ops-games');

    await row.getByTestId(`ops-game-${game.nodeId}-enabled`).click();
    await expect(row.getByTestId(`ops-game-${game.nodeId}-status`)).toHaveText('Hidden');
    await page.reload();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(tile).toHaveCount(0);

    // Back on: listed again.
    await row.getByTestId(`ops-game-${game.nodeId}-enabled`).click();
    await expect(row.getByTestId(`ops-game-${game.nodeId}-status`)).toHaveText('Listed');
    await page.reload();
    await expect(tile).toBeVisible();

    // A maintenance window next year for the vendor: scheduled, not in force, so the game stays;
    // then the window is removed.
    await desk.getByRole('link', { name: 'Vendors' }).click();
    const vendor = desk.getByTestId(`ops-vendor-${game.vassalage}`);
    const status = vendor.getByTestId(`ops-vendor-${game.vassalage}-status`);
    await expect(status).toHaveText('On');
    await vendor.getByTestId(`ops-vendor-${game.vassalage}-schedule`).click();
    const window = desk.getByTestId('ops-vendor-window');
    const year = new Date().getFullYear() + 1;
    await window.getByTestId('ops-vendor-window-from').fill(`${year}-01-05T02:00`);
    await window.getByTestId('ops-vendor-window-until').fill(`${year}-01-05T04:00`);
    await window.getByTestId('ops-vendor-window-save').click();
    await expect(window).toBeHidden();
    await expect(status).toHaveText('Maintenance scheduled');
    await page.reload();
    await expect(tile).toBeVisible();
    await vendor.getByTestId(`ops-vendor-${game.vassalage}-schedule`).click();
    await window.getByTestId('ops-vendor-window-remove').click();
    await expect(window).toBeHidden();
    await expect(status).toHaveText('On');

    // The in-house games' designed return beside what their rounds returned (read-only).
    await desk.getByRole('link', { name: 'In-house RTP' }).click();
    await expect(desk.getByTestId('ops-rtp-baccarat')).toContainText('%');
  });
});
