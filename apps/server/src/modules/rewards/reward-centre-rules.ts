/**
 * The reward centre as pure rules (decision R4). Money is in minor units.
 */

export interface RewardCentreRules {
  /** Day 1 to day 7 of a sign-in streak. */
  signInAmounts: readonly bigint[];
  registerAmount: bigint;
  rescueBps: number;
  rescueMinLoss: bigint;
  rescueMax: bigint;
}

/** A brand without settings of its own: the demo's, in minor units (a 100-unit currency). */
export const DEFAULT_REWARD_CENTRE: RewardCentreRules = {
  signInAmounts: [100n, 200n, 300n, 500n, 800n, 1_000n, 1_800n],
  registerAmount: 1_800n,
  rescueBps: 500,
  rescueMinLoss: 100_000n,
  rescueMax: 500_000n,
};

/** The bonus templates the reward centre grants with (their wagering, weights and expiry). */
export const REWARD_TEMPLATES = { signIn: 'sign-in', register: 'register', rescue: 'rescue' } as const;

/**
 * Today's place in the 7-day sign-in cycle: the day after yesterday's sign-in (day 7 starts the cycle
 * again), or day 1 when yesterday had none.
 */
export function signInPlace(yesterdayPlace: number | null | undefined): number {
  return yesterdayPlace ? (yesterdayPlace % 7) + 1 : 1;
}

/** The rescue fund a day's net loss earns: a share of it from the minimum loss, capped; 0 below. */
export function rescueAmount(rules: RewardCentreRules, loss: bigint): bigint {
  if (loss <= 0n || loss < rules.rescueMinLoss) return 0n;
  const raw = (loss * BigInt(rules.rescueBps)) / 10_000n;
  return rules.rescueMax > 0n && raw > rules.rescueMax ? rules.rescueMax : raw;
}
