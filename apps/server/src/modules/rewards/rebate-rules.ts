import { REBATE_PRODUCT_TYPES, type RebateProductType } from '@jade/contract/agent-team';

/**
 * Rebates as pure rules (decision R2). Rates are basis points (1 % = 100 bp); what a bet earns is kept
 * exactly as valid bet × rate (minor units × 10,000) and rounded down only when paid.
 */

/** A brand's rate for a product type from a VIP level up. */
export interface BrandRebateRate {
  productType: string;
  vipLevel: number;
  rateBps: number;
}

export interface RebateClaimRules {
  /** Minor units. */
  minClaim: bigint;
  cooldownMinutes: number;
  autoPay: boolean;
}

/** A brand without rules of its own: claims from 1.00, every 10 minutes, the rest paid daily. */
export const DEFAULT_REBATE_RULES: RebateClaimRules = { minClaim: 100n, cooldownMinutes: 10, autoPay: true };

/**
 * The product type a game category is rebated as: the navigation's own, and the slots page's
 * jackpot-type tabs (TABLE, ARCADE, JACKPOT, BINGO) as slots.
 */
export function rebateProductType(category: string): RebateProductType {
  return (REBATE_PRODUCT_TYPES as readonly string[]).includes(category)
    ? (category as RebateProductType)
    : 'RNG';
}

/** A member's brand rates (its VIP level's, else the nearest level below it that has one; 0 if none). */
export function brandRatesFor(
  rates: readonly BrandRebateRate[],
  vipLevel: number,
): Map<RebateProductType, number> {
  const out = new Map<RebateProductType, number>(REBATE_PRODUCT_TYPES.map((p) => [p, 0]));
  const best = new Map<string, number>();
  for (const r of rates) {
    if (r.vipLevel > vipLevel) continue;
    const seen = best.get(r.productType);
    if (seen !== undefined && seen > r.vipLevel) continue;
    best.set(r.productType, r.vipLevel);
    if (out.has(r.productType as RebateProductType)) out.set(r.productType as RebateProductType, r.rateBps);
  }
  return out;
}

/** What a valid bet earns at a rate, exactly (minor units × 10,000). */
export const accrual = (validBet: bigint, rateBps: number): bigint => validBet * BigInt(rateBps);

/** What an accrual row still owes: its earnings rounded down, less what was paid (never below 0). */
export function owed(accruedE4: bigint, paid: bigint): bigint {
  const earned = accruedE4 >= 0n ? accruedE4 / 10_000n : 0n;
  return earned > paid ? earned - paid : 0n;
}

export type ClaimRefusal = 'rebate.nothing' | 'rebate.below.minimum' | 'rebate.cooldown';

/**
 * Whether a claim of `amount` may be paid at `now`: the cool-down first (a claim a moment ago), then
 * something to pay, then the minimum. Answers the refusal's error code, or undefined.
 */
export function claimRefusal(input: {
  amount: bigint;
  rules: RebateClaimRules;
  lastClaimAt: number | null;
  now: number;
}): ClaimRefusal | undefined {
  const next = nextClaimAt(input.rules, input.lastClaimAt);
  if (next !== null && next > input.now) return 'rebate.cooldown';
  if (input.amount <= 0n) return 'rebate.nothing';
  if (input.amount < input.rules.minClaim) return 'rebate.below.minimum';
  return undefined;
}

/** When the next claim is allowed (null before the first claim or with no cool-down). */
export function nextClaimAt(rules: RebateClaimRules, lastClaimAt: number | null): number | null {
  if (lastClaimAt === null || rules.cooldownMinutes === 0) return null;
  return lastClaimAt + rules.cooldownMinutes * 60_000;
}
