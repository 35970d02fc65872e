import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { operator } from '../../support/operator';
import { screenshot } from '../../support/screenshot';
import { memberWithMoney, minor, openGame } from '../inhouse-games/helpers';
import { expectHeaderBalance } from '../wallet/helpers';

// The demo rates (apps/server/src/modules/rewards/seed.ts: basis points at VIP0 and the step per
// level, VIP0–VIP6), put back after the journey.
const DEMO: Record<string, [number, number]> = {
  RNG: [50, 10],
  LIVE: [40, 8],
  FISH: [50, 10],
  PVP: [30, 5],
  SPORTS: [50, 8],
  ESPORTS: [50, 8],
  LOTT: [20, 5],
  ELOTT: [20, 5],
  COCKFIGHT: [30, 5],
};
const DEMO_RATES = Object.entries(DEMO)
  .flatMap(([type, [base, step]]) =>
    Array.from({ length: 7 }, (_, level) => `${type}@${level}:${(base + step * level) / 100}`),
  )
  .join(',');

const money = (minorUnits: number) =>
  `${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Ks`;

/** Opens the manual rebate page: the member centre's menu on a desktop, the account menu on a phone. */
async function openRebatePage(page: Page, phone = false) {
  const centre = page.getByTestId('member-centre');
  if (phone) {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-rebate').click();
  } else {
    await page.getByTestId('security-centre').click();
    await centre.getByTestId('mc-entry-manualRebate').click();
  }
  await expect(centre.getByTestId('mc-entry-manualRebate')).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByTestId('rebate-page')).toBeVisible();
  return centre;
}

test.describe('Manual rebate', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async () => {
    // Slots at 10 % from VIP0, claims from 0.05: two spins of 1.00 earn 0.20.
    await operator(['rewards', 'rebate', 'set', 'jade_ph', '0.05', '10', 'auto', 'RNG:10']);
  });
  test.afterAll(async () => {
    await operator(['rewards', 'rebate', 'set', 'jade_ph', '1.00', '10', 'auto', DEMO_RATES]);
  });

  test('the rebate of real spins accrues, is paid once on a claim, and a second click pays nothing', async ({
    page,
  }) => {
    await memberWithMoney(page, '100');
    let centre = await openRebatePage(page);
    // Nothing played yet: every product type at its rate, nothing to claim.
    await expect(centre.getByTestId('rebate-row')).toHaveCount(9);
    await expect(centre.locator('[data-testid="rebate-row"][data-product-type="RNG"]')).toContainText('10');
    await expect(centre.getByTestId('rebate-claimable')).toHaveText(money(0));
    await expect(centre.getByTestId('rebate-claim')).toBeDisabled();
    await expect(centre.getByTestId('rebate-records-empty')).toBeVisible();
    await page.keyboard.press('Escape');

    // Two spins of 1.00 on a slot.
    await openGame(page, 'koi-riches');
    await expect(page.getByTestId('slot-bet')).toHaveText(/1\.00/);
    for (let spin = 1; spin <= 2; spin++) {
      const settled = page.waitForResponse(
        (r) => r.url().includes('/wps/inhouse/slot/spin') && r.status() === 200,
        { timeout: 90_000 },
      );
      await page.getByTestId('spin').click();
      await settled;
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-state', 'ready', {
        timeout: 90_000,
      });
    }
    const afterSpins = minor(await page.getByTestId('game-balance').textContent());

    // The server's rebate job reads the bets within seconds: 10 % of 2.00.
    await page.goto('/');
    await expect(async () => {
      await page.reload();
      centre = await openRebatePage(page);
      await expect(centre.getByTestId('rebate-claimable')).toHaveText(money(20), { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const row = centre.locator('[data-testid="rebate-row"][data-product-type="RNG"]');
    await expect(row.getByTestId('rebate-row-bet')).toHaveText('2.00');
    await expect(row.getByTestId('rebate-row-amount')).toHaveText(money(20));
    await expect(centre.getByTestId('rebate-claim')).toBeEnabled();
    await screenshot(page, 'rewards-rebate-desktop');
    await expectNoSeriousA11yViolations(page);

    await centre.getByTestId('rebate-claim').click();
    await expect(centre.getByTestId('rebate-claim-result')).toContainText('0.20');
    await expect(centre.getByTestId('rebate-claimable')).toHaveText(money(0));
    // The claim starts the cool-down: the button waits, and nothing more is paid.
    await expect(centre.getByTestId('rebate-claim')).toBeDisabled();
    await expect(centre.getByTestId('rebate-next-claim')).toBeVisible();
    await centre.getByTestId('rebate-claim').click({ force: true });
    await expect(centre.getByTestId('rebate-record-row')).toHaveCount(1);
    await expect(centre.getByTestId('rebate-record-row')).toHaveAttribute('data-kind', 'claim');
    await expect(centre.getByTestId('rebate-record-row')).toContainText('0.20');
    await page.keyboard.press('Escape');
    await expectHeaderBalance(page, money(afterSpins + 20));
  });

  test('the page reads well on a phone in the dark theme', async ({ page }) => {
    await memberWithMoney(page, '10', 'dark');
    await page.setViewportSize({ width: 390, height: 844 });
    const centre = await openRebatePage(page, true);
    await expect(centre.getByTestId('rebate-row')).toHaveCount(9);
    await expect(centre.getByTestId('mc-entry-manualRebate')).toBeInViewport();
    await screenshot(page, 'rewards-rebate-phone-dark');
  });
});
