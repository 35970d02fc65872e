import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import {
  NEW_PASSWORD,
  PASSWORD,
  captchaTestAnswer,
  createMobileMember,
  gotoAs,
  resetToken,
  smsCode,
  uniqueIp,
  uniqueMobile,
  uniqueUsername,
  waitForNextSms,
} from '../../support/accounts';

test.describe('forgot password', () => {
  test('by e-mail: the mailed link works once and the new password logs in', async ({ page }) => {
    const ip = uniqueIp();
    const username = uniqueUsername('fgt');
    const email = `${username}@example.com`;
    const mobile = uniqueMobile();
    // An account with an e-mail address, registered through the username tab.
    await gotoAs(page, '/register', { ip });
    await page.getByTestId('register-tab-register').click();
    const form = page.getByTestId('register-form-register');
    await form.getByTestId('reg-username').fill(username);
    await form.getByTestId('reg-password').fill(PASSWORD);
    await form.getByTestId('reg-confirmPassword').fill(PASSWORD);
    await form.getByTestId('reg-mobileNum').fill(mobile);
    const sentAt = Date.now();
    await form.getByTestId('send-code').click();
    await form.getByTestId('reg-verificationCode').fill(await smsCode(mobile, sentAt));
    await form.getByTestId('reg-email').fill(email);
    await form.getByTestId('reg-captcha').fill(captchaTestAnswer());
    await form.getByTestId('reg-terms').check();
    await form.getByTestId('reg-adult').check();
    await form.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-area')).toBeVisible();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('logout-confirm').click();
    await expect(page.getByTestId('member-area')).toHaveCount(0);

    await page.getByTestId('header-desktop').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByTestId('forgot-dialog');
    await dialog.getByTestId('forgot-username').fill(username);
    await dialog.getByTestId('forgot-email').fill(email);
    const since = Date.now();
    await dialog.getByTestId('forgot-email-submit').click();
    await expect(dialog.getByTestId('forgot-email-sent')).toBeVisible();
    const token = await resetToken(email, since);

    await page.goto(`/resetPassword?token=${token}`);
    await expect(page.locator('main')).toHaveAttribute('data-page-type', 'resetPassword');
    await page.getByTestId('reset-new').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    const login = page.getByTestId('login-dialog');
    await expect(login).toBeVisible();
    await login.getByTestId('login-username').fill(username);
    await login.getByTestId('login-password').fill(NEW_PASSWORD);
    await login.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-nickname')).toHaveText(username);

    // The link worked once.
    await page.goto(`/resetPassword?token=${token}`);
    await page.getByTestId('reset-new').fill('Third#Pass2029');
    await page.getByTestId('reset-confirm').fill('Third#Pass2029');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  });

  test('by phone: SMS code, new password, then logged in', async ({ page }) => {
    // One SMS a minute per number: the registration just used this number's minute.
    test.setTimeout(120_000);
    const member = await createMobileMember();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByTestId('forgot-dialog');
    await dialog.getByTestId('forgot-tab-phone').click();
    await dialog.getByTestId('forgot-mobile').fill(member.mobile);
    await waitForNextSms(member.smsSentAt);
    const since = Date.now();
    await dialog.getByTestId('send-code').click();
    await dialog.getByTestId('forgot-code').fill(await smsCode(member.mobile, since));
    await dialog.getByTestId('forgot-new-password').fill(NEW_PASSWORD);
    await dialog.getByTestId('forgot-confirm').fill(NEW_PASSWORD);
    await dialog.getByTestId('forgot-phone-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('member-nickname')).toHaveText(member.mobile);
  });

  test('the forgot dialog has no serious axe violations (both tabs)', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByTestId('forgot-dialog');
    await expect(dialog.getByTestId('forgot-email-form')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('forgot-tab-phone').click();
    await expect(dialog.getByTestId('forgot-phone-form')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
