import { expect, test } from '@playwright/test';
import { NAV_CATEGORIES } from '@jade/contract/games';
import { gotoAsReturning, navCategories, rewriteVendorLanes } from './helpers';

test.describe('main navigation', () => {
  test('lists home, the categories that have vendors in navigation order, and promotions', async ({
    page,
    request,
  }) => {
    const lanes = (
      (await (
        await request.get('/wps/relay/GCSGAME_gameVendor', { headers: { Merchant: 'jade_ph' } })
      ).json()) as {
        value: { data: { lanes: { title: string; cards: unknown[] }[] } };
      }
    ).value.data.lanes;
    const withVendors = NAV_CATEGORIES.filter((c) => lanes.some((l) => l.title === c && l.cards.length > 0));
    await gotoAsReturning(page, '/');
    // The categories appear with the vendors' answer.
    await expect(navCategories(page)).toHaveCount(withVendors.length + 1);
    const ids = await navCategories(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids).toEqual([...withVendors.map((c) => `nav-${c}`), 'nav-promotions']);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  test('hides the categories without vendors', async ({ page }) => {
    await rewriteVendorLanes(page, (lanes) =>
      lanes.map((l) => (['ESPORTS', 'COCKFIGHT'].includes(l.title) ? { ...l, cards: [] } : l)),
    );
    await gotoAsReturning(page, '/');
    await expect(page.getByTestId('nav-RNG')).toBeVisible();
    await expect(page.getByTestId('nav-ESPORTS')).toHaveCount(0);
    await expect(page.getByTestId('nav-COCKFIGHT')).toHaveCount(0);
    await expect(page.getByTestId('tile-ESPORTS')).toHaveCount(0);
  });

  test("RNG's dropdown shows 11 vendors and 'more'; a smaller category has no 'more'", async ({ page }) => {
    await gotoAsReturning(page, '/');
    await page.getByTestId('nav-RNG').hover();
    const rng = page.getByTestId('nav-dropdown-RNG');
    await expect(rng).toBeVisible();
    await expect(rng.getByTestId('nav-vendor')).toHaveCount(11);
    await expect(rng.getByTestId('nav-more')).toBeVisible();
    await expect(rng.getByTestId('vendor-hot').first()).toBeAttached();

    await page.getByTestId('nav-LIVE').hover();
    const live = page.getByTestId('nav-dropdown-LIVE');
    await expect(live).toBeVisible();
    await expect(live.getByTestId('nav-vendor')).toHaveCount(5);
    await expect(live.getByTestId('nav-more')).toHaveCount(0);

    await page.getByTestId('nav-RNG').hover();
    await rng.getByTestId('nav-vendor').first().click();
    await expect(page).toHaveURL(/\/rng\?vendor=\w+/);
  });

  test("'more' appears with exactly 11 vendors and not with 10", async ({ page }) => {
    let rngCount = 11;
    await rewriteVendorLanes(page, (lanes) =>
      lanes.map((l) => (l.title === 'RNG' ? { ...l, cards: l.cards.slice(0, rngCount) } : l)),
    );
    await gotoAsReturning(page, '/');
    await page.getByTestId('nav-RNG').hover();
    await expect(page.getByTestId('nav-dropdown-RNG').getByTestId('nav-vendor')).toHaveCount(11);
    await expect(page.getByTestId('nav-dropdown-RNG').getByTestId('nav-more')).toBeVisible();

    rngCount = 10;
    await page.reload();
    await page.getByTestId('nav-RNG').hover();
    await expect(page.getByTestId('nav-dropdown-RNG').getByTestId('nav-vendor')).toHaveCount(10);
    await expect(page.getByTestId('nav-dropdown-RNG').getByTestId('nav-more')).toHaveCount(0);
  });

  test('the dropdowns work from the keyboard', async ({ page }) => {
    await gotoAsReturning(page, '/');
    await page.getByTestId('nav-RNG').focus();
    const rng = page.getByTestId('nav-dropdown-RNG');
    await expect(rng).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(rng.getByTestId('nav-vendor').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-RNG')).toBeFocused();
  });

  test('cockfight has no page: visitors are asked to log in to launch it', async ({ page }) => {
    await gotoAsReturning(page, '/');
    await page.getByTestId('nav-COCKFIGHT').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
