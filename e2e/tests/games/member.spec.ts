import { expect, test } from '@playwright/test';
import { gameList, loginFreshMember, tiles } from './helpers';

test.describe('games for a member', () => {
  // Long journeys on a shared, busy machine: three times the default time-out.
  test.slow();

  test('favourite then unfavourite a game, and see it in the favourite tab', async ({ page }) => {
    await loginFreshMember(page, '/rng');
    await expect(tiles(page)).toHaveCount(24);
    const tile = tiles(page).nth(2);
    const name = (await tile.getByTestId('tile-name').textContent())!;
    const heart = tile.getByTestId('tile-favourite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('tab-fav').click();
    await expect(page).toHaveURL(/page=fav/);
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first().getByTestId('tile-name')).toHaveText(name);
    // Unfavourite from the favourite tab: the list empties.
    await tiles(page).first().getByTestId('tile-favourite').click();
    await expect(page.getByTestId('games-empty')).toContainText('No data');
    await page.getByTestId('tab-default').click();
    await expect(tiles(page).nth(2).getByTestId('tile-favourite')).toHaveAttribute('aria-pressed', 'false');
  });

  test('launching a vendor game opens its frame and the game shows in recent games and the search popup', async ({
    page,
  }) => {
    await loginFreshMember(page, '/rng?vendor=CBC');
    const game = (await gameList({ gameType: 'RNG', vassalage: 'CBC', pageSize: 24 })).games.find(
      (g) => !g.maintenance,
    )!;
    const tile = page.locator(`[data-testid="game-tile"][data-node="${game.nodeId}"]`);
    await tile.getByTestId('tile-play').click();
    await expect(page).toHaveURL(/\/game\?vendor=CBC&gameCode=/);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /^\/vendor-sim\/launch\?token=/);

    await page.goto('/rng?page=recent');
    await expect(page.getByTestId('tab-recent')).toHaveAttribute('aria-selected', 'true');
    await expect(tiles(page)).toHaveCount(1);
    await expect(tiles(page).first()).toHaveAttribute('data-node', game.nodeId);

    await page.getByTestId('header-search').click();
    const search = page.getByTestId('search-dialog');
    await expect(search.getByTestId('search-recent').getByTestId('game-tile')).toHaveCount(1);
  });

  test('an in-house game opens /game for JADE; a game under maintenance suggests playable alternatives', async ({
    page,
  }) => {
    await loginFreshMember(page, '/rng?vendor=JADE');
    await tiles(page).first().getByTestId('tile-play').click();
    await expect(page).toHaveURL(/\/game\?vendor=JADE&gameCode=/);

    // Harbor Lights (HBL) is a vendor in maintenance in the demo data: its games are listed, not playable.
    await page.goto('/rng?vendor=HBL');
    await expect(tiles(page).first().getByTestId('tile-maintenance')).toBeVisible();
    await tiles(page).first().getByTestId('tile-play').click();
    const dialog = page.getByTestId('maintenance-popup');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('maintenance-message')).toContainText('under maintenance');
    const alternatives = dialog.getByTestId('alternatives').getByTestId('game-tile');
    await expect(alternatives.first()).toBeVisible();
    await alternatives.first().getByTestId('tile-play').click();
    await expect(page).toHaveURL(/\/game\?vendor=/);
    await expect(dialog).toHaveCount(0);
  });

  test('a PVP game with rooms asks for a room, then launches into it', async ({ page }) => {
    await loginFreshMember(page, '/pvp?vendor=RRM');
    await tiles(page).first().getByTestId('tile-play').click();
    const rooms = page.getByTestId('rooms-popup');
    await expect(rooms).toBeVisible();
    await rooms.getByTestId('room-join').first().click();
    await expect(page).toHaveURL(/\/game\?vendor=RRM/);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', /room=/);
  });

  test('cockfight launches its first vendor directly; a lottery vendor opens the lottery page', async ({
    page,
  }) => {
    await loginFreshMember(page, '/');
    await page.getByTestId('main-nav').getByTestId('nav-COCKFIGHT').click();
    await expect(page).toHaveURL(/\/game\?vendor=SBA&gameCode=SBA_MAIN&frame=/);
    await expect(page.getByTestId('game-frame')).toBeVisible();

    await page.goto('/lott');
    await page.locator('[data-testid="vendor-card"][data-vendor="JLT"]').getByRole('button').click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=JLT_SEA&vendor=JLT/);
  });
});
