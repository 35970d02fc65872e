import { merchants } from '../brand/tables';
import type { Database } from '../../platform/db/client';
import {
  bonusSettings,
  bonusTemplates,
  rebateRates,
  rebateSettings,
  rewardCentreSettings,
  vipLadders,
  vipLevels,
  wheelSettings,
} from './tables';
import { seedMissionsDemo } from './mission-seed';
import { DEFAULT_REWARD_CENTRE } from './reward-centre-rules';
import { DEFAULT_WAGER_WEIGHTS } from './wagering';
import { DEFAULT_REBATE_RULES } from './rebate-rules';
import { checkLadder, type VipLevelRule } from './vip-rules';

const units = (major: number) => BigInt(major) * 100n;

/**
 * The demo VIP ladder (decisions R1, R5): a brand month's deposits and valid turnover, in the brand's
 * currency's major units; the upgrade, monthly and birthday bonuses; the daily withdrawal limits (amount, count;
 * 0: the brand's own, 200,000 five times). VIP5 and above reach the VIP customer-service channel
 * (spec §6).
 */
const DEMO_LADDER: [
  deposits: number,
  turnover: number,
  retain: number,
  bonus: number,
  monthly: number,
  birthday: number,
  withdrawAmount: number,
  withdrawCount: number,
][] = [
  [0, 0, 0, 0, 0, 8, 0, 0],
  [1_000, 10_000, 5_000, 38, 8, 18, 0, 0],
  [5_000, 50_000, 25_000, 188, 28, 58, 0, 0],
  [20_000, 200_000, 100_000, 588, 88, 188, 500_000, 8],
  [50_000, 1_000_000, 400_000, 1_888, 288, 588, 1_000_000, 10],
  [200_000, 5_000_000, 2_000_000, 8_888, 888, 1_888, 3_000_000, 15],
  [500_000, 20_000_000, 8_000_000, 28_888, 2_888, 5_888, 10_000_000, 20],
];

export const DEMO_VIP_LEVELS: VipLevelRule[] = checkLadder(
  DEMO_LADDER.map(
    ([deposits, turnover, retain, bonus, monthly, birthday, withdrawAmount, withdrawCount], level) => ({
      level,
      name: `VIP${level}`,
      depositThreshold: units(deposits),
      turnoverThreshold: units(turnover),
      retainTurnover: units(retain),
      upgradeBonus: units(bonus),
      monthlyBonus: units(monthly),
      birthdayBonus: units(birthday),
      withdrawDailyAmount: units(withdrawAmount),
      withdrawDailyCount: withdrawCount,
    }),
  ),
);

/**
 * The demo rebate rates (decision R2), basis points at VIP0 and the step each level adds: slots and
 * fishing earn the most, the lotteries the least.
 */
const DEMO_REBATE: Record<string, [base: number, step: number]> = {
  RNG: [50, 10],
  LIVE: [40, 8],
  FISH: [50, 10],
  PVP: [30, 5],
  SPORTS: [50, 8],
  ESPORTS: [50, 8],
  LOTT: [20, 5],
  ELOTT: [20, 5],
  COCKFIGHT: [30, 5],
};

export const DEMO_REBATE_RATES = Object.entries(DEMO_REBATE).flatMap(([productType, [base, step]]) =>
  DEMO_VIP_LEVELS.map((l) => ({ productType, vipLevel: l.level, rateBps: base + step * l.level })),
);

/**
 * The demo bonus templates (decision R3), amounts in the brand currency's major units: the 100 %
 * welcome bonus the home page promises (first deposit from 10,000, up to 500,000, 10× the bonus within
 * 30 days), and the bonuses an operator grants by hand.
 */
type DemoTemplate = Omit<
  typeof bonusTemplates.$inferInsert,
  'id' | 'merchantCode' | 'fixedAmount' | 'maxBonus' | 'minDeposit' | 'weights' | 'active' | 'updatedAt'
> & { fixedAmount: number; maxBonus: number; minDeposit: number };

