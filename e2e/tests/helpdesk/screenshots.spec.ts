import { expect, test, type Page } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { screenshot } from '../../support/screenshot';
import { freshMember, headerLogin, sendMessage } from './helpers';

// Pictures to look at (JADE_SCREENSHOTS=1): every size and theme under e2e/test-results, and a few
// chosen ones for docs/screenshots. Nothing to check otherwise.
test.skip(process.env.JADE_SCREENSHOTS !== '1', 'screenshots only with JADE_SCREENSHOTS=1');
test.describe.configure({ timeout: 180_000 });

const SIZES = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

/** docs/screenshots for the chosen few, the test's output folder for the rest. */
async function shot(page: Page, name: string, docs: boolean) {
  if (docs) await screenshot(page, name);
  else await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

for (const size of ['desktop', 'phone'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`help desk (${size}, ${theme})`, async ({ page }) => {
      const member = await freshMember();
      await sendMessage(member.username, {
        title: 'Your weekly cashback has arrived',
        html: '<p>Hello {nickname},</p><p>Your <strong>5% weekly cashback</strong> of 1,250 Ks was added to your wallet. It has no wagering requirement.</p><ul><li>Paid every Monday</li><li>Up to 50,000 Ks a week</li></ul><p>Good luck at the tables!</p>',
      });
      await sendMessage(member.username, {
        title: 'Deposit approved',
        html: '<p>Your bank transfer deposit of 20,000 Ks was approved and credited.</p>',
      });
      await page.setViewportSize(SIZES.desktop);
      await gotoAs(page, '/help', { ip: uniqueIp(), theme });
      await page.setViewportSize(SIZES[size]);
      const help = page.getByTestId('help-centre');
      await expect(help.getByTestId('help-overview')).toBeVisible();
      await shot(page, `helpdesk-help-${size}-${theme}`, size === 'desktop' && theme === 'light');
      await help.getByTestId('help-topic').filter({ hasText: 'Withdrawals' }).click();
      await help.getByTestId('help-article-link').first().click();
      await expect(help.getByTestId('help-article-title')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `helpdesk-article-${size}-${theme}`, false);

      await page.getByTestId('help-feedback').click();
      const dialog = page.getByTestId('feedback-dialog');
      await expect(dialog.getByTestId('feedback-types').locator('input')).not.toHaveCount(0);
      await dialog.getByTestId('feedback-submit').click();
      await expect(dialog.getByTestId('feedback-content-error')).toBeVisible();
      await shot(page, `helpdesk-feedback-${size}-${theme}`, size === 'phone' && theme === 'dark');
      await page.keyboard.press('Escape');

      await page.setViewportSize(SIZES.desktop);
      await headerLogin(page, member.username, member.password);
      await page.getByTestId('message-centre-button').click();
      const centre = page.getByTestId('member-centre');
      await expect(centre.getByTestId('msg-row')).toHaveCount(3);
      await page.setViewportSize(SIZES[size]);
      await shot(page, `helpdesk-messages-${size}-${theme}`, size === 'desktop' && theme === 'dark');
      await centre.getByTestId('msg-row').first().click();
      await expect(centre.getByTestId('msg-view-content')).toBeVisible();
      await shot(page, `helpdesk-message-${size}-${theme}`, false);
      await page.keyboard.press('Escape');
      await shot(page, `helpdesk-header-${size}-${theme}`, false);
    });
  }
}
