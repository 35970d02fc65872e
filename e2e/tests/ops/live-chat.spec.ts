import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { consoleToken, createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { loginFreshMember } from '../wallet/helpers';

/** Live chat (issue 16 item 9): a player and the desk talk in real time; replies are audited. */
test.describe('live chat', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a player's message reaches the desk, and the operator's reply arrives without a reload", async ({
    page,
    browser,
  }) => {
    // The player opens live chat from the customer-service menu (csType 1): Jade's own dialog.
    const member = await loginFreshMember(page);
    await page.getByTestId('side-cs').click();
    await page.getByTestId('side-cs-panel').getByTestId('cs-entry-1').click();
    const dialog = page.getByTestId('chat-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('chat-status')).toHaveAttribute('data-status', 'live');
    await expect(dialog.getByTestId('chat-empty')).toBeVisible();
    // Shift+Enter is a new line, Enter sends.
    const input = dialog.getByTestId('chat-input');
    await input.fill('Hello, my deposit has not arrived.');
    await input.press('Shift+Enter');
    await input.pressSequentially('Reference E2E-CHAT');
    await input.press('Enter');
    const mine = dialog.locator('[data-testid="chat-message"][data-sender="player"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Hello, my deposit has not arrived.\nReference E2E-CHAT');
    await expect(input).toHaveValue('');
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { chatJourney: boolean }).chatJourney = true));

    // An operator finds the conversation, unread, and answers with a canned reply plus a line.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    const admin = await createOperator('admin');
    await signInToConsole(desk, admin);
    await desk.getByRole('link', { name: 'Live chat' }).click();
    await expect(desk.getByTestId('ops-chat-status')).toHaveAttribute('data-status', 'live');
    const item = desk.locator(`[data-testid="ops-chat-conversation"][data-player="${member.username}"]`);
    await expect(item.getByTestId('ops-chat-unread')).toHaveText('1');
    await item.click();
    const thread = desk.getByTestId('ops-chat-thread');
    await expect(thread).toContainText('Reference E2E-CHAT');
    // Opening it reads it.
    await expect(item.getByTestId('ops-chat-unread')).toHaveCount(0);
    await desk.getByTestId('ops-chat-canned').selectOption({ label: 'Greeting' });
    const reply = desk.getByTestId('ops-chat-reply');
    await expect(reply).toHaveValue('Hello, this is customer service. How can I help you today?');
    await reply.fill('We are checking reference E2E-CHAT with the bank now.');
    await expectNoSeriousA11yViolations(desk);
    await reply.press('Enter');
    await expect(thread.locator('[data-sender="operator"]')).toContainText(
      'We are checking reference E2E-CHAT',
    );
    await screenshot(desk, 'ops-live-chat');

    // The reply appears in the player's open dialog, live: same document, no reload.
    const theirs = dialog.locator('[data-testid="chat-message"][data-sender="operator"]');
    await expect(theirs).toContainText('We are checking reference E2E-CHAT with the bank now.');
    expect(await page.evaluate(() => (window as unknown as { chatJourney?: boolean }).chatJourney)).toBe(
      true,
    );
    // The player read it in the open dialog: the desk sees it as seen.
    await expect(thread).toContainText('Seen by the player');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'ops-live-chat-player');

    // The audit log has the reply: who, which conversation, what was said.
    const audit = await desk.evaluate(
      async (token) => {
        const response = await fetch('/ops/audit?action=chat.reply&pageSize=20', {
          headers: { Authorization: token },
        });
        return (await response.json()) as {
          value: {
            list: {
              operatorName: string;
              action: string;
              targetType: string;
              after: { player: string; text: string };
            }[];
          };
        };
      },
      await consoleToken(desk),
    );
    const entry = audit.value.list.find((e) => e.after.player === member.username);
    expect(entry).toMatchObject({
      operatorName: admin.username,
      action: 'chat.reply',
      targetType: 'chat_conversation',
      after: { text: 'We are checking reference E2E-CHAT with the bank now.' },
    });
    await desk.context().close();
  });
});
