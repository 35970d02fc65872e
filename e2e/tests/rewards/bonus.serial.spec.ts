import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { operator } from '../../support/operator';
import { screenshot } from '../../support/screenshot';
import { openGame } from '../inhouse-games/helpers';
import {
  expectHeaderBalance,
  loginFreshMember,
  openWalletPage,
  requestWithdrawal,
  setPaymentPassword,
} from '../wallet/helpers';

// Each product type's wagering weight (apps/server/src/modules/rewards/wagering.ts), in every template.
const WEIGHTS = Object.entries({
  RNG: 100,
  LIVE: 10,
  FISH: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LOTT: 20,
  ELOTT: 20,
  COCKFIGHT: 20,
}).map(([productType, weight]) => ({ productType, weight }));
const template = (t: Record<string, unknown>) => ({ base: 'bonus', weights: WEIGHTS, active: true, ...t });
// The demo templates (apps/server/src/modules/rewards/seed.ts), put back after the journey.
const DEMO = [
  template({
    code: 'welcome',
    kind: 'welcome',
    trigger: 'firstDeposit',
    name: '100% welcome bonus',
    percent: 100,
    maxBonus: 500000,
    minDeposit: 10000,
    multiple: 10,
    expiryDays: 30,
  }),
  template({
    code: 'birthday',
    kind: 'birthday',
    trigger: 'manual',
    name: 'Birthday bonus',
    fixedAmount: 3888,
    multiple: 5,
    expiryDays: 7,
  }),
  template({
    code: 'red-envelope',
    kind: 'redEnvelope',
    trigger: 'manual',
    name: 'Red envelope',
    fixedAmount: 888,
    multiple: 3,
    expiryDays: 3,
  }),
  template({
    code: 'goodwill',
    kind: 'manual',
    trigger: 'manual',
    name: 'Goodwill bonus',
    multiple: 1,
    expiryDays: 14,
  }),
  // The reward centre's.
  template({
    code: 'sign-in',
    kind: 'signIn',
    trigger: 'manual',
    name: 'Daily sign-in bonus',
    multiple: 1,
    expiryDays: 3,
  }),
  template({
    code: 'register',
    kind: 'register',
    trigger: 'manual',
    name: 'Registration bonus',
    multiple: 3,
    expiryDays: 7,
  }),
  template({
    code: 'rescue',
    kind: 'rescue',
    trigger: 'manual',
    name: 'Rescue fund',
    multiple: 1,
    expiryDays: 3,
  }),
  template({
    code: 'vip-monthly',
    kind: 'vipMonthly',
    trigger: 'manual',
    name: 'VIP monthly bonus',
    multiple: 3,
    expiryDays: 14,
  }),
  template({
    code: 'referral',
    kind: 'referral',
    trigger: 'manual',
    name: 'Referral bonus',
    fixedAmount: 88,
    minDeposit: 1000,
    multiple: 3,
    expiryDays: 14,
  }),
];
// The journey's welcome bonus: 10 % of a first deposit from 50.00, at most 5.00, wagered once.
const SMALL_WELCOME = [
  template({
    code: 'welcome',
    kind: 'welcome',
    trigger: 'firstDeposit',
    name: '100% welcome bonus',
    percent: 10,
    maxBonus: 5,
    minDeposit: 50,
    multiple: 1,
    expiryDays: 30,
  }),
  ...DEMO.slice(1),
];

