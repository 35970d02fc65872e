import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gotoAs, uniqueIp } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { apiAs, cents, freshMember, headerLogin, money, openCentre, tokenOf } from './helpers';

interface Round {
  roundId: number;
  verifyId: string;
  bet: number;
  win: number;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

test.describe('betting record and profit and loss', () => {
  test.describe.configure({ timeout: 420_000 });

  test('in-house slot rounds show in the betting record with the right totals, a round replays, and P&L agrees', async ({
    page,
  }) => {
    const member = await freshMember({ deposit: '1000.00' });
    await gotoAs(page, '/', { ip: uniqueIp() });
    await headerLogin(page, member.username, member.password);
    const token = await tokenOf(page);

    // Three spins through the real API with the page's own session.
    const info = await apiAs<{ limits: { minBet: number; betStep: number } }>(
      token,
      'GET',
      '/wps/inhouse/game/info?gameId=jade-dragon',
    );
    const step = cents(info.limits.betStep);
    const bet = Math.ceil(Math.max(cents(info.limits.minBet), 100) / step) * step;
    const rounds: Round[] = [];
    for (let i = 0; i < 3; i++) {
      rounds.push(
        await apiAs<Round>(token, 'POST', '/wps/inhouse/slot/spin', {
          gameId: 'jade-dragon',
          bet: (bet / 100).toFixed(2),
          idempotencyKey: randomUUID(),
        }),
      );
    }
    const totalBet = rounds.reduce((s, r) => s + cents(r.bet), 0);
    const totalWin = rounds.reduce((s, r) => s + cents(r.win), 0);
    const net = totalWin - totalBet;
    const signed = (c: number) => `${c > 0 ? '+' : ''}${money(c)}`;

    const centre = await openCentre(page, 'personalHistoryCopy');
    const list = centre.getByTestId('bet-record-row');
    await expect(list).toHaveCount(3);
    await expect(centre.getByTestId('bet-total-rounds')).toHaveText('3');
    await expect(centre.getByTestId('bet-total-bet')).toHaveText(money(totalBet));
    await expect(centre.getByTestId('bet-total-win')).toHaveText(money(totalWin));
    await expect(centre.getByTestId('bet-total-net')).toHaveText(signed(net));
    await expectNoSeriousA11yViolations(page);

    // The filters: in-house slots keep them, another game type has none.
    await centre.getByTestId('bet-vendor').selectOption('JADE');
    await centre.getByTestId('bet-game-type').selectOption('RNG');
    await expect(list).toHaveCount(3);
    await centre.getByTestId('bet-game-type').selectOption('LIVE');
    await expect(centre.getByTestId('records-empty')).toBeVisible();
    await expect(centre.getByTestId('bet-total-rounds')).toHaveText('0');
    await centre.getByTestId('bet-game-type').selectOption('');

    // The newest round's detail: the same money, the reels, the seeds it was played with.
    const newest = rounds[2]!;
    await list.first().click();
    const detail = page.getByTestId('round-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('detail-round-id')).toHaveText(String(newest.roundId));
    await expect(detail.getByTestId('detail-bet')).toHaveText(money(cents(newest.bet)));
    await expect(detail.getByTestId('detail-win')).toHaveText(money(cents(newest.win)));
    await expect(detail.getByTestId('detail-net')).toHaveText(signed(cents(newest.win) - cents(newest.bet)));
    await expect(detail.getByTestId('detail-version')).toHaveText(/^jade-dragon@[0-9a-f]{12}$/);
    await expect(detail.getByTestId('replay-reels').first().getByRole('cell')).toHaveCount(15);
    await expect(detail.getByTestId('fair-hash')).toHaveText(newest.fairness.serverSeedHash);
    await expect(detail.getByTestId('fair-client-seed')).toHaveText(newest.fairness.clientSeed);
    await expect(detail.getByTestId('fair-nonce')).toHaveText(String(newest.fairness.nonce));
    // The seed pair is still active: its server seed stays secret.
    await expect(detail.getByTestId('fair-seed-hidden')).toBeVisible();
    await expect(detail.getByTestId('fair-verify-link')).toHaveAttribute(
      'href',
      `/verify?id=${newest.verifyId}`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);

    // Profit and loss: the same net, under Jade's own slots.
    await openCentre(page, 'personalProfit');
    await expect(centre.getByTestId('pnl-total-net')).toHaveText(signed(net));
    await expect(centre.getByTestId('pnl-total-bet')).toHaveText(money(totalBet));
    await expect(centre.getByTestId('pnl-total-rounds')).toHaveText('3');
    const byGame = centre.getByTestId('pnl-by-game-row');
    await expect(byGame).toHaveCount(1);
    await expect(byGame.first()).toHaveAttribute('data-key', 'JADE:RNG');
    await expect(byGame.first().getByTestId('pnl-by-game-net')).toHaveText(signed(net));
    await expectNoSeriousA11yViolations(page);
  });
});
