import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { applicationsOf, loggedInMember, manualPromotions, pngOfSize, TINY_PNG } from './helpers';

const MB = 1024 * 1024;

async function openApplication(page: Page) {
  const promotion = (await manualPromotions())[0]!;
  const member = await loggedInMember(page, `/promoDetail?id=${promotion.id}`);
  await expect(page.getByTestId('promotion-status')).toHaveText('Join');
  await page.getByTestId('promotion-apply').click();
  const dialog = page.getByTestId('application-dialog');
  await expect(dialog).toBeVisible();
  return { promotion, member, dialog };
}

test.describe('activity application (spec §5)', () => {
  test('a member applies with a comment and images; it is stored and the status turns to applying', async ({
    page,
  }) => {
    const { promotion, member, dialog } = await openApplication(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('application-comment').fill('Deposited 500 on Friday at 20:15');
    await expect(dialog.getByTestId('application-comment-count')).toHaveText('32 / 140');
    await dialog.getByTestId('application-image-input').setInputFiles([
      { name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'screen.png', mimeType: 'image/png', buffer: TINY_PNG },
    ]);
    await expect(dialog.getByTestId('application-image')).toHaveCount(2);
    await dialog.getByTestId('application-submit').click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('form-success')).toBeVisible();
    await expect(page.getByTestId('promotion-status')).toHaveText('Applying');
    await expect(page.getByTestId('application-status')).toHaveText('Under review');
    await expect(page.getByTestId('promotion-apply')).toHaveCount(0);

    // Stored on the server: the operator sees it with its comment and both images.
    const stored = await applicationsOf(member.mobile);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      promotionId: promotion.id,
      comment: 'Deposited 500 on Friday at 20:15',
      imageCount: 2,
      status: 'applying',
    });
  });

  test('bad images and a long comment are refused on their fields; nothing is stored', async ({ page }) => {
    const { member, dialog } = await openApplication(page);
    const input = dialog.getByTestId('application-image-input');
    const imagesError = dialog.getByTestId('application-images-error');

    // Client checks: not PNG/JPEG, over 5 MB, more than three.
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(imagesError).toHaveText('Only PNG or JPG images can be uploaded.');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngOfSize(5 * MB + 1) });
    await expect(imagesError).toHaveText('The image must be smaller than 5 MB.');
    await expect(dialog.getByTestId('application-image')).toHaveCount(0);
    await input.setInputFiles(
      [1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, mimeType: 'image/png', buffer: TINY_PNG })),
    );
    await expect(imagesError).toHaveText('You can upload at most 3 images.');
    await expect(dialog.getByTestId('application-image')).toHaveCount(3);
    await expect(input).toHaveCount(0);
    for (let i = 0; i < 3; i += 1)
      await dialog
        .getByRole('button', { name: /Remove image/ })
        .first()
        .click();

    // The comment: 141 characters is refused before sending.
    await dialog.getByTestId('application-comment').fill('x'.repeat(141));
    await expect(dialog.getByTestId('application-comment-count')).toHaveText('141 / 140');
    await dialog.getByTestId('application-submit').click();
    await expect(dialog.getByTestId('application-comment-error')).toHaveText(
      'The comment may be at most 140 characters.',
    );
    await expect(dialog.getByTestId('application-comment')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    // The server's own check: a file named and typed PNG whose bytes are not an image.
    await dialog.getByTestId('application-comment').fill('Proof attached');
    await dialog
      .getByTestId('application-image-input')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(dialog.getByTestId('application-image')).toHaveCount(1);
    const answer = page.waitForResponse((r) => r.url().includes('PROMOFE_applyActivity'));
    await dialog.getByTestId('application-submit').click();
    expect((await answer).status()).toBe(400);
    await expect(imagesError).toHaveText('Only PNG or JPG images can be uploaded.');
    await expect(dialog).toBeVisible();

    // Nothing was stored and the promotion still waits for an application.
    expect(await applicationsOf(member.mobile)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('promotion-status')).toHaveText('Join');
  });
});
