import {
  CONTRACT_MODULES,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BPS,
  type ContractAction,
  type ContractKind,
  type ContractPeriod,
  type ContractStatus,
} from '@jade/contract/agent-contracts';

/**
 * The pure rules of agent contracts (spec §4): the state machine, the tiers and the rate cap. No
 * database, no clock: contracts-service.ts applies them.
 */

export type ContractRole = 'upline' | 'downline';
export type CloseReason = 'terminated' | 'cancelled' | 'replaced' | 'upline_rate' | 'operator';

/** A refusal of the rules; `code` is an error code of the contract package. */
export class ContractRuleError extends Error {
  constructor(
    readonly code:
      | 'contract.action.invalid'
      | 'contract.tiers.invalid'
      | 'contract.rate.above.upline'
      | 'contract.rate.above.max',
    readonly args: (string | number)[] = [],
  ) {
    super(code);
    this.name = 'ContractRuleError';
  }
}

export interface ContractState {
  status: ContractStatus;
  terminationBy: ContractRole | null;
  /** False for a top-level agent's contract with the house: only operators change those. */
  hasUpline: boolean;
}

export interface Transition {
  status: ContractStatus;
  terminationBy: ContractRole | null;
  closeReason: CloseReason | null;
  /** The contract comes into force now (accept). */
  accepted?: true;
  /** The contract ends now. */
  closed?: true;
}

/**
 * The next state of a contract when `role` does `action`, or a ContractRuleError. The offer itself
 * (→ applying) is made by contracts-service.ts.
 *
 *   applying ──accept (downline)──▶ approved ──terminate (either)──▶ terminating
 *      │ reject (downline) ▶ refused                 ▲                 │ acceptTermination (other) ▶ closed
 *      │ cancel (upline)   ▶ closed                  └─rejectTermination (other)─┘
 */
export function transition(state: ContractState, action: ContractAction, role: ContractRole): Transition {
  const refuse = () => new ContractRuleError('contract.action.invalid', [action, state.status]);
  if (!state.hasUpline) throw refuse();
  switch (action) {
    case 'accept':
      if (state.status !== 'applying' || role !== 'downline') throw refuse();
      return { status: 'approved', terminationBy: null, closeReason: null, accepted: true };
    case 'reject':
      if (state.status !== 'applying' || role !== 'downline') throw refuse();
      return { status: 'refused', terminationBy: null, closeReason: null, closed: true };
    case 'cancel':
      if (state.status !== 'applying' || role !== 'upline') throw refuse();
      return { status: 'closed', terminationBy: null, closeReason: 'cancelled', closed: true };
    case 'terminate':
      if (state.status !== 'approved') throw refuse();
      return { status: 'terminating', terminationBy: role, closeReason: null };
    case 'acceptTermination':
      if (state.status !== 'terminating' || state.terminationBy === role) throw refuse();
      return { status: 'closed', terminationBy: null, closeReason: 'terminated', closed: true };
    case 'rejectTermination':
      if (state.status !== 'terminating' || state.terminationBy === role) throw refuse();
      return { status: 'approved', terminationBy: null, closeReason: null };
  }
}

/**
 * Statuses in which a contract is in force: settled every period (a period an operator's pause
 * touches is withheld).
 */
export const LIVE_STATUSES: readonly ContractStatus[] = ['approved', 'terminating', 'paused'];

/** Whether `role` has a decision to make on a contract in this state (the request screens). */
export function awaits(state: ContractState, role: ContractRole): boolean {
  if (state.status === 'applying') return role === 'downline';
  if (state.status === 'terminating') return state.hasUpline && state.terminationBy !== role;
  return false;
}

export interface Tier {
  /** Minor units of the period's measure. */
  threshold: bigint;
  minActive: number;
  rateBps: number;
}

/**
 * Checks and orders a contract's tiers: 1..MAX tiers, thresholds ≥ 0 and strictly rising, rates not
 * falling, no rate above `capBps` (the upline's own top rate, or the platform's maximum for the kind).
 */
export function checkTiers(
  kind: ContractKind,
  tiers: readonly Tier[],
  capBps: number,
  capIsUpline: boolean,
): Tier[] {
  if (tiers.length === 0 || tiers.length > MAX_CONTRACT_TIERS)
    throw new ContractRuleError('contract.tiers.invalid');
  const sorted = [...tiers].sort((a, b) =>
    a.threshold < b.threshold ? -1 : a.threshold > b.threshold ? 1 : 0,
  );
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i]!;
    if (t.threshold < 0n || !Number.isInteger(t.rateBps) || t.rateBps < 1 || t.minActive < 0)
      throw new ContractRuleError('contract.tiers.invalid');
    if (i > 0 && (t.threshold === sorted[i - 1]!.threshold || t.rateBps < sorted[i - 1]!.rateBps))
      throw new ContractRuleError('contract.tiers.invalid');
  }
  const top = maxRate(sorted);
  const platformMax = MAX_RATE_BPS[kind];
  if (top > platformMax) throw new ContractRuleError('contract.rate.above.max', [bpsText(platformMax)]);
  if (top > capBps)
    throw new ContractRuleError(capIsUpline ? 'contract.rate.above.upline' : 'contract.rate.above.max', [
      bpsText(capBps),
    ]);
  return sorted;
}

/** A contract's top rate (what its downlines are capped by). */
export function maxRate(tiers: readonly Tier[]): number {
  return tiers.reduce((m, t) => Math.max(m, t.rateBps), 0);
}

/** 150 bps → "1.5%". */
export function bpsText(bps: number): string {
  return `${(bps / 100).toString()}%`;
}

/**
 * The tier a period earns: the highest whose threshold the measure reaches with enough active
 * members; undefined when none does.
 */
export function pickTier(tiers: readonly Tier[], measure: bigint, activeMembers: number): Tier | undefined {
  let best: Tier | undefined;
  for (const t of tiers) {
    if (measure >= t.threshold && activeMembers >= t.minActive && (!best || t.rateBps >= best.rateBps))
      best = t;
  }
  return best;
}

/**
 * A period's payout: the measure (team valid bet for salaries, team loss for dividends; never below
 * zero) times the earned tier's rate, rounded down to the minor unit.
 */
export function payout(
  tiers: readonly Tier[],
  measure: bigint,
  activeMembers: number,
): { rateBps: number; amount: bigint } {
  if (measure <= 0n) return { rateBps: 0, amount: 0n };
  const tier = pickTier(tiers, measure, activeMembers);
  if (!tier) return { rateBps: 0, amount: 0n };
  return { rateBps: tier.rateBps, amount: (measure * BigInt(tier.rateBps)) / 10_000n };
}

/** The period a kind settles (dividends: the brand's choice of half-month or month). */
export function periodOfKind(kind: ContractKind, dividendPeriod: 'halfMonth' | 'month'): ContractPeriod {
  switch (kind) {
    case 'daily':
      return 'day';
    case 'hourly':
      return 'hour';
    case 'realtime':
      return 'fiveMinutes';
    case 'dividend':
      return dividendPeriod;
  }
}

/** The module switch that must be on for a kind. */
export const moduleOfKind = (kind: ContractKind) => CONTRACT_MODULES[kind];

/**
 * The downline contracts that a new contract with top rate `newMax` would leave above their upline's
 * rate (spec §4: they end automatically when the upline proceeds).
 */
export function higherDownlines<T extends { maxRateBps: number }>(
  downlines: readonly T[],
  newMax: number,
): T[] {
  return downlines.filter((d) => d.maxRateBps > newMax);
}
