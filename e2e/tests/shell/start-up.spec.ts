import { expect, test } from '@playwright/test';
import { gotoFresh } from '../../support/navigation';
import { navCategories } from './helpers';

test.describe('start-up', () => {
  test('a first visit from an unknown country asks for the region; the choice is applied and kept', async ({
    page,
  }) => {
    await gotoFresh(page, '/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('region-dialog')).toBeVisible();
    // Default language before any choice: Myanmar.
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');

    await page.getByTestId('region-BD').click();
    await expect(page.getByTestId('region-lang-EN')).toBeVisible();
    await expect(page.getByTestId('region-lang-BN')).toBeVisible();
    await page.getByTestId('region-lang-EN').click();
    await page.getByTestId('region-submit').click();

    // Another merchant: the session is cleared and the site reloads at home, in English.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(navCategories(page).first()).toHaveText('Slots');
    await expect(page.getByTestId('region-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('merchant'))).toBe('jade_bd');
    expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('jade_bd');

    await page.reload();
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(navCategories(page).first()).toHaveText('Slots');
    await expect(page.getByTestId('region-dialog')).toHaveCount(0);
  });

  test('choosing the current region only changes the language and closes the modal', async ({ page }) => {
    await gotoFresh(page, '/');
    await page.getByTestId('region-PH').click();
    await page.getByTestId('region-lang-EN').click();
    const languageCall = page.waitForRequest(
      (r) => r.url().includes('/wps/member/language') && r.method() === 'POST',
    );
    await page.getByTestId('region-submit').click();
    expect((await languageCall).postDataJSON()).toEqual({ language: 'EN' });
    await expect(page.getByTestId('region-dialog')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('merchant'))).toBe('jade_ph');
  });

  test('a visitor from Bangladesh gets the BD region and English without being asked', async ({ page }) => {
    const merchants: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/system/status')) merchants.push(r.headers()['merchant'] ?? '');
    });
    await gotoFresh(page, '/', { country: 'BD' });
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(navCategories(page).first()).toHaveText('Slots');
    await expect(page.getByTestId('region-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('jade_bd');
    // Detection switched merchant and asked again: default first, then BD.
    expect(merchants).toEqual(['jade_ph', 'jade_bd']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('EN');
  });

  test('a stored merchant the server does not know is dropped for the default', async ({ page }) => {
    await gotoFresh(page, '/help');
    await page.evaluate(() => localStorage.setItem('merchant', 'no_such_merchant'));
    await page.goto('/');
    await expect(page.getByTestId('region-dialog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('merchant'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('jade_ph');
  });
});
