import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { gameList } from './helpers';

test.describe('header search popup', () => {
  // Long journeys on a shared, busy machine: three times the default time-out.
  test.slow();

  test('searches on Enter with a count, keeps a history with one-by-one removal, says no data', async ({
    page,
  }) => {
    await gotoAs(page, '/', { ip: uniqueIp() });
    await page.getByTestId('header-search').click();
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    const input = dialog.getByTestId('search-input');

    await input.fill('fortune');
    await input.press('Enter');
    const found = await gameList({ gameName: 'fortune', pageSize: 24 });
    await expect(dialog.getByTestId('search-count')).toHaveText(`${found.totalCount} games found`);
    await expect(dialog.getByTestId('search-results').getByTestId('game-tile')).toHaveCount(
      found.games.length,
    );

    await input.fill('zzqx nothing');
    await input.press('Enter');
    await expect(dialog.getByTestId('games-empty')).toContainText('No data');

    const history = dialog.getByTestId('search-history-item');
    await expect(history).toHaveText(['zzqx nothing', 'fortune']);
    await expectNoSeriousA11yViolations(page);

    // A history chip searches again.
    await history.filter({ hasText: 'fortune' }).getByRole('button').first().click();
    await expect(dialog.getByTestId('search-count')).toHaveText(`${found.totalCount} games found`);

    // Remove one by one; the history survives closing the popup (local storage).
    await history.filter({ hasText: 'zzqx nothing' }).getByTestId('search-history-remove').click();
    await expect(history).toHaveText(['fortune']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('header-search').click();
    await expect(history).toHaveText(['fortune']);
    await history.getByTestId('search-history-remove').click();
    await expect(history).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
  });
});
