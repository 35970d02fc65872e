import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { DEMO_AGENT, test } from '../../support/agents';
import { screenshot } from '../../support/screenshot';
import { apiAs, freshMember, headerLogin, openCentre, tokenOf } from './helpers';

// Pictures for docs/screenshots (JADE_SCREENSHOTS=1); nothing to check otherwise.
test.skip(process.env.JADE_SCREENSHOTS !== '1', 'screenshots only with JADE_SCREENSHOTS=1');
test.describe.configure({ timeout: 180_000 });

const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** A member with a deposit, a vendor transfer and a few in-house slot rounds. */
async function memberWithHistory(page: Page, theme: 'light' | 'dark') {
  const member = await freshMember({ deposit: '2500.00' });
  await gotoAs(page, '/', { ip: uniqueIp(), theme });
  await headerLogin(page, member.username, member.password);
  const token = await tokenOf(page);
  for (let i = 0; i < 6; i++) {
    await apiAs(token, 'POST', '/wps/inhouse/slot/spin', {
      gameId: i % 2 ? 'lotus-fortune' : 'jade-dragon',
      bet: '5.00',
      idempotencyKey: randomUUID(),
    });
  }
  const centre = await openCentre(page, 'transferFund');
  await centre.getByTestId('transfer-amount').fill('300');
  await centre.getByTestId('transfer-submit').click();
  await expect(centre.getByTestId('form-success')).toBeVisible();
  return centre;
}

for (const size of ['desktop', 'phone'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`records pages (${size}, ${theme})`, async ({ page }) => {
      // Log in on the desktop layout (the header form), then look at the pages at the chosen size.
      await page.setViewportSize(SIZES.desktop);
      const centre = await memberWithHistory(page, theme);
      await page.setViewportSize(SIZES[size]);
      await screenshot(page, `records-wallet-${size}-${theme}`);
      await openCentre(page, 'transactionHistory');
      await expect(centre.getByTestId('account-record-row').first()).toBeVisible();
      await screenshot(page, `records-account-${size}-${theme}`);
      await openCentre(page, 'personalHistoryCopy');
      await expect(centre.getByTestId('bet-record-row').first()).toBeVisible();
      await screenshot(page, `records-bets-${size}-${theme}`);
      await centre.getByTestId('bet-record-row').first().click();
      await expect(page.getByTestId('replay-reels').first()).toBeVisible();
      await screenshot(page, `records-round-${size}-${theme}`);
      await page.keyboard.press('Escape');
      await openCentre(page, 'personalProfit');
      await expect(centre.getByTestId('pnl-by-game-row').first()).toBeVisible();
      await screenshot(page, `records-pnl-${size}-${theme}`);
    });
  }
}

test('agent transfer page (desktop, dark)', async ({ page, loginAsDemoAgent }) => {
  await page.setViewportSize(SIZES.desktop);
  await loginAsDemoAgent(page, DEMO_AGENT, { theme: 'dark' });
  const centre = await openCentre(page, 'transferUpline');
  await expect(centre.getByTestId('agent-transfer-form')).toBeVisible();
  await screenshot(page, 'records-agent-transfer-desktop-dark');
});
