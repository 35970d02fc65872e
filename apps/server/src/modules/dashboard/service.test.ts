import { describe, expect, it } from 'vitest';
import { allocate, csvCell, dayStartOf, toFigures } from './service';

describe('dashboard arithmetic', () => {
  it('shares the bonus cost by turnover, the parts adding up to the whole', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [2n, 1n])).toEqual([-67n, -33n]);
    expect(allocate(50n, [0n, 0n])).toEqual([0n, 0n]);
    // A category with a negative turnover (a rollback after the period) takes no share.
    expect(allocate(10n, [-5n, 5n])).toEqual([0n, 10n]);
    const parts = allocate(1_000_003n, [7n, 13n, 29n, 31n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(1_000_003n);
  });

  it('derives GGR and NGR from minor units', () => {
    const f = toFigures({
      registrations: 1,
      deposits: 2,
      depositAmount: 10_000n,
      firstDeposits: 1,
      firstDepositAmount: 5_000n,
      withdrawals: 1,
      withdrawalAmount: 2_500n,
      bonuses: 1_000n,
      bets: 3,
      turnover: 30_000n,
      payout: 12_345n,
      activePlayers: 2,
    });
    expect(f).toMatchObject({ turnover: 300, payout: 123.45, ggr: 176.55, bonuses: 10, ngr: 166.55 });
  });

  it('starts a region’s day at its local midnight, also on a summer-time change', () => {
    expect(dayStartOf('2026-03-01', 'Asia/Manila').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(dayStartOf('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartOf('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('writes CSV cells safely', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
  });
});
