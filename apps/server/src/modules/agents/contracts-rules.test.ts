import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from '@jade/contract/agent-contracts';
import {
  awaits,
  checkTiers,
  ContractRuleError,
  higherDownlines,
  payout,
  pickTier,
  transition,
  type ContractRole,
  type Tier,
} from './contracts-rules';

const live = { terminationBy: null, hasUpline: true } as const;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof ContractRuleError ? error.code : String(error);
  }
}

describe('contract state machine (spec §4)', () => {
  it('an offer is accepted or rejected by the downline only, cancelled by the upline only', () => {
    const s = { ...live, status: 'applying' as const };
    expect(transition(s, 'accept', 'downline')).toMatchObject({ status: 'approved', accepted: true });
    expect(transition(s, 'reject', 'downline')).toMatchObject({ status: 'refused', closed: true });
    expect(transition(s, 'cancel', 'upline')).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
    expect(codeOf(() => transition(s, 'accept', 'upline'))).toBe('contract.action.invalid');
    expect(codeOf(() => transition(s, 'reject', 'upline'))).toBe('contract.action.invalid');
    expect(codeOf(() => transition(s, 'cancel', 'downline'))).toBe('contract.action.invalid');
    expect(codeOf(() => transition(s, 'terminate', 'downline'))).toBe('contract.action.invalid');
  });

  it('either side asks for termination; only the other side answers it', () => {
    for (const by of ['upline', 'downline'] as ContractRole[]) {
      const other: ContractRole = by === 'upline' ? 'downline' : 'upline';
      const t = transition({ ...live, status: 'approved' }, 'terminate', by);
      expect(t).toMatchObject({ status: 'terminating', terminationBy: by });
      const s = { ...live, status: 'terminating' as const, terminationBy: by };
      expect(codeOf(() => transition(s, 'acceptTermination', by))).toBe('contract.action.invalid');
      expect(transition(s, 'acceptTermination', other)).toMatchObject({
        status: 'closed',
        closeReason: 'terminated',
        closed: true,
      });
      expect(transition(s, 'rejectTermination', other)).toMatchObject({
        status: 'approved',
        terminationBy: null,
      });
      expect(awaits(s, other)).toBe(true);
      expect(awaits(s, by)).toBe(false);
    }
  });

  it('final and paused states accept no action, and house contracts accept none from agents', () => {
    for (const status of ['refused', 'closed', 'paused'] as const)
      for (const action of CONTRACT_ACTIONS)
        for (const role of ['upline', 'downline'] as const)
          expect(codeOf(() => transition({ ...live, status }, action, role))).toBe('contract.action.invalid');
    for (const status of CONTRACT_STATUSES)
      for (const action of CONTRACT_ACTIONS)
        expect(
          codeOf(() => transition({ status, terminationBy: null, hasUpline: false }, action, 'downline')),
        ).toBe('contract.action.invalid');
  });
});

const tier = (threshold: number, rateBps: number, minActive = 0): Tier => ({
  threshold: BigInt(threshold),
  rateBps,
  minActive,
});

describe('tiers and the rate cap', () => {
  it('orders tiers by threshold and refuses equal thresholds or falling rates', () => {
    expect(checkTiers('daily', [tier(500, 60), tier(0, 20)], 100, true).map((t) => t.rateBps)).toEqual([
      20, 60,
    ]);
    expect(codeOf(() => checkTiers('daily', [tier(0, 20), tier(0, 30)], 100, true))).toBe(
      'contract.tiers.invalid',
    );
    expect(codeOf(() => checkTiers('daily', [tier(0, 50), tier(10, 30)], 100, true))).toBe(
      'contract.tiers.invalid',
    );
    expect(codeOf(() => checkTiers('daily', [], 100, true))).toBe('contract.tiers.invalid');
    expect(codeOf(() => checkTiers('daily', [tier(-1, 5)], 100, true))).toBe('contract.tiers.invalid');
  });

  it("never lets a downline's rate exceed its upline's, nor the platform's maximum", () => {
    expect(checkTiers('daily', [tier(0, 100)], 100, true)).toHaveLength(1);
    expect(codeOf(() => checkTiers('daily', [tier(0, 50), tier(100, 101)], 100, true))).toBe(
      'contract.rate.above.upline',
    );
    expect(codeOf(() => checkTiers('daily', [tier(0, 301)], 10_000, false))).toBe('contract.rate.above.max');
    expect(checkTiers('dividend', [tier(0, 3000)], 8000, false)).toHaveLength(1);
  });

  it('finds the highest tier the measure and the active members reach', () => {
    const tiers = [tier(0, 10), tier(1000, 20, 3), tier(5000, 30, 5)];
    expect(pickTier(tiers, 999n, 10)?.rateBps).toBe(10);
    expect(pickTier(tiers, 1000n, 2)?.rateBps).toBe(10);
    expect(pickTier(tiers, 1000n, 3)?.rateBps).toBe(20);
    expect(pickTier(tiers, 9000n, 4)?.rateBps).toBe(20);
    expect(pickTier(tiers, 9000n, 5)?.rateBps).toBe(30);
    expect(pickTier([tier(100, 10)], 99n, 1)).toBeUndefined();
  });

  it('pays measure × rate rounded down, nothing for a non-positive measure', () => {
    const tiers = [tier(0, 15), tier(100_000, 25)];
    expect(payout(tiers, 99_999n, 1)).toEqual({ rateBps: 15, amount: 149n });
    expect(payout(tiers, 100_000n, 1)).toEqual({ rateBps: 25, amount: 250n });
    expect(payout(tiers, 0n, 1)).toEqual({ rateBps: 0, amount: 0n });
    expect(payout(tiers, -5000n, 1)).toEqual({ rateBps: 0, amount: 0n });
    expect(payout([tier(500, 10)], 400n, 1)).toEqual({ rateBps: 0, amount: 0n });
  });

  it('names the downline contracts a lower new rate would end', () => {
    const d = [
      { id: 1, maxRateBps: 40 },
      { id: 2, maxRateBps: 60 },
    ];
    expect(higherDownlines(d, 50).map((x) => x.id)).toEqual([2]);
    expect(higherDownlines(d, 60)).toEqual([]);
  });
});
