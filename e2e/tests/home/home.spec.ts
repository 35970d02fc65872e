import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { recordFirstRender } from '../../support/first-render';
import { waitForFirstScreen } from '../../support/navigation';
import { selectedSlide } from './helpers';

/**
 * Home page journeys against the demo data (spec §2): three w_home banners, one w_help banner, the
 * demo player notices and the merchant's jackpot. Nothing here changes server-wide data; the journeys
 * that do are in home.serial.spec.ts.
 */

/**
 * Records every change of the strip's selected slide in the page (a MutationObserver, so no change is
 * missed between two polls) and answers them once `count` were seen: the index and when (ms).
 */
async function slideChanges(page: Page, count: number): Promise<{ index: number; at: number }[]> {
  await page.evaluate(() => {
    const changes: { index: number; at: number }[] = [];
    (window as unknown as { slideChanges: typeof changes }).slideChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.dataset.testid !== 'banner-strip') continue;
        changes.push({ index: Number(el.dataset.selected), at: performance.now() });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-selected'] });
  });
  const read = () =>
    page.evaluate(
      () => (window as unknown as { slideChanges: { index: number; at: number }[] }).slideChanges,
    );
  await expect
    .poll(async () => (await read()).length, { timeout: 8_000 + count * 9_000 })
    .toBeGreaterThanOrEqual(count);
  return (await read()).slice(0, count);
}

/** Mounts the sections below the fold (they mount as they come near the viewport). */
async function scrollThrough(page: Page) {
  // They judge nearness once the first screen is done and every tile above is drawn (decision P17):
  // a section scrolled past before then waits for the visitor to come back to it.
  await waitForFirstScreen(page);
  await expect(page.getByTestId('category-showcase')).not.toHaveAttribute('aria-busy', /.*/);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
}

