import { expect, test } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { bannerArt, deleteContent, expectBannerCount, saveContent, selectedSlide } from './helpers';

/**
 * Home journeys that add content every visitor sees (banners, notices, after-login popups): they run
 * one at a time after the parallel journeys (global-state project) and remove what they add.
 */

test.describe('home content changed by the operator', () => {
  test.describe.configure({ mode: 'serial' });
  test.slow();

  test('dots and autoplay appear with a second banner; URL and member-centre banners open by link type', async ({
    page,
    context,
  }) => {
    const external = 'https://promo.example.com/e2e-banner';
    await context.route(`${external}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Promo</title><h1>Promo</h1>' }),
    );
    await gotoAs(page, '/esports', { ip: uniqueIp() });
    // The demo has one w_esports banner: no dots, no autoplay.
    const strip = page.getByTestId('banner-strip');
    await expect(strip).toHaveAttribute('data-count', '1');
    await expect(strip.getByTestId('banner-dots')).toHaveCount(0);

    const ids: number[] = [];
    try {
      ids.push(
        await saveContent('banners', {
          groupName: 'w_esports',
          imageUrl: bannerArt('E2E outside link'),
          translations: { EN: { title: 'E2E outside link', alt: 'E2E outside link' } },
          link: { linkageType: 'URL', linkage: external },
          sort: 100,
        }),
        await saveContent('banners', {
          groupName: 'w_esports',
          imageUrl: bannerArt('E2E deposit'),
          translations: { EN: { title: 'E2E deposit', alt: 'E2E deposit' } },
          link: { linkageType: 'MEMBER_CENTRE', linkage: 'depositv2' },
          sort: 101,
        }),
      );
      await expectBannerCount(page, 3, '/esports');
      const dots = strip.getByTestId('banner-dots').getByRole('button');
      await expect(dots).toHaveCount(3);

      // It autoplays now (pointer away from the strip).
      await page.mouse.move(1, 700);
      await expect.poll(() => selectedSlide(page), { timeout: 12_000 }).toBe(1);

      // The URL banner opens its address in a new tab.
      await dots.nth(1).click();
      const outside = page.getByRole('link', { name: 'E2E outside link' });
      await expect(outside).toHaveAttribute('target', '_blank');
      const [tab] = await Promise.all([context.waitForEvent('page'), outside.click()]);
      await tab.waitForURL(external);
      await expect(tab.locator('h1')).toHaveText('Promo');
      await tab.close();

      // The member-centre banner asks a visitor to log in first.
      await dots.nth(2).click();
      await page.getByRole('button', { name: 'E2E deposit' }).click();
      await expect(page.getByTestId('login-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    } finally {
      for (const id of ids) await deleteContent('banners', id);
    }
    // Back to one banner: the dots go.
    await expectBannerCount(page, 1, '/esports');
    await expect(strip.getByTestId('banner-dots')).toHaveCount(0);
  });

  test('notice dialog paging: 9 a page, collapse on re-select, first item on a new page, open by index', async ({
    page,
  }) => {
    const ids: number[] = [];
    try {
      // Enough notices for three pages whatever the demo holds.
      for (let n = 1; n <= 10; n++) {
        const title = `E2E notice ${String(n).padStart(2, '0')}`;
        ids.push(
          await saveContent('announcements', {
            type: 'PL',
            translations: { EN: { title, content: `<p>Body of ${title}.</p>` } },
          }),
        );
      }
      await gotoAs(page, '/', { ip: uniqueIp() });
      const items = page.getByTestId('notice-bar').getByTestId('notice-bar-item');
      await expect(async () => {
        await page.reload();
        await expect(items.filter({ hasText: 'E2E notice 10' })).toHaveCount(1, { timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      const total = await items.count();
      expect(total).toBeGreaterThan(18);
      const pages = Math.ceil(total / 9);

      // The bar's announcement button opens the first page with the first notice open.
      await page.getByTestId('notice-bar').getByRole('button', { name: 'Announcements' }).click();
      const dialog = page.getByTestId('notice-dialog');
      const browser = dialog.getByTestId('notice-browser');
      const titles = dialog.getByTestId('notice-title');
      await expect(browser).toHaveAttribute('data-page', '1');
      await expect(browser).toHaveAttribute('data-open', '0');
      await expect(titles).toHaveCount(9);
      const pager = dialog.getByTestId('notice-pager');
      await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pages);

      // Choosing the open notice collapses it; choosing it again opens it; another one opens instead.
      await titles.nth(0).click();
      await expect(browser).toHaveAttribute('data-open', '');
      await expect(titles.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog.getByText('Choose a notice on the left to read it.')).toBeVisible();
      await titles.nth(0).click();
      await expect(browser).toHaveAttribute('data-open', '0');
      await titles.nth(4).click();
      await expect(browser).toHaveAttribute('data-open', '4');
      await expect(dialog.getByTestId('notice-pane-title')).toHaveText((await titles.nth(4).textContent())!);

      // A new page opens its first notice.
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expect(browser).toHaveAttribute('data-page', '2');
      await expect(browser).toHaveAttribute('data-open', '9');
      await expect(titles.first()).toHaveAttribute('data-index', '9');
      await expect(titles.first()).toHaveAttribute('aria-expanded', 'true');
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(browser).toHaveAttribute('data-page', '3');
      await expect(browser).toHaveAttribute('data-open', '18');
      await expect(titles).toHaveCount(Math.min(9, total - 18));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Opening by a stored index (a bar item): the page that holds it, with it open. A still bar
      // (reduced motion) lets the journey reach any item.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const index of [13, total - 1]) {
        const item = items.nth(index);
        await item.click();
        await expect(browser).toHaveAttribute('data-open', String(index));
        await expect(browser).toHaveAttribute('data-page', String(Math.floor(index / 9) + 1));
        await expect(dialog.getByTestId('notice-pane-title')).toHaveText((await item.textContent())!.trim());
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    } finally {
      for (const id of ids) await deleteContent('announcements', id);
    }
  });

  test('a popup announcement (PU) shows once after login', async ({ page }) => {
    const title = `E2E popup ${Date.now().toString(36)}`;
    const id = await saveContent('announcements', {
      type: 'PU',
      execution: 'A',
      translations: { EN: { title, content: '<p>Shown to every member after login.</p>' } },
    });
    try {
      const ip = uniqueIp();
      const member = await createMobileMember(ip);
      // The popups are not visible to visitors, so their arrival cannot be polled: outwait the
      // server's content cache (5 s without Redis, support/operator.ts).
      await page.waitForTimeout(5_500);
      await gotoAs(page, '/', { ip });
      // A visitor sees no after-login popup.
      await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
      const header = page.getByTestId('header-desktop');
      await header.getByTestId('login-username').fill(member.mobile);
      await header.getByTestId('login-password').fill(member.password);
      await header.getByTestId('header-login').click();
      await expect(page.getByTestId('member-area')).toBeVisible();

      const popup = page.getByTestId('popup-announcement');
      await expect(popup).toBeVisible({ timeout: 20_000 });
      await expect(popup.getByRole('heading', { name: title })).toBeVisible();
      await expect(popup.getByTestId('popup-announcement-content')).toHaveText(
        'Shown to every member after login.',
      );
      await popup.getByTestId('popup-announcement-next').click();
      await expect(popup).toBeHidden();
      // Once per login: a reload in the same session does not show it again.
      await page.reload();
      await expect(page.getByTestId('member-area')).toBeVisible();
      await page.waitForTimeout(1500);
      await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
    } finally {
      await deleteContent('announcements', id);
    }
  });
});
