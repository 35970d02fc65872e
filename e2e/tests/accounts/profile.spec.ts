import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { baseURL } from '../../support/env';
import { createOperator, signInToConsole } from '../../support/ops';
import { screenshot } from '../../support/screenshot';
import { loginFreshMember } from '../wallet/helpers';

/** Today on the browser's clock, YYYY-MM-DD (the brand's day is the same or one later). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Personal details (decision A-profile-1) and the birthday bonus: the member gives a birthday once,
 * the reward centre pays its bonus once, and customer service corrects a locked detail, audited.
 */
test.describe('personal details and the birthday bonus', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member saves their details; the birthday is locked and opens the birthday bonus, claimed once; support corrects the real name', async ({
    page,
    browser,
  }) => {
    const member = await loginFreshMember(page);
    await page.getByTestId('security-centre').click();
    const centre = page.getByTestId('member-centre');
    const form = centre.getByTestId('profile-form');
    await expect(form).toBeVisible();

    // Before a birthday, the reward centre asks for one.
    await centre.getByTestId('mc-entry-rewardCenter').click();
    const birthdayCard = centre.locator('[data-testid="reward-item"][data-kind="birthday"]');
    await expect(birthdayCard).toHaveAttribute('data-state', 'unavailable');
    await birthdayCard.getByTestId('reward-birthday-add').click();
    await expect(form).toBeVisible();

    // The form checks what the server checks, in the interface's language.
    await form.getByTestId('profile-telegram').fill('ab');
    await form.getByTestId('profile-save').click();
    await expect(form).toContainText('A Telegram username: 5 to 32 letters, digits or _');
    const birthday = `${Number(today().slice(0, 4)) - 30}${today().slice(4)}`;
    await form.getByTestId('profile-nickname').fill('Lucky Star');
    await form.getByTestId('profile-real-name').fill('Maria Santos');
    await form.getByTestId('profile-birthday').fill(birthday);
    await form.getByTestId('profile-nationality').selectOption('PH');
    await form.getByTestId('profile-occupation').selectOption('selfEmployed');
    await form.getByTestId('profile-income').selectOption('business');
    await form.getByTestId('profile-telegram').fill('@lucky_star');
    await form.getByTestId('profile-address').fill('12 Roxas Boulevard, Manila');
    await form.getByTestId('profile-save').click();
    await expect(form).toContainText('Your details are saved.');
    // Set once: the real name and the birthday are now read-only, with the way to change them.
    await expect(form.getByTestId('profile-real-name')).toHaveAttribute('readonly', '');
    await expect(form.getByTestId('profile-birthday')).toHaveAttribute('readonly', '');
    await expect(form).toContainText('Set. To change it, contact customer service.');
    await expect(form.getByTestId('profile-nationality')).toHaveValue('PH');
    await screenshot(page, 'account-profile-desktop');
    await expectNoSeriousA11yViolations(page);

    // A new visit reads the same details from the server.
    await page.reload();
    await page.getByTestId('security-centre').click();
    await expect(centre.getByTestId('profile-telegram')).toHaveValue('lucky_star');
    await expect(centre.getByTestId('profile-birthday')).toHaveValue(birthday);

    // The birthday bonus (the demo's VIP0 amount) is claimable now, once.
    const badge = centre.getByTestId('mc-badge-rewardCenter');
    await expect(badge).toHaveText('3');
    await centre.getByTestId('mc-entry-rewardCenter').click();
    await expect(birthdayCard).toHaveAttribute('data-state', 'claimable');
    await expect(birthdayCard).toContainText('Happy birthday!');
    await expect(birthdayCard.getByTestId('reward-amount')).toHaveText(/8\.00/);
    await centre.getByTestId('reward-claim-birthday').click();
    await expect(birthdayCard).toHaveAttribute('data-state', 'claimed');
    await expect(centre.getByTestId('reward-claim-birthday')).toBeDisabled();
    await expect(birthdayCard).toContainText('Claimed for this birthday. See you next year!');
    await expect(badge).toHaveText('2');
    await centre.getByTestId('mc-entry-bonusDetails').click();
    await expect(centre.locator('[data-testid="bonus-row"][data-kind="birthday"]')).toHaveCount(1);

    // Support finds the player and corrects the real name after an ID check; the player sees it.
    const desk = await (await browser.newContext({ baseURL })).newPage();
    await signInToConsole(desk, await createOperator('support'));
    await desk.getByRole('link', { name: 'Find a player' }).click();
    await desk.getByLabel('Search by').selectOption('mobile');
    await desk.getByLabel('Search for').fill(member.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('link', { name: member.username }).click();
    await desk.getByRole('tab', { name: 'Personal details' }).click();
    const details = desk.getByTestId('ops-player-details');
    await expect(details).toContainText(`${birthday} · set by the player`);
    await expect(details).toContainText('Maria Santos');
    const correct = desk.getByTestId('ops-profile-correct');
    await correct.getByTestId('ops-profile-real-name').fill('Maria Santos Reyes');
    await expect(correct.getByTestId('ops-profile-save')).toBeDisabled();
    await correct.getByTestId('ops-profile-reason').fill('Passport checked: second surname missing');
    await correct.getByTestId('ops-profile-save').click();
    await expect(correct).toContainText('The details are corrected.');
    await expect(details).toContainText('Maria Santos Reyes');
    await screenshot(desk, 'ops-player-details');

    await page.keyboard.press('Escape');
    await page.getByTestId('security-centre').click();
    await centre.getByTestId('mc-entry-securityCenter').click();
    await expect(centre.getByTestId('profile-real-name')).toHaveValue('Maria Santos Reyes');
    // On a phone the fields stack in one column.
    await page.setViewportSize({ width: 390, height: 844 });
    await centre.getByTestId('profile-nationality').scrollIntoViewIfNeeded();
    await expect(centre.getByTestId('profile-address')).toBeVisible();
    await screenshot(page, 'account-profile-phone');
  });
});
