import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { operator } from '../../support/operator';
import { createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { loginFreshMember, openWalletPage } from '../wallet/helpers';

// The demo ladder (apps/server/src/modules/rewards/seed.ts), put back after the journey.
const DEMO_LADDER =
  'VIP0:0:0:0:0:0:0:0,VIP1:1000:10000:5000:38:8:0:0,VIP2:5000:50000:25000:188:28:0:0,' +
  'VIP3:20000:200000:100000:588:88:500000:8,VIP4:50000:1000000:400000:1888:288:1000000:10,' +
  'VIP5:200000:5000000:2000000:8888:888:3000000:15,VIP6:500000:20000000:8000000:28888:2888:10000000:20';

/**
 * An administrator changes a VIP level's monthly bonus on the console's Rewards page, and the player's
 * VIP page shows the new amount; changes the withdrawal maximum, which the player's withdrawal page
 * states; and makes a mission, which the player's mission activity lists (issue 16 item 8). Serial: the ladder is the brand's, which other
 * journeys read; it is put back at the end whatever happens.
 */
test.describe('back office money settings', () => {
  test.describe.configure({ timeout: 180_000 });

  test("an admin changes a VIP level's monthly bonus, and the player's VIP page shows it", async ({
    page,
    browser,
  }) => {
    try {
      await loginFreshMember(page);
      await page.goto('/vip');
      await expect(page.getByTestId('vip-level-6').getByTestId('vip-monthly-bonus')).toHaveText(
        '2,888.00 Ks',
      );

      const desk = await (await browser.newContext({ baseURL })).newPage();
      await signInToConsole(desk, await createOperator('admin'));
      // Payments & limits: the region's methods and its withdrawal limits, with the four-eyes amount.
      await desk.getByRole('link', { name: 'Payments & limits' }).click();
      await expect(desk.getByTestId('ops-deposit-methods').locator('tbody tr').first()).toBeVisible();
      await expect(desk.getByTestId('ops-withdraw-limits').getByLabel(/Four eyes from/)).not.toHaveValue('');
      await expectNoSeriousA11yViolations(desk);
      await screenshot(desk, 'ops-money-settings', { fullPage: true });

      await desk.getByRole('link', { name: 'Rewards' }).click();
      const level = desk.getByTestId('ops-vip-level-6');
      await expect(level.getByLabel('VIP6 Monthly bonus')).toHaveValue('2888');
      await level.getByLabel('VIP6 Monthly bonus').fill('2999');
      await desk.getByTestId('ops-vip-save').click();
      await expect(desk.getByTestId('ops-vip-ladder').getByRole('status')).toHaveText(
        'Saved. Players see it on their next request.',
      );

      await page.reload();
      await expect(page.getByTestId('vip-level-6').getByTestId('vip-monthly-bonus')).toHaveText(
        '2,999.00 Ks',
      );

      // The withdrawal maximum per request: the player's withdrawal page says the new one; put back.
      await desk.getByRole('link', { name: 'Payments & limits' }).click();
      const limits = desk.getByTestId('ops-withdraw-limits');
      const maximum = limits.getByLabel('Maximum (MMK)');
      const before = await maximum.inputValue();
      await maximum.fill('45000');
      await limits.getByTestId('ops-withdraw-limits-save').click();
      await expect(limits.getByRole('status')).toHaveText('Saved. Players see it on their next request.');
      const wallet = await openWalletPage(page, 'withdraw');
      await expect(wallet.getByTestId('withdraw-page')).toContainText('45,000.00');
      await maximum.fill(before);
      await limits.getByTestId('ops-withdraw-limits-save').click();
      await expect(limits.getByRole('status')).toHaveText('Saved. Players see it on their next request.');

      // A mission made on the Missions page reaches the player's mission activity; then switched off.
      const title = `Say hello today ${Date.now().toString(36)}`;
      await desk.getByRole('link', { name: 'Missions' }).click();
      await desk.getByTestId('ops-mission-new').click();
      const editor = desk.getByTestId('ops-mission-editor');
      await editor.getByLabel('Goal type').selectOption('loginDays');
      await editor.getByLabel(/^Target days/).fill('1');
      await editor.getByLabel('Reward').fill('1');
      await editor.getByLabel('English *').fill(title);
      await editor.getByTestId('ops-mission-save').click();
      await expect(editor).toBeHidden();
      const mission = desk.getByTestId('ops-mission').filter({ hasText: title });
      await expect(mission).toContainText('Active');
      await wallet.getByTestId('mc-entry-missionLeaderboard').click();
      await expect(wallet.getByTestId('mission-item').filter({ hasText: title })).toBeVisible();
      await mission.getByTestId('ops-mission-toggle').click();
      await expect(mission).toContainText('Disabled');
    } finally {
      await operator(['rewards', 'vip', 'set', 'jade_ph', 'dropOne', DEMO_LADDER]);
    }
  });
});
