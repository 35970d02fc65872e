import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { gradientPng } from '../../support/png';
import { screenshot } from '../../support/screenshot';

/**
 * A content operator publishes a home banner with an uploaded picture, and players see it (issue 16).
 * Serial: the banner leads the home page's strip while it exists, which the other journeys must not
 * meet; it is deleted at the end.
 */
test.describe('back office content', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a content operator publishes a banner, and it shows on the home page', async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const title = `Night jackpot ${stamp}`;
    const alt = `A teal and gold night sky ${stamp}`;
    const desk = await (await browser.newContext({ baseURL })).newPage();
    const content = await createOperator('content');
    await signInToConsole(desk, content);
    await desk.getByRole('link', { name: 'Banners' }).click();
    await desk.getByTestId('ops-banner-new').click();
    const editor = desk.getByTestId('ops-banner-editor');

    // Saving without a picture says what is missing; a file that is no picture is refused by the server.
    await editor.getByTestId('ops-banner-save').click();
    await expect(editor.getByTestId('form-error')).toHaveText('Upload a picture first.');
    await editor
      .getByTestId('ops-banner-file')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
    await expect(editor.getByTestId('form-error')).toHaveText(
      'Only PNG, JPEG or WebP pictures can be uploaded.',
    );

    await editor.getByTestId('ops-banner-file').setInputFiles({
      name: 'night.png',
      mimeType: 'image/png',
      buffer: gradientPng(1200, 400, [6, 61, 47], [226, 187, 90]),
    });
    const preview = editor.getByTestId('ops-banner-preview').locator('img');
    await expect(preview).toHaveAttribute('src', /^\/img\/uploads\/[0-9a-f]{32}\.png$/);
    await editor.getByLabel('Title · English').fill(title);
    await editor.getByLabel('Description of the picture (for screen readers) · English').fill(alt);
    await expect(editor.getByTestId('ops-banner-preview')).toContainText(title);
    await editor.getByLabel('Order (lower first)').fill('-1000');
    await expectNoSeriousA11yViolations(desk);
    await screenshot(desk, 'ops-banner-editor');
    await editor.getByTestId('ops-banner-save').click();
    await expect(editor).toBeHidden();
    await expect(desk.getByTestId('ops-banner').filter({ hasText: title })).toContainText('Live');
    await screenshot(desk, 'ops-banners');

    // A player's home page shows it at the head of the strip.
    await gotoAs(page, '/', { ip: uniqueIp() });
    const strip = page.getByTestId('banner-strip');
    await expect(strip.getByRole('img', { name: alt })).toBeVisible();

    // The audit log has the upload and the banner, under the content operator's name.
    const risk = await createOperator('risk');
    await signInToConsole(desk, risk);
    await desk.getByRole('link', { name: 'Audit log' }).click();
    await desk.getByLabel('Operator').fill(content.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    const entries = desk.getByTestId('ops-audit-entry');
    await expect(entries.filter({ hasText: 'content.image.upload' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'content.banner.create' })).toHaveCount(1);

    // Clean up as the content operator: the banner goes, and the home page no longer shows it.
    await signInToConsole(desk, content);
    await desk.getByRole('link', { name: 'Banners' }).click();
    desk.once('dialog', (dialog) => void dialog.accept());
    await desk
      .getByTestId('ops-banner')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(desk.getByTestId('ops-banner').filter({ hasText: title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('banner-strip')).toBeVisible();
    await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
    await desk.context().close();
  });
});
