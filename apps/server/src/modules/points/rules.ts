// The point rules (decision R8), pure: what a valid bet earns, what points convert to, what a
// redemption may take. The service applies them under the ledger's and the rows' locks.

/**
 * Whole points for `validBet` (minor units) at `perPoint` minor units a point, with what an earlier
 * batch left over. The rest is carried, so that no fraction of a point is lost to rounding. A voided
 * or corrected bet brings a negative difference: it lowers the carry (and so what later bets earn)
 * but never takes back points already given, which the member may have spent.
 */
export function earn(carry: bigint, validBet: bigint, perPoint: bigint): { points: bigint; carry: bigint } {
  if (perPoint <= 0n) return { points: 0n, carry };
  const total = carry + validBet;
  if (total < perPoint) return { points: 0n, carry: total };
  const points = total / perPoint;
  return { points, carry: total - points * perPoint };
}

/** The cash (minor units) `points` convert to at `pointValue` minor units a point. */
export function conversionAmount(points: bigint, pointValue: bigint): bigint {
  return points * pointValue;
}

/** The rows of the exchange-rate table the point mall shows: the least conversion and round multiples. */
export function rateTable(pointValue: bigint, minConvert: number): { points: bigint; amount: bigint }[] {
  const steps = [1, 2, 5, 10, 50, 100].map((k) => BigInt(minConvert * k));
  const rounds = [100n, 1_000n, 10_000n].filter((p) => p > BigInt(minConvert));
  return [...new Set([...steps, ...rounds])]
    .sort((a, b) => (a < b ? -1 : 1))
    .slice(0, 8)
    .map((points) => ({ points, amount: conversionAmount(points, pointValue) }));
}

export type RedeemRefusal = 'points.item.inactive' | 'points.item.sold.out' | 'points.item.limit';

/** Whether a member may redeem an item now, before points and stock are taken under their locks. */
export function redeemRefusal(
  item: { active: boolean; available: number | null; perMemberLimit: number | null },
  redeemedByMember: number,
): RedeemRefusal | null {
  if (!item.active) return 'points.item.inactive';
  if (item.available !== null && item.available <= 0) return 'points.item.sold.out';
  if (item.perMemberLimit !== null && redeemedByMember >= item.perMemberLimit) return 'points.item.limit';
  return null;
}
