import { isAgentType } from '@jade/contract/account-types';
import { REBATE_PRODUCT_TYPES, type RebateProductType, type RebateSetting } from '@jade/contract/agent-team';

/**
 * Rebate rates of the agent centre: pure rules (docs/architecture.md "Agent team"). Rates travel as
 * percentages with two decimals and are stored in basis points (1 % = 100 bp).
 */

export type RebateRates = ReadonlyMap<RebateProductType, number>;

export const toBps = (rate: number): number => Math.round(rate * 100);
export const fromBps = (bps: number): number => bps / 100;

/**
 * The rates of a top-level agent (one with no agent above it) that has none of its own: the brand
 * default it may share with its team. Sub-agents have exactly what their upline gave them (0 if none).
 */
export const TOP_AGENT_REBATE_BPS: Readonly<Record<RebateProductType, number>> = {
  RNG: 150,
  LIVE: 100,
  FISH: 120,
  PVP: 100,
  SPORTS: 100,
  ESPORTS: 100,
  LOTT: 200,
  ELOTT: 180,
  COCKFIGHT: 80,
};

/** Every product type with its rate: the stored ones, else the fallback (the default or 0). */
export function completeRates(
  stored: ReadonlyMap<string, number>,
  topLevel: boolean,
): Map<RebateProductType, number> {
  return new Map(
    REBATE_PRODUCT_TYPES.map((p) => [p, stored.get(p) ?? (topLevel ? TOP_AGENT_REBATE_BPS[p] : 0)]),
  );
}

/**
 * The rates that rebate a team member's own bets (rewards, decision R2): an agent's own (the brand
 * default at the top of a team), a player's what its agent gave it (0 where nothing). Undefined for a
 * member outside every agent's team, whose rates are the brand's by VIP level.
 */
export function teamRebateRates(
  member: { type: number; parentType: number | null },
  stored: ReadonlyMap<string, number>,
): Map<RebateProductType, number> | undefined {
  const agent = isAgentType(member.type);
  const underAgent = isAgentType(member.parentType);
  if (!agent && !underAgent) return undefined;
  return completeRates(stored, agent && !underAgent);
}

/** The first requested rate above the agent's own, with both in percent; undefined when all fit. */
export function rateAboveOwn(
  own: RebateRates,
  requested: readonly RebateSetting[],
): { productType: RebateProductType; rate: number; own: number } | undefined {
  for (const r of requested) {
    const cap = own.get(r.productType) ?? 0;
    if (toBps(r.rate) > cap) return { productType: r.productType, rate: r.rate, own: fromBps(cap) };
  }
  return undefined;
}

/** The rates as the wire lists them, in product-type order. */
export function rateList(rates: RebateRates): RebateSetting[] {
  return REBATE_PRODUCT_TYPES.map((productType) => ({
    productType,
    rate: fromBps(rates.get(productType) ?? 0),
  }));
}
