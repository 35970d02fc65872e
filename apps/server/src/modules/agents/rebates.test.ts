import { describe, expect, it } from 'vitest';
import {
  completeRates,
  fromBps,
  rateAboveOwn,
  rateList,
  teamRebateRates,
  toBps,
  TOP_AGENT_REBATE_BPS,
} from './rebates';

describe('agent rebate rules', () => {
  it('converts percentages with two decimals to basis points and back without drift', () => {
    expect(toBps(1.15)).toBe(115);
    expect(toBps(0.29)).toBe(29);
    expect(fromBps(115)).toBe(1.15);
    expect(toBps(fromBps(7))).toBe(7);
  });

  it('gives a top-level agent the brand defaults and a sub-agent 0 where nothing is stored', () => {
    const stored = new Map([['RNG', 90]]);
    const top = completeRates(stored, true);
    const sub = completeRates(stored, false);
    expect(top.get('RNG')).toBe(90);
    expect(top.get('LIVE')).toBe(TOP_AGENT_REBATE_BPS.LIVE);
    expect(sub.get('RNG')).toBe(90);
    expect(sub.get('LIVE')).toBe(0);
  });

  it('finds the first rate above the agent own rate, and accepts equal rates', () => {
    const own = completeRates(new Map([['RNG', 120]]), false);
    expect(rateAboveOwn(own, [{ productType: 'RNG', rate: 1.2 }])).toBeUndefined();
    expect(rateAboveOwn(own, [{ productType: 'RNG', rate: 1.21 }])).toEqual({
      productType: 'RNG',
      rate: 1.21,
      own: 1.2,
    });
    expect(rateAboveOwn(own, [{ productType: 'LIVE', rate: 0.01 }])?.productType).toBe('LIVE');
    expect(rateAboveOwn(own, [{ productType: 'LIVE', rate: 0 }])).toBeUndefined();
  });

  it('lists every product type once, in order', () => {
    const list = rateList(completeRates(new Map(), true));
    expect(list.map((r) => r.productType)).toEqual(Object.keys(TOP_AGENT_REBATE_BPS));
    expect(list[0]).toEqual({ productType: 'RNG', rate: 1.5 });
  });

  it("gives a team member's own bets its agent-centre rates, and no rates outside a team", () => {
    const stored = new Map([['LIVE', 40]]);
    // A top-level agent (no agent above): its stored rate, else the brand default.
    const top = teamRebateRates({ type: 1, parentType: null }, stored)!;
    expect(top.get('LIVE')).toBe(40);
    expect(top.get('RNG')).toBe(TOP_AGENT_REBATE_BPS.RNG);
    // A sub-agent or a player under an agent: what it was given, 0 where nothing.
    for (const type of [1, 0]) {
      const below = teamRebateRates({ type, parentType: 1 }, stored)!;
      expect(below.get('LIVE')).toBe(40);
      expect(below.get('RNG')).toBe(0);
    }
    expect(teamRebateRates({ type: 0, parentType: null }, stored)).toBeUndefined();
    expect(teamRebateRates({ type: 0, parentType: 0 }, stored)).toBeUndefined();
  });
});
