import { expect, test } from '@playwright/test';
import { operator } from '../../support/operator';
import { gotoFresh } from '../../support/navigation';

// These flip server-wide state: they run one at a time in the global-state project and undo it.
test.describe('system status views', () => {
  test.afterEach(async () => {
    await operator(['maintenance', 'off']);
    await operator(['region-restriction', 'off']);
  });

  test('maintenance with an end time shows the end time in the visitor language', async ({ page }) => {
    await operator(['maintenance', 'on', '--until', '2031-03-04T05:06:00Z']);
    await expect(async () => {
      await gotoFresh(page, '/');
      await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const end = page.getByTestId('maintenance-end');
    await expect(end).toBeVisible();
    await expect(end.locator('time')).toHaveAttribute('datetime', '2031-03-04T05:06:00.000Z');
    await expect(end).toContainText('2031');
    await expect(page.getByTestId('status-cs')).toBeVisible();
    await page.getByTestId('status-cs').click();
    await expect(page.getByTestId('status-cs-panel')).toBeVisible();
    await expect(page.locator('main[data-page-type]')).toHaveCount(0);
  });

  test('maintenance without an end time shows no end time', async ({ page }) => {
    await operator(['maintenance', 'on']);
    await expect(async () => {
      await gotoFresh(page, '/rng');
      await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: 3000 });
      await expect(page.getByTestId('maintenance-end')).toHaveCount(0);
    }).toPass({ timeout: 30_000 });
  });

  test("region restriction shows the blocked page with the visitor's IP address", async ({ page }) => {
    await operator(['region-restriction', 'on']);
    await expect(async () => {
      await gotoFresh(page, '/', { country: 'US' });
      await expect(page.getByTestId('blocked-page')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('blocked-ip')).toHaveText('8.8.8.8');
    await expect(page.getByTestId('status-cs')).toBeVisible();

    // A visitor from a region country still gets the site.
    await gotoFresh(page, '/', { country: 'BD' });
    await expect(page.locator('main[data-page-type="home"]')).toBeVisible();
  });
});
