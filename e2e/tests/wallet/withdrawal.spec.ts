import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { operator } from '../../support/operator';
import {
  adjust,
  expectHeaderBalance,
  headerAmount,
  loginFreshMember,
  newestOf,
  openWalletPage,
  PNG_1PX,
  requestWithdrawal,
  setPaymentPassword,
} from './helpers';

test.describe('withdrawals', () => {
  // Each journey registers a member and waits on the operator CLI: generous under a loaded machine.
  test.describe.configure({ timeout: 240_000 });
  test('a withdrawal is held, paid in two parts by the operator and confirmed received', async ({ page }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+1000');
    await expectHeaderBalance(page, '1,000.00 Ks');
    const centre = await openWalletPage(page, 'withdraw');

    // No payment password yet: the page asks for one first (a sealed call).
    await expectNoSeriousA11yViolations(page);
    await centre.getByTestId('pp-new').fill('24681');
    await centre.getByTestId('pp-submit').click();
    await expect(centre.getByText('Six digits').first()).toBeVisible();
    await setPaymentPassword(centre);
    await expectNoSeriousA11yViolations(page);

    // Limits and the fee come from the server.
    await expect(centre.getByTestId('withdraw-limits')).toContainText('5 of 5 withdrawals left today');
    await centre.getByTestId('withdraw-amount').fill('300');
    await expect(centre.getByTestId('withdraw-receive')).toContainText('300.00');

    // A wrong payment password is refused by the server and moves nothing.
    await requestWithdrawal(centre, { amount: '300', password: '999999' });
    await expect(centre.getByText('The payment password is incorrect.')).toBeVisible();
    await expect(centre.getByTestId('withdrawal-records-empty')).toBeVisible();

    await requestWithdrawal(centre, { amount: '300' });
    await expect(centre.getByTestId('form-success')).toContainText('Your withdrawal of 300.00 was requested');
    await expect(headerAmount(page)).toHaveText('700.00 Ks');
    const record = centre.getByTestId('withdrawal-record').first();
    await expect(record.getByTestId('withdrawal-status')).toHaveText('Pending');

    const withdrawal = await newestOf('withdrawals', member.username);
    await operator(['withdrawal', 'pay', String(withdrawal.id), '--amount', '100']);
    await expect(async () => {
      await centre.getByTestId('withdrawal-records-refresh').click();
      await expect(record.getByTestId('withdrawal-status')).toHaveText('Partially paid', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(record.getByTestId('withdrawal-payment-state')).toHaveText('Remaining amount');
    await expect(record.getByTestId('withdrawal-remaining')).toHaveText('200.00');

    await operator(['withdrawal', 'pay', String(withdrawal.id)]);
    await expect(async () => {
      await centre.getByTestId('withdrawal-records-refresh').click();
      await expect(record.getByTestId('withdrawal-status')).toHaveText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(record.getByTestId('withdrawal-payment-state')).toHaveText('Full payment made');
    await expect(record.getByTestId('withdrawal-confirm-box')).toContainText('Did you receive 300.00?');
    await expectNoSeriousA11yViolations(page);

    await record.getByTestId('withdrawal-received').click();
    const dialog = page.getByTestId('withdrawal-answer-dialog');
    await expect(dialog).toContainText('Confirm that 300.00 arrived in your account.');
    await dialog.getByTestId('withdrawal-answer-dialog-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(record.getByTestId('withdrawal-status')).toHaveText('Received');
    await expect(record.getByTestId('withdrawal-confirm-box')).toHaveCount(0);
    await expect(headerAmount(page)).toHaveText('700.00 Ks');
  });

  test('a payout reported as not received carries a proof image', async ({ page }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+400');
    await expectHeaderBalance(page, '400.00 Ks');
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    await requestWithdrawal(centre, { amount: '150' });
    await expect(headerAmount(page)).toHaveText('250.00 Ks');
    const withdrawal = await newestOf('withdrawals', member.username);
    await operator(['withdrawal', 'pay', String(withdrawal.id)]);
    const record = centre.getByTestId('withdrawal-record').first();
    await expect(async () => {
      await centre.getByTestId('withdrawal-records-refresh').click();
      await expect(record.getByTestId('withdrawal-not-received')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await record.getByTestId('withdrawal-not-received').click();
    const dialog = page.getByTestId('withdrawal-answer-dialog');
    await dialog.getByTestId('withdrawal-remark').fill('Nothing arrived in my account');
    await dialog.getByTestId('withdrawal-proof').setInputFiles({
      name: 'statement.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('withdrawal-answer-dialog-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(record.getByTestId('withdrawal-status')).toHaveText('Not received');
    await expect(record).toContainText('Our team is checking it.');
    const after = await newestOf('withdrawals', member.username);
    expect(after.status).toBe('not_received');
    const row = (await operator(['withdrawals', '--status', 'not_received', '--last', '200']))
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { id: number; proofCount: number; payeeRemark: string })
      .find((r) => r.id === withdrawal.id);
    expect(row).toMatchObject({ proofCount: 1, payeeRemark: 'Nothing arrived in my account' });
  });

  test('a rejected withdrawal returns the money to the balance', async ({ page }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+800');
    await expectHeaderBalance(page, '800.00 Ks');
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    await requestWithdrawal(centre, { amount: '500' });
    await expect(headerAmount(page)).toHaveText('300.00 Ks');

    const withdrawal = await newestOf('withdrawals', member.username);
    await operator([
      'withdrawal',
      'reject',
      String(withdrawal.id),
      '--reason',
      'Account name does not match',
    ]);
    const record = centre.getByTestId('withdrawal-record').first();
    await expect(async () => {
      await centre.getByTestId('withdrawal-records-refresh').click();
      await expect(record.getByTestId('withdrawal-status')).toHaveText('Rejected', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(record).toContainText('Reason: Account name does not match');
    await expect(record).toContainText('The amount was returned to your balance.');
    // The status change refreshed the balance without a reload.
    await expect(headerAmount(page)).toHaveText('800.00 Ks');
    await expect(centre.getByTestId('summary-amount')).toHaveText('800.00 Ks');
  });

  test('an amount above the balance is refused before anything is held', async ({ page }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+150');
    await expectHeaderBalance(page, '150.00 Ks');
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    await requestWithdrawal(centre, { amount: '50' });
    await expect(
      centre.getByText('The withdrawal amount must be between 100.00 and 50,000.00.'),
    ).toBeVisible();
    await requestWithdrawal(centre, { amount: '200' });
    await expect(centre.getByText('Not enough balance. Your balance is 150.00.')).toBeVisible();
    await expect(centre.getByTestId('withdrawal-records-empty')).toBeVisible();
    await expect(headerAmount(page)).toHaveText('150.00 Ks');
  });
});
