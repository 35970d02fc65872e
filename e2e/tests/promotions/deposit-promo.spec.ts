import { expect, test, type Page } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { loggedInMember } from './helpers';

/** Icon → expanded button → popup (spec §2 floating promo); returns the popup. */
async function openDepositPromo(page: Page) {
  const icon = page.getByTestId('deposit-promo-icon');
  await expect(icon).toBeVisible();
  await icon.click();
  const button = page.getByTestId('deposit-promo-button');
  await expect(button).toBeVisible();
  await expect(icon).toHaveCount(0);
  await button.click();
  const popup = page.getByTestId('deposit-promo-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('img')).toHaveAttribute('alt', /\S/);
  return popup;
}

test.describe('floating deposit promo (spec §2, §4)', () => {
  test('a visitor: the icon expands, collapses, and deposit opens the login modal', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('deposit-promo-icon').click();
    await page.getByTestId('deposit-promo-collapse').click();
    await expect(page.getByTestId('deposit-promo-icon')).toBeVisible();

    const popup = await openDepositPromo(page);
    await expectNoSeriousA11yViolations(page);
    await popup.getByTestId('deposit-promo-deposit').click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('a member: deposit opens the member centre at messageV2', async ({ page }) => {
    await loggedInMember(page, '/promotions');
    const popup = await openDepositPromo(page);
    await popup.getByTestId('deposit-promo-deposit').click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('member-centre')).toBeVisible();
    // The messages page is registered by its own feature; once it is, it is the open entry.
    const entry = page.getByTestId('mc-entry-messageV2');
    if (await entry.count()) await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  });
});
