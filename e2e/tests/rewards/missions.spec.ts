import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/a11y';
import { screenshot } from '../../support/screenshot';
import { memberWithMoney, openGame } from '../inhouse-games/helpers';

/** The demo mission played here (apps/server/src/modules/rewards/mission-seed.ts): 10 bets, pays 10.00. */
const BETS_MISSION = 'Place 10 bets today';

async function openMissions(page: Page) {
  await page.getByTestId('security-centre').click();
  const centre = page.getByTestId('member-centre');
  await centre.getByTestId('mc-entry-missionLeaderboard').click();
  await expect(centre.getByTestId('mc-entry-missionLeaderboard')).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByTestId('mission-list')).toBeVisible();
  return centre;
}

test.describe('Missions', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new player plays until a mission completes, claims it once, and sees the bonus', async ({
    page,
  }) => {
    await memberWithMoney(page, '100');
    let centre = await openMissions(page);
    const mission = () => centre.getByTestId('mission-item').filter({ hasText: BETS_MISSION });
    await expect(mission()).toHaveAttribute('data-state', 'inProgress');
    await expect(mission().getByTestId('mission-progress')).toHaveText('0 / 10');
    await expect(mission().getByTestId('mission-claim')).toBeDisabled();
    // Logging in already completed the demo's daily login mission: one to claim.
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toHaveText('1');
    await page.keyboard.press('Escape');

    // Ten spins of 1.00 on a slot.
    await openGame(page, 'koi-riches');
    await expect(page.getByTestId('slot-bet')).toHaveText(/1\.00/);
    for (let spin = 1; spin <= 10; spin++) {
      const settled = page.waitForResponse(
        (r) => r.url().includes('/wps/inhouse/slot/spin') && r.status() === 200,
        { timeout: 90_000 },
      );
      await page.getByTestId('spin').click();
      await settled;
      await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-state', 'ready', {
        timeout: 90_000,
      });
    }

    // The bet facts' roll-ups read the spins within seconds.
    await page.goto('/');
    await expect(async () => {
      await page.reload();
      centre = await openMissions(page);
      await expect(mission()).toHaveAttribute('data-state', 'claimable', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(mission().getByTestId('mission-progress')).toHaveText('10 / 10');
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toHaveText('2');
    await expect(mission().getByTestId('mission-time-left')).toContainText('left');
    await screenshot(page, 'rewards-missions-desktop');
    await expectNoSeriousA11yViolations(page);

    await mission().getByTestId('mission-claim').click();
    await expect(mission().getByTestId('mission-claimed-note')).toContainText('10.00');
    await expect(mission()).toHaveAttribute('data-state', 'claimed');
    await expect(mission().getByTestId('mission-claim')).toBeDisabled();
    await expect(centre.getByTestId('mc-badge-missionLeaderboard')).toHaveText('1');

    // A second claim of the same mission and day pays nothing.
    const missionId = Number(await mission().getAttribute('data-mission-id'));
    const second = await page.evaluate(async (id) => {
      const raw = sessionStorage.getItem('token') ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const response = await fetch('/wps/relay/MCSFE_claimMissionRewards', {
        method: 'POST',
        headers: {
          Merchant: 'jade_ph',
          Language: 'EN',
          Authorization: token,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ missionId: id, idempotencyKey: `e2e-second-${Date.now()}` }),
      });
      return (await response.json()) as { success: boolean; errorCode?: string };
    }, missionId);
    expect(second).toMatchObject({ success: false, errorCode: 'mission.already.claimed' });

    // The leaderboard has the player's points; the bonus is in bonus details with its wagering.
    await centre.getByTestId('mission-tabs-board').click();
    await expect(centre.getByTestId('mission-own-rank')).toContainText('10 points');
    await centre.getByTestId('mc-entry-bonusDetails').click();
    await expect(centre.locator('[data-testid="bonus-row"][data-kind="mission"]')).toHaveCount(1);
    await expect(centre.locator('[data-testid="bonus-row"][data-kind="mission"]')).toHaveAttribute(
      'data-status',
      'active',
    );
  });
});
