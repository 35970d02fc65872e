import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { createMobileMember, loginElsewhere, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { consoleToken, createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { PNG_1PX } from '../wallet/helpers';

/** The back office's dashboard (issue 16 item 2): figures, periods, regions and the CSV. */

const CSV_HEADER =
  'row,region,currency,day,category,vendor,registrations,first_deposits,first_deposit_amount,deposits,deposit_amount,withdrawals,withdrawal_amount,active_players,bets,turnover,payout,ggr,bonuses,ngr';

/** "1,234.50 MMK" → 1234.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

function depositsCard(page: Page) {
  return page.getByTestId('ops-dashboard-card-deposits').getByTestId('ops-dashboard-card-value');
}

/** A fresh player's manual deposit of `amount`, sent through the site's API with its receipt; its id. */
async function sendDeposit(amount: string): Promise<number> {
  const ip = uniqueIp();
  const member = await createMobileMember(ip);
  const token = await loginElsewhere(member.mobile, member.password, ip);
  const headers = { Merchant: 'jade_ph', Language: 'EN', Authorization: token, 'X-Forwarded-For': ip };
  const methods = (await (
    await fetch(new URL('/wps/relay/MCSFE_getDepositMethods', baseURL), { headers })
  ).json()) as {
    value: { id: number; kind: string }[];
  };
  const form = new FormData();
  form.set('methodId', String(methods.value.find((m) => m.kind === 'manual_bank')!.id));
  form.set('amount', amount);
  form.set('reference', 'OPS-DASH');
  form.set('idempotencyKey', crypto.randomUUID());
  form.set('receipt', new Blob([PNG_1PX], { type: 'image/png' }), 'receipt.png');
  const sent = (await (
    await fetch(new URL('/wps/relay/MCSFE_manualTransferByRemark', baseURL), {
      method: 'POST',
      headers,
      body: form,
    })
  ).json()) as { success: boolean; value: { id: number } };
  expect(sent.success).toBe(true);
  return sent.value.id;
}

test.describe('back office dashboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an operator reads the figures, sees a deposit arrive, switches period and region, and downloads the CSV', async ({
    page,
  }) => {
    const finance = await createOperator('finance');
    await signInToConsole(page, finance);
    // The dashboard is the console's first page.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('ops-dashboard-region')).toHaveValue('jade_ph');

    await page.getByTestId('ops-dashboard-period-today').click();
    await expect(page.getByTestId('ops-dashboard-days').locator('tbody tr')).toHaveCount(1);
    const before = amountOf(await depositsCard(page).innerText());

    // A deposit approved through the operator API shows in today's deposits (other journeys may add
    // theirs at the same time, so the figure grows by at least this one).
    const depositId = await sendDeposit('1234.56');
    const approved = await page.evaluate(
      async ({ id, token }) => {
        const response = await fetch('/ops/deposits/approve', {
          method: 'POST',
          headers: { Authorization: token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ id, reason: 'dashboard journey' }),
        });
        return ((await response.json()) as { value: { status: string } }).value.status;
      },
      { id: depositId, token: await consoleToken(page) },
    );
    expect(approved).toBe('credited');
    await page.reload();
    await page.getByTestId('ops-dashboard-period-today').click();
    await expect
      .poll(async () => amountOf(await depositsCard(page).innerText()) - before)
      .toBeGreaterThanOrEqual(1234.56 - 0.001);

    // Last 30 days: thirty days in the series, the demo's bets in the breakdowns.
    await page.getByTestId('ops-dashboard-period-last30').click();
    await expect(page.getByTestId('ops-dashboard-days').locator('tbody tr')).toHaveCount(30);
    await expect(page.getByTestId('ops-dashboard-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('ops-dashboard-categories-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await screenshot(page, 'ops-dashboard');
    await page.setViewportSize({ width: 1280, height: 720 });

    // A custom period longer than the limit is refused before it is sent.
    await page.getByTestId('ops-dashboard-period-custom').click();
    await page.getByTestId('ops-dashboard-from').fill('2020-01-01');
    await page.getByTestId('ops-dashboard-apply').click();
    await expect(page.locator('#dashboard-range-problem')).toHaveText('A period lasts at most 92 days.');
    await page.getByTestId('ops-dashboard-period-last7').click();

    // The CSV of the figures on screen, made by the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ops-dashboard-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^dashboard-jade_ph-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const today = lines.filter((l) => l.startsWith('day,jade_ph,MMK,')).at(-1)!;
    expect(amountOf(today.split(',')[10]!)).toBeGreaterThanOrEqual(1234.56 - 0.001);
    expect(lines.some((l) => l.startsWith('total,jade_ph,MMK,'))).toBe(true);

    // Another region of the brand: its own currency and days.
    await page.getByTestId('ops-dashboard-region').selectOption('jade_bd');
    await expect(depositsCard(page)).toHaveText(/ BDT$/);

    // On a phone, in the dark theme.
    await page.getByTestId('ops-dashboard-region').selectOption('jade_ph');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('ops-dashboard-chart').locator('canvas')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'ops-dashboard-phone', { fullPage: true });
  });
});
