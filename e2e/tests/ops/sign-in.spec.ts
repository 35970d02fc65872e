import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { createOperator, openConsole, submitPassword, totpCode, wrongCode } from '../../support/ops';
import { screenshot } from '../../support/screenshot';

test.describe('back office sign-in', () => {
  test('an operator enrols two-step verification and signs in; a wrong code is refused; a recovery code works once', async ({
    page,
  }) => {
    const admin = await createOperator('admin');

    // A wrong password says so and goes no further.
    await openConsole(page);
    await expect(page).toHaveURL(/\/ops\/console\/sign-in$/);
    const form = page.getByTestId('ops-password-form');
    await form.getByLabel('Username').fill(admin.username);
    await form.getByLabel('Password').fill('Not-the-password-1');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByTestId('form-error')).toHaveText('The username or password is not right.');

    // The right password leads to the enrolment: a QR code of an otpauth URI, and the key by hand.
    await form.getByLabel('Password').fill(admin.password);
    await form.getByRole('button', { name: 'Continue' }).click();
    const enrol = page.getByTestId('ops-enrol');
    await expect(enrol).toBeVisible();
    const qr = enrol.getByTestId('ops-enrol-qr');
    await expect(qr).toHaveAttribute('data-ready', 'true');
    const uri = (await qr.getAttribute('data-value')) ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(uri)).toContain(admin.username);
    const secret = (await enrol.getByTestId('ops-enrol-secret').innerText()).replace(/\s+/g, '');
    expect(uri).toContain(`secret=${secret}`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'ops-enrol');

    // A wrong code is refused and changes nothing; the right one enrols and hands out recovery codes.
    await enrol.getByLabel('Code', { exact: true }).fill(wrongCode(secret));
    await enrol.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(enrol.getByTestId('form-error')).toContainText('That code is not right');
    await enrol.getByLabel('Code', { exact: true }).fill(totpCode(secret));
    await enrol.getByRole('button', { name: 'Confirm and sign in' }).click();
    const codes = page.getByTestId('recovery-code');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allInnerTexts();
    for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    await screenshot(page, 'ops-recovery-codes');
    await page.getByTestId('recovery-done').click();
    await expect(page.getByTestId('ops-operator-name')).toHaveText(admin.username);
    await expect(page.getByTestId('ops-operator-role')).toHaveText('Admin');
    // The console's first page is the dashboard.
    await expect(page).toHaveURL(/\/ops\/console\/?$/);

    // Sign out, then in again with the authenticator: a wrong code is refused here too.
    await page.getByTestId('ops-sign-out').click();
    await expect(page.getByTestId('sign-out-reason')).toHaveText('You have signed out.');
    await submitPassword(page, admin);
    const step = page.getByTestId('ops-totp');
    await step.getByLabel('Code', { exact: true }).fill(wrongCode(secret));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(step.getByTestId('form-error')).toContainText('That code is not right');
    await step.getByLabel('Code', { exact: true }).fill(totpCode(secret, 1));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('ops-operator-name')).toHaveText(admin.username);

    // A recovery code signs in once; the page of one's own sign-in counts what is left.
    await page.getByTestId('ops-sign-out').click();
    const viaRecovery = async (code: string) => {
      await submitPassword(page, admin);
      await step.getByLabel('Code', { exact: true }).fill(code);
      await step.getByRole('button', { name: 'Verify' }).click();
    };
    await viaRecovery(recovery[0]!);
    await expect(page.getByTestId('ops-operator-name')).toHaveText(admin.username);
    await page.getByRole('link', { name: 'My sign-in' }).click();
    await expect(page.getByTestId('ops-recovery-left')).toHaveText('9');
    await page.getByTestId('ops-sign-out').click();
    await viaRecovery(recovery[0]!);
    await expect(step.getByTestId('form-error')).toContainText('That code is not right');

    // The audit log shows the enrolment, the refused codes and the sign-ins.
    await step.getByRole('button', { name: 'Use another account' }).click();
    await viaRecovery(recovery[1]!);
    await expect(page.getByTestId('ops-operator-name')).toHaveText(admin.username);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Operator').fill(admin.username);
    await page.getByRole('button', { name: 'Search' }).click();
    const entries = page.getByTestId('ops-audit-entry');
    await expect(entries.filter({ hasText: 'operator.enrol' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'operator.login.failed' }).first()).toBeVisible();
    await expect(entries.filter({ hasText: 'operator.recovery.used' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'ops-audit-log');
  });
});
