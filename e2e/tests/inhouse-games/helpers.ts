import { expect, type Page } from '@playwright/test';
import { createMobileMember, gotoAs, uniqueIp } from '../../support/accounts';
import { operator } from '../../support/operator';

/** A fresh member (own IP) with `money` credited by the operator CLI, logged in on the site. */
export async function memberWithMoney(page: Page, money: string | null, theme?: 'light' | 'dark') {
  const ip = uniqueIp();
  const member = await createMobileMember(ip);
  if (money) await operator(['adjust', member.mobile, `+${money}`, '--reason', 'e2e in-house games']);
  await gotoAs(page, '/', { ip, ...(theme ? { theme } : {}) });
  const header = page.getByTestId('header-desktop');
  await header.getByTestId('login-username').fill(member.mobile);
  await header.getByTestId('login-password').fill(member.password);
  await header.getByTestId('header-login').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
  return member;
}

/** Opens an in-house game the way a launch does: /game?vendor=JADE&gameCode=<id>. */
export async function openGame(page: Page, gameCode: string) {
  await page.goto(`/game?vendor=JADE&gameCode=${gameCode}`);
  await expect(page.getByTestId('game-balance')).not.toHaveText('—');
}

/** "1,234.56" → 123456 (minor units). */
export function minor(text: string | null): number {
  const cleaned = (text ?? '').replace(/[^0-9.-]/g, '');
  return Math.round(Number(cleaned) * 100);
}

export async function balanceOf(page: Page): Promise<number> {
  return minor(await page.getByTestId('game-balance').textContent());
}
