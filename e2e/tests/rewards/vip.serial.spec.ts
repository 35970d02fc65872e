import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { operator } from '../../support/operator';
import { screenshot } from '../../support/screenshot';
import { minor, openGame } from '../inhouse-games/helpers';
import { expectHeaderBalance, loginFreshMember, openWalletPage } from '../wallet/helpers';

// The demo ladder (apps/server/src/modules/rewards/seed.ts), put back after the journey.
const DEMO_LADDER =
  'VIP0:0:0:0:0:0:0:0,VIP1:1000:10000:5000:38:8:0:0,VIP2:5000:50000:25000:188:28:0:0,' +
  'VIP3:20000:200000:100000:588:88:500000:8,VIP4:50000:1000000:400000:1888:288:1000000:10,' +
  'VIP5:200000:5000000:2000000:8888:888:3000000:15,VIP6:500000:20000000:8000000:28888:2888:10000000:20';
// A ladder one deposit and one spin climb: VIP1 at 50.00 deposited and 1.00 bet in the month.
const LOW_LADDER = 'VIP0:0:0:0:0,VIP1:50:1:1:8,VIP2:50:100000:50000:88';

const money = (minorUnits: number) =>
  `${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Ks`;

test.describe('VIP levels', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async () => {
    await operator(['rewards', 'vip', 'set', 'jade_ph', 'dropOne', LOW_LADDER]);
  });
  test.afterAll(async () => {
    await operator(['rewards', 'vip', 'set', 'jade_ph', 'dropOne', DEMO_LADDER]);
  });

  test('a deposit and a spin reach VIP1: the bonus is paid once, the header, the member centre and the VIP page show it', async ({
    page,
  }) => {
    await loginFreshMember(page);
    // The header's identity leads to the VIP club: level 0, the month's progress at zero.
    await page.getByTestId('header-vip').click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect(page.getByTestId('vip-current')).toHaveText('VIP0');
    await expect(page.getByTestId('vip-next')).toHaveText('Next level: VIP1');
    await expect(page.getByTestId('vip-progress-turnover')).toContainText('0.00 Ks / 1.00 Ks');
    await expect(page.getByTestId('vip-level-1')).toContainText('8.00 Ks');
    await expect(page.getByTestId('vip-level-2')).toContainText('100,000.00 Ks');
    await expect(page.getByTestId('vip-retention')).toContainText('goes down one step');
    await expectNoSeriousA11yViolations(page);

    // A gateway deposit of 100.00 (the deposits count toward the month at once).
    const centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-amount').fill('100');
    await centre.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\?order=SIM/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('member-centre').getByTestId('deposit-returned')).toHaveAttribute(
      'data-status',
      'credited',
      { timeout: 30_000 },
    );
    // The credit enqueued its VIP job; the server's worker counts it within a few seconds.
    await page.goto('/vip');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('vip-progress-deposits')).toContainText('100.00 Ks / 50.00 Ks', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('vip-current')).toHaveText('VIP0');

    // One spin of 1.00 meets the month's turnover.
    await openGame(page, 'koi-riches');
    await expect(page.getByTestId('game-balance')).toHaveText('100.00');
    await expect(page.getByTestId('slot-bet')).toHaveText(/1\.00/);
    await page.getByTestId('spin').click();
    await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-state', 'ready', {
      timeout: 90_000,
    });
    await expect(page.getByTestId('slot-win')).not.toHaveText('—');
    const afterSpin = minor(await page.getByTestId('game-balance').textContent());

    // The rise comes from the bet facts within seconds: VIP1, and its bonus of 8.00 on the balance.
    await page.goto('/vip');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('vip-current')).toHaveText('VIP1', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('vip-next')).toHaveText('Next level: VIP2');
    await expect(page.getByTestId('vip-level-1')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('vip-level-1')).toContainText('Current');
    await expect(page.getByTestId('member-area').getByText('VIP1')).toBeVisible();
    await expectHeaderBalance(page, money(afterSpin + 800));
    await screenshot(page, 'rewards-vip-desktop');

    // The member centre says so too, and its progress leads back to the VIP club.
    await page.getByTestId('security-centre').click();
    await expect(page.getByTestId('mc-vip')).toHaveText('VIP1');
    await page.getByTestId('mc-vip-progress').click();
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
    await expect(page).toHaveURL(/\/vip$/);

    // Later reads pay nothing again.
    await page.waitForTimeout(3_000);
    await page.reload();
    await expect(page.getByTestId('vip-current')).toHaveText('VIP1');
    await expectHeaderBalance(page, money(afterSpin + 800));
  });

  test('a visitor sees the ladder and is asked to log in; on a phone the levels stack', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAs(page, '/vip', { ip: uniqueIp(), theme: 'dark' });
    await expect(page.getByTestId('vip-levels').locator('li')).toHaveCount(2);
    await page.getByTestId('vip-login').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const [first, second] = await page
      .getByTestId('vip-levels')
      .locator('li')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().left));
    expect(first).toBe(second);
    await page.getByTestId('vip-levels').scrollIntoViewIfNeeded();
    await screenshot(page, 'rewards-vip-phone-dark');
  });
});