const DEMO_BONUS_TEMPLATES: DemoTemplate[] = [
  {
    code: 'welcome',
    kind: 'welcome',
    trigger: 'firstDeposit',
    name: '100% welcome bonus',
    percentBps: 10_000,
    fixedAmount: 0,
    maxBonus: 500_000,
    minDeposit: 10_000,
    multipleX100: 1_000,
    base: 'bonus',
    expiryDays: 30,
  },
  {
    code: 'birthday',
    kind: 'birthday',
    trigger: 'manual',
    name: 'Birthday bonus',
    percentBps: 0,
    fixedAmount: 3_888,
    maxBonus: 0,
    minDeposit: 0,
    multipleX100: 500,
    base: 'bonus',
    expiryDays: 7,
  },
  {
    code: 'red-envelope',
    kind: 'redEnvelope',
    trigger: 'manual',
    name: 'Red envelope',
    percentBps: 0,
    fixedAmount: 888,
    maxBonus: 0,
    minDeposit: 0,
    multipleX100: 300,
    base: 'bonus',
    expiryDays: 3,
  },
  {
    code: 'goodwill',
    kind: 'manual',
    trigger: 'manual',
    name: 'Goodwill bonus',
    percentBps: 0,
    fixedAmount: 0,
    maxBonus: 0,
    minDeposit: 0,
    multipleX100: 100,
    base: 'bonus',
    expiryDays: 14,
  },
  // Invite friends (decision R6): 88 to the inviter when an invitee's first deposit reaches 1,000.
  {
    code: 'referral',
    kind: 'referral',
    trigger: 'manual',
    name: 'Referral bonus',
    percentBps: 0,
    fixedAmount: 88,
    maxBonus: 0,
    minDeposit: 1_000,
    multipleX100: 300,
    base: 'bonus',
    expiryDays: 14,
  },
  // The reward centre's (decision R4): it names the amounts, the templates the wagering.
  ...(
    [
      ['sign-in', 'signIn', 'Daily sign-in bonus', 100, 3],
      ['register', 'register', 'Registration bonus', 300, 7],
      ['rescue', 'rescue', 'Rescue fund', 100, 3],
      ['vip-monthly', 'vipMonthly', 'VIP monthly bonus', 300, 14],
      // Missions (decision R7): each mission names its own multiple; the template its expiry.
      ['mission', 'mission', 'Mission reward', 100, 7],
      // The prize wheel's bonus prizes (decision R9).
      ['wheel', 'wheel', 'Prize wheel bonus', 300, 7],
    ] as const
  ).map(([code, kind, name, multipleX100, expiryDays]) => ({
    code,
    kind,
    trigger: 'manual' as const,
    name,
    percentBps: 0,
    fixedAmount: 0,
    maxBonus: 0,
    minDeposit: 0,
    multipleX100,
    base: 'bonus' as const,
    expiryDays,
  })),
];

/**
 * The demo prize wheel (decision R9): a ticket for 500 deposited in a brand day, usable for 7 days;
 * eight segments, the small prizes likely and the large rare (weights out of 100).
 */
const DEMO_WHEEL = {
  enabled: true,
  ticketDeposit: units(500),
  ticketDays: 7,
  segments: (
    [
      ['cash', 8, 25],
      ['bonus', 18, 20],
      ['none', 0, 20],
      ['cash', 28, 12],
      ['bonus', 58, 10],
      ['none', 0, 8],
      ['cash', 88, 4],
      ['bonus', 188, 1],
    ] as const
  ).map(([kind, amount, weight]) => ({ kind, amount: units(amount).toString(), weight })),
};

/** The demo ladder, rebates and bonuses for every merchant that has none yet (idempotent: runs on every start). */
export async function seedRewardsDemo(tx: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const all = await tx.select({ code: merchants.code }).from(merchants);
  const configured = new Set(
    (await tx.select({ code: vipLadders.merchantCode }).from(vipLadders)).map((r) => r.code),
  );
  const rebated = new Set(
    (await tx.select({ code: rebateSettings.merchantCode }).from(rebateSettings)).map((r) => r.code),
  );
  const bonused = new Set(
    (await tx.select({ code: bonusSettings.merchantCode }).from(bonusSettings)).map((r) => r.code),
  );
  const centred = new Set(
    (await tx.select({ code: rewardCentreSettings.merchantCode }).from(rewardCentreSettings)).map(
      (r) => r.code,
    ),
  );
  for (const { code } of all) {
    if (!centred.has(code))
      await tx.insert(rewardCentreSettings).values({
        merchantCode: code,
        ...DEFAULT_REWARD_CENTRE,
        signInAmounts: DEFAULT_REWARD_CENTRE.signInAmounts.map(String),
        updatedAt: new Date(),
      });
    const updatedAt = new Date();
    if (!bonused.has(code))
      await tx.insert(bonusSettings).values({ merchantCode: code, withdrawalRule: 'block', updatedAt });
    // By code, so a template added to the demo later reaches databases seeded before it (one an
    // operator changed or deactivated is left as it is).
    await tx
      .insert(bonusTemplates)
      .values(
        DEMO_BONUS_TEMPLATES.map((t) => ({
          ...t,
          merchantCode: code,
          fixedAmount: units(t.fixedAmount),
          maxBonus: units(t.maxBonus),
          minDeposit: units(t.minDeposit),
          weights: { ...DEFAULT_WAGER_WEIGHTS },
          active: true,
          updatedAt,
        })),
      )
      .onConflictDoNothing();
    if (!rebated.has(code)) {
      await tx
        .insert(rebateSettings)
        .values({ merchantCode: code, ...DEFAULT_REBATE_RULES, updatedAt: new Date() });
      await tx.insert(rebateRates).values(DEMO_REBATE_RATES.map((r) => ({ ...r, merchantCode: code })));
    }
    await seedMissionsDemo(tx, code);
    await tx
      .insert(wheelSettings)
      .values({ merchantCode: code, ...DEMO_WHEEL, updatedAt: new Date() })
      .onConflictDoNothing();
    if (configured.has(code)) continue;
    await tx.insert(vipLadders).values({ merchantCode: code, retention: 'dropOne', updatedAt: new Date() });
    await tx.insert(vipLevels).values(DEMO_VIP_LEVELS.map((l) => ({ ...l, merchantCode: code })));
  }
}
