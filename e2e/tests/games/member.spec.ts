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

  test("a heart pressed while the favourites are still being read stays pressed (decision P27's rule for a write's answer)", async ({
    page,
  }) => {
    // The member's first read of the favourites reaches the server (an empty list) and its answer is
    // held until the heart's write has landed; later reads pass.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    let heldDone!: () => void;
    const heldSettled = new Promise<void>((resolve) => (heldDone = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/MCSFE_getFavoriteGames'),
      async (route) => {
        if (held) return route.continue();
        held = true;
        const response = await route.fetch();
        await released;
        // The site may have given up this read (a newer one replaces it): then there is nobody to answer.
        await route.fulfill({ response }).catch(() => undefined);
        heldDone();
      },
    );
    await loginFreshMember(page, '/rng');
    await expect(tiles(page)).toHaveCount(24);
    await expect.poll(() => held).toBe(true);
    const tile = tiles(page).nth(2);
    const nodeId = (await tile.getAttribute('data-node'))!;
    const heart = tile.getByTestId('tile-favourite');
    const readAfterTheWrite = page.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname.endsWith('/MCSFE_getFavoriteGames') &&
        JSON.stringify(await response.json()).includes(nodeId),
      // The old client never reads again: fail in seconds, not at the journey's time-out.
      { timeout: 20_000 },
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await heldSettled;
    // The read from before the write is read again, and the heart keeps the server's answer.
    await readAfterTheWrite;
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
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
