import { expect, test, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { screenshot } from '../../support/screenshot';

// Pictures for docs/screenshots (JADE_SCREENSHOTS=1); nothing to check otherwise.
test.skip(process.env.JADE_SCREENSHOTS !== '1', 'screenshots only with JADE_SCREENSHOTS=1');

const PHONE = { width: 390, height: 844 };

async function login(page: Page, username: string, password: string) {
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(username);
  await header.getByTestId('login-password').fill(password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

test.describe('accounts screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`register dialog, forgot dialog, member header and centre (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoAs(page, '/', { ip: uniqueIp(), theme });
      await page.getByTestId('header-desktop').getByTestId('header-register').click();
      await expect(page.getByTestId('register-form-registerMobile')).toBeVisible();
      await screenshot(page, `accounts-register-mobile-${theme}`);
      await page.getByTestId('register-tab-register').click();
      await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
      await screenshot(page, `accounts-register-username-${theme}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('header-desktop').getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByTestId('forgot-email-form')).toBeVisible();
      await screenshot(page, `accounts-forgot-${theme}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('forgot-dialog').waitFor({ state: 'detached' });

      await login(page, 'demo_agent', 'Jade2026!');
      await screenshot(page, `accounts-header-member-${theme}`);
      await page.getByTestId('security-centre').click();
      await expect(page.getByTestId('mc-account')).toHaveText('demo_agent');
      await screenshot(page, `accounts-member-centre-${theme}`);
      await page.getByTestId('member-centre-close').click();
      await page.getByTestId('agent-centre').click();
      await expect(page.getByTestId('ac-direct')).toHaveText(/\d/);
      await screenshot(page, `accounts-agent-centre-${theme}`);
    });
  }

  test('phone: login dialog, register, member menu and centre', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const member = await createMobileMember();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-compact').getByTestId('header-login').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await screenshot(page, 'accounts-login-phone');
    await page.keyboard.press('Escape');
    await page.getByTestId('header-compact').getByTestId('header-register').click();
    await expect(page.getByTestId('register-form-registerMobile')).toBeVisible();
    await screenshot(page, 'accounts-register-phone');
    await page.keyboard.press('Escape');
    await page.getByTestId('header-compact').getByTestId('header-login').click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByTestId('login-username').fill(member.mobile);
    await dialog.getByTestId('login-password').fill(member.password);
    await dialog.getByTestId('login-submit').click();
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('account-menu-content')).toBeVisible();
    await screenshot(page, 'accounts-header-member-phone');
    await page.getByRole('menuitem', { name: 'Security centre' }).click();
    await expect(page.getByTestId('mc-account')).toHaveText(member.mobile);
    await screenshot(page, 'accounts-member-centre-phone');
  });
});
