import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REBATE_RULES,
  accrual,
  brandRatesFor,
  claimRefusal,
  nextClaimAt,
  owed,
  rebateProductType,
} from './rebate-rules';

describe('rebate rules', () => {
  it('rebates the slots tabs as slots and keeps the navigation categories', () => {
    expect(rebateProductType('LIVE')).toBe('LIVE');
    expect(rebateProductType('COCKFIGHT')).toBe('COCKFIGHT');
    for (const tab of ['TABLE', 'ARCADE', 'JACKPOT', 'BINGO']) expect(rebateProductType(tab)).toBe('RNG');
  });

  it("takes the member's level's rate, else the nearest level below, else 0", () => {
    const rates = [
      { productType: 'RNG', vipLevel: 0, rateBps: 50 },
      { productType: 'RNG', vipLevel: 3, rateBps: 90 },
      { productType: 'LIVE', vipLevel: 2, rateBps: 40 },
    ];
    expect(brandRatesFor(rates, 0).get('RNG')).toBe(50);
    expect(brandRatesFor(rates, 2).get('RNG')).toBe(50);
    expect(brandRatesFor(rates, 5).get('RNG')).toBe(90);
    expect(brandRatesFor(rates, 1).get('LIVE')).toBe(0);
    expect(brandRatesFor(rates, 4).get('LIVE')).toBe(40);
    expect(brandRatesFor(rates, 4).get('FISH')).toBe(0);
    expect(brandRatesFor(rates, 4).size).toBe(9);
  });

  it('keeps earnings exact and rounds down only what is owed', () => {
    // 0.80 % of 0.33 is 0.264 of a minor unit: one such bet owes nothing, a thousand owe 2.64 exactly.
    const one = accrual(33n, 80);
    expect(owed(one, 0n)).toBe(0n);
    expect(owed(one * 1000n, 0n)).toBe(264n);
    expect(owed(one * 1000n, 200n)).toBe(64n);
    expect(owed(one * 1000n, 300n)).toBe(0n);
    // A rollback below zero owes nothing (and takes nothing back).
    expect(owed(-5_000_000n, 0n)).toBe(0n);
  });

  it('refuses a claim in the cool-down, with nothing to pay, or below the minimum', () => {
    const rules = { ...DEFAULT_REBATE_RULES, minClaim: 500n, cooldownMinutes: 10 };
    const now = 1_000_000_000;
    expect(claimRefusal({ amount: 600n, rules, lastClaimAt: null, now })).toBeUndefined();
    expect(claimRefusal({ amount: 0n, rules, lastClaimAt: null, now })).toBe('rebate.nothing');
    expect(claimRefusal({ amount: 499n, rules, lastClaimAt: null, now })).toBe('rebate.below.minimum');
    expect(claimRefusal({ amount: 600n, rules, lastClaimAt: now - 9 * 60_000, now })).toBe('rebate.cooldown');
    expect(claimRefusal({ amount: 600n, rules, lastClaimAt: now - 10 * 60_000, now })).toBeUndefined();
    expect(nextClaimAt(rules, now)).toBe(now + 600_000);
    expect(nextClaimAt({ ...rules, cooldownMinutes: 0 }, now)).toBeNull();
  });
});
