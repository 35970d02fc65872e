import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';

test.describe('side bar', () => {
  test('on a phone it folds into one button that opens the rail and folds again on a new page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoAs(page, '/rng', { ip: uniqueIp() });
    const bar = page.getByTestId('side-bar');
    const toggle = bar.getByTestId('side-toggle');
    // Folded: one round button; the tools are out of the way of the game tiles.
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByTestId('side-cs')).toBeHidden();
    const folded = (await bar.boundingBox())!;
    expect(folded.height).toBeLessThanOrEqual(60);
    await screenshot(page, 'shell-side-bar-phone-folded');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByTestId('side-cs')).toBeVisible();
    await expect(bar.getByTestId('side-feedback')).toBeVisible();
    await expect(bar.getByTestId('side-share')).toBeVisible();
    // The tools work from there: customer service opens its panel.
    await bar.getByTestId('side-cs').click();
    await expect(page.getByTestId('side-cs-panel')).toBeVisible();
    await screenshot(page, 'shell-side-bar-phone-open');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-cs-panel')).toBeHidden();

    // Another page (the header's home link, no reload): folded again.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('site-header').getByRole('link').first().click();
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByTestId('side-cs')).toBeHidden();
  });

  test('on a desktop the rail is always open, has no fold button and covers none of the page', async ({
    page,
  }) => {
    await gotoAs(page, '/promotions', { ip: uniqueIp() });
    const bar = page.getByTestId('side-bar');
    await expect(bar.getByTestId('side-cs')).toBeVisible();
    await expect(bar.getByTestId('side-toggle')).toBeHidden();
    // At 1280 px the page's content ends left of the rail (and keeps the same margin on the left).
    const rail = (await bar.boundingBox())!;
    const content = (await page.locator('main .content-width').first().boundingBox())!;
    expect(content.x + content.width).toBeLessThan(rail.x);
    expect(Math.abs(content.x - (1280 - content.x - content.width))).toBeLessThanOrEqual(1);
  });

  test('on a tablet the rail is folded too', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await gotoAs(page, '/promotions', { ip: uniqueIp() });
    const bar = page.getByTestId('side-bar');
    await expect(bar.getByTestId('side-toggle')).toBeVisible();
    await expect(bar.getByTestId('side-cs')).toBeHidden();
    await bar.getByTestId('side-toggle').click();
    await expect(bar.getByTestId('side-cs')).toBeVisible();
  });
});
