import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { deposits } from './tables';

/** What other capabilities may read of the deposits (the rewards' missions), without the service. */
export function createDepositReads(db: Database) {
  return {
    /** A member's credited deposits in [start, end), minor units. */
    async creditedTotal(memberId: number, start: Date, end: Date): Promise<bigint> {
      const [row] = await db
        .select({ total: sum(deposits.amount) })
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            eq(deposits.status, 'credited'),
            gte(deposits.creditedAt, start),
            lt(deposits.creditedAt, end),
          ),
        );
      return BigInt(row?.total ?? 0);
    },
  };
}
