import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { expectRightSized } from '../../support/artwork';
import { recordFirstRender } from '../../support/first-render';
import { waitForFirstScreen } from '../../support/navigation';
import { gameList, tiles } from './helpers';

test.describe('games listing page', () => {
  // Long journeys on a shared, busy machine: three times the default time-out.
  test.slow();

  test('the filters and games keep their place while the vendors load (no layout shift)', async ({
    page,
  }) => {
    // The vendors answer late, as on a slow network: the carousel's place is held until they come.
    await page.route('**/wps/relay/GCSGAME_gameVendor*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    const title = page.getByTestId('games-title');
    await expect(page.getByTestId('vendor-carousel-placeholder')).toBeVisible();
    await expect(title).toBeVisible();
    const before = (await title.boundingBox())!.y;
    await expect(page.getByTestId('vendor-carousel')).toBeVisible();
    await expect(page.getByTestId('vendor-carousel-placeholder')).toHaveCount(0);
    const after = (await title.boundingBox())!.y;
    // Within 2 px (sub-pixel rounding of the rows' heights); without the held places it moves 150 px.
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
  });

  test('browses /rng: vendors carousel, 24 games, load more, vendor, classification and min-bet filters', async ({
    page,
  }) => {
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    const all = await gameList({ gameType: 'RNG', pageSize: 24 });
    const carousel = page.getByTestId('vendor-carousel');
    await expect(carousel).toHaveAttribute('data-slides', '7');
    // More than 7 slots vendors: the carousel loops and auto-scrolls.
    await expect(carousel).toHaveAttribute('data-moving', 'true');
    // It really moves once the first screen is done (Embla starts then): autoplay turns it every 3.5 s.
    await expect
      .poll(
        () =>
          carousel
            .locator('ul')
            .first()
            .evaluate((row) => new DOMMatrix(getComputedStyle(row).transform).m41),
        {
          timeout: 15_000,
        },
      )
      .toBeLessThan(0);
    await expect(tiles(page)).toHaveCount(24);
    await expect(page.getByTestId('games-shown')).toHaveText(`Showing 24 of ${all.totalCount} games`);
    await expect(tiles(page).first().getByTestId('tile-name')).toHaveText(all.games[0]!.gameName);
    // A tile's artwork is the server's WebP drawing (decision P15), loaded once the tile shows, at the
    // width of its ladder that covers the tile (P29): 270 for a tile of about 200 px on this screen.
    const art = tiles(page).first().getByRole('img', { name: all.games[0]!.gameName });
    await art.scrollIntoViewIfNeeded();
    await expect(art).toHaveAttribute('src', /^\/img\/game\/[^?]+\.webp\?/);
    expect(await expectRightSized(art)).toBeLessThan(450);

    // Load more appends the next page.
    await page.getByTestId('games-more').click();
    await expect(tiles(page)).toHaveCount(Math.min(48, all.totalCount));

    // Choosing a vendor replaces the list with that vendor's games, from page 1.
    await carousel.locator('[data-vendor="AUR"]').click();
    await expect(page).toHaveURL(/vendor=AUR/);
    const aur = await gameList({ gameType: 'RNG', vassalage: 'AUR', pageSize: 24 });
    await expect(page.getByTestId('games-shown')).toHaveText(
      `Showing ${Math.min(24, aur.totalCount)} of ${aur.totalCount} games`,
    );
    await expect(tiles(page).first()).toHaveAttribute('data-vendor', 'AUR');

    // Classification chips come from the server's classify counts.
    const megaways = await gameList({
      gameType: 'RNG',
      vassalage: 'AUR',
      gameClassify: 'megaways',
      pageSize: 24,
    });
    await page.getByTestId('classify-megaways').click();
    await expect(page.getByTestId('classify-megaways')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('games-shown')).toHaveText(
      `Showing ${megaways.games.length} of ${megaways.totalCount} games`,
    );

    // The minimum-bet filter narrows it further (games playable at 0.05 or less).
    const cheap = await gameList({
      gameType: 'RNG',
      vassalage: 'AUR',
      gameClassify: 'megaways',
      minBet: '0.05',
      pageSize: 24,
    });
    await page.getByTestId('min-bet-filter').selectOption('0.05');
    if (cheap.totalCount === 0) await expect(page.getByTestId('games-empty')).toHaveText(/No data/);
    else await expect(tiles(page)).toHaveCount(cheap.games.length);

    await expectNoSeriousA11yViolations(page);
  });

  test('the vendor row is not measured until its first move or a visitor reaches for it, nor the window', async ({
    page,
  }) => {
    // Nor is the window: reading innerWidth lays the page out on the spot on a phone (its slide count
    // comes from media queries).
    await page.addInitScript(() => {
      const own = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
      Object.defineProperty(window, 'innerWidth', {
        ...own,
        get() {
          (window as { innerWidthReads?: number }).innerWidthReads =
            ((window as { innerWidthReads?: number }).innerWidthReads ?? 0) + 1;
          return own.get!.call(this) as number;
        },
      });
    });
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    await page.mouse.move(1, 700);
    await waitForFirstScreen(page);
    const carousel = page.getByTestId('vendor-carousel');
    const row = carousel.locator('ul').first();
    const offset = () =>
      row.evaluate((ul: HTMLElement) => ({
        styled: ul.style.transform !== '',
        x: new DOMMatrix(getComputedStyle(ul).transform).m41,
      }));
    // A second after the first screen is done, before its first turn (3.5 s), Embla does not exist
    // yet (it places the row with a transform, decision P23).
    await page.waitForTimeout(1_000);
    expect(await offset()).toEqual({ styled: false, x: 0 });
    await expect(carousel).toHaveAttribute('data-slides', '7');
    expect(await page.evaluate(() => (window as { innerWidthReads?: number }).innerWidthReads ?? 0)).toBe(0);
    // The next button, pressed first, wakes it and turns the row.
    await carousel.getByRole('button', { name: 'Next providers' }).click();
    await expect.poll(async () => (await offset()).x).toBeLessThan(0);
  });

  test('a game list that answers after the first load still draws a few tiles per turn, in places kept for the rest; later pages whole', async ({
    page,
  }) => {
    // The tile count and height of the grid's first render.
    const firstRender = await recordFirstRender(page, 'game-grid', '[data-testid="game-tile"]');
    // The games answer only once the first load is over (a slow network): the grid mounts after the
    // first-screen idle mark, where it used to render all 24 tiles in one long task.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/GCSGAME_gameList*', async (route) => {
      await answered;
      await route.continue();
    });
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    await waitForFirstScreen(page);
    expect(await firstRender.read()).toBeUndefined();
    release();
    await expect(tiles(page)).toHaveCount(24);
    expect((await firstRender.read())!.items).toBe(6);
    // The places of the tiles still to come were kept from that first render: the grid had its final
    // height, so the page below it never moved (each move repainted and rastered it again).
    const grid = page.getByTestId('game-grid');
    await expect(grid).not.toHaveAttribute('aria-busy', /.*/);
    const finalHeight = (await grid.boundingBox())!.height;
    expect(Math.abs((await firstRender.read())!.height - finalHeight)).toBeLessThan(1);
    await expect(grid.locator(':scope > li')).toHaveCount(24);

    // A page opened from the landing one renders its grid whole.
    await firstRender.forget();
    await page.getByTestId('main-nav').getByTestId('nav-LIVE').click();
    await expect(page).toHaveURL(/\/live$/);
    const live = await gameList({ gameType: 'LIVE', pageSize: 24 });
    await expect(tiles(page)).toHaveCount(live.games.length);
    expect((await firstRender.read())!.items).toBe(live.games.length);
  });

  test('the landing page’s pictures appear with it; those of the next page fade in (P30)', async ({
    page,
  }) => {
    const transition = () =>
      tiles(page)
        .first()
        .locator('img')
        .first()
        .evaluate((img) => getComputedStyle(img).transitionProperty);
    await gotoAs(page, '/fish', { ip: uniqueIp() });
    await expect(tiles(page).first().locator('img')).toHaveCount(1);
    // Only the hover zoom's transition.
    expect(await transition()).not.toContain('opacity');
    expect(await transition()).toContain('scale');
    await page.getByTestId('main-nav').getByTestId('nav-RNG').click();
    await expect(page).toHaveURL(/\/rng$/);
    const slots = await gameList({ gameType: 'RNG', pageSize: 24 });
    await expect(tiles(page).first().getByTestId('tile-name')).toHaveText(slots.games[0]!.gameName);
    expect(await transition()).toContain('opacity');
    expect(await transition()).toContain('scale');
  });

  test('searches by name (Enter and while typing) and says no data when nothing matches', async ({
    page,
  }) => {
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    await expect(tiles(page)).toHaveCount(24);
    const search = page.getByTestId('listing-search');
    await search.fill('dragon');
    await search.press('Enter');
    const found = await gameList({ gameType: 'RNG', gameName: 'dragon', pageSize: 24 });
    expect(found.totalCount).toBeGreaterThan(0);
    await expect(tiles(page)).toHaveCount(found.games.length);
    for (const name of await tiles(page).getByTestId('tile-name').allTextContents()) {
      expect(name.toLowerCase()).toContain('dragon');
    }
    // Typing searches after a pause, without Enter.
    await search.fill('zzqx no such game');
    await expect(page.getByTestId('games-empty')).toContainText('No data');
  });

  test('the free trial button shows only on games with supportPlay 0, and plays without login', async ({
    page,
  }) => {
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    const first = await gameList({ gameType: 'RNG', pageSize: 24 });
    await expect(tiles(page)).toHaveCount(24);
    for (const game of first.games) {
      const tile = page.locator(`[data-testid="game-tile"][data-node="${game.nodeId}"]`).first();
      await expect(tile.getByTestId('tile-trial')).toHaveCount(game.supportPlay === 0 ? 1 : 0);
    }
    // No live-casino game has a free trial in the demo catalogue.
    await page.goto('/live');
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByTestId('game-grid').getByTestId('tile-trial')).toHaveCount(0);

    // A visitor plays a vendor game's free trial in the embedded frame.
    const trialGame = (await gameList({ gameType: 'RNG', vassalage: 'AUR', pageSize: 100 })).games.find(
      (g) => g.supportPlay === 0 && !g.maintenance,
    )!;
    await page.goto('/rng?vendor=AUR');
    await page.getByTestId('listing-search').fill(trialGame.gameName);
    await page.getByTestId('listing-search').press('Enter');
    const tile = page.locator(`[data-testid="game-tile"][data-node="${trialGame.nodeId}"]`);
    await tile.getByTestId('tile-trial').click();
    await expect(page).toHaveURL(/\/game\?vendor=AUR&gameCode=.*&frame=/);
    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^\/vendor-sim\/launch\?mode=demo/);
  });

  test('a visitor who clicks play or the heart gets the login popup; recent asks to log in', async ({
    page,
  }) => {
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    await expect(page.getByTestId('tab-fav')).toHaveCount(0);
    const login = page.getByTestId('login-dialog');
    await tiles(page).first().getByTestId('tile-play').click();
    await expect(login).toBeVisible();
    // Escape once the dialog has taken the focus (the dialog itself, just after it is painted).
    await expect(page.locator('[data-testid="login-dialog"]:focus-within')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await tiles(page).first().getByTestId('tile-favourite').click();
    await expect(login).toBeVisible();
    await expect(page.locator('[data-testid="login-dialog"]:focus-within')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.getByTestId('tab-recent').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    // A shared link to the recent tab asks a visitor to log in instead of showing someone's games.
    await page.goto('/rng?page=recent');
    await page.getByTestId('games-login').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('a trial account may play free-trial games only: others show the real-account warning', async ({
    page,
  }) => {
    await gotoAs(page, '/live', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByTestId('free-play').click();
    await expect(page.getByTestId('member-area')).toContainText('Trial account');
    // No live game has a free trial (supportPlay 1 everywhere in the demo catalogue).
    await tiles(page).first().getByTestId('tile-play').click();
    const gate = page.getByTestId('gate-dialog');
    await expect(gate.getByTestId('alert-message')).toContainText('A real account is needed');
    await gate.getByTestId('dialog-default-button').click();
    await expect(page).toHaveURL(/\/live$/);
  });

  test('tabs: the hot list is asked on the way to its tab; ?page=hot shows it; jackpot tabs list their type; fish shows 5 slides', async ({
    page,
  }) => {
    const hotAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_hotGamesV2')) hotAsked.push(request.url());
    });
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    await expect(tiles(page).first()).toBeVisible();
    // The default tab does not ask for the hot list (the page's largest answer); a pointer over its tab does.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('jade:first-screen-idle').length))
      .toBe(1);
    expect(hotAsked).toHaveLength(0);
    await page.getByTestId('tab-hot').hover();
    await expect.poll(() => hotAsked.length).toBe(1);
    await page.getByTestId('tab-hot').click();
    await expect(page).toHaveURL(/page=hot/);
    await expect(page.getByTestId('games-title')).toHaveText('Hot Game Hall');
    await expect(tiles(page).first().getByTestId('tile-hot')).toBeVisible();
    expect(hotAsked).toHaveLength(1);

    await page.goto('/rng?page=hot');
    await expect(page.getByTestId('tab-hot')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('games-title')).toHaveText('Hot Game Hall');
    await expect(tiles(page).first()).toBeVisible();
    for (const badge of await tiles(page).all()) await expect(badge.getByTestId('tile-hot')).toBeVisible();
    await expect(page.getByTestId('games-more')).toHaveCount(0);

    await page.getByTestId('tab-TG').click();
    await expect(page).toHaveURL(/page=TG/);
    const table = await gameList({ jackpotType: 'TG', pageSize: 24 });
    await expect(page.getByTestId('games-shown')).toHaveText(
      `Showing ${table.games.length} of ${table.totalCount} games`,
    );
    // Bingo needs the TY language, which the demo brand does not offer.
    await expect(page.getByTestId('tab-BG')).toHaveCount(0);

    await page.goto('/fish');
    await expect(page.getByTestId('vendor-carousel')).toHaveAttribute('data-slides', '5');
    await expect(page.getByTestId('tab-JP')).toHaveCount(0);
  });

  test('a VASSALAGE vendor opens its popup game list', async ({ page }) => {
    await gotoAs(page, '/pvp', { ip: uniqueIp() });
    await page.getByTestId('vendor-carousel').locator('[data-vendor="THC"]').click();
    const popup = page.getByTestId('vendor-games-popup');
    await expect(popup).toBeVisible();
    const thc = await gameList({ vassalage: 'THC', gameType: 'PVP', pageSize: 100 });
    await expect(popup.getByTestId('game-tile')).toHaveCount(thc.games.length);
    for (const tile of await popup.getByTestId('game-tile').all()) {
      await expect(tile).toHaveAttribute('data-vendor', 'THC');
    }
    await expect(popup.getByTestId('vendor-games-count')).toHaveText(`${thc.totalCount} games found`);
  });

  test('category pages list their vendors with launch buttons', async ({ page }) => {
    await gotoAs(page, '/sports', { ip: uniqueIp() });
    const cards = page.getByTestId('vendor-card');
    await expect(cards.first()).toBeVisible();
    await cards.first().getByRole('button').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });
});
