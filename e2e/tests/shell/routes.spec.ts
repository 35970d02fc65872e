import { expect, test } from '@playwright/test';
import { expectNoCspViolation, gotoAsReturning, watchCsp } from './helpers';
import { scrollToFooter } from '../../support/navigation';

/**
 * Every route of spec §2 with the page type the main area carries (null: a page of our own without a
 * spec page type). Each is also loaded under the server's Content-Security-Policy: no violation may
 * be reported (issue 12 item 2), in the page or any of its frames, nor in Chromium's console.
 */
const ROUTES: [path: string, pageType: string | null][] = [
  ['/', 'home'],
  ['/index', 'index'],
  ['/index.html', 'index.html'],
  ['/home', 'home'],
  ['/register', 'register'],
  ['/register.html', 'register.html'],
  ['/login', 'login'],
  ['/noticePage', 'noticePage'],
  ['/pointMall', 'pointMall'],
  ['/sports', 'sports'],
  ['/esports', 'esports'],
  ['/lott', 'lott'],
  ['/elott', 'elott'],
  ['/lottery', 'lottery'],
  ['/rng', 'rng'],
  ['/fish', 'fish'],
  ['/live', 'live'],
  ['/pvp', 'pvp'],
  ['/promotions', 'promotions'],
  ['/promoDetail', 'promoDetail'],
  ['/seamless', 'seamless'],
  ['/fbsports', 'fbsports'],
  ['/help', 'help'],
  ['/helpmc', 'helpmc'],
  ['/down', 'down'],
  ['/download', 'download'],
  ['/join', 'join'],
  ['/game', 'game'],
  ['/lottert', 'lottert'],
  ['/vnlottery', 'vnlottery'],
  ['/sealottery', 'sealottery'],
  ['/verify', null],
  ['/lottery-verify', null],
  ['/resetPassword', null],
];

test.describe('routes', () => {
  // One test per route: each page load gets its own time budget and the routes run in parallel.
  for (const [path, type] of ROUTES) {
    const what = type ? `renders its page with the page type ${type} on the main area` : 'renders its page';
    test(`${path} ${what}, without a CSP violation`, async ({ page }) => {
      const seen = await watchCsp(page);
      await gotoAsReturning(page, path);
      const main = page.locator('main');
      if (type) {
        await expect(main).toHaveAttribute('data-page-type', type);
        await expect(main).toHaveClass(new RegExp(`page-${type.replace('.', '-')}`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      // The server's first screen has given way to the app.
      await expect(page.locator('#first-screen')).toHaveCount(0);
      await expectNoCspViolation(page, seen);
    });
  }

  test('the header is hidden on /seamless and /lottery only', async ({ page }) => {
    await gotoAsReturning(page, '/seamless');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.goto('/lottery');
    await expect(page.locator('main')).toHaveAttribute('data-page-type', 'lottery');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.goto('/game');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('listing and category pages show the real vendors of their category', async ({ page, request }) => {
    const lanes = (
      (await (
        await request.get('/wps/relay/GCSGAME_gameVendor?language=EN', { headers: { Merchant: 'jade_ph' } })
      ).json()) as { value: { data: { lanes: { title: string; cards: { vassalage: string }[] }[] } } }
    ).value.data.lanes;
    // The listing page shows its vendors in the carousel, a category page as cards.
    for (const [path, category, testId] of [
      ['/rng', 'RNG', 'carousel-vendor'],
      ['/sports', 'SPORTS', 'vendor-card'],
    ] as const) {
      const expected = lanes.find((l) => l.title === category)!.cards.map((c) => c.vassalage);
      await gotoAsReturning(page, path);
      const cards = page.getByTestId(testId);
      await expect(cards).toHaveCount(expected.length);
      expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-vendor')))).toEqual(
        expected,
      );
    }
  });

  test('client-side navigation fades pages in and unknown paths go home', async ({ page }) => {
    await gotoAsReturning(page, '/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main')).toHaveAttribute('data-page-type', 'home');
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.locator('main > div')).toHaveClass(/animate-page-in/);
  });

  test('a page whose code cannot load says "Loading chunk failed" and offers a reload', async ({ page }) => {
    await gotoAsReturning(page, '/');
    await page.route(/\/assets\/join-[^/]+\.js$/, (route) => route.abort());
    await (await scrollToFooter(page)).getByRole('link', { name: 'Join us' }).click();
    await expect(page.getByTestId('chunk-error')).toContainText('Loading chunk failed');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
