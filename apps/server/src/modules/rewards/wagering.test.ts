import { describe, expect, it } from 'vitest';
import { countBets, depositBonus, wageringRequirement, weighted, type OpenBonus } from './wagering';

const terms = {
  percentBps: 10_000,
  maxBonus: 50_000n,
  minDeposit: 1_000n,
  multipleX100: 1_000,
  base: 'bonus' as const,
};

describe('wagering rules', () => {
  it('pays a percent of the deposit from the minimum up, capped', () => {
    expect(depositBonus(terms, 999n)).toBe(0n);
    expect(depositBonus(terms, 1_000n)).toBe(1_000n);
    expect(depositBonus({ ...terms, percentBps: 2_050 }, 10_001n)).toBe(2_050n);
    expect(depositBonus(terms, 80_000n)).toBe(50_000n);
    expect(depositBonus({ ...terms, maxBonus: 0n }, 80_000n)).toBe(80_000n);
  });

  it('requires the multiple of the bonus, or of the bonus and the deposit, rounded up', () => {
    expect(wageringRequirement(terms, 1_000n, 1_000n)).toBe(10_000n);
    expect(wageringRequirement({ ...terms, base: 'bonusDeposit' }, 1_000n, 1_000n)).toBe(20_000n);
    expect(wageringRequirement({ ...terms, multipleX100: 150 }, 333n, 0n)).toBe(500n);
    expect(wageringRequirement({ ...terms, multipleX100: 0 }, 333n, 0n)).toBe(0n);
  });

  it('weights a bet by its product type (slots tabs count as slots)', () => {
    const weights = { RNG: 100, LIVE: 10 };
    expect(weighted(weights, 'RNG', 1_000n)).toBe(1_000n);
    expect(weighted(weights, 'JACKPOT', 1_000n)).toBe(1_000n);
    expect(weighted(weights, 'LIVE', 1_005n)).toBe(100n);
    expect(weighted(weights, 'LOTT', 1_000n)).toBe(0n);
  });

  it('counts bets for the oldest open bonus they were placed within, without carrying the excess', () => {
    const a: OpenBonus = {
      id: 1,
      grantedAt: 100,
      expiresAt: 1_000,
      requirement: 500n,
      progress: 0n,
      weights: { RNG: 100 },
    };
    const b: OpenBonus = {
      id: 2,
      grantedAt: 200,
      expiresAt: 2_000,
      requirement: 300n,
      progress: 0n,
      weights: { RNG: 50 },
    };
    const progress = countBets(
      [b, a],
      [
        { category: 'RNG', validBet: 400n, placedAt: 50 }, // before both grants: counts for none
        { category: 'RNG', validBet: 400n, placedAt: 150 }, // only a was open
        { category: 'RNG', validBet: 400n, placedAt: 250 }, // a, to 800 (met; no carry)
        { category: 'RNG', validBet: 400n, placedAt: 300 }, // a is met: b at half weight
        { category: 'RNG', validBet: 400n, placedAt: 1_500 }, // a expired: b
      ],
    );
    expect(progress.get(1)).toBe(800n);
    expect(progress.get(2)).toBe(400n);
  });

  it('takes a rolled-back bet off the bonus it counted for, never below zero', () => {
    const a: OpenBonus = {
      id: 1,
      grantedAt: 0,
      expiresAt: 1_000,
      requirement: 500n,
      progress: 100n,
      weights: { RNG: 100 },
    };
    expect(countBets([a], [{ category: 'RNG', validBet: -40n, placedAt: 10 }]).get(1)).toBe(60n);
    expect(countBets([a], [{ category: 'RNG', validBet: -400n, placedAt: 10 }]).get(1)).toBe(0n);
  });
});
