import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';

/**
 * The agents pages of the back office (issue 16, item 5): find the seeded demo agent, browse its tree
 * a level deeper than the first call, see its contracts, and download a settled period's CSV.
 * Read-only, so it does not hold the demo agent's account (no agent login).
 */
test.describe('back office agents', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin finds an agent, opens its tree and contracts, and downloads a settlement CSV', async ({
    page,
  }) => {
    const admin = await createOperator('admin');
    await signInToConsole(page, admin);
    await page.getByRole('link', { name: 'Find an agent' }).click();
    await page.getByLabel('Username (part of)').fill('demo_agent');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('ops-agent-row').filter({ hasText: 'demo_agent' }).first();
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'ops-agents');
    await row.getByRole('link', { name: 'demo_agent' }).click();

    // The tree: demo_sub1 is a direct member with a team; opening it shows demo_sub3.
    await expect(page.getByRole('heading', { name: 'demo_agent', level: 1 })).toBeVisible();
    const sub = page
      .getByTestId('ops-tree-member')
      .filter({ has: page.getByRole('link', { name: 'demo_sub1' }) });
    const toggle = sub.getByRole('button', { name: 'Show the members under demo_sub1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sub.getByRole('button', { name: 'Hide the members under demo_sub1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sub.getByRole('link', { name: 'demo_sub3' })).toBeVisible();

    // Its contracts: the house pays it, it pays demo_sub1; an admin may set a new one.
    const contracts = page.getByTestId('ops-agent-contract');
    await expect(contracts.filter({ hasText: 'Paid by the house' }).first()).toBeVisible();
    await expect(contracts.filter({ hasText: 'Pays demo_sub1' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('ops-agent-set-contract').click();
    const dialog = page.getByTestId('ops-set-contract-dialog');
    await expect(dialog.getByLabel('Rate (%)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'ops-agent-tree-phone-dark', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Commission periods: the test clock settles a "day" every few seconds; download the newest.
    await page.getByRole('link', { name: 'Commission periods' }).click();
    const period = page.getByTestId('ops-settlement-period').first();
    await expect(async () => {
      await page.reload();
      await expect(period).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 120_000 });
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      period.getByTestId('ops-settlement-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^agent-daily-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'merchant,contract_id,kind,period_start,period_end,payee,payer,currency,measure,active_members,rate_bps,amount,status,transfer_id,settled_at',
    );
    expect(csv.trim().split('\n').length).toBeGreaterThan(1);
  });
});
