import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { freshMember, headerBadge, headerLogin, sendMessage } from './helpers';

// A shared two-core machine: registration, the operator CLI and axe take their time.
test.describe.configure({ timeout: 180_000 });

test.describe('message centre (messageV2)', () => {
  test('an operator message shows unread with the badge; opening it marks it read and the badge drops', async ({
    page,
  }) => {
    const member = await freshMember();
    const title = `Your weekly bonus ${Date.now().toString(36)}`;
    // Sent before the member logs in, as the back office would; the server sanitises the HTML.
    await sendMessage(member.username, {
      title,
      html: '<p>Hello {nickname}, your <strong>weekly bonus</strong> is ready.</p><img src=x onerror="window.__pwned=1">',
    });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);

    // Every member also has the welcome message; the header badge counts unread messages and the
    // rewards waiting to be claimed (a new member's sign-in and registration rewards).
    await expect(page.getByTestId('header-desktop').getByTestId('header-badge')).toBeVisible();
    await page.getByTestId('message-centre-button').click();
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('mc-entry-messageV2')).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByTestId('mc-badge-rewardCenter')).toHaveText('2');
    const rewards = 2;
    const before = await headerBadge(page);
    const unread = before - rewards;
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect(centre.getByTestId('mc-badge-messageV2')).toHaveText(String(unread));
    const row = centre.getByTestId('msg-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-read', 'false');
    await expect(row.getByTestId('msg-unread-dot')).toBeVisible();
    await expect(centre.getByTestId('msg-unread-summary')).toHaveText(`${unread} unread`);
    await expectNoSeriousA11yViolations(page);

    await row.click();
    await expect(centre.getByTestId('msg-view-title')).toHaveText(title);
    const content = centre.getByTestId('msg-view-content');
    await expect(content.locator('strong')).toHaveText('weekly bonus');
    await expect(content).toContainText(`Hello ${member.username}`);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);

    // Opening marked it read: the header badge and the entry's badge drop by one.
    await expect.poll(() => headerBadge(page)).toBe(before - 1);
    await expect(centre.getByTestId('mc-badge-messageV2')).toHaveText(String(unread - 1));
    await centre.getByTestId('msg-back').click();
    await expect(row).toHaveAttribute('data-read', 'true');
    await expect(row.getByTestId('msg-unread-dot')).toHaveCount(0);

    // It stays read after a reload (stored on the server).
    await page.reload();
    await expect.poll(() => headerBadge(page)).toBe(before - 1);

    await page.getByTestId('message-centre-button').click();
    await centre.getByTestId('msg-mark-all').click();
    await expect(centre.getByTestId('msg-unread-summary')).toHaveText('All caught up');
    // Only the rewards are left on the header's badge.
    await expect.poll(() => headerBadge(page)).toBe(rewards);
    await expect(centre.getByTestId('mc-badge-messageV2')).toHaveCount(0);
  });

  test('pages of ten, newest first; a deleted message leaves the inbox', async ({ page }) => {
    test.setTimeout(240_000);
    const member = await freshMember();
    for (let i = 1; i <= 11; i++)
      await sendMessage(member.username, { title: `Notice number ${i}`, html: `<p>Text ${i}</p>` });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    await page.getByTestId('message-centre-button').click();
    const centre = page.getByTestId('member-centre');
    const rows = centre.getByTestId('msg-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByTestId('msg-title')).toHaveText('Notice number 11');
    // 11 sent + the welcome message: two pages.
    const pages = centre.getByTestId('msg-pages');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByTestId('msg-title')).toHaveText('Notice number 1');

    await rows.first().click();
    await centre.getByTestId('msg-delete').click();
    await centre.getByTestId('msg-delete-confirm').click();
    await expect(centre.getByTestId('msg-list')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ has: page.getByText('Notice number 1', { exact: true }) })).toHaveCount(0);
  });
});