test.describe('home page', () => {
  // A long page, axe and timed autoplay on a shared 2-core machine.
  test.slow();
  test('the banner strip autoplays every 5 s with one dot per banner; a single banner has no dots', async ({
    page,
  }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    const strip = page.getByTestId('banner-strip');
    await expect(strip).toHaveAttribute('data-count', '3');
    const dots = strip.getByTestId('banner-dots').getByRole('button');
    await expect(dots).toHaveCount(3);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // The pointer is away from the strip (hovering pauses it): it moves on by itself, about every
    // 5 s, in order, and loops back to the first banner.
    await page.mouse.move(1, 700);
    const start = await selectedSlide(page);
    const changes = await slideChanges(page, 3);
    expect(changes.map((c) => c.index)).toEqual([1, 2, 3].map((n) => (start + n) % 3));
    // Tolerant timing for a busy machine: 5000 ms between moves.
    for (const n of [1, 2]) {
      const gap = changes[n]!.at - changes[n - 1]!.at;
      expect(gap).toBeGreaterThanOrEqual(4_000);
      expect(gap).toBeLessThanOrEqual(9_000);
    }

    // A dot chooses its slide.
    await dots.nth(1).click();
    await expect(strip).toHaveAttribute('data-selected', '1');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    // /help has one banner: no dots, and it stays put.
    await page.goto('/help');
    const helpStrip = page.getByTestId('banner-strip');
    await expect(helpStrip).toHaveAttribute('data-count', '1');
    await expect(helpStrip.getByTestId('banner-dots')).toHaveCount(0);
    await expect(helpStrip.getByTestId('banner-slide')).toHaveCount(1);
  });

  test('the strip is not measured until its first move or a visitor reaches for it; a dot chosen first counts, and a hovered strip stays', async ({
    page,
  }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.mouse.move(1, 700);
    await waitForFirstScreen(page);
    const strip = page.getByTestId('banner-strip');
    // Embla places the row with a transform once it exists (decision P23).
    const track = strip.getByTestId('banner-slide').first().locator('..');
    const engineAwake = () => track.evaluate((row: HTMLElement) => row.style.transform !== '');
    // A second after the first screen is done, well before the first move (5 s), it still sleeps.
    await page.waitForTimeout(1_000);
    expect(await engineAwake()).toBe(false);
    await expect(strip).toHaveAttribute('data-selected', '0');

    // A dot chosen before the engine exists wakes it and chooses its slide.
    await strip.getByTestId('banner-dots').getByRole('button').nth(2).click();
    await expect(strip).toHaveAttribute('data-selected', '2');
    expect(await engineAwake()).toBe(true);
    // The pointer stays over the strip: autoplay waits, past its 5 s.
    await page.waitForTimeout(6_000);
    await expect(strip).toHaveAttribute('data-selected', '2');
  });

  test.describe('on a touch phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

    test('a first swipe, before the strip has moved by itself, turns it', async ({ page }) => {
      await gotoAs(page, '/', { ip: uniqueIp() });
      await waitForFirstScreen(page);
      const strip = page.getByTestId('banner-strip');
      await expect(strip).toHaveAttribute('data-selected', '0');
      // The finger's own touch creates the engine (decision P23), and the same gesture drags the row.
      const box = (await strip.boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      // A swipe to the right: back to the last banner, where autoplay would go to the second.
      await touch('touchStart', box.x + box.width * 0.15);
      for (let step = 1; step <= 8; step++)
        await touch('touchMove', box.x + box.width * (0.15 + step * 0.08));
      await touch('touchEnd');
      await expect(strip).toHaveAttribute('data-selected', '2');
    });
  });

  test('a route banner opens its page', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    const current = page.locator('[data-testid="banner-slide"]:not([inert]) [data-testid="banner-link"]');
    // Hovering the strip pauses it, so the slide read is the slide clicked.
    await current.hover();
    const href = await current.getAttribute('href');
    expect(href).toMatch(/^\/(promotions|live)$/);
    await current.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(`main[data-page-type]`)).toBeVisible();
  });

  test('the jackpot shows the currency symbol and rises 165.11 every 3 s from its time-based start', async ({
    page,
  }) => {
    await page.clock.install();
    const jackpotCall = page.waitForResponse((r) => r.url().includes('/wps/relay/VIS_getJackpot'));
    await gotoAs(page, '/', { ip: uniqueIp() });
    const { value: jackpot } = (await (await jackpotCall).json()) as {
      value: {
        baseAmount: number;
        stepAmount: number;
        stepMs: number;
        currencySymbol: string;
        amount: number;
      };
    };
    expect(jackpot.stepAmount).toBe(165.11);
    expect(jackpot.stepMs).toBe(3000);

    const counter = page.getByTestId('jackpot-value');
    await expect(counter).toBeVisible();
    await expect(counter).toContainText(jackpot.currencySymbol);
    await expect(page.getByRole('heading', { name: 'Jackpot' })).toBeVisible();

    // Stop the page's clock (a second ahead of it): from now on only runFor() moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const start = Number(await counter.getAttribute('data-value'));
    // Time-based: a whole number of steps above the base, and at least the value the server sent.
    const steps = (start - jackpot.baseAmount) / jackpot.stepAmount;
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
    expect(start).toBeGreaterThanOrEqual(jackpot.amount);

    await page.clock.runFor(3000);
    await expect
      .poll(async () => Number(await counter.getAttribute('data-value')))
      .toBeCloseTo(start + 165.11, 2);
    await page.clock.runFor(9000);
    await expect
      .poll(async () => Number(await counter.getAttribute('data-value')))
      .toBeCloseTo(start + 4 * 165.11, 2);
    // The screen-reader text says the same amount with its symbol.
    const shown = (start + 4 * 165.11).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(counter).toContainText(`${jackpot.currencySymbol} ${shown}`);
  });

  test('the notice bar starts moving only once the first load has settled', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // When the root gets data-motion (lib/first-screen.ts), how far the marquee had run: a bar that
    // moved during the first load would have run since it was drawn.
    await page.addInitScript(() => {
      const probe = window as unknown as { marqueeAtMotion?: number | null };
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-motion')) return;
        observer.disconnect();
        const marquee = document.querySelector('.notice-marquee');
        const animation = marquee?.getAnimations()[0];
        probe.marqueeAtMotion = animation ? Number(animation.currentTime) : null;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-motion'] });
    });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await expect(page.getByTestId('notice-bar-item').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-motion', '', { timeout: 15_000 });
    const ranBefore = await page.evaluate(
      () => (window as unknown as { marqueeAtMotion?: number | null }).marqueeAtMotion,
    );
    // The bar was drawn before the page settled, and had not moved.
    expect(ranBefore).not.toBeNull();
    expect(ranBefore).toBeLessThan(50);
    await expect(page.locator('.notice-marquee')).toHaveCSS('animation-play-state', 'running');
  });

  test('the notice bar pauses while hovered and opens the notice dialog at the chosen notice', async ({
    page,
  }) => {
    // The journeys run with reduced motion (a still bar); this one is about the moving bar.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoAs(page, '/', { ip: uniqueIp() });
    const bar = page.getByTestId('notice-bar');
    const items = bar.getByTestId('notice-bar-item');
    await expect(items.first()).toBeVisible();
    const marquee = bar.locator('.notice-marquee');
    const offset = () => marquee.evaluate((el) => el.getBoundingClientRect().left);

    // Scrolling while the pointer is elsewhere…
    await page.mouse.move(1, 700);
    const before = await offset();
    await expect.poll(offset).not.toBe(before);
    // …and still while hovered.
    await bar.hover();
    await expect(marquee).toHaveCSS('animation-play-state', 'paused');
    const paused = await offset();
    await page.waitForTimeout(800);
    expect(await offset()).toBe(paused);

    // Choosing a title that is in view opens the dialog at that notice.
    const barBox = (await bar.boundingBox())!;
    const boxes = await items.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, index: Number(el.getAttribute('data-index')) };
      }),
    );
    const target = boxes.find((b) => b.left > barBox.x + 140 && b.right < barBox.x + barBox.width - 10)!;
    expect(target).toBeTruthy();
    const title = (await items.nth(target.index).textContent())!.trim();
    await items.nth(target.index).click();
    const dialog = page.getByTestId('notice-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    const browser = dialog.getByTestId('notice-browser');
    await expect(browser).toHaveAttribute('data-open', String(target.index));
    await expect(browser).toHaveAttribute('data-page', String(Math.floor(target.index / 9) + 1));
    await expect(dialog.getByTestId('notice-pane-title')).toHaveText(title);
    await expect(dialog.getByTestId('notice-pane-content')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the notices reload in the new language when the language changes', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    const items = page.getByTestId('notice-bar').getByTestId('notice-bar-item');
    await expect(items.filter({ hasText: 'Welcome to Jade' })).toHaveCount(1);
    const reload = page.waitForRequest(
      (r) => r.url().includes('MCSFE_getListAnnouncements') && r.headers()['language'] === 'CN',
    );
    await page.getByTestId('language-menu').click();
    await page.getByTestId('lang-CN').click();
    await reload;
    await expect(items.filter({ hasText: '欢迎来到 Jade' })).toHaveCount(1);
    await expect(items.filter({ hasText: 'Welcome to Jade' })).toHaveCount(0);
  });

  test('on a phone the sections far below the first screen and the footer are drawn as the visitor comes near', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The showcase's first render: its tiles, and the height it had with the places of those to come.
    const firstRender = await recordFirstRender(page, 'category-showcase', 'a, button');
    await gotoAs(page, '/', { ip: uniqueIp() });
    await waitForFirstScreen(page);
    // Every category tile drawn: the hot games below them are now far from view (decision P17).
    const showcase = page.getByTestId('category-showcase');
    await expect(showcase).not.toHaveAttribute('aria-busy', /.*/);
    // The first render drew a phone's first tiles only, yet the list was already as tall as it ended:
    // the page below did not move as the rest came (decision P28).
    const first = await firstRender.read();
    expect(first!.items).toBe(4);
    expect(Math.abs(first!.height - (await showcase.boundingBox())!.height)).toBeLessThan(1);
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('hot-games')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('[data-deferred]')).toHaveCount(5);
    // The last tile is in the page but not rendered (its words neither styled nor laid out) until near.
    const lastTileTitle = page.locator('[data-testid="category-showcase"] > li').last().locator('h3');
    const rendered = () => lastTileTitle.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await lastTileTitle.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await scrollThrough(page);
    await expect(page.getByTestId('hot-games')).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[data-deferred]')).toHaveCount(0);
  });

  test('the winner board and the popular games show what the server answers', async ({ page }) => {
    const winnersCall = page.waitForResponse((r) => r.url().includes('GCSGAME_getRankList'));
    const popularCall = page.waitForResponse((r) => r.url().includes('/lgw/games/popular'));
    await gotoAs(page, '/', { ip: uniqueIp() });
    await scrollThrough(page);
    const winners = (
      (await (await winnersCall).json()) as { value: { list: { vo: { customerName: string } }[] } }
    ).value.list.map((w) => w.vo);
    const games = ((await (await popularCall).json()) as { value: { list: { gameName: string }[] } }).value
      .list;

    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await expect(board.getByRole('heading', { name: 'Winner board' })).toBeVisible();
    if (winners.length === 0) {
      await expect(board.getByTestId('winner-row')).toHaveCount(0);
      await expect(board.getByText('No big wins yet', { exact: false })).toBeVisible();
    } else {
      await expect(board.getByTestId('winner-row')).toHaveCount(Math.min(winners.length, 20));
      await expect(board.getByTestId('winner-row').first()).toContainText(winners[0]!.customerName);
    }

    const section = page.getByTestId('popular-games');
    if (games.length === 0) {
      await expect(section).toHaveCount(0);
    } else {
      await expect(section.getByRole('listitem')).toHaveCount(games.length);
      await expect(section.getByRole('listitem').first()).toContainText(games[0]!.gameName);
    }
    // The hot games and the hot providers mounted on the way down.
    await expect(page.getByTestId('hot-games')).toBeVisible();
    await expect(page.getByTestId('hot-tabs').getByRole('tab').first()).toBeVisible();
  });

  test('the hot games are kept in session storage and shown from it after a reload', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await scrollThrough(page);
    const tabs = page.getByTestId('hot-tabs').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const firstTab = await tabs.first().textContent();
    // Written when the browser is next idle (wire §4 HOT_GAMES).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? 'null') as {
            value?: { list?: unknown[] };
          } | null;
          return stored?.value?.list?.length ?? 0;
        }),
      )
      .toBeGreaterThan(0);

    // After a reload the list comes from the session, even with the call refused.
    let asked = 0;
    await page.route('**/wps/relay/GCSGAME_hotGamesV2**', (route) => {
      asked++;
      return route.abort();
    });
    await page.reload();
    await scrollThrough(page);
    await expect(tabs.first()).toHaveText(firstTab!);
    expect(asked).toBe(0);
  });

  test('home has no serious accessibility violations, top to bottom', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await expect(page.getByTestId('category-showcase')).toBeVisible();
    await expect(page.getByTestId('banner-strip')).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByTestId('winner-board')).toBeVisible();
    await expect(page.locator('[data-deferred]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
