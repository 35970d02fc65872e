import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { operator } from '../../support/operator';
import { headerAmount, loginFreshMember, newestOf, openWalletPage, PNG_1PX } from './helpers';

test.describe('deposits', () => {
  // Each journey registers a member and waits on the operator CLI: generous under a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  test('a gateway deposit goes through the simulator and the header balance rises', async ({ page }) => {
    await loginFreshMember(page);
    await expect(headerAmount(page)).toHaveText('0.00 Ks');
    const centre = await openWalletPage(page, 'depositv2');
    await expect(centre.getByTestId('mc-entry-depositv2')).toHaveAttribute('aria-current', 'page');
    // The online method comes first and is chosen; its limits come from the server.
    await expect(centre.getByTestId('deposit-method-gateway_sim')).toHaveAttribute('aria-checked', 'true');
    await expect(centre.getByText('Minimum 10.00 · maximum 50,000.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A quick-amount chip fills the field; then the player types their own amount.
    await centre.getByTestId('deposit-amount-chip').first().click();
    await expect(centre.getByTestId('deposit-amount')).toHaveValue('100.00');
    await centre.getByTestId('deposit-amount').fill('250.5');
    await centre.getByTestId('deposit-submit').click();

    // The gateway's own page, in the same tab.
    await expect(page).toHaveURL(/\/gateway-sim\/pay\?order=SIM/);
    await expect(page.getByText('250.50 MMK')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the site: the member centre shows how it ended, the balance and the records agree.
    // The return is a full page load of the site and its member centre: allow for a slow machine.
    const returned = page.getByTestId('member-centre').getByTestId('deposit-returned');
    await expect(returned).toHaveAttribute('data-status', 'credited', { timeout: 30_000 });
    await expect(returned).toContainText('250.50 was added to your balance');
    await expect(page).not.toHaveURL(/deposit=/);
    await expect(headerAmount(page)).toHaveText('250.50 Ks');
    const record = page.getByTestId('member-centre').getByTestId('deposit-record').first();
    await expect(record.getByTestId('deposit-status')).toHaveText('Credited');
    await expect(record.getByTestId('deposit-amount')).toContainText('250.50');
  });

  test('a manual transfer with a receipt waits for the operator, then credits the balance', async ({
    page,
  }) => {
    const member = await loginFreshMember(page);
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-method-manual_bank').click();
    const form = centre.getByTestId('manual-form');
    await expect(form.getByTestId('bank-name')).toHaveText('Jade Demo Bank');
    await expect(form.getByTestId('bank-account-number')).toHaveText('0012-3456-7890');
    await expectNoSeriousA11yViolations(page);

    // Required fields are asked for before anything is sent.
    await form.getByTestId('manual-submit').click();
    await expect(form.getByText('Please enter an amount.')).toBeVisible();
    await expect(form.getByText('Please upload a picture of the transfer receipt.')).toBeVisible();

    await form.getByTestId('manual-amount').fill('500');
    await form.getByTestId('manual-reference').fill('TRX-778899');
    // A file that claims to be a PNG but is not one: the server reads its bytes and refuses it.
    await form.getByTestId('manual-receipt').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await form.getByTestId('manual-submit').click();
    await expect(form.getByText('Only PNG or JPG images can be uploaded.')).toBeVisible();
    await expect(centre.getByTestId('deposit-records-empty')).toBeVisible();

    await form.getByTestId('manual-receipt').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await form.getByTestId('manual-submit').click();
    await expect(form.getByTestId('form-success')).toContainText('Your deposit of 500.00 was submitted');
    const record = centre.getByTestId('deposit-record').first();
    await expect(record.getByTestId('deposit-status')).toHaveText('Pending review');
    await expect(record).toContainText('TRX-778899');
    await expect(headerAmount(page)).toHaveText('0.00 Ks');

    const deposit = await newestOf('deposits', member.username);
    expect(deposit.status).toBe('pending');
    await operator(['deposit', 'approve', String(deposit.id)]);

    await expect(async () => {
      await centre.getByTestId('deposit-records-refresh').click();
      await expect(record.getByTestId('deposit-status')).toHaveText('Credited', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    // The record turning credited refreshed the balance everywhere.
    await expect(headerAmount(page)).toHaveText('500.00 Ks');
    await expect(centre.getByTestId('summary-amount')).toHaveText('500.00 Ks');
  });

  test('an amount below the minimum shows the localised error and changes nothing', async ({ page }) => {
    await loginFreshMember(page);
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-amount').fill('5');
    await centre.getByTestId('deposit-submit').click();
    await expect(centre.getByText('The deposit amount must be between 10.00 and 50,000.00.')).toBeVisible();
    await expect(centre.getByTestId('deposit-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/gateway-sim/);
    await expect(centre.getByTestId('deposit-records-empty')).toBeVisible();
    await expect(headerAmount(page)).toHaveText('0.00 Ks');
    await expect(centre.getByTestId('summary-amount')).toHaveText('0.00 Ks');

    // The server refuses it too (a request that skips the form), in the player's language.
    const refusal = await page.evaluate(async () => {
      const token = sessionStorage.getItem('token') ?? '';
      const methods = await (
        await fetch('/wps/relay/MCSFE_getDepositMethods', {
          headers: { Authorization: token, Merchant: 'jade_ph', Language: 'CN' },
        })
      ).json();
      const gateway = methods.value.find((m: { kind: string }) => m.kind === 'gateway_sim');
      const answer = await fetch('/wps/relay/MCSFE_depositByLaunchUrl', {
        method: 'POST',
        headers: {
          Authorization: token,
          Merchant: 'jade_ph',
          Language: 'CN',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ methodId: gateway.id, amount: '5.00' }),
      });
      return answer.json();
    });
    expect(refusal).toMatchObject({ success: false, errorCode: 'deposit.amount.limit' });
    expect(refusal.message).toContain('10');
    await centre.getByTestId('deposit-records-refresh').click();
    await expect(centre.getByTestId('deposit-records-empty')).toBeVisible();
  });
});
