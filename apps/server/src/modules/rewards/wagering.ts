import { REBATE_PRODUCT_TYPES } from '@jade/contract/agent-team';
import { rebateProductType } from './rebate-rules';

/**
 * Bonuses with wagering as pure rules (decision R3): what a deposit bonus pays, what it requires, and
 * how each bet counts toward the bonuses a member has open. Money is in minor units.
 */

/** The demo weights: slots and fishing count in full, card games and sports half, live casino least. */
export const DEFAULT_WAGER_WEIGHTS: Readonly<Record<string, number>> = {
  RNG: 100,
  LIVE: 10,
  FISH: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LOTT: 20,
  ELOTT: 20,
  COCKFIGHT: 20,
};

export interface BonusTerms {
  percentBps: number;
  /** 0: no cap. */
  maxBonus: bigint;
  minDeposit: bigint;
  multipleX100: number;
  base: 'bonus' | 'bonusDeposit';
}

/** The bonus a deposit earns (0 below the minimum), rounded down, capped. */
export function depositBonus(terms: BonusTerms, deposit: bigint): bigint {
  if (deposit <= 0n || deposit < terms.minDeposit) return 0n;
  const raw = (deposit * BigInt(terms.percentBps)) / 10_000n;
  return terms.maxBonus > 0n && raw > terms.maxBonus ? terms.maxBonus : raw;
}

/** The weighted valid bets a bonus requires: multiple × the bonus (and the deposit), rounded up. */
export function wageringRequirement(
  terms: Pick<BonusTerms, 'multipleX100' | 'base'>,
  bonus: bigint,
  deposit: bigint,
) {
  const base = terms.base === 'bonusDeposit' ? bonus + deposit : bonus;
  return (base * BigInt(terms.multipleX100) + 99n) / 100n;
}

/** How much of a valid bet of `category` counts under `weights` (percent), rounded toward zero. */
export function weighted(
  weights: Readonly<Record<string, number>>,
  category: string,
  validBet: bigint,
): bigint {
  const weight = weights[rebateProductType(category)] ?? 0;
  return (validBet * BigInt(weight)) / 100n;
}

/** Only known product types with a weight from 0 to 100. */
export function cleanWeights(
  list: readonly { productType: string; weight: number }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const w of list)
    if ((REBATE_PRODUCT_TYPES as readonly string[]).includes(w.productType) && w.weight > 0)
      out[w.productType] = Math.min(100, Math.max(0, Math.round(w.weight)));
  return out;
}

/** An open bonus as the wagering needs it. */
export interface OpenBonus {
  id: number;
  grantedAt: number;
  expiresAt: number;
  requirement: bigint;
  progress: bigint;
  weights: Readonly<Record<string, number>>;
}

/** A settled bet (or a correction of one) as the wagering reads it. */
export interface WagerBet {
  category: string;
  validBet: bigint;
  placedAt: number;
}

/**
 * Counts bets toward a member's open bonuses, oldest bonus first: a bet counts for the oldest bonus it
 * was placed within (after its grant, before its expiry) that is not yet met, at that bonus's weight;
 * what a bet brings beyond the requirement is not carried to the next. A correction that takes a bet
 * back lowers the same bonus's progress, never below zero. Answers the new progress of each bonus;
 * a bonus is met when its progress reaches its requirement.
 */
export function countBets(bonuses: readonly OpenBonus[], bets: readonly WagerBet[]): Map<number, bigint> {
  const progress = new Map(bonuses.map((b) => [b.id, b.progress]));
  const ordered = [...bonuses].sort((a, b) => a.grantedAt - b.grantedAt || a.id - b.id);
  for (const bet of bets) {
    const target = ordered.find(
      (b) =>
        bet.placedAt >= b.grantedAt &&
        bet.placedAt < b.expiresAt &&
        (bet.validBet < 0n || progress.get(b.id)! < b.requirement),
    );
    if (!target) continue;
    const next = progress.get(target.id)! + weighted(target.weights, bet.category, bet.validBet);
    progress.set(target.id, next < 0n ? 0n : next);
  }
  return progress;
}
