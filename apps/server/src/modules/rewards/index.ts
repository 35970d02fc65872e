import type { Database } from '../../platform/db/client';
import type { JobHandler } from '../../platform/jobs/worker';
import type { BetFactsConsumers } from '../bet-facts';
import type { LedgerService } from '../ledger/ledger-service';
import { createBonusRepository } from './bonus-repository';
import { createBonuses, type BonusesDeps } from './bonuses';
import { createMissionRepository } from './mission-repository';
import { createMissions, type MissionsDeps } from './missions';
import { createRebateRepository } from './rebate-repository';
import { createReferral, type ReferralDeps } from './referral';
import { createRewardCentre, type RewardCentreDeps } from './reward-centre';
import { createRewardCentreRepository } from './reward-centre-repository';
import { createRebates, type RebatesDeps } from './rebates';
import { createRewardsRepository } from './repository';
import { createVip, type VipDeps } from './vip';
import { createWheel, type WheelDeps } from './wheel';
import { createWheelRepository } from './wheel-repository';

/** What the rewards capability is built from (app.ts). */
export interface RewardsDeps {
  db: Database;
  ledger: Pick<LedgerService, 'transfer'>;
  facts: Pick<BetFactsConsumers, 'readBatch'>;
  members: VipDeps['members'] & RebatesDeps['members'] & BonusesDeps['members'] & ReferralDeps['members'];
  /** A member's own win/loss of a brand day (bet-facts roll-ups): the rescue fund. */
  ownWinLoss: RewardCentreDeps['ownWinLoss'];
  /** A member's own valid bets and bet count over brand days (bet-facts roll-ups): the missions. */
  ownFigures: MissionsDeps['ownFigures'];
  /** Credited deposits and login days over a period (payments, accounts): the missions. */
  depositTotal: MissionsDeps['depositTotal'];
  loginDays: MissionsDeps['loginDays'];
  /** A member's birthday from the personal details (profile module): the birthday bonus. */
  birthdayOf: RewardCentreDeps['birthdayOf'];
  /** The agent centre's rates of team members (agents' team service). */
  agentRates: RebatesDeps['agentRates'];
  merchant: VipDeps['merchant'] & ReferralDeps['merchant'];
  merchants: VipDeps['merchants'];
  /** The prize wheel's draw (tests); a CSPRNG otherwise. */
  wheelRandom?: WheelDeps['random'] | undefined;
  vipIntervalMs?: number | undefined;
  rebateIntervalMs?: number | undefined;
  bonusIntervalMs?: number | undefined;
  now?: (() => number) | undefined;
}

/** Builds the reward economy (issue 15): VIP levels, rebates, bonuses with wagering, the reward centre. */
export function createRewards(deps: RewardsDeps) {
  const repo = createRewardsRepository(deps.db);
  const vip = createVip({
    db: deps.db,
    repo,
    ledger: deps.ledger,
    facts: deps.facts,
    members: deps.members,
    merchant: deps.merchant,
    merchants: deps.merchants,
    // The bonuses are built below; the review calls this long after.
    grantBonus: (tx, input) => bonuses.grantTemplateIfActive(tx, input),
    intervalMs: deps.vipIntervalMs,
    now: deps.now ?? Date.now,
  });
  const rebates = createRebates({
    db: deps.db,
    repo: createRebateRepository(deps.db),
    ledger: deps.ledger,
    facts: deps.facts,
    members: deps.members,
    agentRates: deps.agentRates,
    merchant: deps.merchant,
    merchants: deps.merchants,
    intervalMs: deps.rebateIntervalMs,
    now: deps.now ?? Date.now,
  });
  const bonusRepo = createBonusRepository(deps.db);
  const bonuses = createBonuses({
    db: deps.db,
    repo: bonusRepo,
    ledger: deps.ledger,
    facts: deps.facts,
    members: deps.members,
    merchant: deps.merchant,
    intervalMs: deps.bonusIntervalMs,
    now: deps.now ?? Date.now,
  });
  const referral = createReferral({ bonusRepo, members: deps.members, merchant: deps.merchant });
  const wheel = createWheel({
    db: deps.db,
    repo: createWheelRepository(deps.db),
    ledger: deps.ledger,
    bonuses,
    depositTotal: deps.depositTotal,
    members: deps.members,
    merchant: deps.merchant,
    now: deps.now ?? Date.now,
    random: deps.wheelRandom,
  });
  const centre = createRewardCentre({
    db: deps.db,
    repo: createRewardCentreRepository(deps.db),
    bonuses,
    ownWinLoss: deps.ownWinLoss,
    members: deps.members,
    birthdayOf: deps.birthdayOf,
    tickets: (member) => wheel.ticketState(member),
    // The level's birthday bonus, read fresh: a rise earlier today counts on the birthday.
    birthdayBonus: async (member) => {
      const [{ levels }, [row]] = await Promise.all([
        repo.ladderOf(member.merchantCode),
        deps.members.vipMembers(deps.db, [member.id]),
      ]);
      return {
        amount: levels.find((l) => l.level === row?.vipLevel)?.birthdayBonus ?? 0n,
        anyLevel: levels.some((l) => l.birthdayBonus > 0n),
      };
    },
    merchant: deps.merchant,
    now: deps.now ?? Date.now,
  });
  const missions = createMissions({
    db: deps.db,
    repo: createMissionRepository(deps.db),
    bonuses,
    ownFigures: deps.ownFigures,
    depositTotal: deps.depositTotal,
    loginDays: deps.loginDays,
    merchant: deps.merchant,
    now: deps.now ?? Date.now,
  });
  const jobHandlers = new Map<string, JobHandler>([
    ...vip.jobHandlers,
    ...rebates.jobHandlers,
    ...bonuses.jobHandlers,
  ]);
  return { repo, vip, rebates, bonuses, centre, referral, missions, wheel, jobHandlers };
}

export type Rewards = ReturnType<typeof createRewards>;
