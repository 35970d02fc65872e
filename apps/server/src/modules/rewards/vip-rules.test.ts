import { describe, expect, it } from 'vitest';
import {
  VipLadderError,
  checkLadder,
  levelAfterRise,
  levelAtReview,
  progressTo,
  qualifiedLevel,
  upgradeBonuses,
  type VipLevelRule,
} from './vip-rules';

const rung = (
  level: number,
  deposit: number,
  turnover: number,
  retain: number,
  bonus: number,
): VipLevelRule => ({
  level,
  name: `VIP${level}`,
  depositThreshold: BigInt(deposit),
  turnoverThreshold: BigInt(turnover),
  retainTurnover: BigInt(retain),
  upgradeBonus: BigInt(bonus),
  monthlyBonus: 0n,
  birthdayBonus: 0n,
  withdrawDailyAmount: 0n,
  withdrawDailyCount: 0,
});

const LADDER = checkLadder([
  rung(2, 50_000, 500_000, 200_000, 3_000),
  rung(0, 0, 0, 0, 0),
  rung(1, 10_000, 100_000, 50_000, 1_000),
  rung(3, 200_000, 2_000_000, 800_000, 10_000),
]);
const month = (deposits: number, validTurnover: number) => ({
  deposits: BigInt(deposits),
  validTurnover: BigInt(validTurnover),
});

describe('VIP ladder', () => {
  it('is sorted by level and refuses gaps, a level 0 with thresholds, falling thresholds and negatives', () => {
    expect(LADDER.map((l) => l.level)).toEqual([0, 1, 2, 3]);
    expect(() => checkLadder([])).toThrow(VipLadderError);
    expect(() => checkLadder([rung(0, 0, 0, 0, 0), rung(2, 1, 1, 0, 0)])).toThrow('consecutive');
    expect(() => checkLadder([rung(0, 1, 0, 0, 0)])).toThrow('level 0');
    expect(() => checkLadder([rung(0, 0, 0, 0, 0), rung(1, 10, 10, 0, 0), rung(2, 5, 20, 0, 0)])).toThrow(
      'never fall',
    );
    expect(() => checkLadder([rung(0, 0, 0, 0, 0), rung(1, 10, 10, 0, -1)])).toThrow('not negative');
  });

  it('a level needs both its deposits and its turnover; several levels may be passed at once', () => {
    expect(qualifiedLevel(LADDER, month(0, 0))).toBe(0);
    expect(qualifiedLevel(LADDER, month(9_999, 10_000_000))).toBe(0);
    expect(qualifiedLevel(LADDER, month(10_000, 100_000))).toBe(1);
    expect(qualifiedLevel(LADDER, month(1_000_000, 499_999))).toBe(1);
    expect(qualifiedLevel(LADDER, month(200_000, 2_000_000))).toBe(3);
  });

  it('within a month a member only rises', () => {
    expect(levelAfterRise(2, LADDER, month(0, 0))).toBe(2);
    expect(levelAfterRise(1, LADDER, month(60_000, 600_000))).toBe(2);
  });

  it('a review keeps a level whose retention turnover was met, else applies the brand rule', () => {
    expect(levelAtReview(3, LADDER, month(0, 800_000), 'dropOne')).toBe(3);
    expect(levelAtReview(3, LADDER, month(0, 799_999), 'dropOne')).toBe(2);
    expect(levelAtReview(3, LADDER, month(20_000, 150_000), 'toQualified')).toBe(1);
    expect(levelAtReview(3, LADDER, month(0, 0), 'keep')).toBe(3);
    expect(levelAtReview(0, LADDER, month(0, 0), 'dropOne')).toBe(0);
    // A month that qualified for the level keeps it whatever the retention amount.
    const strict = checkLadder([rung(0, 0, 0, 0, 0), rung(1, 10, 100, 1_000, 0)]);
    expect(levelAtReview(1, strict, month(10, 100), 'dropOne')).toBe(1);
  });

  it('each level passed pays its upgrade bonus once in a life', () => {
    expect(upgradeBonuses(LADDER, 0, 2, new Set())).toEqual([
      { level: 1, amount: 1_000n },
      { level: 2, amount: 3_000n },
    ]);
    expect(upgradeBonuses(LADDER, 1, 3, new Set([2]))).toEqual([{ level: 3, amount: 10_000n }]);
    expect(upgradeBonuses(LADDER, 2, 2, new Set())).toEqual([]);
  });

  it('progress is the month turnover against the next level, the current one at the top', () => {
    expect(progressTo(LADDER, 1, month(0, 745))).toMatchObject({ actual: 745n, expected: 500_000n });
    expect(progressTo(LADDER, 1, month(0, 745)).next?.name).toBe('VIP2');
    expect(progressTo(LADDER, 3, month(0, 5))).toMatchObject({ next: undefined, expected: 2_000_000n });
  });
});
