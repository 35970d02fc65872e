import { merchants } from '../brand/tables';
import type { Database } from '../../platform/db/client';
import { rebateRates, rebateSettings, vipLadders, vipLevels } from './tables';
import { DEFAULT_REBATE_RULES } from './rebate-rules';
import { checkLadder, type VipLevelRule } from './vip-rules';

const units = (major: number) => BigInt(major) * 100n;

/**
 * The demo VIP ladder (decision R1): a brand month's deposits and valid turnover, in the brand's
 * currency's major units. VIP5 and above reach the VIP customer-service channel (spec §6).
 */
const DEMO_LADDER: [deposits: number, turnover: number, retain: number, bonus: number][] = [
  [0, 0, 0, 0],
  [1_000, 10_000, 5_000, 38],
  [5_000, 50_000, 25_000, 188],
  [20_000, 200_000, 100_000, 588],
  [50_000, 1_000_000, 400_000, 1_888],
  [200_000, 5_000_000, 2_000_000, 8_888],
  [500_000, 20_000_000, 8_000_000, 28_888],
];

export const DEMO_VIP_LEVELS: VipLevelRule[] = checkLadder(
  DEMO_LADDER.map(([deposits, turnover, retain, bonus], level) => ({
    level,
    name: `VIP${level}`,
    depositThreshold: units(deposits),
    turnoverThreshold: units(turnover),
    retainTurnover: units(retain),
    upgradeBonus: units(bonus),
  })),
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

/** The demo ladder and rebates for every merchant that has none yet (idempotent: runs on every start). */
export async function seedRewardsDemo(tx: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const all = await tx.select({ code: merchants.code }).from(merchants);
  const configured = new Set(
    (await tx.select({ code: vipLadders.merchantCode }).from(vipLadders)).map((r) => r.code),
  );
  const rebated = new Set(
    (await tx.select({ code: rebateSettings.merchantCode }).from(rebateSettings)).map((r) => r.code),
  );
  for (const { code } of all) {
    if (!rebated.has(code)) {
      await tx
        .insert(rebateSettings)
        .values({ merchantCode: code, ...DEFAULT_REBATE_RULES, updatedAt: new Date() });
      await tx.insert(rebateRates).values(DEMO_REBATE_RATES.map((r) => ({ ...r, merchantCode: code })));
    }
    if (configured.has(code)) continue;
    await tx.insert(vipLadders).values({ merchantCode: code, retention: 'dropOne', updatedAt: new Date() });
    await tx.insert(vipLevels).values(DEMO_VIP_LEVELS.map((l) => ({ ...l, merchantCode: code })));
  }
}
