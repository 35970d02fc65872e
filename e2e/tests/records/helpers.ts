import { expect, type Locator, type Page } from '@playwright/test';
import { createMobileMember, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { operator } from '../../support/operator';

export { headerLogin } from '../../support/accounts';

/**
 * Helpers of the wallet and records journeys: fresh members (optionally in an agent's downline), money
 * through the operator CLI, in-house rounds through the real API, and the member centre's pages.
 */

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** Calls the API as a member (the raw token, as the site sends it). */
export async function apiAs<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  ip = uniqueIp(),
): Promise<T> {
  const headers: Record<string, string> = {
    Merchant: 'jade_ph',
    Language: 'EN',
    Device: 'web',
    'X-Forwarded-For': ip,
    ...(token ? { Authorization: token } : {}),
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
  };
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success)
    throw new Error(`${method} ${path}: ${envelope.errorCode} ${JSON.stringify(envelope.value)}`);
  return envelope.value;
}

/**
 * A fresh member registered by mobile number (its account name is the number), optionally under the
 * agent whose affiliate code is given, with `deposit` credited by the operator's adjust command.
 */
export async function freshMember({
  affiliateCode,
  deposit,
}: { affiliateCode?: string; deposit?: string } = {}): Promise<{ username: string; password: string }> {
  const { mobile, password } = await createMobileMember(uniqueIp(), { affiliateCode });
  if (deposit) await credit(mobile, deposit);
  return { username: mobile, password };
}

/** Credits (or debits, with "-") a member's main wallet through the operator CLI's adjust command. */
export async function credit(username: string, amount: string): Promise<void> {
  await operator([
    'adjust',
    username,
    amount.startsWith('-') ? amount : `+${amount}`,
    '--reason',
    'e2e records',
  ]);
}

/** The member's session token, as the site keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('no session token in the page');
  return token;
}

export type CentrePage =
  'transferFund' | 'transferUpline' | 'personalHistoryCopy' | 'transactionHistory' | 'personalProfit';

/** Opens the member centre (from the header's security-centre entry) at one of its pages. */
export async function openCentre(page: Page, key: CentrePage): Promise<Locator> {
  const centre = page.getByTestId('member-centre');
  if (!(await centre.isVisible())) {
    await page.getByTestId('security-centre').first().click();
    await expect(centre).toBeVisible();
  }
  await centre.getByTestId(`mc-entry-${key}`).click();
  await expect(centre.getByTestId(`mc-entry-${key}`)).toHaveAttribute('aria-current', 'page');
  return centre;
}

/** "1,234.50" of a number of cents. */
export function money(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of a wire decimal (12.3 → 1230). */
export const cents = (value: number) => Math.round(value * 100);
