import { expect, test, type Page } from '@playwright/test';
import { waitForFirstScreen } from '../../support/navigation';
import { gotoAsReturning } from './helpers';

/** Opens the login modal from the header's inline form. */
async function openLoginModal(page: Page) {
  await page.getByTestId('login-username').first().fill('player1');
  await page.getByTestId('login-password').first().fill('secret1');
  await page.getByTestId('header-login').first().click();
  const dialog = page.getByTestId('login-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('modal wrapper', () => {
  test('is labelled, traps focus, ignores background clicks and closes with Escape', async ({ page }) => {
    await gotoAsReturning(page, '/');
    const dialog = await openLoginModal(page);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    // The header form's values came along.
    await expect(dialog.getByTestId('login-username')).toHaveValue('player1');

    // The overlay takes a click on the page: the page gets none, and the dialog stays. The body is not
    // locked by an inherited pointer-events (decision P12: that restyled every element of the page).
    await page.evaluate(() => {
      document.getElementById('root')?.addEventListener('click', () => {
        document.body.dataset.pageClicked = 'yes';
      });
    });
    await page.mouse.click(8, 890);
    await page.mouse.click(200, 30);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.dataset.pageClicked ?? 'no')).toBe('no');
    expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).toBe('auto');

    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Enter triggers the default dialog button', async ({ page }) => {
    await gotoAsReturning(page, '/');
    await page.getByRole('button', { name: 'Forgot password?' }).first().click();
    const dialog = page.getByTestId('forgot-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('dialog-default-button')).toHaveText('Close');
    // The dialog takes the focus after its first paint; a key pressed before that goes to the page.
    await expect(page.locator('[data-testid="forgot-dialog"]:focus-within')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  });

  test('locks page scrolling while open and restores the position on close', async ({ page }) => {
    await gotoAsReturning(page, '/');
    // The page settles first: the parts drawn after the first screen (the rest of the lists) would
    // otherwise move the scroll position by the browser's scroll anchoring.
    await waitForFirstScreen(page);
    await expect(page.getByTestId('category-showcase')).toBeVisible();
    await expect(page.getByTestId('category-showcase')).not.toHaveAttribute('aria-busy', /.*/);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.getByRole('button', { name: 'Forgot password?' }).first().click();
    await expect(page.getByTestId('forgot-dialog')).toBeVisible();
    await page.mouse.move(200, 800);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('forgot-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  });

  test('drags by its title bar and stays inside the viewport', async ({ page }) => {
    await gotoAsReturning(page, '/');
    const dialog = await openLoginModal(page);
    const before = (await dialog.boundingBox())!;
    const bar = (await dialog.getByTestId('modal-titlebar').boundingBox())!;
    const start = { x: bar.x + 60, y: bar.y + bar.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 120, start.y + 40, { steps: 6 });
    await page.mouse.up();
    const moved = (await dialog.boundingBox())!;
    expect(Math.round(moved.x - before.x)).toBe(120);
    expect(Math.round(moved.y - before.y)).toBe(40);

    const barNow = (await dialog.getByTestId('modal-titlebar').boundingBox())!;
    await page.mouse.move(barNow.x + 60, barNow.y + 10);
    await page.mouse.down();
    await page.mouse.move(barNow.x + 3000, barNow.y - 3000, { steps: 6 });
    await page.mouse.up();
    const clamped = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(clamped.y).toBeGreaterThanOrEqual(-0.5);
  });
});
