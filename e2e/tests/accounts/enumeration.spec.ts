import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { captchaTestAnswer, gotoAs, uniqueIp, uniqueMobile, uniqueUsername } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { screenshot } from '../../support/screenshot';

// Issue 12 items 3 and 4: calls that could reveal an account want the captcha after a few tries from
// one connection; the site then asks for it in a dialog, whose "can't read it?" button lets the
// browser solve a proof-of-work puzzle instead of reading the picture.

/** The tries a script would make from this connection: SMS codes for numbers, straight to the API. */
async function probe(ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    await fetch(new URL('/wps/verification/sms/register', baseURL), {
      method: 'POST',
      headers: {
        Merchant: 'jade_ph',
        Language: 'EN',
        'X-Forwarded-For': ip,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ mobileNo: uniqueMobile(), countryDialingCode: '63' }),
    });
  }
}

test.describe('enumeration guard in the site', () => {
  test('sending an SMS code after a few tries asks for the captcha; the browser puzzle answers it', async ({
    page,
  }) => {
    const ip = uniqueIp();
    await probe(ip, 5);
    await gotoAs(page, '/', { ip });
    await page.getByTestId('header-desktop').getByTestId('header-register').click();
    const dialog = page.getByTestId('register-dialog');
    const form = dialog.getByTestId('register-form-registerMobile');
    await form.getByTestId('reg-mobileNum').fill(uniqueMobile());
    await form.getByTestId('send-code').click();

    const prompt = page.getByTestId('captcha-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('captcha-image').locator('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'captcha-prompt');
    // The accessible path: no picture to read.
    await prompt.getByTestId('captcha-pow').click();
    await expect(prompt.getByTestId('captcha-prompt-input')).toHaveValue(/^[0-9]+$/, { timeout: 60_000 });
    await prompt.getByTestId('dialog-default-button').click();
    await expect(prompt).toHaveCount(0);
    await expect(form.getByTestId('send-code-countdown')).toBeVisible();
  });

  test('forgot password by e-mail: a wrong captcha asks again, the right one goes through', async ({
    page,
  }) => {
    const ip = uniqueIp();
    await probe(ip, 5);
    await gotoAs(page, '/', { ip });
    await page.getByTestId('header-desktop').getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByTestId('forgot-dialog');
    const username = uniqueUsername('enum');
    await dialog.getByTestId('forgot-username').fill(username);
    await dialog.getByTestId('forgot-email').fill(`${username}@example.com`);
    await dialog.getByTestId('forgot-email-submit').click();

    const prompt = page.getByTestId('captcha-prompt');
    await expect(prompt.getByTestId('captcha-image').locator('img')).toBeVisible();
    await prompt.getByTestId('captcha-prompt-input').fill('WRONG');
    await prompt.getByTestId('dialog-default-button').click();
    await expect(
      prompt.getByText('The picture code is wrong or has expired. Try the new one.'),
    ).toBeVisible();
    // A new challenge (and image) for the second answer.
    await expect(prompt.getByTestId('captcha-image').locator('img')).toBeVisible();
    await prompt.getByTestId('captcha-prompt-input').fill(captchaTestAnswer());
    await prompt.getByTestId('dialog-default-button').click();
    await expect(prompt).toHaveCount(0);
    // The same answer whether or not the account exists.
    await expect(dialog.getByTestId('forgot-email-sent')).toBeVisible();
  });
});
