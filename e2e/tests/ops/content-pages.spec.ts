import { expect, test } from '@playwright/test';
import { createMobileMember, gotoAs, headerLogin, loginElsewhere, uniqueIp } from '../../support/accounts';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { gradientPng } from '../../support/png';
import { screenshot } from '../../support/screenshot';
import { manualPromotions } from '../promotions/helpers';

/** A member's activity application through the site's multipart call (as the apply dialog sends it). */
async function applyThroughApi(token: string, ip: string, promotionId: number, comment: string) {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  form.append('comment', comment);
  const response = await fetch(new URL('/wps/relay/PROMOFE_applyActivity', baseURL), {
    method: 'POST',
    headers: {
      Merchant: 'jade_ph',
      Language: 'EN',
      Device: 'web',
      'X-Forwarded-For': ip,
      Authorization: token,
    },
    body: form,
  });
  const body = (await response.json()) as { success: boolean; errorCode?: string };
  expect(body, JSON.stringify(body)).toMatchObject({ success: true });
}

/**
 * The content pages of the back office (issue 16): a content operator publishes a members' notice,
 * writes to one player, approves that player's promotion application and adds a help article; the
 * player sees all four on the site. The popup and promotion editors save and remove an item switched
 * off. One journey: each costs a registration and two sign-ins.
 */
