import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { consoleToken, createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
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
} from '../wallet/helpers';

/** The payments desk of the back office (issue 16): queues, decisions, and who may take them. */
test.describe('back office payments desk', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a finance operator approves a deposit, and the player's header balance changes", async ({
    page,
    browser,
  }) => {
    // The player sends a manual transfer with its receipt.
    const member = await loginFreshMember(page);
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-method-manual_bank').click();
    const form = centre.getByTestId('manual-form');
    await form.getByTestId('manual-amount').fill('750');
    await form.getByTestId('manual-reference').fill('OPS-DESK-1');
    await form
      .getByTestId('manual-receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
    await form.getByTestId('manual-submit').click();
    await expect(form.getByTestId('form-success')).toBeVisible();
    await expect(headerAmount(page)).toHaveText('0.00 Ks');

    // Finance finds it in the pending queue and approves it.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    const finance = await createOperator('finance');
    await signInToConsole(desk, finance);
    await desk.getByRole('link', { name: 'Deposits' }).click();
    await desk.getByLabel('Player').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    const row = desk.getByTestId('ops-deposits').locator('tbody tr', { hasText: 'OPS-DESK-1' });
    await expect(row).toContainText('750.00 MMK');
    await expect(row.getByTestId('ops-deposit-status')).toHaveText('Pending');
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, 'ops-deposits');
    // The receipt the player uploaded, fetched with the operator's session.
    await row.getByTestId('ops-deposit-receipt').click();
    const receipt = desk.getByTestId('ops-receipt-image');
    await expect(receipt).toBeVisible();
    expect(await receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await desk.keyboard.press('Escape');
    await expect(receipt).toBeHidden();
    await row.getByTestId('ops-deposit-approve').click();
    const dialog = desk.getByTestId('ops-deposit-approve-dialog');
    await expect(dialog).toContainText(`Credits 750.00 MMK to ${member.username} at once.`);
    await expectNoSeriousA11yViolations(desk);
    await dialog.getByLabel('Reason').fill('Receipt matches the bank statement');
    await dialog.getByTestId('ops-deposit-approve-dialog-confirm').click();
    await expect(desk.getByTestId('ops-decision-done')).toContainText('is now Credited');
    await expect(dialog).toBeHidden();

    // The player sees the deposit credited, and the header shows the money.
    const record = centre.getByTestId('deposit-record').first();
    await expect(async () => {
      await centre.getByTestId('deposit-records-refresh').click();
      await expect(record.getByTestId('deposit-status')).toHaveText('Credited', { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(headerAmount(page)).toHaveText('750.00 Ks');

    // The audit log names the finance operator, the deposit and the reason (read by a risk operator).
    const deposit = await newestOf('deposits', member.username);
    const risk = await createOperator('risk');
    await signInToConsole(desk, risk);
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await desk.getByLabel('Operator').fill(finance.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    const entry = desk.getByTestId('ops-audit-entry').filter({ hasText: 'deposit.approve' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(String(deposit.id));
    await expect(entry).toContainText('Receipt matches the bank statement');
    await desk.context().close();
  });

  test('a manual deposit at the four-eyes amount is credited only by a second operator', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-method-manual_bank').click();
    const form = centre.getByTestId('manual-form');
    // At the brand's four-eyes amount (10,000 in the demo data).
    await form.getByTestId('manual-amount').fill('12000');
    await form.getByTestId('manual-reference').fill('OPS-FOUR-EYES');
    await form
      .getByTestId('manual-receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
    await form.getByTestId('manual-submit').click();
    await expect(form.getByTestId('form-success')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();

    // Finance approves first: recorded, nothing credited, and no second click for the same operator.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    const finance = await createOperator('finance');
    await signInToConsole(desk, finance);
    const findRow = async () => {
      await desk.getByRole('link', { name: 'Deposits' }).click();
      await desk.getByLabel('Player').fill(member.username);
      await desk.getByRole('button', { name: 'Search' }).click();
      return desk.getByTestId('ops-deposits').locator('tbody tr', { hasText: 'OPS-FOUR-EYES' });
    };
    let row = await findRow();
    await expect(row.getByTestId('ops-four-eyes')).toHaveText('Four eyes');
    await expect(row.getByTestId('ops-four-eyes-note')).toHaveText('Needs two operators');
    await row.getByTestId('ops-deposit-approve').click();
    const dialog = desk.getByTestId('ops-deposit-approve-dialog');
    await expect(dialog).toContainText('credited only when a second operator approves it too');
    await dialog.getByTestId('ops-deposit-approve-dialog-confirm').click();
    await expect(desk.getByTestId('ops-decision-done')).toContainText('has its first approval');
    await expect(row.getByTestId('ops-deposit-status')).toHaveText('Pending');
    await expect(row.getByTestId('ops-four-eyes-note')).toHaveText(
      'You approved it: a second operator credits it',
    );
    await expect(row.getByTestId('ops-deposit-approve')).toHaveCount(0);
    await screenshot(desk, 'ops-deposit-four-eyes');
    await expect(headerAmount(page)).toHaveText('0.00 Ks');

    // An admin, the second pair of eyes, credits it.
    const admin = await createOperator('admin');
    await signInToConsole(desk, admin);
    row = await findRow();
    await expect(row.getByTestId('ops-four-eyes-note')).toHaveText(
      `Approved by ${finance.username}: your approval credits it`,
    );
    await row.getByTestId('ops-deposit-approve').click();
    await expect(dialog).toContainText(`(${finance.username} approved first)`);
    await dialog.getByTestId('ops-deposit-approve-dialog-confirm').click();
    await expect(desk.getByTestId('ops-decision-done')).toContainText('is now Credited');
    await expectHeaderBalance(page, '12,000.00 Ks');
    await desk.context().close();
  });

  test('a support operator cannot approve a withdrawal, in the console or through the API', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    await adjust(member.username, '+12000');
    await expectHeaderBalance(page, '12,000.00 Ks');
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    // At the brand's four-eyes amount (10,000 in the demo data).
    await requestWithdrawal(centre, { amount: '10000' });
    await expect(centre.getByTestId('form-success')).toBeVisible();
    const withdrawal = await newestOf('withdrawals', member.username);

    const desk = await (await browser.newContext({ baseURL })).newPage();
    const support = await createOperator('support');
    await signInToConsole(desk, support);
    await desk.getByRole('link', { name: 'Withdrawals' }).click();
    await desk.getByLabel('Player').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    const row = desk.getByTestId(`ops-withdrawal-${withdrawal.id}`);
    await expect(row.getByTestId('ops-withdrawal-status')).toHaveText('Pending');
    // The console offers no decision to the support role, and says why.
    await expect(desk.getByTestId('ops-read-only-note')).toHaveText(
      'Your role (Support) can see this queue but not decide on it.',
    );
    await expect(row.getByRole('button')).toHaveCount(0);
    // Nor does the server take one from it.
    const answer = await desk.evaluate(
      async ({ id, token }) => {
        const response = await fetch('/ops/withdrawals/approve', {
          method: 'POST',
          headers: { Authorization: token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ id }),
        });
        return { status: response.status, body: (await response.json()) as { errorCode?: string } };
      },
      { id: withdrawal.id, token: await consoleToken(desk) },
    );
    expect(answer).toMatchObject({ status: 403, body: { errorCode: 'operator.forbidden' } });
    expect((await newestOf('withdrawals', member.username)).status).toBe('pending');

    // The same queue on a phone, in the dark theme: the menu folds under the top bar.
    await desk.getByRole('button', { name: 'Dark theme' }).click();
    await expect(desk.locator('html')).toHaveAttribute('data-theme', 'dark');
    await desk.setViewportSize({ width: 390, height: 844 });
    await expect(desk.getByTestId('ops-operator-name')).toBeHidden();
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, 'ops-withdrawals-phone-dark');
    await desk.getByRole('button', { name: 'Open the menu' }).click();
    await expect(desk.getByTestId('ops-operator-name')).toHaveText(support.username);
    await screenshot(desk, 'ops-menu-phone-dark');
    await desk.setViewportSize({ width: 1280, height: 720 });

    // The refusal is in the audit log, for the admin to see.
    const admin = await createOperator('admin');
    await signInToConsole(desk, admin);
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await desk.getByLabel('Operator').fill(support.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await expect(desk.getByTestId('ops-audit-entry').filter({ hasText: 'operator.forbidden' })).toHaveCount(
      1,
    );

    // The admin approves it; four eyes keep the same admin from paying it too.
    await desk.getByRole('link', { name: 'Withdrawals' }).click();
    await desk.getByLabel('Player').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await expect(row.getByTestId('ops-four-eyes')).toHaveText('Four eyes');
    // The player registered minutes ago: a new account.
    await expect(row.getByTestId('ops-withdrawal-flags')).toContainText('New account');
    await row.getByTestId('ops-withdrawal-approve').click();
    await desk.getByTestId('ops-withdrawal-approve-dialog-confirm').click();
    await desk.getByLabel('Status').selectOption('approved');
    await desk.getByRole('button', { name: 'Search' }).click();
    await expect(row.getByTestId('ops-withdrawal-status')).toHaveText('Approved');
    await expect(row.getByTestId('ops-four-eyes-note')).toHaveText('You approved it: another operator pays');
    await expect(row.getByTestId('ops-withdrawal-pay')).toHaveCount(0);

    // Finance, a second pair of eyes, pays it with the bank slip as proof.
    const finance = await createOperator('finance');
    await signInToConsole(desk, finance);
    await desk.getByRole('link', { name: 'Withdrawals' }).click();
    await desk.getByLabel('Status').selectOption('approved');
    await desk.getByLabel('Player').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await row.getByTestId('ops-withdrawal-pay').click();
    const pay = desk.getByTestId('ops-withdrawal-pay-dialog');
    await pay
      .getByLabel(/Proof of payment/)
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG_1PX });
    await pay.getByTestId('ops-withdrawal-pay-dialog-confirm').click();
    await expect(desk.getByTestId('ops-decision-done')).toContainText('Proof attached.');
    await desk.getByLabel('Status').selectOption('');
    await desk.getByRole('button', { name: 'Search' }).click();
    await expect(row.getByTestId('ops-withdrawal-status')).toHaveText('Paid');
    await row.getByTestId('ops-withdrawal-proofs').getByRole('button', { name: 'Payout slip 1' }).click();
    await expect(desk.getByTestId('ops-receipt-image')).toBeVisible();
    await desk.keyboard.press('Escape');
    await desk.context().close();
  });
});
