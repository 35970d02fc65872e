import { expect, test, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { expectRightSized } from '../../support/artwork';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { loginInHeader } from './helpers';

const flag = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** Waits until the page has settled, then checks that no content popup is open. */
async function expectNoPopup(page: Page) {
  await expect(page.locator('main[data-page-type]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('gift-popup')).toHaveCount(0);
  await expect(page.getByTestId('activity-popup')).toHaveCount(0);
}

test.describe('gift and activity popups on load (spec §4)', () => {
  test('before login: the gift, then the activity popup, once per session; after login: the after-login gift', async ({
    page,
  }) => {
    const ip = uniqueIp();
    const member = await createMobileMember(ip);
    const pictures: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/img/banner/')) pictures.push(url);
    });
    await gotoAs(page, '/', { ip, contentPopups: true });

    const gift = page.getByTestId('gift-popup');
    await expect(gift).toBeVisible();
    await expect(gift.locator('[data-kind]')).toHaveAttribute('data-kind', 'gift_before_login');
    await expect(gift.getByRole('heading', { name: 'A gift is waiting for you' })).toBeVisible();
    const picture = gift.locator('img');
    await expect(picture).toHaveAttribute('alt', /\S/);
    // Its picture at the width of the dialog's image (P29), fetched once: the preload before the
    // dialog opens chose as the dialog's image does.
    await expectRightSized(picture);
    const path = new URL((await picture.getAttribute('src'))!, page.url()).pathname;
    expect(pictures.filter((url) => url.pathname === path)).toHaveLength(1);
    expect(await flag(page, 'beforeLoginGift')).toBe('1');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(gift).toHaveCount(0);

    // Then the activity popup; its button follows the popup's link.
    const activity = page.getByTestId('activity-popup');
    await expect(activity).toBeVisible();
    await expect(activity.locator('[data-kind]')).toHaveAttribute('data-kind', 'activity');
    await expectNoSeriousA11yViolations(page);
    await activity.getByTestId('activity-popup-button').click();
    await expect(activity).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions$/);
    expect(await flag(page, 'activityPopup')).toBe('1');

    // The flags are in session storage: a reload shows neither again.
    await page.reload();
    await expectNoPopup(page);

    // Logging in brings the after-login gift (its own flag), once.
    await loginInHeader(page, member.mobile, member.password);
    await expect(gift).toBeVisible();
    await expect(gift.locator('[data-kind]')).toHaveAttribute('data-kind', 'gift_after_login');
    await expect(gift.getByRole('heading', { name: 'Your daily red envelope' })).toBeVisible();
    expect(await flag(page, 'afterLoginGift')).toBe('1');
    await gift.getByRole('button', { name: 'Close' }).click();
    await expect(gift).toHaveCount(0);
    await page.reload();
    await expectNoPopup(page);
  });

  test('a member loading the site sees the after-login gift, not the before-login one', async ({ page }) => {
    const ip = uniqueIp();
    const member = await createMobileMember(ip);
    // Logged in with the popups seen (the default), then a new page load with the gift flags cleared.
    await gotoAs(page, '/', { ip });
    await loginInHeader(page, member.mobile, member.password);
    await page.evaluate(() => {
      sessionStorage.removeItem('beforeLoginGift');
      sessionStorage.removeItem('afterLoginGift');
    });
    await page.reload();
    const gift = page.getByTestId('gift-popup');
    await expect(gift).toBeVisible();
    await expect(gift.locator('[data-kind]')).toHaveAttribute('data-kind', 'gift_after_login');
    // The gift's button follows its link (the promotions page).
    await gift.getByTestId('gift-popup-button').click();
    await expect(page).toHaveURL(/\/promotions$/);
    // The activity flag was left set: no activity popup follows.
    await expectNoPopup(page);
  });

  test('by default (flags set by the journey helpers) no popup covers the page and none is fetched', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('PROMOFE_getPopupContent')) asked.push(r.url());
    });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await expectNoPopup(page);
    expect(asked).toEqual([]);
  });
});
