import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import {
  PASSWORD,
  captchaTestAnswer,
  gotoAs,
  smsCode,
  uniqueIp,
  uniqueMobile,
  uniqueUsername,
} from '../../support/accounts';

test.describe('registration', () => {
  test('by username: fields from the rules, SMS code, captcha, then logged in at home', async ({ page }) => {
    const username = uniqueUsername('reg');
    const mobile = uniqueMobile();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-desktop').getByTestId('header-register').click();
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog).toBeVisible();
    // Mobile registration is on, so its tab comes first; the username tab is one click away.
    await expect(dialog.getByTestId('register-tab-registerMobile')).toHaveAttribute('aria-selected', 'true');
    await dialog.getByTestId('register-tab-register').click();
    const form = dialog.getByTestId('register-form-register');
    // Disabled rules (QQ, LINE, WeChat…) are not shown; the mobile placeholder counts the rule's digits.
    await expect(form.getByTestId('reg-qqNum')).toHaveCount(0);
    await expect(form.getByTestId('reg-mobileNum')).toHaveAttribute('placeholder', '11-digit mobile number');

    // Client validation with the server's rule and message template.
    await form.getByTestId('reg-username').fill('1bad');
    await form.getByTestId('register-submit').click();
    await expect(
      form.getByText('Must be 6-16 characters, starting with a letter, letters and digits only'),
    ).toBeVisible();
    await expect(form.getByText('Please agree to the terms and conditions.')).toBeVisible();

    await form.getByTestId('reg-username').fill(username);
    await form.getByTestId('reg-password').fill(PASSWORD);
    await form.getByTestId('reg-confirmPassword').fill('Other2026!');
    await form.getByTestId('reg-mobileNum').fill(mobile);
    const since = Date.now();
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('send-code-countdown')).toBeVisible();
    await form.getByTestId('reg-verificationCode').fill(await smsCode(mobile, since));
    await form.getByTestId('reg-email').fill(`${username}@example.com`);
    await form.getByTestId('reg-captcha').fill(captchaTestAnswer());
    await form.getByTestId('reg-terms').check();
    await form.getByTestId('reg-adult').check();
    await form.getByTestId('register-submit').click();
    await expect(form.getByText('The two entries are inconsistent')).toBeVisible();
    await form.getByTestId('reg-confirmPassword').fill(PASSWORD);
    await form.getByTestId('register-submit').click();

    await expect(page.getByTestId('member-area')).toBeVisible();
    await expect(page.getByTestId('member-nickname')).toHaveText(username);
    await expect(page.getByTestId('register-dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);
  });

  test('by mobile: the SMS code comes from the outbox, the number becomes the username', async ({ page }) => {
    const mobile = uniqueMobile();
    await gotoAs(page, '/register', { ip: uniqueIp() });
    const form = page.getByTestId('register-form-registerMobile');
    await expect(form).toBeVisible();
    await form.getByTestId('reg-mobileNum').fill(mobile);
    const since = Date.now();
    await form.getByTestId('send-code').click();
    await expect(form.getByTestId('send-code-countdown')).toHaveText(/^[45]:\d\d$/);
    await form.getByTestId('reg-verificationCode').fill(await smsCode(mobile, since));
    await form.getByTestId('reg-password').fill(PASSWORD);
    await form.getByTestId('reg-terms').check();
    await form.getByTestId('reg-adult').check();
    await form.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-area')).toBeVisible();
    await expect(page.getByTestId('member-nickname')).toHaveText(mobile);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an invalid affiliate code from the link is refused with invitation_code_error', async ({ page }) => {
    await gotoAs(page, '/register?aff=NOSUCH42', { ip: uniqueIp() });
    const alert = page.getByTestId('alert-dialog');
    await expect(alert).toBeVisible();
    await expect(alert.getByTestId('alert-message')).toHaveText('Invalid invitation code.');
    await alert.getByTestId('dialog-default-button').click();
    // The field comes back so the visitor may type a valid one.
    await expect(
      page.getByTestId('register-form-registerMobile').getByTestId('reg-affiliateCode'),
    ).toBeVisible();
  });

  test('a valid affiliate code from the link is applied and its field hidden', async ({ page }) => {
    await gotoAs(page, '/register?affiliateCode=JADE2026&referralCode=FRIEND1', { ip: uniqueIp() });
    const form = page.getByTestId('register-form-registerMobile');
    await expect(form.getByTestId('reg-affiliate-from-link')).toContainText('JADE2026');
    await expect(form.getByTestId('reg-affiliateCode')).toHaveCount(0);
    const info = await page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? '{}') as object);
    expect(info).toEqual({ affiliateCode: 'JADE2026', referralCode: 'FRIEND1' });
  });

  test('the register dialog has no serious axe violations (both tabs)', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp(), theme: 'dark' });
    await page.getByTestId('header-desktop').getByTestId('header-register').click();
    const dialog = page.getByTestId('register-dialog');
    await expect(dialog.getByTestId('register-form-registerMobile')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('register-tab-register').click();
    await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
