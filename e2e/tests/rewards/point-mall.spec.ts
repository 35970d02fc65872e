import { expect, test } from '@playwright/test';
import { gradientPng } from '../../support/png';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { operator } from '../../support/operator';
import { screenshot } from '../../support/screenshot';
import { expectHeaderBalance, loginFreshMember, openWalletPage, setPaymentPassword } from '../wallet/helpers';
import { scrollToFooter } from '../../support/navigation';

/** The point mall (issue 15, decision R8): points from customer service, a cash item, goods, a conversion. */
test.describe('point mall', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member redeems a cash item and a prize with points, converts the rest, and reads the history and details', async ({
    page,
  }) => {
    const member = await loginFreshMember(page);
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    await page.keyboard.press('Escape');
    await operator(['points', 'adjust', 'jade_ph', member.username, '+3000', '--reason', 'e2e points']);

    // From the footer (the phone's account menu has it too, below).
    await (await scrollToFooter(page)).getByRole('link', { name: 'Point mall' }).click();
    await expect(page).toHaveURL(/\/pointMall$/);
    // The page opens at its top, not at the footer the link was in.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('pm-balance')).toHaveText('3,000');
    await expect(page.getByTestId('pm-rate-table')).toContainText('100');
    const cash = page.getByTestId('pm-item').filter({ hasText: '5.00 cash' });
    const prize = page.getByTestId('pm-item').filter({ hasText: 'Wireless earbuds' });
    // 12,000 points: out of reach, and it says how far.
    await expect(prize.getByTestId('pm-item-redeem')).toBeDisabled();
    await expect(prize.getByTestId('pm-item-blocked')).toHaveText('9,000 more points needed');
    await screenshot(page, 'point-mall-desktop');
    await expectNoSeriousA11yViolations(page);

    // A cash item: a wrong payment password first, then the right one.
    await cash.getByTestId('pm-item-redeem').click();
    const dialog = page.getByTestId('pm-redeem-dialog');
    await dialog.getByTestId('pm-redeem-password').fill('111111');
    await dialog.getByTestId('pm-redeem-submit').click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('pm-balance')).toHaveText('3,000');
    await dialog.getByTestId('pm-redeem-password').fill('246810');
    await dialog.getByTestId('pm-redeem-submit').click();
    await expect(dialog.getByTestId('pm-redeem-done')).toContainText('5.00');
    await dialog.getByTestId('pm-redeem-close').click();
    await expect(page.getByTestId('pm-balance')).toHaveText('2,700');
    await expectHeaderBalance(page, '5.00 Ks');

    // A prize asks where to send it.
    const tumbler = page.getByTestId('pm-item').filter({ hasText: 'Jade travel tumbler' });
    await tumbler.getByTestId('pm-item-redeem').click();
    await dialog.getByTestId('pm-redeem-password').fill('246810');
    await dialog.getByTestId('pm-redeem-submit').click();
    await expect(dialog.getByTestId('pm-address')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('pm-address-name').fill('E2E Player');
    await dialog.getByTestId('pm-address-phone').fill('09170000000');
    await dialog.getByTestId('pm-address').fill('12 Bogyoke Road, Yangon');
    await dialog.getByTestId('pm-redeem-submit').click();
    await expect(dialog.getByTestId('pm-redeem-done')).toContainText('Jade travel tumbler');
    await dialog.getByTestId('pm-redeem-close').click();
    await expect(page.getByTestId('pm-balance')).toHaveText('200');
    // One per member: the card now says so.
    await expect(tumbler.getByTestId('pm-item-redeem')).toBeDisabled();

    // Converting: below the minimum is refused before anything is sent; 200 points convert to 4.00.
    const convert = page.getByTestId('pm-convert-form');
    await convert.getByTestId('pm-convert-amount').fill('50');
    await convert.getByTestId('pm-convert-password').fill('246810');
    await convert.getByTestId('pm-convert-submit').click();
    await expect(convert).toContainText('Convert at least 100 points at a time.');
    await convert.getByTestId('pm-convert-amount').fill('200');
    await expect(convert).toContainText('You receive 4.00');
    await convert.getByTestId('pm-convert-submit').click();
    await expect(convert).toContainText('200 points converted');
    await expect(page.getByTestId('pm-balance')).toHaveText('0');
    await expectHeaderBalance(page, '9.00 Ks');

    // The history and the details.
    await page.getByTestId('pm-tabs-history').click();
    await expect(page.getByTestId('pm-history-row')).toHaveCount(2);
    await expect(page.getByTestId('pm-history-row').first()).toContainText('Preparing');
    await page.getByTestId('pm-tabs-details').click();
    await expect(page.getByTestId('pm-details-row')).toHaveCount(4);
    const kinds = await page
      .getByTestId('pm-details-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    expect(kinds).toEqual(['convert', 'redeem', 'redeem', 'adjust']);
  });

  test('an operator adds an item in the console, and ships the prize a member redeemed', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    const centre = await openWalletPage(page, 'withdraw');
    await setPaymentPassword(centre);
    await page.keyboard.press('Escape');
    await operator(['points', 'adjust', 'jade_ph', member.username, '+2600', '--reason', 'e2e prize']);

    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('admin'));
    await desk.getByRole('link', { name: 'Rewards' }).click();
    await desk.getByRole('tab', { name: 'Points' }).click();
    const add = desk.getByTestId('ops-point-item-new');
    const name = `E2E voucher ${Date.now().toString(36)}`;
    // Without an English name nothing is sent.
    await add.getByTestId('ops-point-item-add').click();
    await expect(add).toContainText('Give the item an English name.');
    await add.getByTestId('ops-point-item-name').fill(name);
    await add.getByTestId('ops-point-item-description').fill('One kyat in your wallet.');
    // The Myanmar texts, and a picture for the card.
    await add.getByRole('button', { name: 'Myanmar' }).click();
    await add.getByTestId('ops-point-item-name').fill(`${name} ဘောက်ချာ`);
    await add.getByTestId('ops-point-item-image').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 300, [6, 61, 47], [226, 187, 90]),
    });
    await expect(add.locator('img')).toHaveAttribute('src', /^\/img\/uploads\/[0-9a-f]{32}\.png$/);
    await add.getByLabel('Points').fill('100');
    await add.getByLabel('Amount').fill('1');
    await add.getByTestId('ops-point-item-add').click();
    await expect(add).toContainText('Item added.');
    const row = desk.getByTestId('ops-point-item').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // Edited: the price changes, the texts stay.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = desk.getByTestId('ops-point-item-edit');
    await expect(edit.getByTestId('ops-point-item-name')).toHaveValue(name);
    await edit.getByLabel('Points').fill('120');
    await edit.getByTestId('ops-point-item-add').click();
    await expect(edit).toContainText('The item is saved.');
    await expect(row).toContainText('120');

    // The member sees the new item with its picture, and redeems a prize.
    await page.goto('/pointMall');
    const card = page.getByTestId('pm-item').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/img\/uploads\//);
    await expect(card).toContainText('120');
    const tumbler = page.getByTestId('pm-item').filter({ hasText: 'Jade travel tumbler' });
    await tumbler.getByTestId('pm-item-redeem').click();
    const dialog = page.getByTestId('pm-redeem-dialog');
    await dialog.getByTestId('pm-address-name').fill('E2E Player');
    await dialog.getByTestId('pm-address-phone').fill('09170000000');
    await dialog.getByTestId('pm-address').fill('34 Strand Road, Yangon');
    await dialog.getByTestId('pm-redeem-password').fill('246810');
    await dialog.getByTestId('pm-redeem-submit').click();
    await dialog.getByTestId('pm-redeem-close').click();

    // The prize waits in the console with its address; shipping it shows in the member's history.
    await desk.reload();
    await desk.getByRole('tab', { name: 'Points' }).click();
    const prize = desk.getByTestId('ops-point-prize').filter({ hasText: member.username });
    await expect(prize).toContainText('34 Strand Road, Yangon');
    await screenshot(desk, 'ops-points', { fullPage: true });
    await prize.getByRole('button', { name: 'Mark shipped' }).click();
    await desk.getByTestId('ops-point-decision').getByLabel('Reason').fill('Courier 12345');
    await desk.getByTestId('ops-point-decision-confirm').click();
    await expect(prize).toHaveCount(0);
    await desk.context().close();
    await page.getByTestId('pm-tabs-history').click();
    await expect(page.getByTestId('pm-history-row').first()).toContainText('Shipped');
  });

  test('the point mall on a phone in the dark theme, and a visitor is asked to log in', async ({ page }) => {
    await loginFreshMember(page, { theme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-point-mall').click();
    await expect(page).toHaveURL(/\/pointMall$/);
    // Other journeys may add items: the demo's own are there.
    await expect(page.getByTestId('pm-item').filter({ hasText: 'Wireless earbuds' })).toBeVisible();
    await screenshot(page, 'point-mall-phone-dark');
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.removeItem('token'));
    await page.reload();
    await expect(page.getByTestId('pm-login')).toBeVisible();
  });
});
