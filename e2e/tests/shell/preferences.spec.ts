import { expect, test } from '@playwright/test';
import { gotoAsReturning, navCategories } from './helpers';

test.describe('theme and language', () => {
  test('the theme switch applies at once and persists across reload', async ({ page }) => {
    await gotoAsReturning(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the language switch changes the interface text, tells the server and persists', async ({ page }) => {
    await gotoAsReturning(page, '/');
    await expect(navCategories(page).first()).toHaveText('Slots');

    await page.getByTestId('language-menu').click();
    const menu = page.getByRole('menu');
    // The menu's code loads on this first use (ui/lazy-menu.tsx).
    await expect(menu.getByTestId('lang-MY')).toBeVisible();
    // The region's languages (MY, EN for PH) come first, then the others.
    const codes = await menu
      .locator('[data-testid^="lang-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(5)));
    expect(codes.slice(0, 2)).toEqual(['MY', 'EN']);
    expect(codes).toHaveLength(35);
    const languageCall = page.waitForRequest(
      (r) => r.url().includes('/wps/member/language') && r.method() === 'POST',
    );
    await page.getByTestId('lang-CN').click();
    expect((await languageCall).postDataJSON()).toEqual({ language: 'CN' });

    await expect(navCategories(page).first()).toHaveText('老虎机');
    await expect(page.getByRole('link', { name: '优惠活动' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['CN', 'CN']);

    await page.reload();
    await expect(navCategories(page).first()).toHaveText('老虎机');
  });

  test('a right-to-left language sets dir="rtl" on the page', async ({ page }) => {
    await gotoAsReturning(page, '/', { lang: 'UR', merchant: 'jade_pk' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  });
});
