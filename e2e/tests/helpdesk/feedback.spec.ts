import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { feedbackRows, loginFresh } from './helpers';
import { scrollToFooter } from '../../support/navigation';

const marker = () => `fb-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

// A shared two-core machine: registration, the operator CLI and axe take their time.
test.describe.configure({ timeout: 180_000 });

test.describe('feedback', () => {
  test('a visitor sends feedback from the help page; too short or too long is refused and nothing is stored', async ({
    page,
  }) => {
    const tag = marker();
    await gotoAs(page, '/help', { ip: uniqueIp() });
    await page.getByTestId('help-feedback').click();
    const dialog = page.getByTestId('feedback-dialog');
    await expect(dialog.getByTestId('feedback-types').locator('input')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen, nothing written.
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByText('Please choose a question type.')).toBeVisible();
    await expect(dialog.getByTestId('feedback-content-error')).toHaveText(
      'Please write at least 10 characters.',
    );
    await expectNoSeriousA11yViolations(page);

    await dialog.getByText('Games', { exact: true }).click();
    // Nine characters, unique to this journey, so "nothing stored" can be checked.
    const short = `s${Date.now().toString(36).slice(-8)}`;
    await dialog.getByTestId('feedback-content').fill(short);
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByTestId('feedback-content-error')).toHaveText(
      'Please write at least 10 characters.',
    );

    await dialog.getByTestId('feedback-content').fill(`${tag} ${'y'.repeat(500)}`);
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByTestId('feedback-content-error')).toHaveText(
      'Please write at most 500 characters.',
    );
    expect((await feedbackRows()).filter((r) => r.content.includes(tag) || r.content === short)).toEqual([]);

    // The server refuses out-of-bounds content too, whatever the page does.
    const refused = await page.evaluate(async (content) => {
      const response = await fetch('/wps/feedback', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Merchant: 'jade_ph', Language: 'EN', Device: 'web' },
        body: JSON.stringify({ type: 'games', content }),
      });
      return (await response.json()) as { success: boolean };
    }, short);
    expect(refused.success).toBe(false);
    expect((await feedbackRows()).filter((r) => r.content === short)).toEqual([]);

    const text = `${tag} The live dealer table froze after my bet.`;
    await dialog.getByTestId('feedback-content').fill(text);
    await dialog.getByTestId('feedback-contact').fill('player@example.com');
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByTestId('feedback-sent')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const stored = (await feedbackRows()).filter((r) => r.content.includes(tag));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      type: 'games',
      content: text,
      contact: 'player@example.com',
      username: null,
    });

    await dialog.getByTestId('feedback-done').click();
    await expect(dialog).toHaveCount(0);
  });

  test('a member sends feedback from the side bar; the footer opens the form too', async ({ page }) => {
    const tag = marker();
    const member = await loginFresh(page);
    await page.getByTestId('side-feedback').click();
    const dialog = page.getByTestId('feedback-dialog');
    await dialog.getByText('Deposit', { exact: true }).click();
    await dialog.getByTestId('feedback-content').fill(`${tag} My bank transfer is still pending.`);
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByTestId('feedback-sent')).toBeVisible();
    const stored = (await feedbackRows()).filter((r) => r.content.includes(tag));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'deposit', username: member.username });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await (await scrollToFooter(page)).getByTestId('footer-feedback').click();
    await expect(dialog.getByTestId('feedback-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
