import { expect, type Locator, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { operator } from '../../support/operator';

/**
 * Helpers of the wallet journeys. Every journey registers its own member (fresh mobile number and IP)
 * and gets money through the operator CLI, so journeys run in parallel without sharing a balance.
 */

/** A 1×1 PNG: a real image by its bytes (the server checks the signature). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Member {
  username: string;
  password: string;
}

/** Registers a fresh member, opens the home page and logs in from the header. */
export async function loginFreshMember(page: Page, opts: { theme?: 'light' | 'dark' } = {}): Promise<Member> {
  const member = await createMobileMember();
  await gotoAs(page, '/', { ip: uniqueIp(), ...opts });
  await headerLogin(page, member.mobile, member.password);
  return { username: member.mobile, password: member.password };
}

export async function headerLogin(page: Page, username: string, password: string): Promise<void> {
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(username);
  await header.getByTestId('login-password').fill(password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** Credits (or debits, "-25") a member through the operator CLI, as a back-office adjustment. */
export async function adjust(username: string, amount: string): Promise<void> {
  await operator(['adjust', username, amount, '--reason', 'e2e wallet journey']);
}

/** The header's balance text, e.g. "1,000.00 Ks". */
export function headerAmount(page: Page): Locator {
  return page.getByTestId('header-balance').getByTestId('balance-amount');
}

/** Reads the balance again from the header's refresh button until it shows `text`. */
export async function expectHeaderBalance(page: Page, text: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId('header-balance').getByTestId('balance-refresh').click();
    await expect(headerAmount(page)).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** Opens the member centre on a wallet page from the header. */
export async function openWalletPage(page: Page, entry: 'depositv2' | 'withdraw'): Promise<Locator> {
  await page.getByTestId('header-deposit').click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByTestId('deposit-page')).toBeVisible();
  if (entry === 'withdraw') {
    await centre.getByTestId('mc-entry-withdraw').click();
    await expect(centre.getByTestId('withdraw-page')).toBeVisible();
  }
  return centre;
}

interface OpsRow {
  id: number;
  username: string;
  status: string;
}

/** The newest deposit or withdrawal row of `username` in the operator's list (JSON lines). */
export async function newestOf(kind: 'deposits' | 'withdrawals', username: string): Promise<OpsRow> {
  let row: OpsRow | undefined;
  await expect
    .poll(
      async () => {
        const out = await operator([kind, '--last', '200']);
        row = out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as OpsRow)
          .find((r) => r.username === username);
        return row?.id ?? 0;
      },
      { timeout: 60_000, message: `a ${kind} row of ${username}` },
    )
    .toBeGreaterThan(0);
  return row!;
}

/** Sets the payment password in the withdrawal page (the member has none yet). */
export async function setPaymentPassword(centre: Locator, password = '246810'): Promise<void> {
  const card = centre.getByTestId('payment-password-card');
  await expect(card).toBeVisible();
  await card.getByTestId('pp-new').fill(password);
  await card.getByTestId('pp-confirm').fill(password);
  await card.getByTestId('pp-submit').click();
  await expect(centre.getByTestId('withdraw-form')).toBeVisible();
}

/** Fills and sends the withdrawal form. */
export async function requestWithdrawal(
  centre: Locator,
  { amount, password = '246810' }: { amount: string; password?: string },
): Promise<void> {
  const form = centre.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill(amount);
  await form.getByTestId('payee-name').fill('Aung Min');
  await form.getByTestId('payee-provider').fill('KBZ Bank');
  await form.getByTestId('payee-account').fill('1234567890');
  await form.getByTestId('withdraw-password').fill(password);
  await form.getByTestId('withdraw-submit').click();
}