async function setTemplates(rule: 'block' | 'forfeit', templates: unknown[]) {
  const file = join(tmpdir(), `jade-bonus-templates-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(templates));
  await operator(['rewards', 'bonus', 'set', 'jade_ph', rule, file]);
}

const money = (minorUnits: number) =>
  `${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} Ks`;

/** Spins a 1.00 slot `count` times, each settled. */
async function spin(page: Page, count: number) {
  await openGame(page, 'koi-riches');
  await expect(page.getByTestId('slot-bet')).toHaveText(/1\.00/);
  for (let i = 0; i < count; i++) {
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
}

/** Opens bonus details from the member centre's menu and waits until the bonus shows `progress`. */
async function bonusDetails(page: Page, progress: string) {
  const centre = page.getByTestId('member-centre');
  await expect(async () => {
    await page.goto('/');
    await page.getByTestId('security-centre').click();
    await centre.getByTestId('mc-entry-bonusDetails').click();
    await expect(centre.getByTestId('bonus-row').first().getByTestId('bonus-progress')).toContainText(
      progress,
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 60_000 });
  return centre;
}

test.describe('Bonuses with wagering', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async () => {
    await setTemplates('block', SMALL_WELCOME);
  });
  test.afterAll(async () => {
    await setTemplates('block', DEMO);
  });

  test('a first deposit earns the welcome bonus; the withdrawal waits for the wagering, then goes through', async ({
    page,
  }) => {
    await loginFreshMember(page);
    // A gateway deposit of 200.00: the first, so it earns 10 %, at most 5.00, locked until 5.00 is wagered.
    let centre = await openWalletPage(page, 'depositv2');
    await centre.getByTestId('deposit-amount').fill('200');
    await centre.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\?order=SIM/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('member-centre').getByTestId('deposit-returned')).toHaveAttribute(
      'data-status',
      'credited',
      { timeout: 30_000 },
    );
    centre = await bonusDetails(page, '0.00 / 5.00');
    const row = centre.getByTestId('bonus-row').first();
    await expect(row).toHaveAttribute('data-status', 'active');
    await expect(row).toHaveAttribute('data-kind', 'welcome');
    await expect(row.getByTestId('bonus-amount')).toContainText('5.00');
    await expect(centre.getByTestId('bonus-locked')).toContainText('5.00');
    await expectNoSeriousA11yViolations(page);

    // The withdrawal page says why it waits, and the server refuses a request; nothing moves.
    await centre.getByTestId('mc-entry-withdraw').click();
    await expect(centre.getByTestId('withdraw-bonus-notice')).toHaveAttribute('data-rule', 'block');
    await expect(centre.getByTestId('withdraw-bonus-notice')).toContainText('5.00');
    await setPaymentPassword(centre);
    await requestWithdrawal(centre, { amount: '100' });
    await expect(
      centre.getByText('You have an active bonus: withdrawals open once its wagering is complete.'),
    ).toBeVisible();
    await expect(centre.getByTestId('withdrawal-records-empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectHeaderBalance(page, money(20_000));

    // Three spins of 1.00: the progress shows 3.00 of 5.00.
    await spin(page, 3);
    const progressed = await bonusDetails(page, '3.00 / 5.00');
    await expect(progressed.getByTestId('bonus-remaining')).toContainText('2.00');
    await screenshot(page, 'rewards-bonus-details-desktop');

    // Two more: met; the 5.00 moves to the wallet and the withdrawal goes through.
    await spin(page, 2);
    centre = await bonusDetails(page, '5.00 / 5.00');
    await expect(centre.getByTestId('bonus-row').first()).toHaveAttribute('data-status', 'completed');
    await expect(centre.getByTestId('bonus-locked')).toContainText('0.00');
    await centre.getByTestId('mc-entry-withdraw').click();
    await expect(centre.getByTestId('withdraw-bonus-notice')).toHaveCount(0);
    await requestWithdrawal(centre, { amount: '100' });
    await expect(centre.getByTestId('form-success')).toContainText('Your withdrawal of 100.00 was requested');
  });

  test('by the forfeit rule, a withdrawal forfeits the bonus and says so first; on a phone in the dark theme', async ({
    page,
  }) => {
    await setTemplates('forfeit', SMALL_WELCOME);
    try {
      await loginFreshMember(page, { theme: 'dark' });
      let centre = await openWalletPage(page, 'depositv2');
      await centre.getByTestId('deposit-amount').fill('150');
      await centre.getByTestId('deposit-submit').click();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByTestId('member-centre').getByTestId('deposit-returned')).toHaveAttribute(
        'data-status',
        'credited',
        { timeout: 30_000 },
      );
      centre = await bonusDetails(page, '0.00 / 5.00');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'rewards-bonus-details-phone-dark');
      await centre.getByTestId('mc-entry-withdraw').click();
      const notice = centre.getByTestId('withdraw-bonus-notice');
      await expect(notice).toHaveAttribute('data-rule', 'forfeit');
      await expect(notice).toContainText('forfeits them');
      await setPaymentPassword(centre);
      await requestWithdrawal(centre, { amount: '100' });
      await expect(centre.getByTestId('form-success')).toContainText(
        'Your withdrawal of 100.00 was requested',
      );
      await centre.getByTestId('mc-entry-bonusDetails').click();
      await expect(centre.getByTestId('bonus-row').first()).toHaveAttribute('data-status', 'forfeited');
    } finally {
      await setTemplates('block', SMALL_WELCOME);
    }
  });
});
