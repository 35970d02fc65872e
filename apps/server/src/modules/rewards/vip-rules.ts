/**
 * The pure rules of VIP levels (issue 15, decision R1): which level a member's figures reach, what a
 * month's review keeps, and which upgrade bonuses a rise pays. No database, no clock: the VIP service
 * applies them to the bet facts' valid turnover and the credited deposits.
 *
 * Amounts are integers in minor units (bigint), as everywhere in the ledger.
 */

/** One level of a brand's ladder. Level 0 is the entry level: every threshold 0, no bonus. */
export interface VipLevelRule {
  level: number;
  /** Shown to players ("VIP3"). */
  name: string;
  /** Reached when a brand month's credited deposits and valid turnover both meet these. */
  depositThreshold: bigint;
  turnoverThreshold: bigint;
  /** Kept at a month's review when that month's valid turnover meets this (0: always kept). */
  retainTurnover: bigint;
  /** Paid once per member and level, the first time the member reaches it. */
  upgradeBonus: bigint;
  /** Granted as a bonus at each month's review to who holds the level after it (0: none). */
  monthlyBonus: bigint;
  /** Claimable in the reward centre in the week from the member's birthday, once a year (0: none). */
  birthdayBonus: bigint;
  /** The most the level may withdraw in a day, and how often (0: the brand's limit). */
  withdrawDailyAmount: bigint;
  withdrawDailyCount: number;
}

/** What a member did in one brand month. */
export interface MonthFigures {
  deposits: bigint;
  validTurnover: bigint;
}

/** How a brand treats members who did not keep their level at a review. */
export type RetentionRule = 'keep' | 'dropOne' | 'toQualified';

/** Refusal of a ladder: levels must start at 0, be consecutive, and thresholds must not fall. */
export class VipLadderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VipLadderError';
  }
}

/** Checks a ladder; returns it sorted by level. */
export function checkLadder(levels: readonly VipLevelRule[]): VipLevelRule[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (sorted.length === 0 || sorted[0]!.level !== 0) throw new VipLadderError('the ladder starts at level 0');
  const first = sorted[0]!;
  if (first.depositThreshold !== 0n || first.turnoverThreshold !== 0n)
    throw new VipLadderError('level 0 has no thresholds');
  sorted.forEach((l, i) => {
    if (l.level !== i) throw new VipLadderError(`levels are consecutive: expected ${i}, got ${l.level}`);
    for (const amount of [
      l.depositThreshold,
      l.turnoverThreshold,
      l.retainTurnover,
      l.upgradeBonus,
      l.monthlyBonus,
      l.birthdayBonus,
      l.withdrawDailyAmount,
    ])
      if (amount < 0n) throw new VipLadderError(`level ${l.level}: amounts are not negative`);
    const below = sorted[i - 1];
    if (
      below &&
      (l.depositThreshold < below.depositThreshold || l.turnoverThreshold < below.turnoverThreshold)
    )
      throw new VipLadderError(`level ${l.level}: thresholds never fall below level ${below.level}'s`);
  });
  return sorted;
}

/** The highest level whose thresholds the month's figures meet (0 at least). */
export function qualifiedLevel(ladder: readonly VipLevelRule[], month: MonthFigures): number {
  let reached = 0;
  for (const l of ladder)
    if (month.deposits >= l.depositThreshold && month.validTurnover >= l.turnoverThreshold) reached = l.level;
  return reached;
}

/**
 * The level after a rise during the month: a member only rises within a month (a month's review is
 * where levels fall).
 */
export function levelAfterRise(
  current: number,
  ladder: readonly VipLevelRule[],
  month: MonthFigures,
): number {
  return Math.max(current, qualifiedLevel(ladder, month));
}

/**
 * The level kept at the review of a month that ended: the current level when the month's valid
 * turnover met its retention amount (or the month itself qualified for it), else by the brand's rule.
 */
export function levelAtReview(
  current: number,
  ladder: readonly VipLevelRule[],
  ended: MonthFigures,
  rule: RetentionRule,
): number {
  const rung = ladder[current];
  if (!rung || current === 0 || rule === 'keep') return current;
  const qualified = qualifiedLevel(ladder, ended);
  if (qualified >= current || ended.validTurnover >= rung.retainTurnover) return current;
  return rule === 'dropOne' ? current - 1 : qualified;
}

/**
 * The upgrade bonuses a rise from `from` to `to` pays: one per level passed, each only once in a
 * member's life (`paid` holds the levels already paid, so a fall and a new rise pay nothing again).
 */
export function upgradeBonuses(
  ladder: readonly VipLevelRule[],
  from: number,
  to: number,
  paid: ReadonlySet<number>,
): { level: number; amount: bigint }[] {
  const out: { level: number; amount: bigint }[] = [];
  for (let level = from + 1; level <= to; level++) {
    const rung = ladder[level];
    if (rung && !paid.has(level)) out.push({ level, amount: rung.upgradeBonus });
  }
  return out;
}

/**
 * The progress shown to the player (`MCSFE_getPlayerRankProgress`): the month's valid turnover
 * against the next level's threshold (the current level's, at the top).
 */
export function progressTo(
  ladder: readonly VipLevelRule[],
  current: number,
  month: MonthFigures,
): { next: VipLevelRule | undefined; actual: bigint; expected: bigint } {
  const next = ladder[current + 1];
  const target = next ?? ladder[current];
  return { next, actual: month.validTurnover, expected: target?.turnoverThreshold ?? 0n };
}