test.describe('back office content pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a content operator publishes a notice, messages a player and approves their application', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const noticeTitle = `Members' weekend ${stamp}`;
    const messageTitle = `A note for you ${stamp}`;
    const comment = `Deposited on Friday ${stamp}`;

    // A player applies to a running promotion that needs a review.
    const ip = uniqueIp();
    const player = await createMobileMember(ip);
    const promotion = (await manualPromotions())[0]!;
    await applyThroughApi(
      await loginElsewhere(player.mobile, player.password, ip),
      ip,
      promotion.id,
      comment,
    );

    const desk = await (
      await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
    ).newPage();
    const content = await createOperator('content');
    await signInToConsole(desk, content);

    // 1. A notice-bar announcement for signed-in members, previewed as players see it.
    await desk.getByRole('link', { name: 'Announcements' }).click();
    await desk.getByTestId('ops-notice-new').click();
    const editor = desk.getByTestId('ops-notice-editor');
    await editor.getByLabel('Who sees it').selectOption('members');
    await editor.getByTestId('ops-notice-save').click();
    await expect(editor.getByTestId('form-error')).toContainText('English title and text');
    await editor.getByLabel('Title · English').fill(noticeTitle);
    const text = editor.getByLabel('Text (HTML) · English');
    // A script hidden in the text never runs in the preview.
    await text.fill('<p>Sneaky</p><img src=x onerror="window.__pwned=1">');
    const preview = editor.getByTestId('ops-notice-preview');
    await expect(preview).toContainText('Sneaky');
    expect(await desk.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await text.fill('<p>Double points <strong>all weekend</strong>.</p>');
    await expect(preview).toContainText(noticeTitle);
    await expect(preview.locator('strong')).toHaveText('all weekend');
    await editor.getByLabel('Order (lower first)').fill('100000');
    await screenshot(desk, 'ops-content');
    await editor.getByTestId('ops-notice-save').click();
    await expect(editor).toBeHidden();
    await expect(desk.getByTestId('ops-notice').filter({ hasText: noticeTitle })).toContainText('Live');

    // 2. A message to the player alone.
    await desk.getByRole('link', { name: 'Platform messages' }).click();
    await desk.getByTestId('ops-message-new').click();
    const composer = desk.getByTestId('ops-message-composer');
    await composer.getByLabel('Player’s username').fill(player.mobile);
    await composer.getByLabel('Title · English').fill(messageTitle);
    await composer.getByLabel('Text (HTML) · English').fill('<p>Hello {nickname}, thanks for playing.</p>');
    await expect(composer.getByTestId('ops-message-preview')).toContainText('Hello Alex');
    await composer.getByTestId('ops-message-send').click();
    await expect(composer).toBeHidden();
    await expect(desk.getByTestId('ops-message').filter({ hasText: messageTitle })).toContainText(
      player.mobile,
    );

    // 3. The application waits in the queue; approved with a note.
    await desk.getByRole('link', { name: 'Applications' }).click();
    const row = desk.getByTestId('ops-application').filter({ hasText: comment });
    await expect(row).toContainText(player.mobile);
    await screenshot(desk, 'ops-content-applications');
    await row.getByTestId('ops-application-approve').click();
    const decision = desk.getByTestId('ops-application-decision');
    await decision.getByLabel('Reason').fill('Deposit confirmed');
    await decision.getByTestId('ops-application-decision-confirm').click();
    await expect(decision).toBeHidden();
    await desk.getByLabel('Status').selectOption('approved');
    await expect(desk.getByTestId('ops-application').filter({ hasText: comment })).toContainText(
      'Deposit confirmed',
    );

    // 4. A help article in the first category, previewed as the help centre opens it.
    const articleTitle = `Weekend points explained ${stamp}`;
    await desk.getByRole('link', { name: 'Help centre' }).click();
    await desk.getByTestId('ops-help-category').first().getByTestId('ops-help-article-new').click();
    const article = desk.getByTestId('ops-help-article-editor');
    await article.getByLabel('Title · English').fill(articleTitle);
    await article.getByLabel('Text (HTML) · English').fill('<p>Points double from Friday to Sunday.</p>');
    await expect(article.getByTestId('ops-help-preview')).toContainText('Points double from Friday');
    await article.getByTestId('ops-help-article-save').click();
    await expect(article).toBeHidden();
    await expect(desk.getByTestId('ops-help-article').filter({ hasText: articleTitle })).toHaveCount(1);

    // 5. A popup and a promotion saved switched off (they would greet every other journey's players),
    //    each with its preview; then removed.
    await desk.getByRole('link', { name: 'Popups' }).click();
    await desk.getByTestId('ops-popup-new').click();
    const popup = desk.getByTestId('ops-popup-editor');
    await popup.getByLabel('Title · English').fill(`Welcome gift ${stamp}`);
    await popup.getByLabel(/^Button label/).fill('Claim now');
    await expect(popup.getByTestId('ops-popup-preview')).toContainText('Claim now');
    await popup.getByLabel('Shown on the site').uncheck();
    await popup.getByTestId('ops-popup-save').click();
    await expect(popup).toBeHidden();
    const savedPopup = desk.getByTestId('ops-popup').filter({ hasText: `Welcome gift ${stamp}` });
    await expect(savedPopup).toContainText('Off');
    desk.once('dialog', (dialog) => void dialog.accept());
    await savedPopup.getByRole('button', { name: 'Delete' }).click();
    await expect(savedPopup).toHaveCount(0);

    await desk.getByRole('link', { name: 'Promotions' }).click();
    await desk.getByTestId('ops-promotion-new').click();
    const promo = desk.getByTestId('ops-promotion-editor');
    await promo.getByTestId('ops-promotion-save').click();
    await expect(promo.getByTestId('form-error')).toContainText('picture');
    await promo.getByTestId('ops-promotion-file').setInputFiles({
      name: 'promo.png',
      mimeType: 'image/png',
      buffer: gradientPng(600, 300, [6, 61, 47], [226, 187, 90]),
    });
    await expect(promo.getByTestId('ops-promotion-preview').locator('img').first()).toHaveAttribute(
      'src',
      /^\/img\/uploads\/[0-9a-f]{32}\.png$/,
    );
    await promo.getByLabel('Title · English').fill(`Reload bonus ${stamp}`);
    await expect(promo.getByTestId('ops-promotion-preview')).toContainText(`Reload bonus ${stamp}`);
    await promo.getByLabel('Shown on the site').uncheck();
    await promo.getByTestId('ops-promotion-save').click();
    await expect(promo).toBeHidden();
    const savedPromo = desk.getByTestId('ops-promotion').filter({ hasText: `Reload bonus ${stamp}` });
    await expect(savedPromo).toHaveCount(1);
    desk.once('dialog', (dialog) => void dialog.accept());
    await savedPromo.getByRole('button', { name: 'Delete' }).click();
    await expect(savedPromo).toHaveCount(0);

    // The player: the notice in the notice bar, the message in the inbox, the promotion issued, the
    // help article found by the help centre's search.
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, player.mobile, player.password);
    await expect(page.getByTestId('notice-bar-item').filter({ hasText: noticeTitle })).toHaveCount(1);
    await page.getByTestId('message-centre-button').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByTestId('msg-row').filter({ hasText: messageTitle }).click();
    await expect(centre.getByTestId('msg-view-title')).toHaveText(messageTitle);
    await expect(centre.getByTestId('msg-view-content')).toContainText('thanks for playing');
    await page.goto(`/promoDetail?id=${promotion.id}`);
    await expect(page.getByTestId('promotion-status')).toHaveText('Issued');
    await page.goto('/help');
    await page.getByTestId('help-search').fill(articleTitle);
    await page.getByTestId('help-article-link').filter({ hasText: articleTitle }).click();
    await expect(page.getByTestId('help-article').filter({ hasText: articleTitle })).toContainText(
      'Points double from Friday',
    );

    // Clean up: the notice goes (other journeys count the notice bar's items).
    await desk.getByRole('link', { name: 'Announcements' }).click();
    desk.once('dialog', (dialog) => void dialog.accept());
    await desk
      .getByTestId('ops-notice')
      .filter({ hasText: noticeTitle })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(desk.getByTestId('ops-notice').filter({ hasText: noticeTitle })).toHaveCount(0);
    await desk.getByRole('link', { name: 'Help centre' }).click();
    desk.once('dialog', (dialog) => void dialog.accept());
    await desk
      .getByTestId('ops-help-article')
      .filter({ hasText: articleTitle })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(desk.getByTestId('ops-help-article').filter({ hasText: articleTitle })).toHaveCount(0);
    await desk.context().close();
  });
});
