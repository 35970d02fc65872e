import { expect, test, type Page } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';

/** The demo brand's download resources (apps/server/src/seed/demo-data.ts): QR target and link. */
const APPS = {
  Android: ['https://download.example.com/jade/android', 'https://download.example.com/jade/jade.apk'],
  IOS: ['https://download.example.com/jade/ios', 'https://download.example.com/jade/ios'],
  LITE: ['https://download.example.com/jade/lite', 'https://download.example.com/jade/lite'],
} as const;

/** The demo brand's csType 3 entry, stored encrypted and decrypted by the browser. */
const HELP_DESK = 'https://support.example.com/jade';

async function openCsPanel(page: Page) {
  await page.getByTestId('side-cs').click();
  const panel = page.getByTestId('side-cs-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('app download, join and customer service', () => {
  // axe on a full page takes a while on a loaded machine.
  test.slow();
  test('/down draws a 200 px QR code of each app link, with install guides', async ({ page }) => {
    await gotoAs(page, '/down', { ip: uniqueIp() });
    for (const [type, [qrUrl, url]] of Object.entries(APPS)) {
      const qr = page.getByTestId(`qr-${type}`);
      await expect(qr).toHaveAttribute('data-ready', 'true');
      await expect(qr).toHaveAttribute('data-value', qrUrl);
      const box = await qr.boundingBox();
      expect(box?.width).toBe(200);
      expect(box?.height).toBe(200);
      await expect(page.getByTestId(`download-link-${type}`)).toHaveAttribute('href', url);
      await expect(page.getByTestId(`guide-${type}`).locator('li')).not.toHaveCount(0);
    }
    // The 20 px margin is light (#FFFFFF) and the first finder pattern starts dark right after it.
    const pixels = await page.getByTestId('qr-IOS').evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')!;
      const scale = canvas.width / 200;
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x * scale, y * scale, 1, 1).data);
      return { margin: at(10, 10), finder: at(22, 22), centre: at(100, 100) };
    });
    expect(pixels.margin).toEqual([255, 255, 255, 255]);
    expect(pixels.finder).toEqual([0, 0, 0, 255]);
    // The brand mark sits in the middle (not a plain black or white module).
    expect(pixels.centre.slice(0, 3)).not.toEqual([0, 0, 0]);
    expect(pixels.centre.slice(0, 3)).not.toEqual([255, 255, 255]);
    await expectNoSeriousA11yViolations(page);
  });

  test('/join shows the agent programme with a register call to action', async ({ page }) => {
    await gotoAs(page, '/join', { ip: uniqueIp() });
    await expect(page.getByTestId('join-benefits').locator('li')).toHaveCount(4);
    await expect(page.getByText('How agents earn')).toBeVisible();
    await expect(page.getByRole('main').getByTestId('cs-list')).toBeVisible();
    await page.getByTestId('join-register').click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await expectNoSeriousA11yViolations(page);
  });

  test('customer service: live chat for a visitor, the help desk decrypted in a popup window', async ({
    page,
  }) => {
    await page
      .context()
      .route(`${HELP_DESK}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Help desk</title><h1>Help desk</h1>' }),
      );
    await gotoAs(page, '/', { ip: uniqueIp() });
    const panel = await openCsPanel(page);
    // Spec §6: not a VIP, so live chat and not the VIP channel.
    await expect(panel.getByTestId('cs-entry-1')).toBeVisible();
    await expect(panel.getByTestId('cs-entry-2')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), panel.getByTestId('cs-entry-3').click()]);
    await popup.waitForURL(HELP_DESK);
    await expect(popup.locator('h1')).toHaveText('Help desk');
    await popup.close();
  });

  test('customer service: a blocked popup says so; a broken link closes the window', async ({ page }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    // A popup blocker makes window.open answer null.
    await page.evaluate(() => {
      (window as unknown as { realOpen: typeof window.open }).realOpen = window.open;
      window.open = () => null;
    });
    let panel = await openCsPanel(page);
    await panel.getByTestId('cs-entry-3').click();
    const alert = page.getByTestId('alert-dialog');
    await expect(alert.getByTestId('alert-message')).toHaveText(
      'The window was blocked by your browser. Please allow pop-ups for this site and try again.',
    );
    await alert.getByTestId('dialog-default-button').click();
    await expect(alert).toHaveCount(0);

    // A path that does not decrypt (tampered in the boot answer): the opened window closes again.
    await page.route('**/wps/system/status**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        value: { info: { customerService: { csType: number; path: string }[] } };
      };
      for (const entry of body.value.info.customerService) {
        if (entry.csType === 3) entry.path = `${entry.path.slice(0, -12)}AAAA${entry.path.slice(-8)}`;
      }
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.locator('main[data-page-type]')).toBeVisible();
    panel = await openCsPanel(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), panel.getByTestId('cs-entry-3').click()]);
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByTestId('alert-dialog').getByTestId('alert-message')).toHaveText(
      'Customer service could not be opened. Please try again later.',
    );
  });
});
