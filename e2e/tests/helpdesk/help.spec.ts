import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';

// A shared two-core machine: registration, the operator CLI and axe take their time.
test.describe.configure({ timeout: 180_000 });

test.describe('help centre', () => {
  test('topics lead to articles; a language change loads the help again in that language', async ({
    page,
  }) => {
    await gotoAs(page, '/help', { ip: uniqueIp() });
    const help = page.getByTestId('help-centre');
    await expect(help.getByTestId('help-overview')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await help.getByTestId('help-topic').filter({ hasText: 'Deposits' }).click();
    await expect(help.getByTestId('help-topic-title')).toHaveText('Deposits');
    await help.getByTestId('help-article-link').filter({ hasText: 'How do I deposit?' }).click();
    await expect(help.getByTestId('help-article-title')).toHaveText('How do I deposit?');
    await expect(help.getByTestId('help-article-content').locator('ol li').first()).toContainText('Deposit');
    await expect(page).toHaveURL(/[?&]article=\d+/);
    await expectNoSeriousA11yViolations(page);

    // The language switch asks the server for the help in Chinese; the same article stays open.
    const reload = page.waitForRequest(
      (r) => r.url().includes('/wps/system/helpCenter') && r.url().includes('lang=CN'),
    );
    await page.getByTestId('language-menu').click();
    await page.getByTestId('lang-CN').click();
    await reload;
    await expect(help.getByTestId('help-article-title')).toHaveText('如何存款？');
    await expect(help.getByTestId('help-topic').filter({ hasText: '存款' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Back in the browser: the topic again.
    await page.goBack();
    await expect(help.getByTestId('help-topic-title')).toHaveText('存款');
  });

  test('search finds articles by their words; nothing found says so', async ({ page }) => {
    await gotoAs(page, '/help', { ip: uniqueIp() });
    const help = page.getByTestId('help-centre');
    await help.getByTestId('help-search').fill('payment password');
    const results = help.getByTestId('help-results');
    await expect(results.getByRole('status')).toContainText('found for “payment password”');
    await results.getByTestId('help-article-link').filter({ hasText: 'How do I withdraw?' }).click();
    await expect(help.getByTestId('help-article-title')).toHaveText('How do I withdraw?');

    await help.getByTestId('help-search').fill('zzqx nothing');
    await expect(results.getByRole('status')).toHaveText(/Nothing matches “zzqx nothing”/);
  });

  test('/helpmc is the help content alone', async ({ page }) => {
    await gotoAs(page, '/helpmc', { ip: uniqueIp() });
    await expect(page.getByTestId('helpmc').getByTestId('help-topic').first()).toBeVisible();
    await expect(page.getByTestId('help-feedback')).toHaveCount(0);
    await page.getByTestId('help-topic').filter({ hasText: 'Withdrawals' }).click();
    await page.getByTestId('help-article-link').first().click();
    await expect(page.getByTestId('help-article-title')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
