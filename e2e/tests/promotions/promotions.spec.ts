import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { recordFirstRender } from '../../support/first-render';
import { manualPromotions } from './helpers';

test.describe('promotions list and detail', () => {
  test('a visitor browses the real promotions, filters by category and opens one', async ({ page }) => {
    // Counts the date formats the page builds: the first one starts the browser's ICU (50–150 ms).
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatsBuilt: number };
      counted.dateFormatsBuilt = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.dateFormatsBuilt += 1;
          return new target(...args);
        },
      });
    });
    // The list's first render: its cards, and its height with the places of the cards to come.
    const firstRender = await recordFirstRender(page, 'promotion-list', '[data-testid="promotion-card"]');
    await gotoAs(page, '/promotions', { ip: uniqueIp() });
    const cards = page.getByTestId('promotion-card');
    await expect(cards.first()).toBeVisible();
    // The first cards render at once and the rest a few per idle turn (ui/after-first-screen.tsx); the
    // list is busy until the last one is there.
    const list = page.getByTestId('promotion-list');
    await expect(list).not.toHaveAttribute('aria-busy', /.*/);
    const total = await cards.count();
    expect(total).toBeGreaterThan(3);
    // That first render had 3 cards and already the list's final height (decision P28).
    const first = await firstRender.read();
    expect(first!.items).toBe(3);
    expect(Math.abs(first!.height - (await list.boundingBox())!.height)).toBeLessThan(1);
    // Every card shows its period, and none needed Intl to write it.
    await expect(cards.last().getByTestId('promotion-period')).toHaveText(/\d{4}/);
    expect(
      await page.evaluate(() => (window as unknown as { dateFormatsBuilt: number }).dateFormatsBuilt),
    ).toBe(0);
    // Every card carries a spec §4 status label and its artwork has an alt text.
    for (const card of await cards.all()) {
      await expect(card.getByTestId('promotion-status')).toHaveText(/\S/);
      await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
    }
    // The seeded ended promotion is still listed as closed; the future one as coming soon.
    await expect(page.locator('[data-testid="promotion-card"][data-status="closed"]').first()).toBeVisible();
    await expect(
      page.locator('[data-testid="promotion-card"][data-status="coming_soon"]').first(),
    ).toBeVisible();

    // Category tabs come from the data; a tab narrows the list and the URL keeps it.
    const tabs = page.getByTestId('promotion-categories').getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(2);
    await page.getByTestId('promotion-category-special').click();
    await expect(page).toHaveURL(/category=special/);
    await expect(page.getByTestId('promotion-category-special')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cards.count()).toBeLessThan(total);
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId('promotion-category-all').click();
    await expect.poll(() => cards.count()).toBe(total);

    // A card's period is written from generated CLDR patterns (lib/day-formats.ts), not by Intl: it
    // reads as the browser's own Intl would write it.
    const manual = (await manualPromotions())[0]!;
    const manualCard = page.locator(`[data-testid="promotion-card"][data-promotion-id="${manual.id}"]`);
    const browserStart = await page.evaluate(
      (ms) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(ms),
      manual.startAt,
    );
    await expect(manualCard.getByTestId('promotion-period')).toContainText(browserStart);

    // A visitor sees "join" on an application promotion and opens it.
    await manualCard.locator('a').click();
    await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${manual.id}$`));
    const detail = page.getByTestId('promotion-detail');
    await expect(detail).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(manual.translations.EN!.title);
    await expect(detail.getByTestId('promotion-status')).toHaveText('Join');
    // The sanitised HTML terms render as markup (lists), never as text with tags.
    await expect(page.getByTestId('promotion-content').locator('p, li').first()).toBeVisible();
    await expect(page.getByTestId('promotion-content')).not.toContainText('<');
    await expectNoSeriousA11yViolations(page);

    // Applying as a visitor opens the login modal.
    await page.getByTestId('promotion-apply').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await page.getByTestId('promotion-back').click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('an unknown promotion id says so', async ({ page }) => {
    await gotoAs(page, '/promoDetail?id=999999', { ip: uniqueIp() });
    await expect(page.getByTestId('promotion-missing')).toBeVisible();
  });
});
