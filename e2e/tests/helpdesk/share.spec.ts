import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { freshSubAgent } from '../../support/agents';
import { headerLogin, loginFresh } from './helpers';

// A shared two-core machine: registration, the operator CLI and axe take their time.
test.describe.configure({ timeout: 180_000 });

test.describe('share button (spec §4)', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('side-share').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('share-dialog')).toHaveCount(0);
    await expect(
      page
        .getByRole('dialog')
        .getByLabel(/password/i)
        .first(),
    ).toBeVisible();
  });

  test('a member is told the referral programme is not open (no referral promotion runs)', async ({
    page,
  }) => {
    await loginFresh(page);
    await page.getByTestId('side-share').click();
    await expect(page.getByTestId('share-coming')).toHaveText(
      'The referral programme is not open yet. Please check back soon.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('share-dialog')).toHaveCount(0);
  });

  test('an agent opens the agent centre', async ({ page }) => {
    const agent = await freshSubAgent();
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, agent.username, agent.password);
    await page.getByTestId('side-share').click();
    // Spec §4: an agent's share button opens the agent centre on its registration centre, where the
    // agent opens accounts and hands out affiliate links.
    const centre = page.getByRole('dialog', { name: 'Agent centre' });
    await expect(centre.getByTestId('register-centre')).toBeVisible();
    await expect(centre.getByTestId('rc-form')).toBeVisible();
    await centre.getByTestId('rc-tabs').getByRole('tab', { name: 'Affiliate links' }).click();
    await expect(centre.getByTestId('rc-link-form')).toBeVisible();
  });
});
