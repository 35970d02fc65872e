import { describe, expect, it } from 'vitest';
import { conversionAmount, earn, rateTable, redeemRefusal } from './rules';

describe('point rules', () => {
  it('earns whole points and carries the rest, so nothing is lost to rounding', () => {
    expect(earn(0n, 2_550n, 1_000n)).toEqual({ points: 2n, carry: 550n });
    expect(earn(550n, 450n, 1_000n)).toEqual({ points: 1n, carry: 0n });
    // Many small bets earn what one large bet would.
    let carry = 0n;
    let points = 0n;
    for (let i = 0; i < 1_000; i++) {
      const r = earn(carry, 37n, 1_000n);
      carry = r.carry;
      points += r.points;
    }
    expect(points).toBe(37n);
    expect(carry).toBe(0n);
  });

  it('a negative correction lowers the carry and never takes points back', () => {
    expect(earn(300n, -1_000n, 1_000n)).toEqual({ points: 0n, carry: -700n });
    expect(earn(-700n, 1_500n, 1_000n)).toEqual({ points: 0n, carry: 800n });
  });

  it('a product type without a rate earns nothing and keeps its carry', () => {
    expect(earn(120n, 5_000n, 0n)).toEqual({ points: 0n, carry: 120n });
  });

  it('converts at the rate and lists round amounts from the minimum', () => {
    expect(conversionAmount(300n, 5n)).toBe(1_500n);
    const table = rateTable(2n, 100);
    expect(table[0]).toEqual({ points: 100n, amount: 200n });
    expect(table.map((r) => r.points)).toEqual(
      [...table.map((r) => r.points)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(new Set(table.map((r) => r.points)).size).toBe(table.length);
  });

  it('refuses an inactive, sold-out or limit-reached item before anything moves', () => {
    const item = { active: true, available: 3, perMemberLimit: 2 };
    expect(redeemRefusal(item, 0)).toBeNull();
    expect(redeemRefusal({ ...item, active: false }, 0)).toBe('points.item.inactive');
    expect(redeemRefusal({ ...item, available: 0 }, 0)).toBe('points.item.sold.out');
    expect(redeemRefusal(item, 2)).toBe('points.item.limit');
    expect(redeemRefusal({ active: true, available: null, perMemberLimit: null }, 99)).toBeNull();
  });
});
