import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { repoRoot } from '../../support/env';
import { freshMember, headerLogin, openCentre } from './helpers';

test.describe('my wallet (transferFund) and the account record', () => {
  // Registration, operator CLI calls and axe on a busy machine: more than the default 30 s.
  test.describe.configure({ timeout: 240_000 });
  test('money goes into a vendor wallet and back, a double click moves it once, and the account record shows each step', async ({
    page,
  }) => {
    const member = await freshMember({ deposit: '500.00' });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    const centre = await openCentre(page, 'transferFund');
    const wallet = centre.getByTestId('wallet-page');
    await expect(wallet.getByTestId('wallet-main')).toContainText('500.00');
    await expect(wallet.getByTestId('wallet-in-games')).toContainText('0.00');
    await expectNoSeriousA11yViolations(page);

    const vendor = await wallet.getByTestId('transfer-vendor').inputValue();
    expect(vendor).not.toBe('');
    const vendorCard = wallet.getByTestId(`vendor-wallet-${vendor}`);

    // In: 120.50, submitted with a double click.
    await wallet.getByTestId('transfer-amount').fill('120.50');
    await wallet.getByTestId('transfer-submit').dblclick();
    await expect(centre.getByTestId('form-success')).toBeVisible();
    await expect(wallet.getByTestId('wallet-main')).toContainText('379.50');
    await expect(vendorCard.getByTestId('vendor-wallet-balance')).toHaveText('120.50');
    await expect(wallet.getByTestId('wallet-total')).toContainText('500.00');

    // Out: 20.50 back to main.
    await wallet.getByTestId('transfer-direction-out').click();
    await expect(wallet.getByTestId('transfer-amount')).toBeVisible();
    await wallet.getByTestId('transfer-amount').fill('20.50');
    await wallet.getByTestId('transfer-submit').click();
    await expect(vendorCard.getByTestId('vendor-wallet-balance')).toHaveText('100.00');
    await expect(wallet.getByTestId('wallet-main')).toContainText('400.00');

    // Return all: the rest comes home.
    await wallet.getByTestId('wallet-return-all').click();
    await expect(centre.getByTestId('form-success')).toContainText('100.00');
    await expect(wallet.getByTestId('wallet-main')).toContainText('500.00');
    await expect(wallet.getByTestId('wallet-in-games')).toContainText('0.00');
    await expect(wallet.getByTestId('wallet-return-all')).toBeDisabled();

    // The account record: the deposit and each movement, newest first, once each.
    await openCentre(page, 'transactionHistory');
    const rows = centre.getByTestId('account-record-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toHaveAttribute('data-type', 'vendor_transfer_out');
    await expect(rows.nth(0).getByTestId('record-row-amount')).toHaveText('+100.00');
    await expect(rows.nth(0).getByTestId('record-row-balance')).toHaveText('500.00');
    await expect(rows.nth(1)).toHaveAttribute('data-type', 'vendor_transfer_out');
    await expect(rows.nth(1).getByTestId('record-row-amount')).toHaveText('+20.50');
    await expect(rows.nth(2)).toHaveAttribute('data-type', 'vendor_transfer_in');
    await expect(rows.nth(2).getByTestId('record-row-amount')).toHaveText('-120.50');
    await expect(rows.nth(2).getByTestId('record-row-balance')).toHaveText('379.50');
    await expect(rows.nth(3)).toHaveAttribute('data-type', 'adjustment');
    await expect(rows.nth(3).getByTestId('record-row-amount')).toHaveText('+500.00');
    await expect(rows.nth(3).getByTestId('record-row-status')).toHaveText('Success');
    await expectNoSeriousA11yViolations(page);
  });

  test('the account record filters by type and date range', async ({ page }) => {
    const member = await freshMember({ deposit: '300.00' });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    const centre = await openCentre(page, 'transferFund');
    await centre.getByTestId('transfer-amount').fill('50');
    await centre.getByTestId('transfer-submit').click();
    await expect(centre.getByTestId('wallet-main')).toContainText('250.00');

    await openCentre(page, 'transactionHistory');
    const rows = centre.getByTestId('account-record-row');
    await expect(rows).toHaveCount(2);
    await expect(centre.getByTestId('range-last7')).toHaveAttribute('aria-pressed', 'true');

    await centre.getByTestId('record-type').selectOption('vendor_transfer_in');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-type', 'vendor_transfer_in');
    await centre.getByTestId('record-type').selectOption('deposit');
    await expect(centre.getByTestId('records-empty')).toHaveText(/No data/);
    await centre.getByTestId('record-type').selectOption('');
    await expect(rows).toHaveCount(2);

    // Next 7 days starts today: today's movements stay; a custom range in the past has none.
    await centre.getByTestId('range-next7').click();
    await expect(centre.getByTestId('range-next7')).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(2);
    await centre.getByTestId('range-custom').click();
    await centre.getByTestId('range-from').fill('2025-01-01');
    await centre.getByTestId('range-to').fill('2025-01-31');
    await expect(centre.getByTestId('records-empty')).toBeVisible();
    await centre.getByTestId('range-last30').click();
    await expect(rows).toHaveCount(2);
  });

  test('an invalid amount gets a localised error and moves nothing', async ({ page }) => {
    const cn = JSON.parse(
      readFileSync(path.join(repoRoot, 'packages/i18n/locales/cn.json'), 'utf8'),
    ) as Record<string, string>;
    const member = await freshMember({ deposit: '100.00' });
    await gotoAs(page, '/', { ip: uniqueIp(), lang: 'CN' });
    await headerLogin(page, member.username, member.password);
    const centre = await openCentre(page, 'transferFund');
    await expect(centre.getByTestId('wallet-main')).toContainText('100.00');
    const amount = centre.getByTestId('transfer-amount');

    for (const bad of ['12.345', 'abc', '0', '-5']) {
      await amount.fill(bad);
      await centre.getByTestId('transfer-submit').click();
      await expect(centre.getByRole('alert')).toHaveText(cn['wallet.amount.invalid']!);
    }
    await amount.fill('1000');
    await centre.getByTestId('transfer-submit').click();
    await expect(centre.getByRole('alert')).toHaveText(
      cn['wallet.insufficient.funds']!.replace('{0}', '100.00'),
    );

    // Nothing moved: the same balances, and the record holds only the deposit.
    await expect(centre.getByTestId('wallet-main')).toContainText('100.00');
    await expect(centre.getByTestId('wallet-in-games')).toContainText('0.00');
    await openCentre(page, 'transactionHistory');
    await expect(centre.getByTestId('account-record-row')).toHaveCount(1);
  });
});
